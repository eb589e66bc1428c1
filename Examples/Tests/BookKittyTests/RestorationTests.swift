import BookKitty
import Foundation
import LoginSample
import Testing
import Wayfinder
import WayfinderTesting

/// Saving BookKitty's navigation and bringing it back, flows included, in a new launch.
@MainActor
@Suite struct RestorationTests {
  /// A second launch on the same database, restoring what `store` holds.
  func relaunch(_ app: KittyApp, from store: InMemorySnapshotStore) throws -> (
    Navigator<BookKittyRoute>, TestHost<BookKittyRoute>
  ) {
    let navigator = Navigator(
      root: BookKittyAppFlow(), dependencies: KittyApp.makeDependencies(database: app.database))
    navigator.flowFactory = BookKittyRestoration.flowFactory
    navigator.warnsAboutLeaks = false
    navigator.start()
    navigator.restore(try #require(try BookKittyRestoration.restoration.savedTree(in: store)))
    let host = TestHost<BookKittyRoute>()
    host.makeScreen = { BookKittyScreens.make($0, flow: $1) }
    host.attach(to: navigator)
    return (navigator, host)
  }

  @Test func aSavedTreeComesBackWithTheSameScreensAndFlows() throws {
    let app = try KittyApp()
    let asked = try app.questions.ask("hobbit", limit: 3)
    let book = try #require(asked.recommendations.first).id
    _ = try app.library.add(bookID: book)
    try app.tap(.questions)
    try app.visible(QuestionHistoryViewModel.self).openQuestion(asked.id)
    try app.visible(QuestionDetailViewModel.self).openBook(book)
    try app.tap(.library)
    try app.visible(LibraryViewModel.self).openBook(book)
    let store = InMemorySnapshotStore()
    try BookKittyRestoration.restoration.save(app.navigator.tree, to: store)

    let (navigator, host) = try relaunch(app, from: store)
    #expect(navigator.tree == app.navigator.tree)
    #expect(navigator.flowDump() == app.flows)
    host.expectFlowsMirrorTree()

    // The restored Book Detail flow works as a started one: removing the book goes back.
    let detail = try #require(host.visibleScreen as? BookDetailViewModel)
    detail.remove()
    #expect(try navigator.tree.stack(at: StackPath(level: 0, section: "library")) == [.library])
    let tabs = try #require((navigator.rootFlow as? BookKittyAppFlow)?.tabs)
    #expect(tabs.selectedTab == .library)
    host.expectNoUnhandledIntents()
  }

  @Test func aRestoredAddBookStillSelectsTheLibraryWhenSaved() throws {
    let app = try KittyApp()
    let hobbit = try app.bookID("The Hobbit")
    app.tabs?.flowHandle.send(BookKittyIntent.addBook)
    try app.visible(SearchCatalogViewModel.self).choose(hobbit)
    let store = InMemorySnapshotStore()
    try BookKittyRestoration.restoration.save(app.navigator.tree, to: store)

    let (navigator, host) = try relaunch(app, from: store)
    #expect(navigator.tree == app.navigator.tree)
    let confirm = try #require(host.visibleScreen as? ConfirmBookViewModel)
    confirm.save()
    #expect(navigator.tree.presentations.isEmpty)
    #expect((navigator.rootFlow as? BookKittyAppFlow)?.tabs?.selectedTab == .library)
    #expect(try app.library.entries().map(\.id) == [hobbit])
  }

  /// The Library tab's tree now, and as version 1, before the "+" tab, had it.
  func libraryTreeNowAndInVersionOne() throws -> (
    current: NavigationTree<BookKittyRoute>, old: NavigationTree<BookKittyRoute>
  ) {
    let app = try KittyApp()
    try app.tap(.library)
    let current = app.navigator.tree
    var old = current
    let sections = try #require(current.root.sections)
    old.root = .tabs(
      try Sections(
        BookKittyTab.screens.map { ($0.id, sections[$0.id] ?? []) }, selection: sections.selection))
    return (current, old)
  }

  @Test func aSnapshotFromBeforeThePlusTabGetsIt() throws {
    let (current, old) = try libraryTreeNowAndInVersionOne()
    let saved = try Restoration<BookKittyRoute>(version: 1).snapshot(of: old)

    #expect(try BookKittyRestoration.restoration.tree(from: saved) == current)
  }

  @Test func writingBackToVersionOneUndoesTheMigration() throws {
    let (current, old) = try libraryTreeNowAndInVersionOne()
    let written = try JSONValue(parsing: Restoration<BookKittyRoute>(version: 1).snapshot(of: old))
    let now = try JSONValue(parsing: BookKittyRestoration.restoration.snapshot(of: current))
    let tree = try #require(now["tree"])

    // What the navigation explorer writes back is what version 1 wrote.
    #expect(BookKittyRestoration.removingThePlusTab(from: tree) == written["tree"])
    #expect(BookKittyRestoration.removingThePlusTab(from: tree) != tree)
  }

  @Test func aDamagedSnapshotStartsFromTheTabs() throws {
    let app = try KittyApp()
    let store = InMemorySnapshotStore(Data("{\"version\":1,".utf8))
    let navigator = Navigator(
      root: BookKittyAppFlow(), dependencies: KittyApp.makeDependencies(database: app.database))
    let error = navigator.start(restoringFrom: store, with: BookKittyRestoration.restoration)
    #expect(error != nil)
    // The app started afresh, as a launch with nothing saved does.
    let fresh = Navigator(
      root: BookKittyAppFlow(), dependencies: KittyApp.makeDependencies(database: app.database))
    fresh.start()
    #expect(navigator.tree == fresh.tree)
  }
}
