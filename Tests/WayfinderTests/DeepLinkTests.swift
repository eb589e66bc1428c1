import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// BookKitty's links: `bookkitty://library/books/42`, `bookkitty://qna/questions/<uuid>`,
/// `bookkitty://add-book`, `bookkitty://ask?q=cats`.
func kittyRouter() throws -> DeepLinkRouter<BookRoute> {
  let isbn = ParameterType(name: "isbn") { text in
    text.utf8.count == 13 && text.allSatisfy(\.isNumber) ? text : nil
  }
  var router = DeepLinkRouter<BookRoute>(types: [isbn])
  try router.register(
    "bookkitty://library/books/{id:int}",
    handler: { match, tree in
      try tree.showing(section: "library", stack: [.library, .bookDetail(id: match.int("id"))])
    },
    reverse: { tree in
      guard tree.root.visibleSection == "library", case .bookDetail(let id)? = tree.visibleRoute
      else { return nil }
      return ["id": "\(id)"]
    })
  try router.register(
    "bookkitty://library/books/new",
    handler: { _, tree in try tree.showing(section: "library", stack: [.library, .addBookScan]) })
  try router.register(
    "bookkitty://library/isbn/{code:isbn}",
    handler: { match, tree in
      let code: String = try match.value("code")
      return try tree.showing(
        section: "library", stack: [.library, .addBookConfirm(title: "ISBN \(code)")])
    })
  try router.register(
    "bookkitty://qna/questions/{id:uuid}",
    handler: { match, tree in
      let id: UUID = try match.value("id")
      return try tree.showing(
        section: "qna", stack: [.qna, .questionResult(id: Int(id.uuid.15))])
    })
  try router.register(
    "bookkitty://add-book",
    handler: { _, tree in
      try tree.showing(section: "home", stack: [.home]).presenting(.pushed(.addBookScan))
    },
    reverse: { tree in tree.presentations.last == .pushed(.addBookScan) ? [:] : nil })
  try router.register(
    "bookkitty://ask?{q}&{page:int?}",
    handler: { match, tree in
      let page = match.optionalValue("page", as: Int.self) ?? 1
      return try tree.showing(section: "home", stack: [.home])
        .presenting(.sheet(.askQuestion, .questionResult(id: page)))
    },
    reverse: { tree in
      guard let top = tree.presentations.last, top.style == .sheet,
        case .questionResult(let page)? = top.container.visibleStack.last
      else { return nil }
      return ["q": "cats & dogs", "page": "\(page)"]
    })
  return router
}

@Suite struct DeepLinkRouterTests {
  @Test(arguments: [
    ("bookkitty://library/books/42", "bookkitty://library/books/{id:int}"),
    ("BookKitty://Library/books/42/", "bookkitty://library/books/{id:int}"),
    ("bookkitty://library/books/new", "bookkitty://library/books/new"),
    ("bookkitty://library/isbn/9780441013593", "bookkitty://library/isbn/{code:isbn}"),
    (
      "bookkitty://qna/questions/6F9619FF-8B86-D011-B42D-00CF4FC964FF",
      "bookkitty://qna/questions/{id:uuid}"
    ),
    ("bookkitty://add-book", "bookkitty://add-book"),
    ("bookkitty://ask?q=cats", "bookkitty://ask?{q}&{page:int?}"),
    ("bookkitty://ask?q=big+cats&page=2&utm=x#top", "bookkitty://ask?{q}&{page:int?}"),
  ])
  func everyPatternKindMatches(link: String, template: String) throws {
    #expect(try kittyRouter().match(link).template == template)
  }

  @Test func parametersAreTypedAndDecoded() throws {
    let router = try kittyRouter()
    #expect(try router.match("bookkitty://library/books/-7").int("id") == -7)
    let ask = try router.match("bookkitty://ask?q=caf%C3%A9+au+lait&page=3")
    #expect(try ask.string("q") == "café au lait")
    #expect(ask.optionalValue("page", as: Int.self) == 3)
    #expect(try router.match("bookkitty://ask?q=x").optionalValue("page", as: Int.self) == nil)
  }

  @Test(arguments: [
    ("mailto://library/books/1", DeepLinkError.unknownScheme("mailto")),
    ("bookkitty://settings", .unknownHost("bookkitty://settings")),
    ("bookkitty://library/shelves/1", .noMatchingPattern("bookkitty://library/shelves/1")),
    ("bookkitty://library", .noMatchingPattern("bookkitty://library/")),
    (
      "bookkitty://library/books/forty-two",
      .invalidParameter(name: "id", value: "forty-two", expected: "int")
    ),
    (
      "bookkitty://library/books/99999999999999999999",
      .invalidParameter(name: "id", value: "99999999999999999999", expected: "int")
    ),
    ("bookkitty://qna/questions/42", .invalidParameter(name: "id", value: "42", expected: "uuid")),
    (
      "bookkitty://library/isbn/123",
      .invalidParameter(name: "code", value: "123", expected: "isbn")
    ),
    ("bookkitty://ask", .missingQueryItem("q")),
    (
      "bookkitty://ask?q=a&page=two", .invalidParameter(name: "page", value: "two", expected: "int")
    ),
    ("bookkitty://ask?q=a&q=b", .duplicateQueryItem("q")),
    ("bookkitty://library/books/%4", .badPercentEncoding("%4")),
    ("bookkitty://library/books/%zz", .badPercentEncoding("%zz")),
    ("bookkitty://library/books/%C3%28", .badPercentEncoding("%C3%28")),
    ("bookkitty://library//books", .malformed("it has an empty path segment ('//')")),
    ("bookkitty://library/books/4 2", .malformed("it contains a space or a control character")),
    ("library/books/42", .malformed("it has no 'scheme://'")),
    (
      "bookkitty:///books",
      .malformed("the host is empty or has characters other than letters, digits, -._")
    ),
    (
      "1kitty://library",
      .malformed("the scheme is empty or has characters other than letters, digits, +-.")
    ),
    (
      "bookkitty://library/" + String(repeating: "a/", count: 40),
      .tooManySegments(count: 40, limit: 32)
    ),
    (
      "bookkitty://library/" + String(repeating: "x", count: 3_000),
      .tooLong(length: 3_020, limit: 2_048)
    ),
    (
      "bookkitty://ask?" + (0..<40).map { "k\($0)=v" }.joined(separator: "&"),
      .tooManyQueryItems(count: 40, limit: 32)
    ),
  ])
  func badLinksGetATypedError(link: String, expected: DeepLinkError) throws {
    let router = try kittyRouter()
    #expect(throws: expected) { try router.match(link) }
  }

  @Test func invalidTemplatesAreRefused() {
    var router = DeepLinkRouter<BookRoute>()
    #expect(throws: DeepLinkError.self) {
      try router.register("library/books", handler: { _, tree in tree })
    }
    #expect(throws: DeepLinkError.self) {
      try router.register("bookkitty://library/{id:money}", handler: { _, tree in tree })
    }
    #expect(throws: DeepLinkError.self) {
      try router.register("bookkitty://a/{id}/{id}", handler: { _, tree in tree })
    }
    #expect(router.patternCount == 0)
  }

  @Test(arguments: [
    "bookkitty://library/books/42",
    "bookkitty://add-book",
    "bookkitty://ask?q=cats%20%26%20dogs&page=4",
  ])
  func linksRoundTripThroughTheTree(link: String) throws {
    let router = try kittyRouter()
    let tree = try router.target(for: link, from: try bookKittyTabs())
    let back = try #require(router.link(for: tree))
    #expect(try router.target(for: back, from: try bookKittyTabs()) == tree)
    if !link.contains("?") { #expect(back == link) }
  }

  @Test func aTreeNoPatternDescribesHasNoLink() throws {
    #expect(try kittyRouter().link(for: try bookKittyTabs()) == nil)
  }
}

@MainActor
@Suite struct ApplyingDeepLinksTests {
  @Test func aLinkReachesIntoAnotherTabBehindSheetsInOnePlan() async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    try kitty.tabs.askQuestion(style: .sheet)
    try kitty.tabs.addBook(style: .fullScreen)
    _ = kitty.host.takeSteps()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    kitty.host.expectSteps([
      .dismiss(toLevel: 0),
      .select("library", level: 0),
      .push([.bookDetail(id: 42)], onto: StackPath(level: 0, section: "library")),
    ])
    #expect(Set(kitty.log.names) == ["AskQuestion", "AddBook"], "Home keeps its stack")
    kitty.host.expectFlowsMirrorTree()
    await kitty.host.expectNoLeaks()
  }

  @Test func aLinkResetsTheSelectedTabsStack() async throws {
    let kitty = KittyHarness()
    try kitty.tabs.select(.library)
    try kitty.openBook(1, in: .library)
    try kitty.openBook(2, in: .library)
    _ = kitty.host.takeSteps()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    kitty.host.expectSteps([
      .setStack(
        [.library, .bookDetail(id: 42)], at: StackPath(level: 0, section: "library"), keeping: 1)
    ])
  }

  @Test(arguments: [
    "bookkitty://library/books/x", "nope", "bookkitty://qna/questions/1", "bookkitty://ask",
  ])
  func aBadLinkLeavesTheTreeExactlyAsItWas(link: String) async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    try kitty.tabs.askQuestion(style: .sheet)
    let before = kitty.navigator.tree
    _ = kitty.host.takeSteps()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    guard case .failed = await gate.open(link) else {
      Issue.record("\(link) was not refused")
      return
    }
    #expect(kitty.navigator.tree == before)
    kitty.host.expectSteps([])
    #expect(kitty.log.entries.isEmpty)
  }
  @Test func linksWithoutAHostMatchTemplatesWithoutOne() throws {
    // A mail app's `mailto:` and a phone's `tel:`: no `//`, the path follows the colon, and
    // `+` is itself (RFC 6068), not a space.
    var router = DeepLinkRouter<BookRoute>()
    try router.register(
      "mailto:{to}?{subject?}&{body?}",
      handler: { match, tree in
        tree.presenting(.sheet(.askQuestion))
      },
      reverse: { tree in
        tree.presentations.last == .sheet(.askQuestion) ? ["to": "ada@example.com"] : nil
      })
    try router.register("tel:{number}", handler: { _, tree in tree })
    try router.register("https://{server}/books", handler: { _, tree in tree })
    let mail = try router.match("mailto:ada@example.com?subject=Hi%20there&body=1+1")
    #expect(try mail.string("to") == "ada@example.com")
    #expect(mail.optionalValue("subject", as: String.self) == "Hi there")
    #expect(mail.optionalValue("body", as: String.self) == "1+1")
    #expect(try router.match("tel:+15551234567").string("number") == "+15551234567")
    // The link made from a tree has no host either, and reads back the same.
    let tree = NavigationTree<BookRoute>(.home).presenting(.sheet(.askQuestion))
    let link = try #require(router.link(for: tree))
    #expect(link == "mailto:ada%40example.com")
    #expect(try router.match(link).string("to") == "ada@example.com")
    // A template with a host never takes a link without one, and the error says which.
    #expect(throws: DeepLinkError.malformed("it has no 'scheme://'")) {
      try router.match("https:books")
    }
    #expect(throws: DeepLinkError.noMatchingPattern("mailto:")) { try router.match("mailto:") }
    #expect(throws: DeepLinkError.malformed("it has no 'scheme://'")) {
      try router.match("ada@example.com")
    }
  }
  @Test func aTemplateMissingItsSlashesIsStillRefused() throws {
    var router = DeepLinkRouter<BookRoute>()
    #expect(throws: DeepLinkError.self) {
      try router.register("bookkitty:library/books/{id:int}", handler: { _, tree in tree })
    }
    #expect(throws: DeepLinkError.self) {
      try router.register("bookkitty:library", handler: { _, tree in tree })
    }
    try router.register("mailto:?{to}", handler: { _, tree in tree })
    #expect(try router.match("mailto:?to=ada@example.com").string("to") == "ada@example.com")
  }
}
