import Testing
import Wayfinder

/// A plain link — lowercase, no escapes, no query — gives exactly what the same link spelled
/// otherwise (escapes, uppercase, an empty query or fragment) gives.
@Suite struct LinkSpellingTests {
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

  /// Random plain links give what the same links with the scheme in capitals give: the first
  /// are matched where their text lies, the second through ``LinkURL``, so any rule the two
  /// paths disagree on shows here.
  @Test func randomPlainLinksMatchAsTheirSpelledTwins() throws {
    let router = try router()
    let hosts = ["library", "attic", "lib", "9"]
    let segments = [
      "books", "42", "-7", "+", "-", "slug", "K", "k", "tags", "cats", "2", "shelf",
      "1234567890123456789", "99999999999999999999", "4:2", "", "0",
    ]
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var matched = 0
    for _ in 0..<3_000 {
      let path = (0..<next(5)).map { _ in segments[next(segments.count)] }
      let tail = path.isEmpty ? "" : "/" + path.joined(separator: "/")
      let rest = "://" + hosts[next(hosts.count)] + tail
      let plain = "bookkitty" + rest
      let spelled = "BookKitty" + rest
      switch (Result { try router.match(plain) }, Result { try router.match(spelled) }) {
      case (.success(let mine), .success(let theirs)):
        matched += 1
        #expect(mine.template == theirs.template, "\(plain)")
        #expect(mine.link == theirs.link, "\(plain)")
        for name in ["id", "n", "page"] {
          #expect(
            mine.optionalValue(name, as: Int.self) == theirs.optionalValue(name, as: Int.self),
            "\(plain)")
        }
        for name in ["slug", "shelf", "tag", "sort"] {
          #expect(
            mine.optionalValue(name, as: String.self)
              == theirs.optionalValue(name, as: String.self), "\(plain)")
        }
      case (.failure(let mine), .failure(let theirs)):
        #expect(
          "\(mine)" == "\(theirs)".replacingOccurrences(of: spelled, with: plain), "\(plain)")
      case (let mine, let theirs):
        Issue.record("\(plain): \(mine) but spelled otherwise \(theirs)")
      }
    }
    // The walk must reach both outcomes often for the comparison to mean anything.
    #expect(matched > 150)
  }
}
