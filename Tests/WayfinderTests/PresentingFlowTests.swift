import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Flows that present in turn and show nothing themselves (issue 29, item 5), and flows that
/// say how they prefer to be presented (item 8).
@MainActor
@Suite struct PresentingFlowTests {
  /// The share flow: presents the activity sheet as a child flow; when that child completes
  /// with "send to device", presents the device picker in the same transaction.
  final class ShareFlow: Coordinator<BookRoute, Void> {
    var startsSomething = true

    override func start() throws {
      guard startsSomething else { return }
      let activity = TestFlow<String>("Activity", routes: [.askQuestion])
      try start(activity, .present(.sheet)) { [weak self] outcome in
        guard outcome.result == "device" else { return }
        try self?.present(.sheet(.settings))  // the device picker
      }
    }
  }

  func shareApp() throws -> (Harness, ShareFlow, activity: TestFlow<String>) {
    let harness = Harness(NavigationTree(.home))
    let share = ShareFlow()
    try harness.app.start(share, .presenting)
    let activity = try #require(share.children.first as? TestFlow<String>)
    _ = harness.host.takeSteps()
    return (harness, share, activity)
  }

  @Test func aPresentingFlowEndsWhenTheUserClosesItsLastPresentation() throws {
    let (harness, share, _) = try shareApp()
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    askQuestion")
    try harness.host.swipeDownSheet()
    #expect(share.ticket.outcome?.cause == .userDismissed)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(harness.navigator.issues.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func itGoesOnWhenItPresentsAgainInTheSameTransaction() throws {
    let (harness, share, activity) = try shareApp()
    activity.finish(with: "device")
    #expect(share.isRunning)
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    settings")
    // The device picker is the flow's own route; closing it ends the flow.
    try harness.host.swipeDownSheet()
    #expect(share.ticket.outcome?.cause == .userDismissed)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func itEndsAsRemovedByCodeWhenCodeClosesItsLastPresentation() throws {
    let (harness, share, activity) = try shareApp()
    activity.finish(with: "copied")  // nothing follows
    #expect(share.ticket.outcome?.cause == .removedByCode)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(harness.navigator.runningFlows.map(\.flowName) == ["AppFlow"])
  }

  @Test func aPresentingFlowThatPresentsNothingAtStartIsReportedAndFinished() throws {
    let harness = Harness(NavigationTree(.home))
    let share = ShareFlow()
    share.startsSomething = false
    try harness.host.expectIssue { try harness.app.start(share, .presenting) }
    #expect(
      harness.navigator.issues
        == [.flowShowsNothing(flow: share.flowPath, anchor: share.anchor, finished: true)])
    #expect(share.ticket.outcome?.cause == .removedByCode)
  }

  @Test func aDialogChoiceCanLeadToTheNextPresentationInTheSameTransaction() throws {
    let harness = Harness(NavigationTree(.home))
    final class Starter: Coordinator<BookRoute, Void> {
      override func start() throws {
        try present(
          .alert(
            Dialog(
              id: "camera", title: "Scan a code?",
              actions: [DialogAction(id: "scan", title: "Scan"), .init(id: "no", title: "No")])))
      }
      override func handle(_ intent: any NavigationIntent) throws -> Bool {
        guard let choice = intent as? DialogChoice, choice.action == "scan" else { return false }
        try present(.sheet(.addBookScan))
        return true
      }
    }
    let starter = Starter()
    try harness.app.start(starter, .presenting)
    try harness.host.choose("scan")
    #expect(starter.isRunning)
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    addBookScan")
    try harness.host.swipeDownSheet()
    #expect(starter.ticket.outcome?.cause == .userDismissed)
    // The other choice closes the alert and nothing follows: the flow ends with it.
    let second = Starter()
    try harness.app.start(second, .presenting)
    try harness.host.choose("no")
    #expect(second.ticket.outcome?.cause == .userDismissed)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aPushedFlowLeftShowingNothingIsReported() throws {
    // What the port did before `.presenting`: a pushed flow with no route that presents. When
    // the user closes its sheet it keeps running with nothing on screen: that is now an issue.
    let harness = Harness(NavigationTree(.home))
    let share = TestFlow<Void>("Share")
    try harness.host.expectIssue { try harness.app.start(share, .push) }
    try share.present(.sheet(.askQuestion))
    _ = harness.host.takeSteps()
    let before = harness.navigator.issues.count
    try harness.host.expectIssue { try harness.host.swipeDownSheet() }
    #expect(share.isRunning)
    #expect(
      Array(harness.navigator.issues.dropFirst(before))
        == [.flowShowsNothing(flow: share.flowPath, anchor: share.anchor, finished: false)])
  }

  // MARK: Preferred placement

  final class OnboardingFlow: Coordinator<BookRoute, Void> {
    let isPad: Bool
    var prefers: FlowPlacement?
    init(isPad: Bool) { self.isPad = isPad }
    override var preferredPlacement: FlowPlacement {
      prefers ?? (isPad ? .present(.sheet) : .present(.fullScreen, transition: .crossDissolve))
    }
    override func start() throws { try push(.login) }
  }

  @Test func aParentStartsAFlowWhereTheFlowPrefers() throws {
    let harness = Harness(NavigationTree(.home))
    try harness.app.start(OnboardingFlow(isPad: false), .preferred)
    #expect(harness.navigator.tree.presentations.last?.style == .fullScreen)
    #expect(harness.navigator.tree.presentations.last?.transition == .crossDissolve)
    try harness.app.dismiss()
    let pad = OnboardingFlow(isPad: true)
    try harness.app.start(pad, .preferred)
    #expect(harness.navigator.tree.presentations.last?.style == .sheet)
    #expect(pad.anchor == .container(level: 1))
  }

  @Test func aFlowThatPrefersNothingIsPresentedAsASheetAndPreferredMustNameAPlace() throws {
    let harness = Harness(NavigationTree(.home))
    let plain = TestFlow<Void>("Plain", routes: [.settings])
    try harness.app.start(plain, .preferred)
    #expect(harness.navigator.tree.presentations.last?.style == .sheet)
    let circular = OnboardingFlow(isPad: true)
    circular.prefers = .preferred
    #expect(throws: NavigationError.self) { try harness.app.start(circular, .preferred) }
    #expect(!circular.isRunning)
    // A preferred push lands where a push does.
    let pushed = OnboardingFlow(isPad: true)
    pushed.prefers = .push
    try plain.start(pushed, .preferred)
    #expect(harness.navigator.tree.visibleRoute == .login)
    #expect(harness.navigator.tree.presentations.count == 1)
  }

  @Test func theNewPlacementsRoundTripThroughCodable() throws {
    for placement in [FlowPlacement.presenting, .preferred] {
      let data = try JSONEncoder().encode(placement)
      #expect(try JSONDecoder().decode(FlowPlacement.self, from: data) == placement)
    }
    #expect(
      String(decoding: try JSONEncoder().encode(FlowPlacement.presenting), as: UTF8.self)
        == #"{"presenting":{}}"#)
  }

  // MARK: What a review found

  @Test func aPresentingFlowOutlivesItsParentsContainerSetAgainAsItWas() throws {
    let (harness, share, _) = try shareApp()
    try harness.app.setContainer(.stack([.home]))
    #expect(share.isRunning, "nothing of its was replaced")
    // Routes added above where it sits are the container's, not its: it ends then.
    try harness.app.setContainer(.stack([.home, .settings]))
    #expect(share.ticket.outcome?.cause == .replaced)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func twoPresentingFlowsEndedByOneSwipeAreOneChangeInTheJournal() throws {
    let harness = Harness(NavigationTree(.home))
    let recent = harness.navigator.journal.keepRecent(20)
    let first = TestFlow<Void>("First")
    first.handler = { _ in false }
    final class Presenter: Coordinator<BookRoute, Void> {
      let route: BookRoute
      init(_ route: BookRoute) { self.route = route }
      override func start() throws { try present(.sheet(route)) }
    }
    let outer = Presenter(.settings)
    try harness.app.start(outer, .presenting)
    let inner = Presenter(.login)
    try outer.start(inner, .presenting)
    _ = harness.host.takeSteps()
    let before = recent.events.count
    try harness.host.dismissPresentation(atLevel: 1)
    #expect(outer.ticket.outcome?.cause == .userDismissed)
    #expect(inner.ticket.outcome != nil)
    #expect(recent.events.count == before + 1)
    #expect(recent.events.last?.cause == .swipeDismiss)
    harness.host.expectInSync()
  }
}
