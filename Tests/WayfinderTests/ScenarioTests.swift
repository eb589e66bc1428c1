import Testing
import Wayfinder
import WayfinderTesting

/// Each seed app's main flows, end to end on the test host, with the tree after every step.
@MainActor
@Suite struct ScenarioTests {
  @Test func bookKitty() async throws {
    let kitty = KittyHarness()
    let host = kitty.host
    // Launch.
    host.expectTree(kittyDump())
    // Each tab, with Book Detail from each, and back.
    for (index, tab) in KittyTab.allCases.enumerated() {
      try host.tapTab(SectionID(tab))
      #expect(kitty.tabs.selectedTab == tab)
      try kitty.openBook(index, in: tab)
      #expect(host.shown.dump().contains("bookDetail(id: \(index))"))
      try host.tapBack()
      host.expectInSync()
    }
    host.expectTree(kittyDump(selected: .library))
    // Add a book from Home: it ends on the Library.
    try host.tapTab("home")
    try kitty.tabs.addBook()
    host.expectTree(kittyDump(presented: ["pushed: stack", "  addBookScan"]))
    do {
      let addBook = try #require(kitty.pushedFlow as? AddBookFlow)
      try addBook.scanned("Dune")
      addBook.save()
    }
    #expect(kitty.tabs.selectedTab == .library)
    // Ask a question: it ends on Q&A.
    try kitty.tabs.askQuestion()
    try #require(kitty.pushedFlow as? AskQuestionFlow).submit(id: 8)
    host.expectTree(
      kittyDump(selected: .library, presented: ["pushed: stack", "  questionResult(id: 8)"]))
    try #require(kitty.pushedFlow as? AskQuestionFlow).done(id: 8)
    #expect(kitty.tabs.selectedTab == .qna)
    // Cancel each: back from Add Book, swipe Ask a Question away; the tab stays.
    try kitty.tabs.addBook()
    try host.tapBack()
    try kitty.tabs.askQuestion(style: .sheet)
    try host.swipeDownSheet()
    #expect(kitty.tabs.selectedTab == .qna)
    host.expectTree(kittyDump(selected: .qna))
    #expect(
      kitty.log.entries.map { "\($0.name):\($0.cause.rawValue)" } == [
        "BookDetail(0):userWentBack", "BookDetail(1):userWentBack", "BookDetail(2):userWentBack",
        "AddBook:completed", "AskQuestion:completed", "AddBook:userWentBack",
        "AskQuestion:userDismissed",
      ])
    host.expectFlowsMirrorTree()
    await host.expectNoLeaks()
  }

  @Test func loginAndMainTwice() async throws {
    let log = FinishLog()
    let session = RootSwitchTests.SessionFlow(log: log)
    let navigator = Navigator(root: session, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    for user in ["a", "b"] {
      host.expectTree("stack\n  login")
      try #require(session.children.first as? RootSwitchTests.LoginFlow).finish(with: user)
      host.expectTree(kittyDump())
      try session.logOut()
      host.expectTree("stack\n  login")
      await host.expectNoLeaks()
    }
    #expect(session.users == ["a", "b"])
  }

  @Test func theAdaptiveSwitchInTheMiddleOfAPushedStackWithASheetOpen() async throws {
    let kitty = KittyHarness(mode: .stepByStep)
    kitty.host.completeAllSteps()
    try kitty.openBook(1, in: .home)
    try kitty.openBook(2, in: .home)
    try kitty.tabs.askQuestion(style: .sheet)
    // The sheet is still animating in when the window grows to a regular width.
    #expect(kitty.host.waitingStep != nil)
    try kitty.tabs.setLayout(.split)
    kitty.host.completeAllSteps()
    kitty.host.expectTree(
      """
      split
        section home (selected)
          home
          bookDetail(id: 1)
          bookDetail(id: 2)
        section qna
          qna
        section library
          library
        sheet: stack
          askQuestion
      """)
    try kitty.host.changeLayout(to: .tabs)
    kitty.host.expectTree(
      kittyDump(
        pushed: [.home: ["bookDetail(id: 1)", "bookDetail(id: 2)"]],
        presented: ["sheet: stack", "  askQuestion"]))
    #expect(kitty.log.entries.isEmpty)
    await kitty.host.expectNoLeaks()
  }
}
