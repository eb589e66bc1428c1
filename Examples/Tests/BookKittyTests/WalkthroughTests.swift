import BookKitty
import LoginSample
import Testing
import Wayfinder
import WayfinderTesting

/// The scripted BookKitty walkthrough the retired `wayfinder-example` printed, now run on
/// the real coordinators, view models and SQLite database.
@MainActor
@Suite struct WalkthroughTests {
  @Test func theWholeBookKittyWalkthrough() async throws {
    let app = try KittyApp(signedIn: false)
    let journal = app.navigator.journal.keepRecent(50)

    // Launch without a session: the login form.
    app.host.expectTree("stack\n  login")

    // A wrong password: the error shows, the form stays.
    #expect(try app.signIn(password: "woof").errorMessage != nil)
    app.host.expectTree("stack\n  login")

    // The right one: the tabs replace the form.
    try app.signIn(password: KittyApp.password)
    #expect(app.selectedTab == .home)

    // Home: open a book, then the user taps back.
    try app.visible(HomeViewModel.self).openBook(42)
    #expect(try app.stack(.home) == [.home, .bookDetail(id: 42)])
    try app.host.tapBack()
    #expect(try app.stack(.home) == [.home])

    // Floating button: Add a book, search, choose, save: the Library shows it.
    try app.visible(HomeViewModel.self).openMenu()
    try app.visible(MenuViewModel.self).addBook()
    let search = try app.visible(SearchCatalogViewModel.self)
    search.query = "dune"
    search.search()
    let dune = try #require(search.results.first { $0.title == "Dune" })
    search.choose(dune.id)
    try app.visible(ConfirmBookViewModel.self).save()
    #expect(app.selectedTab == .library)
    let library = try app.visible(LibraryViewModel.self)
    library.reload()
    #expect(library.entries.map(\.book) == [dune])

    // Floating button: Ask a question, then swipe it away: nothing else changes.
    try app.visible(LibraryViewModel.self).openMenu()
    try app.visible(MenuViewModel.self).askQuestion()
    try app.host.swipeDownSheet()
    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == .library)

    // A deep link, then share what is shown.
    let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
    #expect(await gate.open("bookkitty://home/books/7") == .applied)
    #expect(try app.stack(.home) == [.home, .bookDetail(id: 7)])
    #expect(BookKittyLinks.link(for: app.navigator.tree) == "bookkitty://home/books/7")

    // A bad link changes nothing.
    let before = app.navigator.tree
    #expect(throws: DeepLinkError.self) {
      try BookKittyLinks.validate("bookkitty://home/books/seven")
    }
    #expect(await gate.open("bookkitty://home/books/seven") != .applied)
    #expect(app.navigator.tree == before)

    // Save a snapshot, restore it in a new launch: the session outlives the launch.
    let store = InMemorySnapshotStore()
    try BookKittyRestoration.restoration.save(app.navigator.tree, to: store)
    let relaunched = Navigator(
      root: BookKittyAppFlow(), dependencies: KittyApp.makeDependencies(database: app.database))
    relaunched.flowFactory = BookKittyRestoration.flowFactory
    relaunched.warnsAboutLeaks = false
    relaunched.start()
    relaunched.restore(try #require(try BookKittyRestoration.restoration.savedTree(in: store)))
    let host = TestHost<BookKittyRoute>()
    host.makeScreen = { BookKittyScreens.make($0, flow: $1) }
    host.attach(to: relaunched)
    #expect(relaunched.tree == app.navigator.tree)
    #expect(relaunched.flowDump() == app.flows)

    // Log out from the Library: back to the login form.
    try host.tapTab(BookKittyTab.library.id)
    try #require(host.visibleScreen as? LibraryViewModel).reload()
    relaunched.handle(forRouteAt: 0, in: StackPath(level: 0, section: BookKittyTab.library.id))
      .send(LoginSampleIntent.logout)
    host.expectTree("stack\n  login")
    #expect(app.session.currentUser() == nil)

    // The journal of the first launch tells the story without the user's data.
    let causes = journal.events.map { "\($0.cause)" }
    #expect(causes.contains { $0.contains("loggedIn") })
    #expect(causes.contains { $0.contains("bookSaved(\(dune.id))") })
    #expect(causes.contains { $0.contains("bookkitty://home/books/7") })
    #expect(!causes.contains { $0.contains(KittyApp.email) })
  }
}
