import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// A sheet that refuses the user's dismissal, on the platform hosts: UIKit's
/// `isModalInPresentation` and `presentationControllerDidAttemptToDismiss(_:)` through a fake
/// driver, SwiftUI's `interactiveDismissDisabled(_:)` through the declarative model.
@MainActor
@Suite struct DrivenHostRefusalTests {
  let app = AppFlow()
  let navigator: Navigator<BookRoute>
  let driver = FakeDriver()
  let host: DrivenHost<BookRoute, FakeDriver>
  let compose = ComposeFlow()

  init() throws {
    navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    try app.start(compose, .present(.sheet))
  }

  @Test func theDriverIsToldWhenTheSheetStartsAndStopsRefusing() async throws {
    #expect(driver.log.last == "present sheet at 1: [askQuestion]")
    compose.draft.text = "Tides"
    await waitUntil { driver.log.last == "refuse dismissal at 1" }
    compose.draft.text = ""
    await waitUntil { driver.log.last == "accept dismissal at 1" }
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aRefusingSheetPresentedAnewRefusesFromTheStart() throws {
    compose.draft.text = "Tides"
    navigator.refreshDismissalRefusals()
    navigator.setTree(NavigationTree(.home))
    let again = ComposeFlow()
    again.draft.text = "Waves"
    try app.start(again, .present(.sheet))
    #expect(driver.log.last == "present sheet at 1 refusing: [askQuestion]")
  }

  @Test func theUsersAttemptReachesTheFlowAndClosesNothing() throws {
    compose.asks = false
    compose.draft.text = "Tides"
    navigator.refreshDismissalRefusals()
    let commands = driver.log.count
    host.presentationDidAttemptToDismiss(level: 1)

    #expect(compose.attempts == 1)
    #expect(compose.isRunning)
    #expect(driver.log.count == commands)
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func anAttemptDuringAStepWaitsForThePlanToSettle() throws {
    compose.asks = false
    compose.draft.text = "Tides"
    navigator.refreshDismissalRefusals()
    driver.completesAtOnce = false
    try compose.push(.settings)
    host.presentationDidAttemptToDismiss(level: 1)
    #expect(compose.attempts == 0)
    driver.complete()
    #expect(compose.attempts == 1)
  }

  @Test func theSwiftUIModelRefusesWhileTheFlowSays() throws {
    let swiftUI = DeclarativeDriver()
    let other = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    other.warnsAboutLeaks = false
    let declarative = swiftUI.attachedHost(to: other)
    other.start()
    let flow = ComposeFlow()
    flow.draft.text = "Tides"
    try other.rootFlow.start(flow, .present(.sheet))

    #expect(swiftUI.model.presented(above: 0, in: .sheet)?.refusesUserDismissal == true)
    flow.draft.text = ""
    other.refreshDismissalRefusals()
    #expect(swiftUI.model.presented(above: 0, in: .sheet)?.refusesUserDismissal == false)
    withExtendedLifetime(declarative) {}
  }

  private func waitUntil(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
    #expect(condition())
  }
}
