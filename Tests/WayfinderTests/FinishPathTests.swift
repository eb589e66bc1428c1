import Testing
import Wayfinder
import WayfinderTesting

/// Every way a flow can end goes through one finish path, exactly once.
@MainActor
@Suite struct FinishPathTests {
  @Test func aFlowThatFinishesItselfDeliversItsResult() async throws {
    let harness = Harness()
    let log = FinishLog()
    let ticket: FlowTicket<Book>
    do {
      let addBook = TestFlow<Book>("AddBook", routes: [.addBookScan], log: log)
      ticket = addBook.ticket
      try harness.app.start(addBook, .present(.sheet))
    }
    harness.host.expectTree(
      """
      stack
        home
        sheet: stack
          addBookScan
      """)
    harness.host.expectSteps([.present(.sheet(.addBookScan))])
    do {
      let flow = try #require(harness.app.children.first as? TestFlow<Book>)
      try flow.push(.addBookConfirm(title: "Dune"))
      flow.finish(with: Book(title: "Dune"))
    }
    #expect(await ticket.result == Book(title: "Dune"))
    #expect(log.causes == [.completed])
    harness.host.expectSteps([
      .push([.addBookConfirm(title: "Dune")], onto: StackPath(level: 1)),
      .dismiss(toLevel: 0),
    ])
    harness.host.expectTree("stack\n  home")
    await harness.host.expectNoLeaks()
  }

  @Test func theUserGoingBackBelowTheFirstScreenFinishesTheFlow() async throws {
    let harness = Harness()
    let log = FinishLog()
    let ticket: FlowTicket<Int>
    do {
      let detail = TestFlow<Int>(
        "Detail", routes: [.bookDetail(id: 1), .bookDetail(id: 2)], log: log)
      ticket = detail.ticket
      try harness.app.start(detail, .push)
    }
    _ = harness.host.takeSteps()
    try harness.host.tapBack()
    #expect(harness.app.children.count == 1, "popping within the flow keeps it")
    #expect(log.causes.isEmpty)
    try harness.host.tapBack()
    #expect(harness.app.children.isEmpty)
    #expect(log.causes == [.userWentBack])
    #expect(ticket.outcome == .cancelled(.userWentBack))
    harness.host.expectSteps([])
    harness.host.expectTree("stack\n  home")
    await harness.host.expectNoLeaks()
  }

  @Test func theUserSwipingTheSheetDownFinishesTheFlow() async throws {
    let harness = Harness()
    let log = FinishLog()
    let parentTicket: FlowTicket<Void>
    let childTicket: FlowTicket<Void>
    do {
      let addBook = TestFlow<Void>("AddBook", routes: [.addBookScan], log: log)
      let scanner = TestFlow<Void>("Scanner", routes: [.settings], log: log)
      parentTicket = addBook.ticket
      childTicket = scanner.ticket
      try harness.app.start(addBook, .present(.sheet))
      try addBook.start(scanner, .push)
    }
    _ = harness.host.takeSteps()
    try harness.host.swipeDownSheet()
    #expect(log.entries.map(\.name) == ["Scanner", "AddBook"], "children finish first")
    #expect(log.causes == [.parentFinished, .userDismissed])
    #expect(parentTicket.outcome?.result == nil)
    #expect(childTicket.outcome != nil)
    harness.host.expectSteps([])
    harness.host.expectTree("stack\n  home")
    await harness.host.expectNoLeaks()
  }

  @Test func aCancelledBackGestureChangesNothing() async throws {
    let harness = Harness()
    let log = FinishLog()
    try harness.app.start(TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)], log: log), .push)
    let screen = harness.host.visibleScreen
    try harness.host.swipeBackAndCancel()
    try harness.app.start(
      TestFlow<Void>("Sheet", routes: [.askQuestion], log: log), .present(.sheet))
    try harness.host.pullSheetAndRelease()
    #expect(log.entries.isEmpty)
    #expect(harness.app.children.count == 2)
    harness.host.expectTree(
      """
      stack
        home
        bookDetail(id: 1)
        sheet: stack
          askQuestion
      """)
    #expect(harness.host.screen(at: 1, in: .root) === screen, "the screen was not rebuilt")
    await harness.host.expectNoLeaks()
  }

  @Test func replacingTheFlowsPartFinishesIt() async throws {
    let harness = Harness()
    let log = FinishLog()
    try harness.app.start(TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)], log: log), .push)
    try harness.app.start(
      TestFlow<Void>("Sheet", routes: [.askQuestion], log: log), .present(.sheet))
    harness.navigator.setTree(NavigationTree(.home, .library))
    #expect(Set(log.entries.map(\.name)) == ["Detail", "Sheet"])
    #expect(log.causes.allSatisfy { $0 == .replaced })
    #expect(harness.app.children.isEmpty)
    harness.host.expectTree("stack\n  home\n  library")
    await harness.host.expectNoLeaks()
  }

  @Test func aRootSwitchFinishesTheOldRootFlowAndFreesItsScreens() async throws {
    let harness = Harness(NavigationTree(root: .stack([])))
    let log = FinishLog()
    weak var loginScreen: AnyObject?
    try harness.app.start(TestFlow<Void>("Login", routes: [.login], log: log), .root)
    loginScreen = harness.host.visibleScreen
    #expect(loginScreen != nil)
    try harness.app.start(TestFlow<Void>("Main", routes: [.home], log: log), .root)
    #expect(log.entries.map(\.name) == ["Login"])
    #expect(log.causes == [.replaced])
    harness.host.expectTree("stack\n  home")
    await harness.host.expectNoLeaks()
    #expect(loginScreen == nil)
  }

  @Test func whenAParentFinishesItsChildrenFinishFirst() async throws {
    let harness = Harness()
    let log = FinishLog()
    do {
      let parent = TestFlow<Void>("Parent", routes: [.library], log: log)
      try harness.app.start(parent, .push)
      try parent.start(
        TestFlow<Void>("PushedChild", routes: [.bookDetail(id: 1)], log: log), .push)
      try parent.start(
        TestFlow<Void>("PresentedChild", routes: [.settings], log: log), .present(.fullScreen))
      parent.cancel()
    }
    #expect(log.entries.map(\.name) == ["PresentedChild", "PushedChild", "Parent"])
    #expect(log.causes == [.parentFinished, .parentFinished, .cancelled])
    harness.host.expectTree("stack\n  home")
    harness.host.expectFlowsMirrorTree()
    await harness.host.expectNoLeaks()
  }

  @Test func finishingCancelsTheTasksTheFlowStarted() async throws {
    let harness = Harness()
    let task: Task<Void, Never>
    do {
      let flow = TestFlow<Void>("Loader", routes: [.bookDetail(id: 1)])
      try harness.app.start(flow, .push)
      task = flow.task {
        // The task holds the flow strongly until it ends, as app code often does.
        while !Task.isCancelled { await Task.yield() }
        _ = flow.label
      }
      flow.finish()
    }
    await task.value
    #expect(task.isCancelled)
    await harness.host.expectNoLeaks()
  }

  @Test func presentingAwaitsTheResultAndGetsNilWhenTheUserDismisses() async throws {
    let harness = Harness()
    let parent = TestFlow<Void>("Home", routes: [.library])
    try harness.app.start(parent, .push)
    let waiting = Task {
      try await parent.result(
        of: TestFlow<Book>("AddBook", routes: [.addBookScan]), .present(.sheet))
    }
    while parent.children.isEmpty { await Task.yield() }
    try harness.host.swipeDownSheet()
    let book = try await waiting.value
    #expect(book == nil)
    await harness.host.expectNoLeaks()
  }

  @Test func theCallbackFormDeliversTheOutcomeOnce() throws {
    let harness = Harness()
    var outcomes: [FlowOutcome<Int>] = []
    let flow = TestFlow<Int>("Pick", routes: [.bookDetail(id: 1)])
    try harness.app.start(flow, .push) { outcomes.append($0) }
    flow.finish(with: 5)
    flow.finish(with: 6)
    #expect(outcomes == [.finished(5)])
  }

  @Test func removingTheOnlyScreenOfAFlowFinishesItAndItsChildren() async throws {
    let harness = Harness()
    let log = FinishLog()
    do {
      let ask = TestFlow<Void>("Ask", routes: [.askQuestion], log: log)
      try harness.app.start(ask, .push)
      try ask.start(TestFlow<Void>("Result", routes: [.questionResult(id: 9)], log: log), .push)
      _ = harness.host.takeSteps()
      try ask.removeRoute(at: 0)
    }
    #expect(log.names == ["Result", "Ask"])
    #expect(log.causes == [.parentFinished, .removedByCode])
    harness.host.expectTree("stack\n  home")
    harness.host.expectSteps([.pop(toCount: 1, at: .root)])
    await harness.host.expectNoLeaks()
  }

  @Test func removingAMiddleRouteShiftsTheRunsAboveIt() async throws {
    let harness = Harness()
    let log = FinishLog()
    let ask = TestFlow<Void>("Ask", routes: [.askQuestion, .settings], log: log)
    try harness.app.start(ask, .push)
    let result = TestFlow<Void>("Result", routes: [.questionResult(id: 9)], log: log)
    try ask.start(result, .push)
    _ = harness.host.takeSteps()
    try ask.removeRoute(at: 0)
    harness.host.expectSteps([.remove(indices: 1..<2, from: .root)])
    harness.host.expectTree("stack\n  home\n  settings\n  questionResult(id: 9)")
    #expect(log.entries.isEmpty)
    #expect(harness.navigator.flow(owningRouteAt: 2, in: .root) === result)
    #expect(harness.navigator.flow(owningRouteAt: 1, in: .root) === ask)
    try harness.host.tapBack()
    #expect(log.names == ["Result"])
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aFlowWithTwoScreensSurvivesLosingTheFirst() throws {
    let harness = Harness()
    let log = FinishLog()
    let ask = TestFlow<Void>("Ask", routes: [.askQuestion, .questionResult(id: 9)], log: log)
    try harness.app.start(ask, .push)
    try ask.removeRoute(at: 0)
    harness.host.expectTree("stack\n  home\n  questionResult(id: 9)")
    #expect(log.entries.isEmpty)
    #expect(harness.navigator.flow(owningRouteAt: 1, in: .root) === ask)
    try harness.host.tapBack()
    #expect(log.causes == [.userWentBack])
  }

  @Test func aFinishedFlowCannotNavigate() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Done", routes: [.settings])
    try harness.app.start(flow, .push)
    flow.finish()
    #expect(throws: NavigationError.flowNotRunning("AppFlow › Done")) {
      try flow.push(.home)
    }
    #expect(throws: NavigationError.flowAlreadyStarted("AppFlow › Done")) {
      try harness.app.start(flow, .push)
    }
  }
}

@MainActor
@Suite struct DismissalTests {
  @Test func aFlowDismissesTheTopOrDownToALevelButNotItsOwnLevel() async throws {
    let harness = Harness()
    let log = FinishLog()
    do {
      let first = TestFlow<Void>("First", routes: [.addBookScan], log: log)
      try harness.app.start(first, .present(.sheet))
      try first.present(.sheet(.settings))
      try first.present(.fullScreen(.askQuestion))
      try first.dismiss(toLevel: harness.navigator.tree.topLevel - 1)
      #expect(harness.navigator.tree.topLevel == 2)
      #expect(throws: NavigationError.noSuchLevel(0, levels: 3)) { try first.dismiss(toLevel: 0) }
      try first.dismiss(toLevel: 1)
      #expect(throws: NavigationError.nothingToDismiss) { try first.dismiss(toLevel: 1) }
      try first.present(.sheet(.settings))
      try harness.app.dismiss()
    }
    #expect(log.names == ["First"])
    #expect(log.causes == [.removedByCode])
    harness.host.expectTree("stack\n  home")
    await harness.host.expectNoLeaks()
  }
}
