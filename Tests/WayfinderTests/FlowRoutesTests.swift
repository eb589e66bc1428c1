import Testing
import Wayfinder
import WayfinderGraph
import WayfinderTesting

/// A flow always reads its own routes (`flowRoutes`, `stackPath`); what it presents reads
/// apart (`presentedRoutes`, `presentedStackPath`).
@MainActor
@Suite struct FlowRoutesTests {
  enum DetailIntent: NavigationIntent {
    case delete
  }

  /// The port that found it: Book Detail presents an edit sheet, and the sheet's Delete asks
  /// the flow which book to delete.
  @Test func aFlowReadsItsOwnRoutesWhileItsSheetIsUp() throws {
    let harness = Harness()
    let detail = TestFlow<Void>("Detail", routes: [.library, .bookDetail(id: 7)])
    var deleted: [Int] = []
    detail.handler = { [unowned detail] intent in
      guard case DetailIntent.delete = intent,
        case .bookDetail(let id) = detail.flowRoutes.last
      else { return false }
      deleted.append(id)
      return true
    }
    try harness.app.start(detail, .push)
    try detail.present(.sheet(.settings))

    #expect(detail.flowRoutes == [.library, .bookDetail(id: 7)])
    #expect(detail.stackPath == .root)
    #expect(detail.presentedStackPath == StackPath(level: 1))
    #expect(detail.presentedRoutes == [.settings])

    harness.navigator.handle(forRouteAt: 0, in: StackPath(level: 1)).send(DetailIntent.delete)
    #expect(deleted == [7])
  }

  @Test func aPushWhileTheSheetIsUpLandsInItAndLeavesTheFlowsOwnRoutes() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Adder", routes: [.library])
    try harness.app.start(flow, .push)
    try flow.present(.pushed(.addBookScan))
    try flow.push(.addBookConfirm(title: "Dune"))
    #expect(flow.flowRoutes == [.library])
    #expect(flow.presentedRoutes == [.addBookScan, .addBookConfirm(title: "Dune")])
    // Index-based operations count in what the stack operations act on: the presentation.
    try flow.removeRoute(at: 0)
    #expect(flow.presentedRoutes == [.addBookConfirm(title: "Dune")])
    #expect(flow.flowRoutes == [.library])

    try flow.dismiss()
    #expect(flow.presentedStackPath == nil)
    #expect(flow.presentedRoutes.isEmpty)
    #expect(flow.flowRoutes == [.library])
  }

  @Test func theRootFlowReadsItsStackUnderItsPresentation() throws {
    let harness = Harness()
    try harness.app.push(.bookDetail(id: 3))
    try harness.app.present(.fullScreen(.login))
    #expect(harness.app.flowRoutes == [.home, .bookDetail(id: 3)])
    #expect(harness.app.stackPath == .root)
    #expect(harness.app.presentedRoutes == [.login])
  }

  @Test func aTabsFlowReadsItsTabUnderItsSheet() throws {
    let harness = Harness(try bookKittyTabs(selected: .library))
    let tab = TestFlow<Void>("LibraryTab")
    try harness.app.start(tab, .tab(SectionID(Tab.library)))
    try tab.push(.bookDetail(id: 5))
    try tab.present(.sheet(.askQuestion))
    #expect(tab.stackPath == StackPath(level: 0, section: "library"))
    #expect(tab.flowRoutes == [.library, .bookDetail(id: 5)])
    #expect(tab.presentedRoutes == [.askQuestion])
  }

  @Test func aChildsScreensInThePresentationAreNotTheFlows() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Adder", routes: [.library])
    try harness.app.start(flow, .push)
    try flow.present(.sheet(.addBookScan))
    let child = TestFlow<Void>("Confirm", routes: [.addBookConfirm(title: "Dune")])
    try flow.start(child, .push)
    #expect(flow.presentedRoutes == [.addBookScan])
    #expect(child.flowRoutes == [.addBookConfirm(title: "Dune")])
    #expect(child.stackPath == StackPath(level: 1))
    #expect(child.presentedStackPath == nil)
  }

  @Test func aPresentedChildFlowOrADialogIsNoPresentedStackOfTheFlow() throws {
    let harness = Harness()
    try harness.app.present(.alert(Dialog(id: "sure", title: "Sure?", actions: [.cancel()])))
    #expect(harness.app.presentedStackPath == nil)
    #expect(harness.app.flowRoutes == [.home])
    try harness.host.choose("cancel")

    let sheet = TestFlow<Void>("Sheet", routes: [.settings])
    try harness.app.start(sheet, .present(.sheet))
    #expect(harness.app.presentedStackPath == nil, "the child owns the level")
    #expect(harness.app.presentedRoutes.isEmpty)
    #expect(sheet.flowRoutes == [.settings])
    #expect(sheet.stackPath == StackPath(level: 1))
  }

  @Test func aFlowThatIsNotRunningReadsNothing() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)])
    #expect(flow.stackPath == nil)
    try harness.app.start(flow, .push)
    try flow.present(.sheet(.settings))
    flow.cancel()
    #expect(flow.flowRoutes.isEmpty)
    #expect(flow.presentedRoutes.isEmpty)
    #expect(flow.presentedStackPath == nil)
  }

  @Test func theFlowTreeDrawsTheFlowsOwnRoutesThenThoseItPresented() throws {
    let harness = Harness()
    try harness.app.present(.sheet(.settings))
    #expect(
      harness.navigator.flowTree(as: .mermaid).hasPrefix(
        """
        flowchart TD
          flow_0["AppFlow @app"]
          flow_0_route_0("home")
          flow_0_route_1("settings")
        """))
  }
}
