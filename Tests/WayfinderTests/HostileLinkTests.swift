import Testing
import Wayfinder
import WayfinderTesting

/// Hostile links, one row each.
///
/// Oversized, nested, of the wrong types, badly %-encoded, of foreign schemes and hosts, with
/// control characters and escapes: each gets its typed error, or is handled as the link it is;
/// nothing crashes, the tree stays exactly as it was when the link is refused, and the error's
/// message is printable.
@MainActor
@Suite struct HostileLinkTests {
  /// A link and what must happen to it: the ``DeepLinkError`` case it fails with, by name, or
  /// `applied` for a link that is handled.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var link: String
    var outcome: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] =
    oversized + nested + wrongTypes + badEncoding + foreign + controls

  nonisolated static let oversized = [
    Case(
      name: "2,049 characters", link: books(String(repeating: "1", count: 2_023)),
      outcome: "tooLong"),
    Case(
      name: "10,000 characters", link: books(String(repeating: "9", count: 10_000)),
      outcome: "tooLong"),
    Case(name: "1 MB", link: books(String(repeating: "a", count: 1 << 20)), outcome: "tooLong"),
    Case(
      name: "33 segments",
      link: "bookkitty://library" + String(repeating: "/books", count: 33),
      outcome: "tooManySegments"),
    Case(
      name: "33 query items",
      link: "bookkitty://ask?" + (0..<33).map { "q\($0)=x" }.joined(separator: "&"),
      outcome: "tooManyQueryItems"),
    Case(
      name: "an int past Int.max", link: books("9223372036854775808"), outcome: "invalidParameter"),
    Case(
      name: "an int past Int.min", link: books("-9223372036854775809"), outcome: "invalidParameter"),
    Case(
      name: "a 30-digit int", link: books(String(repeating: "7", count: 30)),
      outcome: "invalidParameter"),
  ]

  nonisolated static let nested = [
    Case(
      name: "a link as a segment", link: books("bookkitty://library/books/1"), outcome: "malformed"),
    Case(
      name: "a %-encoded link as an int", link: books("bookkitty%3A%2F%2Flibrary"),
      outcome: "invalidParameter"),
    Case(
      name: "a %-encoded link as a query", link: "bookkitty://ask?q=bookkitty%3A%2F%2Fask%3Fq%3Dx",
      outcome: "applied"),
    Case(
      name: "a %-encoded slash in the host", link: "bookkitty://library%2Fbooks%2F1",
      outcome: "malformed"),
    Case(name: "a double %-encoding", link: books("%2531"), outcome: "invalidParameter"),
    Case(
      name: "a pattern twice over", link: "bookkitty://library/books/1/books/1",
      outcome: "noMatchingPattern"),
    Case(
      name: "a dot-dot segment", link: "bookkitty://library/books/../books/1",
      outcome: "invalidParameter"),
    Case(name: "a query in a query", link: "bookkitty://ask?q=a?q=b", outcome: "applied"),
  ]

  nonisolated static let wrongTypes = [
    Case(name: "a word as an int", link: books("abc"), outcome: "invalidParameter"),
    Case(name: "a fraction as an int", link: books("1.5"), outcome: "invalidParameter"),
    Case(name: "hexadecimal as an int", link: books("0x10"), outcome: "invalidParameter"),
    Case(name: "an exponent as an int", link: books("1e3"), outcome: "invalidParameter"),
    Case(
      name: "full-width digits as an int", link: books("%EF%BC%91%EF%BC%92"),
      outcome: "invalidParameter"),
    Case(name: "Arabic-Indic digits as an int", link: books("%D9%A3"), outcome: "invalidParameter"),
    Case(
      name: "an empty segment for an int", link: "bookkitty://library/books//", outcome: "malformed"
    ),
    Case(name: "a short isbn", link: "bookkitty://library/isbn/123", outcome: "invalidParameter"),
    Case(
      name: "a word as a uuid", link: "bookkitty://qna/questions/not-a-uuid",
      outcome: "invalidParameter"),
    Case(
      name: "a word as an int query item", link: "bookkitty://ask?q=cats&page=two",
      outcome: "invalidParameter"),
    Case(
      name: "a required query item missing", link: "bookkitty://ask", outcome: "missingQueryItem"),
    Case(
      name: "a query item twice", link: "bookkitty://ask?q=a&q=b", outcome: "duplicateQueryItem"),
  ]

  nonisolated static let badEncoding = [
    Case(name: "a lone %", link: books("%"), outcome: "badPercentEncoding"),
    Case(name: "a % with one digit", link: books("%1"), outcome: "badPercentEncoding"),
    Case(name: "a % with no hex", link: books("%ZZ"), outcome: "badPercentEncoding"),
    Case(name: "invalid UTF-8", link: books("%C3%28"), outcome: "badPercentEncoding"),
    Case(name: "the byte 0xFF", link: books("%FF"), outcome: "badPercentEncoding"),
    Case(name: "an encoded surrogate", link: books("%ED%A0%80"), outcome: "badPercentEncoding"),
    Case(name: "an overlong slash", link: books("%C0%AF"), outcome: "badPercentEncoding"),
    Case(
      name: "a cut sequence in a query", link: "bookkitty://ask?q=%E2%82",
      outcome: "badPercentEncoding"),
  ]

  nonisolated static let foreign = [
    Case(name: "https", link: "https://library/books/1", outcome: "unknownScheme"),
    // Well-formed links without a host (as `mailto:` is), of schemes the app has not.
    Case(name: "javascript:", link: "javascript:alert(1)", outcome: "unknownScheme"),
    Case(name: "file:", link: "file:///etc/passwd", outcome: "malformed"),
    Case(
      name: "data:", link: "data:text/html,<script>alert(1)</script>", outcome: "unknownScheme"),
    Case(name: "another host", link: "bookkitty://evil.example/books/1", outcome: "unknownHost"),
    Case(
      name: "user info before the host", link: "bookkitty://library@evil.example/books/1",
      outcome: "malformed"),
    Case(name: "a port", link: "bookkitty://library:80/books/1", outcome: "malformed"),
    Case(
      name: "an upper-case scheme and host", link: "BOOKKITTY://LIBRARY/books/1", outcome: "applied"
    ),
    Case(name: "nothing", link: "", outcome: "malformed"),
    Case(name: "a scheme alone", link: "bookkitty://", outcome: "malformed"),
    Case(name: "no slashes", link: "bookkitty:library/books/1", outcome: "malformed"),
    Case(name: "a leading space", link: " bookkitty://library", outcome: "malformed"),
  ]

  nonisolated static let controls = [
    Case(name: "a raw OSC", link: books("\u{1B}]0;PWNED\u{07}"), outcome: "malformed"),
    Case(name: "a %-encoded OSC", link: books("%1B%5D0%3BPWNED%07"), outcome: "invalidParameter"),
    Case(
      name: "a %-encoded OSC 52", link: books("%1B%5D52%3Bc%3BAAAA%1B%5C"),
      outcome: "invalidParameter"),
    Case(name: "a %-encoded NUL", link: books("1%00"), outcome: "invalidParameter"),
    Case(name: "a raw NUL", link: books("1\u{0}"), outcome: "malformed"),
    Case(
      name: "a %-encoded CR LF", link: "bookkitty://library/books/1%0D%0Aforged",
      outcome: "invalidParameter"),
    Case(name: "an 8-bit CSI", link: books("%C2%9B2J"), outcome: "invalidParameter"),
    Case(
      name: "a raw bidi override in the host", link: "bookkitty://libr\u{202E}ary",
      outcome: "malformed"),
    Case(name: "a %-encoded bidi override", link: books("%E2%80%AE1"), outcome: "invalidParameter"),
    Case(name: "a tab", link: "bookkitty://library\t/books/1", outcome: "malformed"),
    Case(name: "an ESC in the scheme", link: "book\u{1B}kitty://library", outcome: "malformed"),
    Case(name: "a %-encoded ESC in the host", link: "bookkitty://library%1B", outcome: "malformed"),
    Case(
      name: "escapes in a string query item", link: "bookkitty://ask?q=%1B%5B2J%E2%80%AE",
      outcome: "applied"),
    Case(
      name: "escapes in the fragment", link: "bookkitty://library/books/1#%1B%5D0%3Bx%07",
      outcome: "applied"),
  ]

  nonisolated static func books(_ id: String) -> String { "bookkitty://library/books/" + id }

  @Test(arguments: cases)
  func aHostileLinkGetsItsTypedErrorAndChangesNothing(_ hostile: Case) async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    let before = kitty.navigator.tree
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())

    let outcome = await gate.open(hostile.link)

    switch outcome {
    case .failed(let error):
      #expect(Self.name(of: error) == hostile.outcome, "\(error)")
      #expect(kitty.navigator.tree == before, "a refused link changes nothing")
      #expect(PrintableText.escaping(error.description) == error.description)
      #expect(throws: error) { try kittyRouter().match(hostile.link) }
    default:
      #expect("\(outcome)" == hostile.outcome)
    }
    kitty.host.expectInSync()
    kitty.host.expectFlowsMirrorTree()
  }

  @Test func thereAreAtLeastFiftyLinks() {
    #expect(Self.cases.count >= 50)
  }

  /// The case's name, to compare with a row.
  static func name(of error: DeepLinkError) -> String {
    switch error {
    case .tooLong: "tooLong"
    case .tooManySegments: "tooManySegments"
    case .tooManyQueryItems: "tooManyQueryItems"
    case .malformed: "malformed"
    case .badPercentEncoding: "badPercentEncoding"
    case .unknownScheme: "unknownScheme"
    case .unknownHost: "unknownHost"
    case .noMatchingPattern: "noMatchingPattern"
    case .invalidParameter: "invalidParameter"
    case .missingQueryItem: "missingQueryItem"
    case .duplicateQueryItem: "duplicateQueryItem"
    case .unresolvable: "unresolvable"
    case .navigation: "navigation"
    case .invalidTemplate: "invalidTemplate"
    }
  }
}
