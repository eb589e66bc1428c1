import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// What the port of two real apps had to write by hand, now in the framework.
@MainActor
@Suite struct PortConveniencesTests {
  struct Payload: Hashable, Codable, Sendable {
    var title: String
    var kind: Kind
    enum Kind: Hashable, Codable, Sendable { case paper, ebook }
  }

  enum PayloadRoute: Hashable, Codable, Sendable {
    case book(Payload)
    case note(String)
  }

  /// Swift prints payload types with their module (`WayfinderTests.PortConveniencesTests…`);
  /// the dump drops the module, so the text is the same whichever module the type lives in.
  @Test func theDumpPrintsPayloadsWithoutModuleNames() {
    var tree = NavigationTree<PayloadRoute>(
      .book(Payload(title: "Dune", kind: .ebook)), .note("WayfinderTests.Payload stays in text"))
    tree.present(.sheet(.book(Payload(title: "a.b", kind: .paper))))
    #expect(
      tree.dump() == """
        stack
          book(PortConveniencesTests.Payload(title: "Dune", kind: PortConveniencesTests.Payload.Kind.ebook))
          note("WayfinderTests.Payload stays in text")
          sheet: stack
            book(PortConveniencesTests.Payload(title: "a.b", kind: PortConveniencesTests.Payload.Kind.paper))
        """)
    let step = NavigationStep<PayloadRoute>.push(
      [.book(Payload(title: "x", kind: .paper))], onto: .root)
    #expect(
      step.description
        == #"push [book(PortConveniencesTests.Payload(title: "x", kind: PortConveniencesTests.Payload.Kind.paper))] onto root"#
    )
  }

  @Test func theVisibleStackIsTheTopLevelsSelectedStack() throws {
    var tree = try bookKittyTabs(selected: .library)
    #expect(tree.visibleStack == [.library])
    tree.present(.sheet(.settings, .askQuestion))
    #expect(tree.visibleStack == [.settings, .askQuestion])
  }

  @Test func containerChromeGetsTheHandleOfTheLevelsOwner() throws {
    let harness = Harness(try bookKittyTabs())
    let homeTab = TestFlow<Void>("HomeTab")
    try harness.app.start(homeTab, .tab(SectionID(Tab.home)))
    #expect(harness.navigator.handle(forLevel: 0).flowID == homeTab.flowID)
    try harness.app.select(SectionID(Tab.library))
    #expect(harness.navigator.handle(forLevel: 0).flowID == harness.app.flowID)
    let sheet = TestFlow<Void>("Sheet", routes: [.settings])
    try harness.app.start(sheet, .present(.sheet))
    #expect(harness.navigator.handle(forLevel: 1).flowID == sheet.flowID)
  }

  @Test func outcomesOfVoidFlowsCompare() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Done", routes: [.settings])
    try harness.app.start(flow, .push)
    flow.finish()
    #expect(flow.ticket.outcome?.cause == .completed)
    #expect(flow.ticket.outcome?.cause != .userWentBack)
    #expect(FlowOutcome<Void>.cancelled(.replaced) == .cancelled(.replaced))
    #expect(flow.ticket.outcome?.cause == .completed)
  }
}

/// Placements and hand-offs the port wrote by hand.
@MainActor
@Suite struct HandOffAndReplacementTests {
  final class Parent: TabFlow<BookRoute> {
    var handOffs: [(String, String)] = []
    override func childDidHandOff(
      _ predecessor: FlowCoordinator<BookRoute>, to successor: FlowCoordinator<BookRoute>
    ) {
      handOffs.append((predecessor.flowName, successor.flowName))
    }
  }

  @Test func aChildReplacesATabsRootAndTheTabComesBackWhenItFinishes() throws {
    let harness = Harness(try bookKittyTabs(selected: .library))
    let tab = Parent()
    try harness.app.start(tab, .tab(SectionID(Tab.library)))
    try tab.push(.bookDetail(id: 1))
    let login = TestFlow<Void>("Login", routes: [.login])
    try tab.start(login, .replacingStack)
    harness.host.expectTree(
      """
      tabs
        tab home
          home
        tab qna
          qna
        tab library (selected)
          login
      """)
    #expect(harness.navigator.tree.visibleStack == [.login])
    login.finish()
    #expect(harness.navigator.tree.visibleStack == [.library, .bookDetail(id: 1)])
    #expect(tab.isRunning)
    #expect(harness.host.misboundScreens.isEmpty)
  }

  @Test func aPushedFlowCannotHaveItsRoutesReplaced() throws {
    let harness = Harness()
    let pushed = TestFlow<Void>("Pushed", routes: [.library])
    try harness.app.start(pushed, .push)
    #expect(throws: NavigationError.self) {
      try pushed.start(TestFlow<Void>("Login", routes: [.login]), .replacingStack)
    }
    harness.host.expectTree("stack\n  home\n  library")
  }

  @Test func aHandOffKeepingScreensLetsBackReturnToThePredecessorsScreens() throws {
    let harness = Harness(try bookKittyTabs())
    let tab = Parent()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    let login = TestFlow<Int>("Login", routes: [.login])
    var outcomes: [FlowOutcome<Int>] = []
    try tab.start(login, .push) { outcomes.append($0) }
    let register = TestFlow<Int>("Register", routes: [.settings])
    try login.handOff(to: register, keepingScreens: true)
    #expect(harness.navigator.tree.visibleStack == [.home, .login, .settings])
    #expect(tab.handOffs.count == 1)
    #expect(tab.handOffs.first?.0 == "Login")
    #expect(tab.handOffs.first?.1 == "Register")
    #expect(
      harness.navigator.flow(owningRouteAt: 1, in: StackPath(level: 0, section: "home"))
        === register)
    try harness.host.tapBack()
    #expect(register.isRunning, "back from the successor's first screen returns to the kept ones")
    #expect(harness.navigator.tree.visibleStack == [.home, .login])
    #expect(harness.host.misboundScreens.isEmpty)
    try harness.host.tapBack()
    #expect(outcomes == [.cancelled(.userWentBack)])
  }
}

/// A screen reaches its flow's dependencies through its handle, and only while the flow runs.
@MainActor
@Suite struct ScreenDependencyTests {
  @Test func aScreenResolvesFromItsFlowsScopeUntilTheFlowFinishes() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Greeting", routes: [.settings])
    flow.dependencies.register(Greeter.self, scope: .flow) { _ in Greeter(text: "hi") }
    try harness.app.start(flow, .push)
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    let scope = try #require(screen.flow.dependencies)
    #expect(try scope.resolve(Greeter.self).text == "hi")
    flow.finish()
    #expect(screen.flow.dependencies == nil)
    #expect(throws: ResolutionError.self) { try scope.resolve(Greeter.self) }
  }
}
