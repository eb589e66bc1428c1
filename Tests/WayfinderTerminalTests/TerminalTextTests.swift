import Testing
import WayfinderTerminal

@Suite struct TerminalTextTests {
  /// Strings that try to act on the terminal, and what is left of them to draw.
  static let hostileStrings: [(String, String)] = [
    ("Cats\u{1B}]0;pwned\u{07}\u{1B}[2J", "Cats"),
    ("\u{1B}[31mred\u{1B}[0m", "red"),
    ("a\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),
    ("x\u{1B}P1$r0m\u{1B}\\y", "xy"),
    ("x\u{1B}_apc\u{1B}\\y\u{1B}^pm\u{07}z\u{1B}Xsos\u{1B}\\!", "xyz!"),
    ("\u{9B}2Jclear", "clear"),
    ("\u{9D}0;title\u{9C}ok", "ok"),
    ("\u{90}dcs\u{9C}ok", "ok"),
    ("a\u{1B}(Bb\u{1B}#8c", "abc"),
    ("a\u{1B}7b\u{1B}8c\u{1B}cd", "abcd"),
    ("\u{1B}OAkey", "key"),
    ("\u{1B}]0;a title that never ends", ""),
    ("\u{1B}[12\u{1B}[Kx", "x"),
    ("\u{1B}[1\u{18}x", "x"),
    ("\u{1B}[?1049l\u{1B}[?25h\u{1B}[H", ""),
    ("end\u{1B}", "end"),
    ("\u{1B}한", "한"),
    ("tab\there", "tab here"),
    ("line\r\nbreak\nagain\rand\u{2028}more", "line break again and more"),
    ("bell\u{07} del\u{7F} nul\u{00} c1\u{85}\u{9F}", "bell del nul c1 "),
    ("\u{202E}evil\u{202C}.exe", "evil.exe"),
    ("\u{2066}iso\u{2069}\u{200F}late\u{200E}\u{061C}", "isolate"),
    ("한국어 \u{1B}[1m책\u{1B}[0m", "한국어 책"),
    ("e\u{301}té", "e\u{301}té"),
  ]

  @Test(arguments: hostileStrings)
  func sanitizingLeavesOnlyTextToDraw(hostile: String, expected: String) {
    #expect(TerminalText.sanitize(hostile) == expected)
  }

  @Test func plainASCIIComesBackAsIs() {
    let text = "The Hitchhiker's Guide to the Galaxy (42)"
    #expect(TerminalText.sanitize(text) == text)
  }

  @Test func noControlOrBidiCharacterSurvivesRandomMixes() {
    let pieces = [
      "a", "한", "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "0", ";",
      "m", "\u{202E}", "\u{2066}", "\r", "\n", "\t", "\u{7F}", "\u{18}", "O", "(", "😀",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let text = (0..<12).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let clean = TerminalText.sanitize(text)
      let bad = clean.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
          || (0x2066...0x2069).contains($0.value)
      }
      #expect(bad.isEmpty, "\(text.replacingEscapes().debugDescription) kept \(Array(bad))")
    }
  }

  static let widths: [(String, Int)] = [
    ("a", 1), ("한", 2), ("가나다", 6), ("漢字", 4), ("ひらがな", 8), ("Ａ", 2), ("ｱ", 1),
    ("😀", 2), ("🦊", 2), ("❤️", 1), ("❤", 1), ("🌡", 1), ("🇰🇷", 2), ("👩‍💻", 2), ("e\u{301}", 1),
    ("\u{301}", 0), ("\u{200B}", 0), ("\u{1100}\u{1161}\u{11A8}", 2), ("é", 1), ("Cats 고양이", 11),
    ("\u{7}", 0),
  ]

  @Test(arguments: widths)
  func displayWidthCountsCellsNotCharacters(text: String, cells: Int) {
    #expect(TerminalText.width(of: text) == cells)
  }

  static let truncations: [(String, Int, String)] = [
    ("Library of Babel", 10, "Library o…"),
    ("Library", 7, "Library"),
    ("Library", 8, "Library"),
    ("한국어 책", 6, "한국…"),
    ("한국어 책", 9, "한국어 책"),
    ("한", 1, "…"),
    ("abc", 1, "…"),
    ("abc", 0, ""),
    ("abc", -3, ""),
    ("👩‍💻👩‍💻", 3, "👩‍💻…"),
  ]

  @Test(arguments: truncations)
  func truncationNeverSplitsACharacter(text: String, width: Int, expected: String) {
    #expect(TerminalText.truncate(text, toWidth: width) == expected)
  }

  @Test func fittingPadsToExactlyTheWidth() {
    #expect(TerminalText.fit("ab", width: 4) == "ab  ")
    #expect(TerminalText.fit("한국", width: 3) == "한…")
    #expect(TerminalText.fit("한국어", width: 5) == "한국…")
    for text in ["", "a", "한국어 책방", "e\u{301}e\u{301}", "😀x😀"] {
      for width in 0...12 {
        #expect(TerminalText.width(of: TerminalText.fit(text, width: width)) == width)
      }
    }
  }
}
