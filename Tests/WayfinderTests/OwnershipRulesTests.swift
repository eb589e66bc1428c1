import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Flows own exactly their part: the rules that porting real apps showed, each by name.
@MainActor
@Suite struct OwnershipRulesTests {
  // MARK: 1. No screen outlives the flow that owns it

  @Test func aHandOffToAFlowWithEqualScreensRebindsThemToTheSuccessor() throws {
    let harness = Harness()
    let first = TestFlow<Void>("A", routes: [.askQuestion])
    try harness.app.start(first, .push)
    _ = harness.host.takeSteps()
    let second = TestFlow<Void>("A2", routes: [.askQuestion])
    var handled = false
    second.handler = { _ in
      handled = true
      return true
    }
    try first.handOff(to: second)

    #expect(!harness.host.takeSteps().isEmpty, "equal routes, new owner: the host rebinds")
    harness.host.expectTree("stack\n  home\n  askQuestion")
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    #expect(screen.flow.isActive)
    #expect(screen.flow.flowID == second.flowID)
    screen.flow.send(TestIntent.openBook(id: 1))
    #expect(handled)
    #expect(harness.host.misboundScreens.isEmpty)
    harness.host.expectNoUnhandledIntents()
  }

  @Test func aRootSwitchToEqualScreensMakesNewScreens() throws {
    let harness = Harness()
    let login = TestFlow<Void>("Login", routes: [.login])
    try harness.app.start(login, .root)
    let again = TestFlow<Void>("Login2", routes: [.login])
    try harness.app.start(again, .root)
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    #expect(screen.flow.flowID == again.flowID)
    #expect(harness.host.misboundScreens.isEmpty)
  }

  // MARK: 2. A flow's stack operations act on the flow's own routes

  /// home (app) · a1 a2 a3 (Outer) · b1 b2 (Inner, Outer's child).
  func nestedRuns() throws -> (Harness, outer: TestFlow<Void>, inner: TestFlow<Void>) {
    let harness = Harness()
    let outer = TestFlow<Void>("Outer", routes: [.qna, .askQuestion, .settings])
    try harness.app.start(outer, .push)
    let inner = TestFlow<Void>("Inner", routes: [.bookDetail(id: 1), .bookDetail(id: 2)])
    try outer.start(inner, .push)
    _ = harness.host.takeSteps()
    return (harness, outer, inner)
  }

  @Test func popToRootReturnsToTheFlowsOwnFirstRoute() throws {
    let (harness, _, inner) = try nestedRuns()
    try inner.popToRoot()
    harness.host.expectTree(
      "stack\n  home\n  qna\n  askQuestion\n  settings\n  bookDetail(id: 1)")
    #expect(inner.isRunning)
  }

  @Test func popToRootOfAParentFinishesTheChildrenAboveIt() throws {
    let (harness, outer, inner) = try nestedRuns()
    try outer.popToRoot()
    harness.host.expectTree("stack\n  home\n  qna")
    #expect(!inner.isRunning)
    #expect(inner.ticket.outcome?.cause == .removedByCode)
  }

  @Test func removeRouteCountsFromTheFlowsOwnFirstRoute() throws {
    let (harness, outer, inner) = try nestedRuns()
    try outer.removeRoute(at: 1)
    harness.host.expectTree(
      "stack\n  home\n  qna\n  settings\n  bookDetail(id: 1)\n  bookDetail(id: 2)")
    harness.host.expectSteps([.remove(indices: 2..<3, from: .root)])
    #expect(harness.navigator.flow(owningRouteAt: 3, in: .root) === inner)
  }

  @Test func anIndexOutsideTheFlowIsRefusedAndChangesNothing() throws {
    let (harness, _, inner) = try nestedRuns()
    let before = harness.navigator.tree
    #expect(
      throws: NavigationError.at(.root, .notInFlow(2, count: 2, flow: "AppFlow › Outer › Inner"))
    ) {
      try inner.removeRoute(at: 2)
    }
    #expect(throws: NavigationError.self) { try inner.removeRoute(at: -1) }
    #expect(harness.navigator.tree == before)
  }

  @Test func setStackReplacesOnlyTheFlowsOwnRoutes() throws {
    let (harness, _, inner) = try nestedRuns()
    try inner.setStack([.bookDetail(id: 9)])
    harness.host.expectTree(
      "stack\n  home\n  qna\n  askQuestion\n  settings\n  bookDetail(id: 9)")
    #expect(inner.isRunning)
  }

  @Test func popToARouteOfAnAncestorIsRefusedNamingTheOwner() throws {
    let (harness, _, inner) = try nestedRuns()
    let before = harness.navigator.tree
    #expect(
      throws: NavigationError.at(.root, .routeOwnedByAnotherFlow("qna", owner: "AppFlow › Outer"))
    ) {
      try inner.pop(to: .qna)
    }
    #expect(harness.navigator.tree == before)
  }

  @Test func aFlowCannotChangeAStackAnotherFlowOwns() throws {
    let harness = Harness(try bookKittyTabs())
    let homeTab = TestFlow<Void>("HomeTab")
    try harness.app.start(homeTab, .tab(SectionID(Tab.home)))
    #expect(throws: NavigationError.self) { try harness.app.push(.settings) }
    harness.host.expectTree(kittyDump())
  }

  // MARK: 3. Pushes land where the user looks

  @Test func aPushAfterPresentingAPushedLevelLandsInIt() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Adder", routes: [.library])
    try harness.app.start(flow, .push)
    try flow.present(.pushed(.addBookScan))
    try flow.push(.addBookConfirm(title: "Dune"))
    let child = TestFlow<Void>("Detail", routes: [.bookDetail(id: 3)])
    try flow.start(child, .push)
    harness.host.expectTree(
      """
      stack
        home
        library
        pushed: stack
          addBookScan
          addBookConfirm(title: "Dune")
          bookDetail(id: 3)
      """)
    #expect(flow.presentedStackPath == StackPath(level: 1))
    #expect(flow.stackPath == .root, "the flow's own part stays under its presentation")
  }

  @Test func aPushUnderAnotherFlowsPresentationIsRefused() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Library", routes: [.library])
    try harness.app.start(flow, .push)
    try harness.app.start(TestFlow<Void>("Sheet", routes: [.settings]), .present(.sheet))
    let before = harness.navigator.tree
    #expect(throws: NavigationError.self) { try flow.push(.bookDetail(id: 1)) }
    #expect(throws: NavigationError.self) {
      try flow.start(TestFlow<Void>("Hidden", routes: [.bookDetail(id: 2)]), .push)
    }
    #expect(harness.navigator.tree == before)
  }

  @Test func aPushUnderAnUnrelatedFlowsScreensIsRefused() throws {
    let harness = Harness()
    let lower = TestFlow<Void>("Lower", routes: [.qna])
    let upper = TestFlow<Void>("Upper", routes: [.library])
    try harness.app.start(lower, .push)
    try harness.app.start(upper, .push)
    #expect(
      throws: NavigationError.at(
        .root, .covered(flow: "AppFlow › Lower", coveredBy: "AppFlow › Upper"))
    ) {
      try lower.push(.settings)
    }
    harness.host.expectTree("stack\n  home\n  qna\n  library")
  }

  // MARK: 4. Siblings are independent; flows that show nothing are noticed

  @Test func finishingALowerSiblingKeepsTheUpperOneAndItsScreens() throws {
    let harness = Harness()
    let lower = TestFlow<Void>("Lower", routes: [.qna, .askQuestion])
    let upper = TestFlow<Void>("Upper", routes: [.library])
    try harness.app.start(lower, .push)
    try harness.app.start(upper, .push)
    let upperScreen = harness.host.visibleScreen
    _ = harness.host.takeSteps()
    lower.finish()
    harness.host.expectTree("stack\n  home\n  library")
    harness.host.expectSteps([.remove(indices: 1..<3, from: .root)])
    #expect(upper.isRunning)
    #expect(harness.host.visibleScreen === upperScreen, "the upper flow's screen stays")
    #expect(harness.navigator.flow(owningRouteAt: 1, in: .root) === upper)
    try harness.host.tapBack()
    #expect(upper.ticket.outcome?.cause == .userWentBack)
  }

  @Test func aPushedFlowThatShowsNothingIsReportedAndKeepsRunning() throws {
    let harness = Harness()
    let empty = TestFlow<Void>("Empty")
    let events = harness.navigator.journal.keepRecent(10)
    try harness.host.expectIssue {
      try harness.app.start(empty, .push)
    }
    #expect(
      harness.navigator.issues == [
        .flowShowsNothing(flow: "AppFlow › Empty", anchor: .run(.root, base: 1), finished: false)
      ])
    #expect(empty.isRunning)
    #expect(events.events.last?.issues.count == 1)
    #expect(harness.navigator.issues.count == 1)
  }

  @Test func aPresentedFlowThatShowsNothingIsFinishedWithoutAnEmptySheet() throws {
    let harness = Harness()
    let empty = TestFlow<Void>("Empty")
    try harness.host.expectIssue {
      try harness.app.start(empty, .present(.sheet))
    }
    #expect(
      harness.navigator.issues == [
        .flowShowsNothing(flow: "AppFlow › Empty", anchor: .container(level: 1), finished: true)
      ])
    #expect(!empty.isRunning)
    #expect(empty.ticket.outcome?.cause == .removedByCode)
    #expect(harness.host.takeSteps().isEmpty, "no empty sheet went up")
    harness.host.expectTree("stack\n  home")
  }

  @Test func aPresentationWhoseOwnerRemovesItsLastRouteCloses() throws {
    let harness = Harness()
    let sheet = TestFlow<Void>("Sheet", routes: [.settings])
    try harness.app.start(sheet, .present(.sheet))
    try sheet.removeRoute(at: 0)
    harness.host.expectTree("stack\n  home")
    #expect(sheet.ticket.outcome?.cause == .removedByCode)
  }

  @Test func aReplacedTabFlowTakesWhatItPresentedWithIt() throws {
    let harness = Harness(try bookKittyTabs())
    let first = TestFlow<Void>("HomeTab")
    try harness.app.start(first, .tab(SectionID(Tab.home)))
    try first.present(.stack(.overCurrentContext, .settings))
    let second = TestFlow<Void>("HomeTab2")
    try harness.app.start(second, .tab(SectionID(Tab.home)))
    harness.host.expectTree(kittyDump())
    #expect(harness.navigator.invariantViolations().isEmpty)
  }

  // MARK: 5. Plans are minimal

  @Test func aHandOffInsideAPresentationChangesItsStackInPlace() throws {
    let harness = Harness()
    let login = TestFlow<Void>("Login", routes: [.login])
    try harness.app.start(login, .present(.fullScreen))
    _ = harness.host.takeSteps()
    let register = TestFlow<Void>("Register", routes: [.settings])
    try login.handOff(to: register)
    harness.host.expectSteps([.setStack([.settings], at: StackPath(level: 1), keeping: 0)])
    #expect(harness.navigator.flow(owningStackAt: StackPath(level: 1)) === register)
    register.finish()
    #expect(login.ticket.outcome?.cause == .completed)
    harness.host.expectTree("stack\n  home")
  }

  @Test func aFlowReplacingItsFirstScreenInAPresentationKeepsThePresentation() throws {
    let harness = Harness()
    let sheet = TestFlow<Void>("Sheet", routes: [.addBookScan])
    try harness.app.start(sheet, .present(.sheet))
    _ = harness.host.takeSteps()
    try sheet.setStack([.addBookConfirm(title: "Dune")])
    harness.host.expectSteps([
      .setStack([.addBookConfirm(title: "Dune")], at: StackPath(level: 1), keeping: 0)
    ])
  }

  @Test func aNewPresentationThatLooksLikeTheOldOneIsPresentedAgain() throws {
    let harness = Harness()
    try harness.app.present(.sheet(.settings))
    _ = harness.host.takeSteps()
    try harness.navigator.transaction { () throws(NavigationError) in
      try harness.app.dismiss()
      try harness.app.present(.sheet(.settings))
    }
    harness.host.expectSteps([.dismiss(toLevel: 0), .present(.sheet(.settings))])
  }

  // MARK: 6. The test host simulates every user ending

  @Test func aFullScreenCoverDismissedByItsOwnScreenFinishesItsFlow() throws {
    let harness = Harness()
    let cover = TestFlow<Void>("Cover", routes: [.settings])
    try harness.app.start(cover, .present(.fullScreen))
    #expect(throws: TestHostError.notASheet(level: 1)) { try harness.host.swipeDownSheet() }
    try harness.host.dismissPresentation()
    #expect(cover.ticket.outcome?.cause == .userDismissed)
    harness.host.expectTree("stack\n  home")
  }
}
