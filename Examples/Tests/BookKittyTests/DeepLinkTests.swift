import BookKitty
import LoginSample
import Testing
import Wayfinder

/// BookKitty's links, both ways, through the gate that holds them until the user signs in.
@MainActor
@Suite struct DeepLinkTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var link: String
    var tab: BookKittyTab
    var stack: [BookKittyRoute]
    var testDescription: String { link }
  }

  nonisolated static let cases = [
    Case(link: "bookkitty://home", tab: .home, stack: [.home]),
    Case(link: "bookkitty://questions", tab: .questions, stack: [.questions]),
    Case(link: "bookkitty://library", tab: .library, stack: [.library]),
    Case(
      link: "bookkitty://library/books/7", tab: .library, stack: [.library, .bookDetail(id: 7)]),
    Case(link: "bookkitty://home/books/42", tab: .home, stack: [.home, .bookDetail(id: 42)]),
    Case(link: "bookkitty://questions/1", tab: .questions, stack: [.questions, .question(id: 1)]),
    Case(
      link: "bookkitty://questions/1/books/7", tab: .questions,
      stack: [.questions, .question(id: 1), .bookDetail(id: 7)]),
  ]

  @Test(arguments: cases)
  func eachLinkShowsItsTabAndStackAndLinksBack(_ expected: Case) async throws {
    let app = try KittyApp()
    _ = try app.questions.ask("a hobbit", limit: 3)
    // Something open that the link must close, in another tab than most links'.
    try app.tap(.library)
    try app.visible(LibraryViewModel.self).openBook(3)
    app.tabs?.flowHandle.send(BookKittyIntent.openMenu)

    let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
    #expect(await gate.open(expected.link) == .applied)

    #expect(app.navigator.tree.presentations.isEmpty)
    #expect(app.selectedTab == expected.tab)
    #expect(try app.stack(expected.tab) == expected.stack)
    #expect(BookKittyLinks.link(for: app.navigator.tree) == expected.link)
    if case .bookDetail(let id)? = expected.stack.last {
      let flow = try #require(
        app.tabs?.tabFlow(for: expected.tab)?.children.last as? BookDetailFlow)
      #expect(flow.id == id)
    }
    app.host.expectInSync()
    app.host.expectFlowsMirrorTree()
  }

  @Test(
    arguments: [
      (
        "bookkitty://home/books/seven",
        DeepLinkError.invalidParameter(name: "id", value: "seven", expected: "int")
      ),
      ("bookkitty://shelves", .unknownHost("bookkitty://shelves")),
      ("bookkitty://library/shelves/1", .noMatchingPattern("bookkitty://library/shelves/1")),
      ("https://library", .unknownScheme("https")),
    ])
  func aBadLinkFailsWithItsTypedErrorAndChangesNothing(link: String, error: DeepLinkError)
    async throws
  {
    #expect(throws: error) { try BookKittyLinks.validate(link) }
    let app = try KittyApp()
    try app.tap(.questions)
    let before = app.navigator.tree
    let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
    #expect(await gate.open(link) == .failed(error))
    #expect(app.navigator.tree == before)
  }

  @Test func aMalformedLinkIsRefusedBeforeAnythingElse() {
    let error = #expect(throws: DeepLinkError.self) { try BookKittyLinks.validate("not a link") }
    guard case .malformed? = error else {
      Issue.record("expected a malformed link, got \(String(describing: error))")
      return
    }
    #expect(throws: Never.self) { try BookKittyLinks.validate("bookkitty://questions/3/books/4") }
  }

  @Test func aLinkBeforeLoginLandsOnLoginAndOpensAfterLogin() async throws {
    let app = try KittyApp(signedIn: false)
    let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
    let redirected = AsyncStream<Void> { continuation in
      app.navigator.journal.onEvent { event in
        if case .guardRedirect = event.cause { continuation.yield() }
      }
    }
    let opening = Task { await gate.open("bookkitty://library/books/7") }
    for await _ in redirected { break }

    app.host.expectTree("stack\n  login")
    #expect(app.tabs == nil)
    try app.signIn(password: KittyApp.password)

    #expect(await opening.value == .applied)
    #expect(app.selectedTab == .library)
    #expect(try app.stack(.library) == [.library, .bookDetail(id: 7)])
    #expect(try app.visible(BookDetailViewModel.self).bookID == 7)
    app.host.expectFlowsMirrorTree()
  }

  @Test func aLinkWhoseLoginIsAbandonedIsDroppedWhenAnotherLinkComes() async throws {
    let app = try KittyApp(signedIn: false)
    let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
    let redirected = AsyncStream<Void> { continuation in
      app.navigator.journal.onEvent { event in
        if case .guardRedirect = event.cause { continuation.yield() }
      }
    }
    let first = Task { await gate.open("bookkitty://library/books/7") }
    var redirects = redirected.makeAsyncIterator()
    await redirects.next()
    let second = Task { await gate.open("bookkitty://home") }
    #expect(await first.value == .superseded)
    await redirects.next()
    try app.signIn(password: KittyApp.password)
    #expect(await second.value == .applied)
    #expect(app.selectedTab == .home)
  }
}
