import Testing
import WayfinderTerminal

/// A script's `resize` is bounded by ``TerminalSize/maximumSide``: one line of a downloaded
/// script must not make a canvas of a hundred million cells.
@Suite struct ScriptSizeLimitTests {
  @Test(arguments: [
    ("resize 10000x10000", 10_000, 10_000), ("resize 1001x24", 1_001, 24),
    ("resize 80x1001", 80, 1_001), ("  resize 4000000x4000000  ", 4_000_000, 4_000_000),
  ])
  func aSizeAboveTheLimitIsRefusedWithItsLine(line: String, columns: Int, rows: Int) {
    #expect(throws: InputScriptError.sizeTooLarge(line: 9, columns: columns, rows: rows)) {
      try InputScript.event(line: line, number: 9)
    }
  }

  @Test func theLargestSizeOnEachSideIsAccepted() throws {
    #expect(TerminalSize.maximumSide == 1_000)
    #expect(
      try InputScript.event(line: "resize 1000x1000", number: 1)
        == .resize(TerminalSize(columns: 1_000, rows: 1_000)))
    #expect(
      try InputScript.event(line: "resize 1x1000", number: 1)
        == .resize(TerminalSize(columns: 1, rows: 1_000)))
  }

  @Test func theErrorNamesTheLineTheSizeAndTheLimit() {
    let error = InputScriptError.sizeTooLarge(line: 12, columns: 10_000, rows: 10_000)
    #expect(error.line == 12)
    #expect(
      error.description
        == "Line 12: 'resize 10000x10000' is larger than a script may ask for: at most 1000 "
        + "columns and 1000 rows, as in 'resize 200x60'.")
  }

  @Test func aWholeScriptStopsAtTheOversizedLine() {
    #expect(throws: InputScriptError.sizeTooLarge(line: 3, columns: 10_000, rows: 10_000)) {
      try InputScript.events(in: "down\n# then\nresize 10000x10000\nup")
    }
  }
}
