import Testing
import Wayfinder

/// A plain link — lowercase, no escapes, no query — is matched where its text lies, and gives
/// exactly what the same link spelled otherwise gives.
@Suite struct PlainLinkTests {
  func router() throws -> DeepLinkRouter<BookRoute> {
    var router = DeepLinkRouter<BookRoute>(limits: DeepLinkLimits(maxSegments: 3))
    for template in [
      "bookkitty://library/books/{id:int}", "bookkitty://library/books/{slug}",
      "bookkitty://library", "bookkitty://{shelf}/shelf", "bookkitty://library/K/{n:int}",
      "bookkitty://library/tags/{tag}/{page:int}?{sort?}",
    ] {
      try router.register(template, handler: { _, tree in tree })
    }
    return router
  }

  /// Each plain link, and the same link with an escape, uppercase or a query to decode.
  @Test(arguments: [
    ("bookkitty://library/books/42", "BookKitty://Library/books/%34%32"),
    ("bookkitty://library/books/+42", "bookkitty://library/books/%2B42"),
    ("bookkitty://library/books/-42", "bookkitty://library/books/-42#top"),
    ("bookkitty://library/books/0042/", "bookkitty://library/books/0042/?"),
    ("bookkitty://library/books/-", "bookkitty://library/books/%2D"),
    ("bookkitty://library/books/+", "bookkitty://library/books/%2B"),
    (
      "bookkitty://library/books/1234567890123456789",
      "bookkitty://library/books/1234567890123456789#"
    ),
    (
      "bookkitty://library/books/9999999999999999999",
      "bookkitty://library/books/999999999999999999%39"
    ),
    (
      "bookkitty://library/books/12345678901234567890",
      "bookkitty://library/books/12345678901234567890?"
    ),
    ("bookkitty://library/books/4:2", "bookkitty://library/books/4%3A2"),
    ("bookkitty://library", "bookkitty://LIBRARY/"),
    ("bookkitty://library//", "bookkitty://library/?"),
    ("bookkitty://attic/shelf", "bookkitty://Attic/shelf"),
    ("bookkitty://library/K/7", "bookkitty://library/%4B/7"),
    ("bookkitty://library/tags/cats/2", "bookkitty://library/tags/cats/2?x=1"),
  ])
  func aPlainLinkMatchesAsTheSameLinkSpelledOtherwise(plain: String, spelled: String) throws {
    let router = try router()
    let match = try router.match(plain)
    let other = try router.match(spelled)
    #expect(match.template == other.template)
    #expect(match.link == (try LinkURL(parsing: plain, limits: router.limits)))
    #expect(match.link.segments == other.link.segments)
    #expect(match.link.host == other.link.host)
    for name in ["id", "n", "page"] {
      #expect(match.optionalValue(name, as: Int.self) == other.optionalValue(name, as: Int.self))
    }
    for name in ["slug", "shelf", "tag"] {
      #expect(
        match.optionalValue(name, as: String.self) == other.optionalValue(name, as: String.self))
    }
  }

  /// A plain link that matches nothing, or breaks a limit, fails as any link does.
  @Test(arguments: [
    (
      "bookkitty://library/books/42/more",
      DeepLinkError.noMatchingPattern("bookkitty://library/books/42/more")
    ),
    ("bookkitty://library/a/b/c/d", .tooManySegments(count: 4, limit: 3)),
    ("bookkitty://library/a//b", .malformed("it has an empty path segment ('//')")),
    ("other://library", .unknownScheme("other")),
    (
      "bookkitty://library/tags/cats/two",
      .invalidParameter(name: "page", value: "two", expected: "int")
    ),
  ])
  func aPlainLinkThatMatchesNothingFailsWithTheReason(link: String, error: DeepLinkError) throws {
    let router = try router()
    #expect(throws: error) { try router.match(link) }
  }
}
