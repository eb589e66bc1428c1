import Foundation
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// A presentation's transition: set from a `Presentation` value or a flow's placement, carried
/// by the present step to the host, kept by snapshots (left out when automatic, so snapshots
/// written before transitions existed read the same), and shown by dumps.
@MainActor
@Suite struct PresentationTransitionTests {
  @Test func aFlowPresentedWithATransitionCarriesItToTheHostsStep() throws {
    let harness = Harness(try bookKittyTabs())
    let flow = TestFlow<Void>("Welcome", routes: [.settings])
    try harness.app.start(flow, .present(.fullScreen, transition: .crossDissolve))
    let presented = Presentation<BookRoute>(
      .fullScreen, .stack([.settings]), transition: .crossDissolve)
    harness.host.expectSteps([.present(presented)])
    #expect(harness.navigator.tree.presentations == [presented])
    harness.host.expectTree(
      kittyDump(presented: ["fullScreen (crossDissolve): stack", "  settings"]))
  }

  @Test func aPresentationValueCarriesItsTransition() throws {
    let harness = Harness()
    try harness.app.present(.fullScreen(.settings, transition: .flipHorizontal))
    #expect(harness.navigator.tree.presentations.first?.transition == .flipHorizontal)
    #expect(
      harness.host.takeSteps().map(\.description)
        == ["present fullScreen (flipHorizontal) stack [settings]"])
    harness.host.expectTree("stack\n  home\n  fullScreen (flipHorizontal): stack\n    settings")
  }

  @Test func aPlacementWithoutATransitionIsAutomaticAndDumpsAsBefore() throws {
    let harness = Harness()
    try harness.app.start(TestFlow<Void>("Sheet", routes: [.settings]), .present(.sheet))
    #expect(harness.navigator.tree.presentations.first?.transition == .automatic)
    #expect(FlowPlacement.present(.sheet) == .present(.sheet, transition: .automatic))
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    settings")
  }

  @Test func theSamePresentationWithAnotherTransitionIsPresentedAnew() throws {
    let harness = Harness()
    try harness.app.present(.fullScreen(.settings))
    _ = harness.host.takeSteps()
    var tree = harness.navigator.tree
    tree.presentations[0].transition = .crossDissolve
    harness.navigator.setTree(tree)
    harness.host.expectSteps([.dismiss(toLevel: 0), .present(tree.presentations[0])])
    harness.host.expectInSync()
  }

  @Test(arguments: PresentationTransition.system)
  func aTransitionSurvivesASnapshot(transition: PresentationTransition) throws {
    var tree = NavigationTree<BookRoute>(.home)
    tree.present(.stack(.overFullScreen, .settings, transition: transition))
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: tree)
    #expect(try restoration.tree(from: data) == tree)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""transition""#) == (transition != .automatic))
  }

  @Test func aSnapshotWithoutTransitionsDecodesAsAutomaticAndEncodesUnchanged() throws {
    let old =
      #"{"container":{"stack":{"_0":[{"settings":{}}]}},"context":"home","style":"overCurrentContext"}"#
    let presentation = try JSONDecoder().decode(Presentation<BookRoute>.self, from: Data(old.utf8))
    #expect(presentation.transition == .automatic)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(presentation), as: UTF8.self) == old)
  }

  @Test func anUnknownTransitionIsRefused() {
    let bad = #"{"container":{"stack":{"_0":[]}},"style":"sheet","transition":"curl"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Presentation<BookRoute>.self, from: Data(bad.utf8))
    }
  }

  @Test func anAwaitedChildTakesATransition() async throws {
    let harness = Harness()
    let parent = TestFlow<Void>("Home", routes: [.library])
    try harness.app.start(parent, .push)
    let waiting = Task {
      try await parent.result(
        of: TestFlow<Int>("Welcome", routes: [.settings]),
        .present(.fullScreen, transition: .coverVertical))
    }
    while parent.children.isEmpty { await Task.yield() }
    #expect(harness.navigator.tree.presentations.first?.transition == .coverVertical)
    try #require(parent.children.first as? TestFlow<Int>).finish(with: 7)
    #expect(try await waiting.value == 7)
  }
}

/// A driver that keeps what it is asked to present.
@MainActor
final class PresentingDriver: NavigationDriver {
  private(set) var presented: [PresentedContent<FakeScreen>] = []

  func perform(
    _ command: DriverCommand<FakeScreen>, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    if case .present(let content, _) = command { presented.append(content) }
    completion()
  }
}

@MainActor
@Suite struct DrivenTransitionTests {
  @Test func aPlatformDriverIsToldTheTransition() throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let driver = PresentingDriver()
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    try app.start(
      TestFlow<Void>("Welcome", routes: [.settings]),
      .present(.fullScreen, transition: .crossDissolve))
    try app.present(.sheet(.library))
    #expect(driver.presented.map(\.style) == [.fullScreen, .sheet])
    #expect(driver.presented.map(\.transition) == [.crossDissolve, .automatic])
  }
}

/// A placement writes as Swift writes an enum with payloads, as it did before transitions: an
/// automatic transition is left out.
@Suite struct FlowPlacementCodingTests {
  static let placements: [FlowPlacement] = [
    .push, .root, .replacingStack, .tab("home"), .present(.sheet), .pushedOverTabs,
    .present(.overlay("menu"), transition: .coverVertical),
    .present(.fullScreen, transition: .crossDissolve),
  ]

  @Test(arguments: placements)
  func everyPlacementRoundTrips(placement: FlowPlacement) throws {
    let data = try JSONEncoder().encode(placement)
    #expect(try JSONDecoder().decode(FlowPlacement.self, from: data) == placement)
  }

  @Test func placementsWriteAsSwiftWritesEnums() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func text(_ placement: FlowPlacement) throws -> String {
      String(decoding: try encoder.encode(placement), as: UTF8.self)
    }
    #expect(try text(.present(.sheet)) == #"{"present":{"_0":"sheet"}}"#)
    #expect(
      try text(.present(.fullScreen, transition: .crossDissolve))
        == #"{"present":{"_0":"fullScreen","transition":"crossDissolve"}}"#)
    #expect(try text(.tab("home")) == #"{"tab":{"_0":"home"}}"#)
    #expect(try text(.push) == #"{"push":{}}"#)
    #expect(try text(.replacingStack) == #"{"replacingStack":{}}"#)
  }

  @Test func aPlacementWithTwoCasesIsRefused() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FlowPlacement.self, from: Data(#"{"push":{},"root":{}}"#.utf8))
    }
  }
}
