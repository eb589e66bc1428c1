import BookKitty
import Testing
import Wayfinder

/// The floating "+" menu and the two flows it starts: Add a book and Ask a question.
@MainActor
@Suite struct FloatingButtonTests {
  @Test func theMenuOpensAsAnOverlayAndClosesWithoutStartingAnything() throws {
    let app = try KittyApp()
    try app.visible(HomeViewModel.self).openMenu()
    #expect(app.navigator.tree.presentations.map(\.style) == [.overlay("menu")])
    let menu = try app.visible(MenuViewModel.self)
    #expect(menu.items == ["Add a book", "Ask a question"])

    menu.close()
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .home)
    #expect(app.tabs?.children.count == 3)
  }

  @Test func choosingFromTheMenuSwapsItForTheFlowInOnePlan() throws {
    let app = try KittyApp()
    try app.visible(HomeViewModel.self).openMenu()
    let events = app.navigator.journal.keepRecent(10)
    let before = events.events.count
    _ = app.host.takeSteps()

    try app.visible(MenuViewModel.self).addBook()
    let steps = app.host.takeSteps().map { "\($0)" }
    #expect(steps == ["dismiss to level 0", "present pushed stack [searchCatalog]"])
    #expect(app.navigator.tree.presentations.map(\.style) == [.pushed])
    #expect(events.events.count == before + 1)
    #expect(try app.visible(SearchCatalogViewModel.self).results.isEmpty)
    app.host.expectInSync()
  }

  /// Opens the menu from `tab` and chooses Add a book.
  func startAddBook(_ app: KittyApp, from tab: BookKittyTab = .home) throws
    -> SearchCatalogViewModel
  {
    try app.tap(tab)
    app.tabs?.flowHandle.send(BookKittyIntent.openMenu)
    try app.visible(MenuViewModel.self).addBook()
    return try app.visible(SearchCatalogViewModel.self)
  }

  @Test func addingABookSelectsTheLibraryAtItsRootWithTheBookListed() throws {
    let app = try KittyApp()
    let hobbit = try app.bookID("The Hobbit")
    let earlier = try app.bookID("1984")
    _ = try app.library.add(bookID: earlier)
    try app.tap(.library)
    try app.visible(LibraryViewModel.self).openBook(earlier)

    let search = try startAddBook(app)
    search.query = "hobbit"
    search.search()
    #expect(search.results.contains { $0.id == hobbit })
    search.choose(hobbit)
    let confirm = try app.visible(ConfirmBookViewModel.self)
    #expect(confirm.book?.title == "The Hobbit")
    let flow = try #require(app.tabs?.children.last as? AddBookFlow)
    confirm.save()

    #expect(flow.ticket.outcome?.result?.id == hobbit)
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .library)
    #expect(try app.stack(.library) == [.library])
    let library = try app.visible(LibraryViewModel.self)
    library.reload()
    #expect(library.entries.map(\.id) == [hobbit, earlier])
  }

  @Test func addingABookTwiceShowsTheErrorAndStaysOnTheConfirmation() throws {
    let app = try KittyApp()
    let hobbit = try app.bookID("The Hobbit")
    _ = try app.library.add(bookID: hobbit)

    let search = try startAddBook(app)
    search.choose(hobbit)
    let confirm = try app.visible(ConfirmBookViewModel.self)
    confirm.save()

    #expect(confirm.errorMessage == "\"The Hobbit\" is already in your library.")
    #expect(app.navigator.tree.visibleRoute == .confirmBook(id: hobbit))
    #expect(app.selectedTab == .home)
    #expect(try app.library.entries().count == 1)
  }

  @Test func goingBackFromTheSearchCancelsAddBookAndSelectsNothing() throws {
    let app = try KittyApp()
    _ = try startAddBook(app, from: .questions)
    #expect(throws: (any Error).self) { try app.tap(.home) }  // the tab bar is covered
    let flow = try #require(app.tabs?.children.last as? AddBookFlow)

    try app.host.tapBack()
    #expect(flow.ticket.outcome?.result == nil)
    #expect(flow.ticket.outcome != nil)
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .questions)
    #expect(try app.library.entries().isEmpty)
  }

  @Test func theCancelIntentLeavesAddBookToo() throws {
    let app = try KittyApp()
    let search = try startAddBook(app)
    search.cancel()
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .home)
  }

  /// Opens the menu from `tab` and chooses Ask a question.
  func startAskQuestion(_ app: KittyApp, from tab: BookKittyTab) throws -> AskQuestionViewModel {
    try app.tap(tab)
    app.tabs?.flowHandle.send(BookKittyIntent.openMenu)
    try app.visible(MenuViewModel.self).askQuestion()
    #expect(app.navigator.tree.presentations.map(\.style) == [.sheet])
    return try app.visible(AskQuestionViewModel.self)
  }

  @Test func askingAQuestionShowsMatchedWordsThenSelectsQAAtItsRootNewestFirst() throws {
    let app = try KittyApp()
    let earlier = try app.questions.ask("whales and the sea", limit: 3)
    try app.tap(.questions)
    try app.visible(QuestionHistoryViewModel.self).openQuestion(earlier.id)

    let form = try startAskQuestion(app, from: .library)
    form.text = "dragons and a hobbit"
    form.ask()
    #expect(form.errorMessage == nil)
    let answers = try app.visible(AnswersViewModel.self)
    #expect(answers.question?.text == "dragons and a hobbit")
    let best = try #require(answers.recommendations.first)
    #expect(best.matchedWords.contains("hobbit"))
    #expect(answers.recommendations.allSatisfy { !$0.matchedWords.isEmpty })
    // The form gave way to the answers: back cannot ask the question twice.
    #expect(app.navigator.tree.visibleStack.routes == [.answers(questionID: answers.questionID)])

    answers.pick(best.id)
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .questions)
    #expect(try app.stack(.questions) == [.questions])
    let history = try app.visible(QuestionHistoryViewModel.self)
    history.reload()
    #expect(
      history.questions.map(\.question.text) == ["dragons and a hobbit", earlier.question.text])
  }

  @Test func anEmptyQuestionShowsTheErrorAndStays() throws {
    let app = try KittyApp()
    let form = try startAskQuestion(app, from: .home)
    form.text = "  \n "
    form.ask()
    #expect(form.errorMessage == BookKittyError.emptyQuestion.description)
    #expect(app.navigator.tree.visibleRoute == .askQuestion)
    form.text = String(repeating: "cat ", count: 200)
    form.ask()
    #expect(form.errorMessage == BookKittyError.questionTooLong(maximum: 500).description)
    #expect(try app.questions.history(limit: 10).isEmpty)
  }

  @Test func swipingTheQuestionSheetAwayCancelsAndSelectsNothing() throws {
    let app = try KittyApp()
    _ = try startAskQuestion(app, from: .library)
    let flow = try #require(app.tabs?.children.last as? AskQuestionFlow)

    try app.host.swipeDownSheet()
    #expect(flow.ticket.outcome?.cause == .userDismissed)
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .library)
  }

  @Test func aQuestionTypedButNotAskedKeepsTheSheetAndAsksWhetherToDiscardIt() throws {
    let app = try KittyApp()
    let form = try startAskQuestion(app, from: .library)
    let flow = try #require(app.tabs?.children.last as? AskQuestionFlow)
    form.text = "a lighthouse keeper"

    try app.host.swipeDownSheet()
    #expect(flow.isRunning)
    #expect(app.navigator.tree.presentations.map(\.style) == [.sheet, .alert])
    #expect(app.navigator.tree.presentations.first?.refusesUserDismissal == true)
    #expect(app.navigator.tree.presentations.last?.dialog?.id == AskQuestionFlow.discardDialog)

    // Keep Editing: the text stays; the form is the same screen.
    try app.host.choose("cancel")
    #expect(app.navigator.tree.presentations.map(\.style) == [.sheet])
    #expect(try app.visible(AskQuestionViewModel.self) === form)
    #expect(form.text == "a lighthouse keeper")

    try app.host.swipeDownSheet()
    try app.host.choose("discard")
    #expect(flow.ticket.outcome?.cause == .cancelled)
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .library)
  }

  @Test func onlyTheFormRefusesOnceTheQuestionIsAskedTheAnswersSwipeAway() throws {
    let app = try KittyApp()
    let form = try startAskQuestion(app, from: .home)
    form.text = "dragons and a hobbit"
    form.ask()
    #expect(app.navigator.tree.presentations.first?.refusesUserDismissal == false)

    try app.host.swipeDownSheet()
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(try app.questions.history(limit: 10).count == 1)
  }

  @Test func blankTextIsNothingToLose() throws {
    let app = try KittyApp()
    let form = try startAskQuestion(app, from: .home)
    form.text = "   "
    try app.host.swipeDownSheet()
    #expect(app.navigator.tree.presentations.isEmpty)
  }
}
