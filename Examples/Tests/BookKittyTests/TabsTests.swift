import BookKitty
import Testing
import Wayfinder

/// The three tabs and the shared Book Detail flow.
@MainActor
@Suite struct TabsTests {
  @Test func everyTabShowsItsRootScreen() throws {
    let app = try KittyApp()
    let hobbit = try app.bookID("The Hobbit")
    _ = try app.library.add(bookID: hobbit)
    let asked = try app.questions.ask("a book about dragons", limit: 3)

    // Each screen reads fresh data when it appears, as the host asks it to.
    try app.tap(.library)
    #expect(app.selectedTab == .library)
    let library = try app.visible(LibraryViewModel.self)
    library.reload()
    #expect(library.entries.map(\.id) == [hobbit])
    try app.tap(.questions)
    #expect(app.selectedTab == .questions)
    let history = try app.visible(QuestionHistoryViewModel.self)
    history.reload()
    #expect(history.questions == [asked])
    try app.tap(.home)
    let home = try app.visible(HomeViewModel.self)
    home.reload()
    #expect(home.recentlyAdded.map(\.id) == [hobbit])
    #expect(home.recentRecommendations.map(\.id) == asked.recommendations.map(\.id))
  }

  @Test func tabsHaveTheirTitles() {
    #expect(BookKittyTab.allCases.map(\.title) == ["Home", "Q&A", "Library", "+"])
    #expect(BookKittyTab.screens.map(\.title) == ["Home", "Q&A", "Library"])
    #expect(SectionID("questions").bookKittyTitle == "Q&A")
    #expect(SectionID("elsewhere").bookKittyTitle == "elsewhere")
  }

  /// Opens a book in `tab` from its root screen (through a question in Q&A), returning the
  /// stack below Book Detail.
  func openBook(_ id: Book.ID, in tab: BookKittyTab, app: KittyApp) throws -> [BookKittyRoute] {
    try app.tap(tab)
    switch tab {
    case .home:
      let home = try app.visible(HomeViewModel.self)
      home.reload()
      home.openBook(try #require(home.recentlyAdded.first).id)
      return [.home]
    case .questions:
      let history = try app.visible(QuestionHistoryViewModel.self)
      history.reload()
      let question = try #require(history.questions.first)
      history.openQuestion(question.id)
      let detail = try app.visible(QuestionDetailViewModel.self)
      #expect(detail.question == question.question)
      detail.openBook(id)
      return [.questions, .question(id: question.id)]
    case .library:
      let library = try app.visible(LibraryViewModel.self)
      library.reload()
      library.openBook(id)
      return [.library]
    case .add:
      Issue.record("The + shows no screen to open a book from.")
      return []
    }
  }

  @Test(arguments: BookKittyTab.screens)
  func bookDetailIsTheSharedFlowAndBackReturnsWhereItCameFrom(tab: BookKittyTab) throws {
    let app = try KittyApp()
    let asked = try app.questions.ask("hobbit", limit: 3)
    let id = try #require(asked.recommendations.first).id
    _ = try app.library.add(bookID: id)

    let below = try openBook(id, in: tab, app: app)
    #expect(try app.stack(tab) == below + [.bookDetail(id: id)])
    let detail = try app.visible(BookDetailViewModel.self)
    #expect(detail.detail?.id == id)
    #expect(detail.isInLibrary)
    let tabFlow = try #require(app.tabs?.tabFlow(for: tab))
    let flow = try #require(tabFlow.children.last as? BookDetailFlow)
    #expect(flow.id == id)

    try app.host.tapBack()
    #expect(try app.stack(tab) == below)
    #expect(flow.ticket.outcome?.cause == .userWentBack)
    #expect(tabFlow.children.isEmpty)
    app.host.expectNoUnhandledIntents()
  }

  @Test func removingTheBookFromBookDetailGoesBackToTheLibrary() throws {
    let app = try KittyApp()
    let hobbit = try app.bookID("The Hobbit")
    _ = try app.library.add(bookID: hobbit)
    try app.tap(.library)
    try app.visible(LibraryViewModel.self).openBook(hobbit)
    let detail = try app.visible(BookDetailViewModel.self)

    detail.remove()
    #expect(try app.stack(.library) == [.library])
    #expect(try app.library.entries().isEmpty)
    let library = try app.visible(LibraryViewModel.self)
    library.reload()
    #expect(library.entries.isEmpty)
  }

  @Test func addingFromBookDetailKeepsTheScreenAndShowsTheBookInTheLibrary() throws {
    let app = try KittyApp()
    let asked = try app.questions.ask("hobbit", limit: 3)
    let id = try #require(asked.recommendations.first).id
    _ = try openBook(id, in: .questions, app: app)
    let detail = try app.visible(BookDetailViewModel.self)
    #expect(!detail.isInLibrary)

    detail.add()
    #expect(detail.isInLibrary)
    #expect(detail.errorMessage == nil)
    #expect(try app.stack(.questions).last == .bookDetail(id: id))
    detail.add()
    #expect(detail.errorMessage?.hasSuffix("is already in your library.") == true)
    app.host.expectNoUnhandledIntents()
  }

  @Test func thePlusTabOpensTheMenuAndTheTabShownStays() throws {
    let app = try KittyApp()
    try app.tap(.library)
    try app.tap(.add)

    #expect(app.selectedTab == .library)
    #expect(app.navigator.tree.presentations.map(\.style) == [.overlay(MenuFlow.overlayName)])
    #expect(app.tabs?.tabFlow(for: .add) == nil)
    try app.visible(MenuViewModel.self).askQuestion()
    #expect(app.navigator.tree.presentations.map(\.style) == [.sheet])
    app.host.expectNoUnhandledIntents()
  }

  @Test func thePlusIsAnActionInTheTreeAndCannotBeSelected() throws {
    let app = try KittyApp()
    #expect(app.navigator.tree.root.sections?.actions == [BookKittyTab.add.id])
    #expect(app.navigator.tree.root.sections?.ids.last == BookKittyTab.add.id)
    #expect(throws: NavigationError.actionNotSelectable(BookKittyTab.add.id)) {
      try app.tabs?.select(.add)
    }
  }
}
