import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// A declared flow that shows a route or starts a flow its declaration does not list is
/// reported, so that the flow graph cannot drift from what the app does.
@MainActor
@Suite struct DeclarationCheckTests {
  /// Declares that it shows book details and may push a ``DeclaredChild``.
  final class DeclaredParent: Coordinator<BookRoute, Void> {
    override class var declaration: FlowDeclaration<BookRoute> {
      FlowDeclaration(
        shows: [.bookDetail(id: 0)],
        starts: [.flow(DeclaredChild.self, .push), .flow(DeclaredChild.self, .present(.sheet))])
    }
    override func start() throws { try push(.bookDetail(id: 1)) }
  }

  /// Declares that it shows the settings screen.
  final class DeclaredChild: Coordinator<BookRoute, Void> {
    override class var declaration: FlowDeclaration<BookRoute> {
      FlowDeclaration(shows: [.settings])
    }
    override func start() throws { try push(.settings) }
  }

  /// Declares nothing: never checked.
  final class UndeclaredFlow: Coordinator<BookRoute, Void> {
    override func start() throws { try push(.askQuestion) }
  }

  /// Tabs whose rows the app adds as it runs: a list's row, with a flow of its own, declared
  /// for any tab.
  final class ListedTabs: TabsCoordinator<BookRoute, SectionID> {
    override class var declaration: FlowDeclaration<BookRoute> {
      FlowDeclaration(starts: [.flow(HomeRow.self, .tab("home")), .flow(ListRow.self, .anyTab)])
    }
    init() { super.init(tabs: ["home"], layout: .split) { $0 == "home" ? .home : .library } }
    override func flow(for row: SectionID) -> Coordinator<BookRoute, Void> {
      row == "home" ? HomeRow() : ListRow()
    }
  }

  final class HomeRow: Coordinator<BookRoute, Void> {
    override class var declaration: FlowDeclaration<BookRoute> { FlowDeclaration(shows: [.home]) }
  }

  final class ListRow: Coordinator<BookRoute, Void> {
    override class var declaration: FlowDeclaration<BookRoute> {
      FlowDeclaration(shows: [.library, .bookDetail(id: 0)])
    }
    override func start() throws { try push(.bookDetail(id: 1)) }
  }

  @Test func aFlowDeclaredForAnyTabMayStartInATabAddedAtRunTime() throws {
    let harness = Harness()
    let tabs = ListedTabs()
    try harness.app.start(tabs, .root)
    try tabs.insert("list-7", selecting: true)
    try tabs.insert("list-8")
    #expect(harness.navigator.issues.isEmpty, "\(harness.navigator.issues)")
    #expect(harness.navigator.tree.dump().contains("section list-8"))
    // Only a declaration says it: no container has that tab.
    #expect(throws: NavigationError.self) { try tabs.start(ListRow(), .anyTab) }
  }

  @Test func whatAFlowDeclaresRaisesNoIssue() throws {
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try parent.push(contentsOf: [.bookDetail(id: 2), .bookDetail(id: 3)])
    try parent.start(DeclaredChild(), .push)
    // A presentation's transition is not part of the graph.
    try parent.start(DeclaredChild(), .present(.sheet, transition: .crossDissolve))
    #expect(harness.navigator.issues.isEmpty)
  }

  /// A flow started `.preferred` is declared as started, or at the placement it resolves to
  /// (a sheet, for a flow that does not override `preferredPlacement`).
  @Test func aPreferredStartMayBeDeclaredAtThePlacementItResolvesTo() throws {
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try parent.start(DeclaredChild(), .preferred)
    #expect(harness.navigator.tree.presentations.first?.style == .sheet)
    #expect(harness.navigator.issues.isEmpty, "\(harness.navigator.issues)")
  }

  @Test func anIssueNobodyExpectsFailsTheRunningTestInItsOwnFile() throws {
    // The issue comes from the app's code: it fails the test at the test's declaration, not
    // at a line of the test host.
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try withKnownIssue {
      try parent.push(.settings)
    } matching: { issue in
      issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func anUndeclaredRouteIsReportedOncePerFlowTypeAndKind() throws {
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try harness.host.expectIssue { try parent.push(.settings) }
    #expect(
      harness.navigator.issues == [.undeclaredRoute(flow: parent.flowPath, route: "settings")])
    try parent.push(.settings)
    try parent.setStack(Stack([.bookDetail(id: 1), .settings]))
    #expect(harness.navigator.issues.count == 1, "the same step is reported once")
    #expect(harness.navigator.issues[0].description.contains("Add it to the flow's declaration"))
  }

  @Test func routesInAPresentationOrAContainerAreChecked() throws {
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try harness.host.expectIssue {
      try parent.present(Presentation(.sheet, .stack([.bookDetail(id: 4), .login])))
    }
    #expect(harness.navigator.issues == [.undeclaredRoute(flow: parent.flowPath, route: "login")])
  }

  @Test func anUndeclaredStartIsReportedWithItsPlacement() throws {
    let harness = Harness()
    let parent = DeclaredParent()
    try harness.app.start(parent, .push)
    try harness.host.expectIssue { try parent.start(UndeclaredFlow(), .push) }
    try harness.host.expectIssue { try parent.start(DeclaredChild(), .present(.fullScreen)) }
    #expect(
      harness.navigator.issues.map(\.description).allSatisfy { $0.contains("does not list") })
    guard
      case .undeclaredStart(let flow, let started, let placement) = harness.navigator.issues.last
    else {
      Issue.record("expected an undeclared start, got \(harness.navigator.issues)")
      return
    }
    #expect(flow == parent.flowPath && started == "DeclaredChild")
    #expect(placement == ".present(.fullScreen)")
    // The fix is code that compiles as it stands in a declaration.
    #expect(
      harness.navigator.issues.last?.description.contains(
        "Add .flow(DeclaredChild.self, .present(.fullScreen)) to the flow's declaration") == true)
    #expect(
      harness.navigator.issues.first
        == .undeclaredStart(flow: parent.flowPath, started: "UndeclaredFlow", placement: ".push"))
  }

  @Test func anUndeclaredFlowIsNotChecked() throws {
    let harness = Harness()
    let flow = UndeclaredFlow()
    try harness.app.start(flow, .push)
    try flow.push(.login)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func theCheckIsOffUnlessTurnedOn() throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    #expect(!navigator.checksDeclarations)
    navigator.start()
    let parent = DeclaredParent()
    try app.start(parent, .push)
    try parent.push(.settings)
    #expect(navigator.issues.isEmpty)
    navigator.checksDeclarations = true
    try parent.push(.login)
    #expect(navigator.issues == [.undeclaredRoute(flow: parent.flowPath, route: "login")])
  }
}
