import Testing

@_spi(Testing) @testable import Wayfinder

/// Control characters, escape sequences and bidi overrides are written out, never passed on, in
/// ``PrintableText`` and in every error's description.
@Suite struct PrintableTextTests {
  /// An OSC that retitles the window, a CSI that clears the screen, an 8-bit CSI, a line break
  /// that forges a log line, and a right-to-left override.
  static let hostile = "a\u{1B}]0;PWNED\u{07}b\u{1B}[2J\u{9B}31m\ninjected\u{202E}txt"

  @Test(arguments: [
    ("\u{1B}", #"\u{1B}"#), ("\u{07}", #"\u{07}"#), ("\u{00}", #"\u{00}"#),
    ("\n", #"\u{0A}"#), ("\r\n", #"\u{0D}\u{0A}"#), ("\t", #"\u{09}"#), ("\u{7F}", #"\u{7F}"#),
    ("\u{80}", #"\u{80}"#), ("\u{9B}", #"\u{9B}"#), ("\u{9D}", #"\u{9D}"#),
    ("\u{9F}", #"\u{9F}"#), ("\u{061C}", #"\u{61C}"#), ("\u{200E}", #"\u{200E}"#),
    ("\u{200F}", #"\u{200F}"#), ("\u{202A}", #"\u{202A}"#), ("\u{202E}", #"\u{202E}"#),
    ("\u{2066}", #"\u{2066}"#), ("\u{2069}", #"\u{2069}"#), ("\u{2028}", #"\u{2028}"#),
    ("\u{2029}", #"\u{2029}"#),
  ])
  func eachControlCharacterIsWrittenOut(character: String, escaped: String) {
    #expect(PrintableText.escaping("x\(character)y") == "x\(escaped)y")
  }

  @Test(arguments: [
    "", "plain words", "bookkitty://library/books/42", "고양이 책", "👩‍👩‍👧 ❤️", "C:\\Users\\kitty",
    "tab\\t is two characters", "é (e + U+0301: e\u{301})", "\u{A0}no-break space",
  ])
  func printableTextIsLeftAsItIs(text: String) {
    #expect(PrintableText.escaping(text) == text)
  }

  @Test func escapingTwiceReadsTheSameAsOnce() {
    let once = PrintableText.escaping(Self.hostile)
    #expect(PrintableText.escaping(once) == once)
    #expect(once == #"a\u{1B}]0;PWNED\u{07}b\u{1B}[2J\u{9B}31m\u{0A}injected\u{202E}txt"#)
  }

  @Test func theInterpolationEscapesTheDescriptionOfAnyValue() {
    let link = "books/\u{1B}]52;c;AAAA\u{07}"
    #expect("cannot open \(printable: link)" == #"cannot open books/\u{1B}]52;c;AAAA\u{07}"#)
    #expect("\(printable: ["\u{1B}"])" == #"["\u{1B}"]"#)
  }

  /// One error of each type that quotes outside text, with ``hostile`` in every text it quotes.
  static let descriptions: [(name: String, description: String)] = {
    let text = hostile
    let id = SectionID(text)
    let path = StackPath(level: 1, section: id)
    var errors: [(String, any CustomStringConvertible)] = [
      ("DeepLinkError.malformed", DeepLinkError.malformed(text)),
      ("DeepLinkError.badPercentEncoding", DeepLinkError.badPercentEncoding(text)),
      ("DeepLinkError.unknownScheme", DeepLinkError.unknownScheme(text)),
      ("DeepLinkError.unknownHost", DeepLinkError.unknownHost(text)),
      ("DeepLinkError.noMatchingPattern", DeepLinkError.noMatchingPattern(text)),
      (
        "DeepLinkError.invalidParameter",
        DeepLinkError.invalidParameter(name: text, value: text, expected: text)
      ),
      ("DeepLinkError.missingQueryItem", DeepLinkError.missingQueryItem(text)),
      ("DeepLinkError.duplicateQueryItem", DeepLinkError.duplicateQueryItem(text)),
      ("DeepLinkError.unresolvable", DeepLinkError.unresolvable(text)),
      ("DeepLinkError.navigation", DeepLinkError.navigation(.routeNotInStack(text))),
      ("DeepLinkError.invalidTemplate", DeepLinkError.invalidTemplate(text)),
      ("RestorationError.corrupt", RestorationError.corrupt(text)),
      ("RestorationError.migrationFailed", RestorationError.migrationFailed(from: 1, reason: text)),
      ("RestorationError.store", RestorationError.store(text)),
      (
        "ResolutionError.missingRegistration",
        ResolutionError.missingRegistration(type: text, name: text, chain: [text, text])
      ),
      ("ResolutionError.cycle", ResolutionError.cycle([text, text])),
      (
        "ResolutionError.factoryFailed",
        ResolutionError.factoryFailed(
          type: text, name: nil, chain: [text], underlying: DeepLinkError.unresolvable(text))
      ),
      ("ResolutionError.weakScopeNeedsAClass", ResolutionError.weakScopeNeedsAClass(type: text)),
      ("ResolutionError.scopeEnded", ResolutionError.scopeEnded(scope: text, type: text)),
      ("ResolutionError.wrongType", ResolutionError.wrongType(type: text, made: text)),
      (
        "JSONSyntaxError.duplicateKey",
        JSONSyntaxError(offset: 3, reason: .duplicateKey(text))
      ),
      ("WindowError.noWindows", WindowError.noWindows(flow: text)),
      ("WindowError.flowNotRunning", WindowError.flowNotRunning(text)),
      ("WindowError.notRestorable", WindowError.notRestorable(.corrupt(text))),
      (
        "WindowRestorationFailure",
        WindowRestorationFailure(
          position: 0, window: nil, error: .corrupt(text), startedAfresh: true)
      ),
      (
        "NavigationIssue.flowShowsNothing",
        NavigationIssue.flowShowsNothing(
          flow: text, anchor: .section(id, level: 0), finished: false)
      ),
      ("NavigationIssue.failed", NavigationIssue.failed(flow: text, during: text, error: text)),
      ("NavigationIssue.emptyStack", NavigationIssue.emptyStack(path, flow: text)),
      ("NavigationRequest.Origin.deepLink", NavigationRequest<Int>.Origin.deepLink(text)),
      ("NavigationRequest.Origin.intent", NavigationRequest<Int>.Origin.intent(text)),
      ("NavigationOutcome.rejected", NavigationOutcome.rejected(text)),
      ("NavigationOutcome.failed", NavigationOutcome.failed(.noMatchingPattern(text))),
      ("UnhandledIntent", UnhandledIntent(intent: text, flowPath: text)),
    ]
    let navigation: [NavigationError] = [
      .routeNotInStack(text), .noSuchSection(id, level: 0), .unknownSelection(id),
      .actionNotSelectable(id), .duplicateSection(id), .pinsLastSection(id),
      .flowNotRunning(text), .flowAlreadyStarted(text), .placementNotAllowed(text),
      .notOwned(by: text, owner: text), .covered(flow: text, coveredBy: text),
      .coveredByPresentation(flow: text, level: 1, presentedBy: text),
      .notInFlow(0, count: 1, flow: text), .routeOwnedByAnotherFlow(text, owner: text),
      .styleNotSupported(text), .unknownDialogAction(text, dialog: text),
      .at(path, .routeNotInStack(text)),
    ]
    errors += navigation.enumerated().map { ("NavigationError #\($0.offset)", $0.element) }
    return errors.map { ($0, $1.description) }
  }()

  @Test(arguments: descriptions)
  func everyErrorWritesOutTheControlCharactersOfWhatItQuotes(name: String, description: String) {
    #expect(PrintableText.escaping(description) == description, "\(name): \(description)")
    #expect(description.contains(#"\u{1B}]0;PWNED\u{07}"#), "\(name): \(description)")
  }
}
