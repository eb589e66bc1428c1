import Testing
import Wayfinder
import WayfinderTesting

/// What a browser's links need (issue 29, item 2): a catch-all path, links that act, links
/// that carry a link, and a stated answer for repeated query items.
@MainActor
@Suite struct LinkActionTests {
  enum BrowserIntent: NavigationIntent, Equatable {
    case open(String)
    case search(String)
  }

  func browserRouter(limits: DeepLinkLimits = DeepLinkLimits()) throws -> DeepLinkRouter<
    BookRoute
  > {
    var router = DeepLinkRouter<BookRoute>(limits: limits)
    try router.register("https://{host}/{path*}") { _, tree in
      try tree.showing(section: "library", stack: [.library])
    } action: { match in
      BrowserIntent.open("\(match.link.host)|\(try match.string("path"))")
    }
    try router.register("https://bookkitty.app/books/{id:int}") { match, tree in
      try tree.showing(section: "library", stack: [.library, .bookDetail(id: match.int("id"))])
    } reverse: { tree in
      guard case .bookDetail(let id)? = tree.visibleRoute else { return nil }
      return ["id": "\(id)"]
    }
    try router.register("browser://search?{q}") { match in
      BrowserIntent.search(try match.string("q"))
    }
    try router.register("browser://deep-link?{url}") { match in
      "browser:/" + (try match.string("url"))
    }
    try router.register("browser://settings/{page}") { match, tree in
      try tree.showing(section: "qna", stack: [.qna, .settings])
    }
    try router.register("browser://loop?{to}") { match in try match.string("to") }
    try router.register("browser://self") { _ in "browser://self" }
    return router
  }

  // MARK: Catch-all segments

  @Test func aCatchAllTakesTheRestOfThePathNoneOrMany() throws {
    let router = try browserRouter()
    for (link, path) in [
      ("https://example.com/a/b/c?x=1&y=2", "a/b/c"), ("https://example.com", ""),
      ("https://example.com/", ""), ("https://example.com/one", "one"),
      ("https://example.com/caf%C3%A9/na%20me", "café/na me"),
    ] {
      let match = try router.match(link)
      #expect(match.template == "https://{host}/{path*}", "\(link)")
      #expect(try match.string("path") == path, "\(link)")
      #expect(try match.string("host") == "example.com", "\(link)")
    }
  }

  @Test func literalsAndParametersWinOverACatchAll() throws {
    let router = try browserRouter()
    #expect(try router.match("https://bookkitty.app/books/4").template.hasSuffix("{id:int}"))
    // A segment its parameter refuses falls back to the catch-all.
    let fallback = try router.match("https://bookkitty.app/books/four")
    #expect(fallback.template == "https://{host}/{path*}")
    #expect(try fallback.string("path") == "books/four")
  }

  @Test func aCatchAllMustBeLastUntypedAndNotTheHost() {
    var router = DeepLinkRouter<BookRoute>()
    for template in [
      "app://x/{rest*}/more", "app://x/{rest:int*}", "app://{host*}/a", "app://x/{a}/{a*}",
    ] {
      #expect(throws: DeepLinkError.self, "\(template)") {
        try router.register(template) { _, tree in tree }
      }
    }
  }

  @Test func aCatchAllGivesItsLinkBack() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register("app://files/{path*}") { _, tree in
      tree
    } reverse: { _ in
      ["path": "docs/a b/readme"]
    }
    let link = try #require(router.link(for: NavigationTree(.home)))
    #expect(link == "app://files/docs/a%20b/readme")
    #expect(try router.match(link).string("path") == "docs/a b/readme")
  }

  // MARK: Repeated query items

  @Test func aRepeatedQueryItemIsRefusedUnlessTheLimitsSayWhichCounts() throws {
    let link = "browser://search?q=first&q=second"
    #expect(throws: DeepLinkError.duplicateQueryItem("q")) { try browserRouter().match(link) }
    let first = try browserRouter(limits: DeepLinkLimits(repeatedQueryItem: .firstKept))
    #expect(try first.match(link).string("q") == "first")
    let last = try browserRouter(limits: DeepLinkLimits(repeatedQueryItem: .lastKept))
    #expect(try last.match(link).string("q") == "second")
    // Each repetition counts against the limit.
    let tight = try browserRouter(
      limits: DeepLinkLimits(maxQueryItems: 2, repeatedQueryItem: .firstKept))
    #expect(throws: DeepLinkError.tooManyQueryItems(count: 3, limit: 2)) {
      try tight.match("browser://search?q=a&q=b&q=c")
    }
  }

  // MARK: Links that carry a link

  @Test func aForwardedLinkIsMatchedInPlaceOfTheOneThatCarriesIt() throws {
    let router = try browserRouter()
    let match = try router.match("browser://deep-link?url=/settings/general")
    #expect(match.template == "browser://settings/{page}")
    #expect(try match.string("page") == "general")
    let tree = try router.target(
      for: "browser://deep-link?url=%2Fsettings%2Fgeneral", from: bookKittyTabs())
    #expect(tree.visibleRoute == .settings)
  }

  @Test func aForwardThatNeverEndsIsRefused() throws {
    let router = try browserRouter()
    // A link may forward to one that forwards again, within the limit.
    #expect(try router.match("browser://loop?to=browser://search?q=x").template.hasSuffix("{q}"))
    #expect {
      try router.match("browser://self")
    } throws: { error in
      guard case DeepLinkError.unresolvable(let reason) = error else { return false }
      return reason == "'browser://self' is forwarded more than 4 times (the last time to "
        + "'browser://self')"
    }
  }

  // MARK: Links that act

  /// The app: tabs, a library flow on the Library tab that opens pages, and the root flow that
  /// searches.
  func browserApp(waitsForMarkReady: Bool = false) throws -> (
    Harness, NavigationGate<BookRoute>, library: TestFlow<Void>, opened: () -> [BrowserIntent]
  ) {
    let harness = Harness(try bookKittyTabs())
    let library = TestFlow<Void>("Library")
    try harness.app.start(library, .tab("library"))
    final class Log { var intents: [BrowserIntent] = [] }
    let log = Log()
    library.handler = { intent in
      guard let intent = intent as? BrowserIntent, case .open = intent else { return false }
      log.intents.append(intent)
      return true
    }
    harness.app.handler = { intent in
      guard let intent = intent as? BrowserIntent, case .search = intent else { return false }
      log.intents.append(intent)
      return true
    }
    let gate = NavigationGate(
      navigator: harness.navigator, router: try browserRouter(),
      waitsForMarkReady: waitsForMarkReady)
    return (harness, gate, library, { log.intents })
  }

  @Test func aLinkThatNavigatesAndActsShowsItsTreeThenTheFlowActs() async throws {
    let (harness, gate, _, opened) = try browserApp()
    #expect(await gate.open("https://example.com/news/today") == .applied)
    #expect(harness.navigator.tree.root.visibleSection == "library")
    #expect(opened() == [.open("example.com|news/today")])
    #expect(harness.navigator.unhandledIntents.isEmpty)
    harness.host.expectInSync()
  }

  @Test func aLinkThatOnlyActsLeavesTheTreeAndReachesTheFlowThatAccepts() async throws {
    let (harness, gate, _, opened) = try browserApp()
    let before = harness.navigator.tree
    #expect(await gate.open("browser://search?q=cats") == .applied)
    #expect(harness.navigator.tree == before)
    #expect(opened() == [.search("cats")])
  }

  @Test func anActionNoFlowTakesIsReportedAsUnhandledAndFailsTheOutcome() async throws {
    let (harness, gate, library, opened) = try browserApp()
    library.handler = nil
    let outcome = await gate.open("https://example.com/x")
    #expect(outcome == .actionFailed("no running flow accepted open(\"example.com|x\")"))
    // The tree the link asked for stays: the user sees the place, the app says what failed.
    #expect(harness.navigator.tree.root.visibleSection == "library")
    #expect(opened().isEmpty)
    #expect(harness.navigator.unhandledIntents.map(\.intent) == ["open(\"example.com|x\")"])
    #expect("\(outcome)".hasPrefix("applied, but its action failed: "))
  }

  @Test func anActionWhoseFlowThrowsFailsTheOutcomeAndIsReported() async throws {
    let (harness, gate, library, opened) = try browserApp()
    struct NoSuchAccount: Error, CustomStringConvertible {
      var description: String { "no account 'home'" }
    }
    library.handler = { _ in throw NoSuchAccount() }
    let outcome = await harness.host.expectIssue { await gate.open("https://example.com/x") }
    #expect(outcome == .actionFailed("AppFlow › Library's handle(_:) threw: no account 'home'"))
    #expect(harness.navigator.tree.root.visibleSection == "library")
    #expect(opened().isEmpty)
    // Thrown, not unhandled: the root flow after the library is not asked.
    #expect(harness.navigator.unhandledIntents.isEmpty)
    #expect(
      harness.navigator.issues.last
        == .failed(
          flow: "AppFlow › Library", during: "handle(open(\"example.com|x\"))",
          error: "no account 'home'"))
    harness.host.expectInSync()
  }

  @Test func anActionWaitsWithItsLinkForTheAppToBeReadyAndBehindGuards() async throws {
    let (harness, gate, _, opened) = try browserApp(waitsForMarkReady: true)
    final class Session { var signedIn = false }
    let session = Session()
    gate.addGuard { _ in session.signedIn ? .allow : .reject("signed out") }
    let opening = Task { await gate.open("https://example.com/cold") }
    for _ in 0..<20 { await Task.yield() }
    #expect(opened().isEmpty)
    #expect(harness.navigator.tree.root.visibleSection == "home")
    session.signedIn = true
    gate.markReady()
    #expect(await opening.value == .applied)
    #expect(opened() == [.open("example.com|cold")])
    // A rejected link's action is never offered.
    session.signedIn = false
    #expect(await gate.open("https://example.com/later") == .rejected("signed out"))
    #expect(opened() == [.open("example.com|cold")])
  }

  @Test func aRequestThatOnlyActsPassesTheGuardsThenReachesTheFlow() async throws {
    let (harness, gate, _, opened) = try browserApp()
    final class Session { var signedIn = false }
    let session = Session()
    gate.addGuard { _ in session.signedIn ? .allow : .reject("signed out") }
    let before = harness.navigator.tree
    let search = NavigationRequest<BookRoute>(
      origin: .intent("search"), action: BrowserIntent.search("cats"))
    #expect(await gate.submit(search) == .rejected("signed out"))
    #expect(opened().isEmpty)
    session.signedIn = true
    #expect(await gate.submit(search) == .applied)
    #expect(opened() == [.search("cats")])
    #expect(harness.navigator.tree == before, "it only acts")
  }

  @Test func anActionThatThrowsFailsTheLinkBeforeAnythingChanges() async throws {
    let (harness, _, _, _) = try browserApp()
    var router = DeepLinkRouter<BookRoute>()
    try router.register("browser://tab/{n:int}") { match in
      guard try match.int("n") >= 0 else { throw DeepLinkError.unresolvable("no tab below 0") }
      return BrowserIntent.open("tab")
    }
    let gate = NavigationGate(navigator: harness.navigator, router: router)
    let before = harness.navigator.tree
    #expect(await gate.open("browser://tab/-1") == .failed(.unresolvable("no tab below 0")))
    #expect(harness.navigator.tree == before)
    #expect(harness.navigator.unhandledIntents.isEmpty)
  }

  @Test func aCatchAllValueNoLinkCarriesGivesNoLinkAndStarsElsewhereAreRefused() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register("app://files/{path*}") { _, tree in
      tree
    } reverse: { _ in
      ["path": "a//b"]
    }
    #expect(router.link(for: NavigationTree(.home)) == nil)
    for template in ["app://x/{path*?}", "app://x?{q*}", "app://x/{a:int*}"] {
      #expect(throws: DeepLinkError.self, "\(template)") {
        try router.register(template) { _, tree in tree }
      }
    }
  }
}
