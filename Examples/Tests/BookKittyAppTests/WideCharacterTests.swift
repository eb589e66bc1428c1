import Foundation
import Testing
import WayfinderTerminal

/// Character widths as tmux draws them, so that what BookKitty measures is what the terminal
/// shows: a sheet's border stays in its column whatever emoji, marks or ideographs the text
/// holds.
///
/// The widths were measured in tmux 3.3a on Debian 12 (glibc 2.36, whose `wcwidth` knows
/// Unicode 14; tmux asks it for each code point): each string printed after `[`, the cursor
/// column read with `#{cursor_x}`. ``WideCharacterTmuxTests`` measures them again in a live
/// pane; these tests check them without tmux.
///
/// tmux 3.3a adds up the code points' widths, drawing a zero-width one (combining mark,
/// variation selector, joiner) into the cell before it, and the code point after a zero-width
/// joiner too. Newer versions differ (3.4 and later join skin tones and may widen a symbol with
/// U+FE0F), and so do terminals that lay out whole grapheme clusters.
enum WideCharacterTable {
  /// The tmux the table was measured with.
  static let referenceVersion = "tmux 3.3a"

  /// `tmux -V`, or nil without tmux.
  static let tmuxVersion: String? = {
    guard let executable = Tmux.executable else { return nil }
    let process = Process()
    let output = Pipe()
    process.executableURL = executable
    process.arguments = ["-V"]
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  /// A string, what it is, and how many columns tmux 3.3a advanced the cursor for it.
  ///
  /// Every scalar is from Unicode 14 or earlier, which glibc 2.36 knows.
  static let widths: [(text: String, name: String, columns: Int)] = [
    ("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "family: woman, woman, girl", 2),
    ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "family of four", 2),
    ("\u{1F469}\u{200D}\u{1F4BB}", "woman technologist", 2),
    ("\u{1F9D1}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}", "people holding hands", 2),
    ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "rainbow flag", 1),
    ("\u{1F3F4}\u{200D}\u{2620}\u{FE0F}", "pirate flag", 2),
    ("\u{1F441}\u{FE0F}\u{200D}\u{1F5E8}\u{FE0F}", "eye in speech bubble", 1),
    ("\u{2764}\u{FE0F}\u{200D}\u{1F525}", "heart on fire", 1),
    ("\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "woman technologist, medium skin tone", 4),
    ("\u{2764}\u{FE0F}", "red heart with VS16", 1),
    ("\u{2764}", "red heart", 1),
    ("\u{263A}\u{FE0F}", "smiling face with VS16", 1),
    ("\u{270C}\u{FE0F}", "victory hand with VS16", 1),
    ("\u{00A9}\u{FE0F}", "copyright sign with VS16", 1),
    ("\u{2194}\u{FE0F}", "left right arrow with VS16", 1),
    ("\u{2B50}\u{FE0F}", "star with VS16", 2),
    ("\u{1F321}\u{FE0F}", "thermometer with VS16", 1),
    ("\u{1F321}", "thermometer", 1),
    ("\u{1F600}\u{FE0E}", "grinning face with VS15", 2),
    ("\u{2764}\u{FE0E}", "red heart with VS15", 1),
    ("\u{1F44D}\u{1F3FD}", "thumbs up, medium skin tone", 4),
    ("\u{1F44B}\u{1F3FF}", "waving hand, dark skin tone", 4),
    ("\u{261D}\u{1F3FB}", "index pointing up, light skin tone", 3),
    ("\u{1F3FD}", "medium skin tone alone", 2),
    ("\u{1F1F0}\u{1F1F7}", "flag of South Korea", 2),
    ("\u{1F1FA}\u{1F1F8}", "flag of the United States", 2),
    ("\u{1F1F0}\u{1F1F7}\u{1F1F0}", "a flag and a lone regional indicator", 3),
    ("\u{1F1E6}", "regional indicator A alone", 1),
    (
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "flag of Scotland (tag sequence)", 2
    ),
    ("e\u{0301}", "e and a combining acute accent", 1),
    ("a\u{0300}\u{0316}", "a and two combining marks", 1),
    ("\u{0915}\u{094D}\u{0937}", "Devanagari kssa (conjunct)", 2),
    ("\u{0915}\u{094D}\u{200D}\u{0937}", "Devanagari half form with a joiner", 1),
    ("\u{0E01}\u{0E33}", "Thai ko kai and sara am", 2),
    ("\u{D55C}", "Hangul syllable han", 2),
    ("\u{1100}\u{1161}\u{11A8}", "Hangul jamo, initial, vowel and final", 2),
    ("\u{1100}\u{1161}", "Hangul jamo, initial and vowel", 2),
    ("\u{3131}", "Hangul compatibility jamo", 2),
    ("\u{4E2D}\u{6587}", "CJK ideographs", 4),
    ("\u{20000}", "CJK extension B ideograph", 2),
    ("\u{4DC0}", "Yijing hexagram", 2),
    ("\u{FF21}", "fullwidth A", 2),
    ("\u{FF71}", "halfwidth katakana a", 1),
    ("\u{3000}", "ideographic space", 2),
    ("1\u{FE0F}\u{20E3}", "keycap one", 1),
    ("#\u{FE0F}\u{20E3}", "keycap number sign", 1),
    ("1\u{20E3}", "keycap one without VS16", 1),
    ("\u{200B}", "zero width space", 0),
    ("\u{200C}", "zero width non-joiner", 0),
    ("\u{00AD}", "soft hyphen", 1),
    ("\u{0600}", "Arabic number sign", 1),
    ("\u{2060}", "word joiner", 0),
    ("\u{231A}", "watch", 2),
    ("\u{26A1}", "high voltage", 2),
    ("\u{2614}", "umbrella with rain drops", 2),
    ("\u{1F600}", "grinning face", 2),
    ("\u{1F98A}", "fox", 2),
    ("\u{1F600}\u{200D}\u{0301}\u{1F600}", "a joiner that a combining mark takes up", 4),
    ("\u{2026}", "horizontal ellipsis", 1),
    ("\u{2502}", "box drawing vertical", 1),
    ("\u{03B1}", "Greek alpha", 1),
    ("\u{00E9}", "precomposed e acute", 1),
  ]
}

@Suite struct WideCharacterTests {
  @Test(arguments: WideCharacterTable.widths)
  func theWidthIsTheColumnsTmuxAdvances(entry: (text: String, name: String, columns: Int)) {
    #expect(TerminalText.width(of: entry.text) == entry.columns, "\(entry.name)")
  }

  @Test(arguments: WideCharacterTable.widths)
  func aBoxBorderStaysInItsColumn(entry: (text: String, name: String, columns: Int)) {
    var canvas = Canvas(size: TerminalSize(columns: 30, rows: 3))
    let inside = canvas.drawBox(canvas.bounds)
    let used = canvas.draw(entry.text, row: inside.row, column: inside.column)
    #expect(used == entry.columns, "\(entry.name)")
    // What the terminal is sent for the row, measured as tmux measures it: the border closes
    // at the last column.
    let row = canvas.text(ofRow: 1)
    #expect(TerminalText.width(of: row) == 30, "\(entry.name): \(row.debugDescription)")
    #expect(row.hasSuffix("│"))
  }
}

/// ``WideCharacterTable`` measured again in a live tmux pane, and text drawn by a ``Canvas``
/// printed there: tmux's cursor must move as far as we measured.
@Suite(
  .enabled(
    if: WideCharacterTable.tmuxVersion == WideCharacterTable.referenceVersion,
    "the reference widths are tmux 3.3a's; tmux here is \(WideCharacterTable.tmuxVersion ?? "missing")"
  ))
struct WideCharacterTmuxTests {
  @Test func tmuxAdvancesTheCursorAsFarAsWeMeasure() async throws {
    let tmux = try Tmux(columns: 200, rows: 10)
    defer { tmux.end() }
    try await tmux.waitFor("bk-shell$")
    let pane = try PaneWriter(tmux)
    for (index, entry) in WideCharacterTable.widths.enumerated() {
      let columns = try await pane.columns(of: entry.text, mark: index)
      #expect(columns == entry.columns, "tmux measured \(entry.name) anew")
      #expect(TerminalText.width(of: entry.text) == columns, "\(entry.name)")
    }
  }

  @Test(arguments: [
    "a\u{200D}\u{1F600}", "\u{1F600}\u{200D}b\u{1F600}", "\u{1F600}\u{200D}\u{200D}\u{1F600}",
    "Dune \u{2764}\u{FE0F}\u{1F44D}\u{1F3FD}\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{D55C}\u{AD6D}\u{C5B4} \u{CC45} \u{1F1F0}\u{1F1F7}",
  ])
  func textDrawnOnACanvasTakesTheColumnsTheCanvasGaveIt(text: String) async throws {
    let tmux = try Tmux(columns: 200, rows: 10)
    defer { tmux.end() }
    try await tmux.waitFor("bk-shell$")
    var canvas = Canvas(size: TerminalSize(columns: 100, rows: 1))
    let used = canvas.draw(text, row: 0, column: 0)
    let drawn = String(canvas.text(ofRow: 0).reversed().drop { $0 == " " }.reversed())
    let pane = try PaneWriter(tmux)
    #expect(try await pane.columns(of: drawn, mark: 0) == used, "\(text.debugDescription)")
  }
}

/// Writes straight to a tmux pane's terminal device, as a program in it would, and reads where
/// the cursor went.
private struct PaneWriter {
  let tmux: Tmux
  let device: FileHandle

  init(_ tmux: Tmux) throws {
    self.tmux = tmux
    let path = try tmux.display("#{pane_tty}")
    device = try #require(FileHandle(forWritingAtPath: path), "cannot open \(path)")
  }

  /// The columns tmux's cursor moves for `text`, printed between `[` and `]` at the start of
  /// a cleared line; `mark` tells this print from the ones before.
  func columns(of text: String, mark: Int) async throws -> Int {
    let end = "]#\(mark)"
    device.write(Data(("\r\u{1B}[2K[" + text + end).utf8))
    let deadline = ContinuousClock.now + .seconds(120)
    var shown = false
    while !shown, ContinuousClock.now < deadline {
      // Compared as bytes: a prepended mark (U+0600) makes one character with the `]` after it.
      shown = try tmux.capture().split(separator: "\n").contains { line in
        line.utf8.reversed().drop { $0 == UInt8(ascii: " ") }.starts(with: end.utf8.reversed())
      }
      if !shown { try await Task.sleep(for: .milliseconds(20)) }
    }
    try #require(shown, "tmux never showed \(text.debugDescription)")
    let cursor = try #require(Int(try tmux.display("#{cursor_x}")))
    return cursor - 1 - end.count
  }
}
