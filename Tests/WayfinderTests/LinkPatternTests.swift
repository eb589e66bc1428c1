import Testing
import Wayfinder

/// Link patterns a router accepts — a host parameter among them — and the ones it refuses
/// because no link could ever match them.
@Suite struct LinkPatternTests {
  /// A social app's links, which arrive from any server; its own server has a page of its own.
  func socialRouter() throws -> DeepLinkRouter<BookRoute> {
    var router = DeepLinkRouter<BookRoute>()
    try router.register(
      "https://{server}/tags/{tag}",
      handler: { _, tree in tree.presenting(.sheet(.settings)) },
      reverse: { tree in
        tree.presentations.last == .sheet(.settings)
          ? ["server": "Mastodon.Social", "tag": "swift"] : nil
      })
    try router.register(
      "https://bookkitty.app/tags/{tag}", handler: { _, tree in tree.presenting(.sheet(.home)) })
    try router.register(
      "https://{server}/users/{id:int}", handler: { _, tree in tree.presenting(.sheet(.library)) })
    return router
  }

  @Test func anOptionalQueryItemWithAnEmptyValueIsAbsentAndARequiredOneFails() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register("chirp://compose?{text?}&{reply:int?}") { _, tree in tree }
    try router.register("chirp://search?{q}") { _, tree in tree }
    let empty = try router.match("chirp://compose?text=&reply=")
    #expect(empty.optionalValue("text", as: String.self) == nil)
    #expect(empty.optionalValue("reply", as: Int.self) == nil)
    let given = try router.match("chirp://compose?text=hello+there&utm_source=share")
    #expect(given.optionalValue("text", as: String.self) == "hello there")
    #expect(throws: DeepLinkError.self) { try router.match("chirp://search?q=") }
  }

  @Test func aHostParameterTakesTheLinksHost() throws {
    let match = try socialRouter().match("https://mastodon.social/tags/swift")
    #expect(match.template == "https://{server}/tags/{tag}")
    #expect(try match.string("server") == "mastodon.social")
    #expect(try match.string("tag") == "swift")
  }

  @Test func aLiteralHostIsTriedBeforeAHostParameterWhateverTheOrderOfDeclaration() throws {
    let router = try socialRouter()
    #expect(
      try router.match("https://bookkitty.app/tags/cats").template
        == "https://bookkitty.app/tags/{tag}")
    // The literal host has no `users` path: the host parameter's pattern takes the link.
    let user = try router.match("https://bookkitty.app/users/7")
    #expect(user.template == "https://{server}/users/{id:int}")
    #expect(try user.string("server") == "bookkitty.app")
  }

  @Test func aHostParameterIsTyped() throws {
    let server = ParameterType(name: "server") { host in host.contains(".") ? host : nil }
    var router = DeepLinkRouter<BookRoute>(types: [server])
    try router.register("https://{server:server}/tags/{tag}", handler: { _, tree in tree })
    #expect(try router.match("https://example.org/tags/a").template.hasPrefix("https://{server"))
    #expect(throws: DeepLinkError.unknownHost("https://localhost")) {
      try router.match("https://localhost/tags/a")
    }
  }

  @Test func aLinkIsMadeWithItsHostValue() throws {
    let router = try socialRouter()
    let tree = NavigationTree<BookRoute>(.home).presenting(.sheet(.settings))
    #expect(router.link(for: tree) == "https://mastodon.social/tags/swift")
  }

  @Test(arguments: [
    ("https://{server?}/tags", "cannot be optional"),
    ("https://ex{a}mple.com/tags", "mixes literal text and a parameter"),
    ("https://bookkitty.app:8080/tags", "a port or user is not part of a link's host"),
    ("https://bookkitty.app/books{id}", "a parameter takes a whole segment"),
    ("https://bookkitty.app/tags#top", "fragment"),
    ("1https://bookkitty.app/tags", "does not begin with a letter"),
    ("web link://bookkitty.app/tags", "characters other than letters, digits and +-."),
  ])
  func aPatternNoLinkCouldMatchIsRefusedWithTheReason(template: String, reason: String) {
    var router = DeepLinkRouter<BookRoute>()
    #expect {
      try router.register(template, handler: { _, tree in tree })
    } throws: { error in
      guard case .invalidTemplate(let message) = error as? DeepLinkError else { return false }
      return message.contains(reason)
    }
    #expect(router.patternCount == 0)
  }

  @Test func aPatternAnEarlierOneAlwaysMatchesFirstIsRefused() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register("bookkitty://library/books/{id:int}", handler: { _, tree in tree })
    #expect {
      try router.register("bookkitty://library/books/{bookID:int}", handler: { _, tree in tree })
    } throws: { error in
      guard case .invalidTemplate(let message) = error as? DeepLinkError else { return false }
      return message.contains("would never match")
        && message.contains("'bookkitty://library/books/{id:int}'")
    }
    // Another type, or query items of its own, leave links only the new pattern matches.
    try router.register("bookkitty://library/books/{slug}", handler: { _, tree in tree })
    try router.register("bookkitty://ask?{q}", handler: { _, tree in tree })
    try router.register("bookkitty://ask?{q}&{page:int}", handler: { _, tree in tree })
    #expect(router.patternCount == 4)
  }

  @Test func aHandlersNavigationErrorIsReportedAsSuch() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register(
      "bookkitty://settings",
      handler: { _, tree in try tree.showing(section: "settings", stack: [.settings]) })
    let tree = try bookKittyTabs()
    #expect {
      try router.target(for: "bookkitty://settings", from: tree)
    } throws: { error in
      guard case .navigation = error as? DeepLinkError else { return false }
      return true
    }
  }
}
