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
    try harness.app.start(homeTab, .tab(TabID(Tab.home)))
    #expect(harness.navigator.handle(forLevel: 0).flowID == homeTab.flowID)
    try harness.app.select(TabID(Tab.library))
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
    #expect(flow.ticket.outcome == .finished(()))
    #expect(flow.ticket.outcome != .cancelled(.userWentBack))
    #expect(FlowOutcome<Void>.cancelled(.replaced) == .cancelled(.replaced))
    #expect(flow.ticket.outcome?.cause == .completed)
  }
}
