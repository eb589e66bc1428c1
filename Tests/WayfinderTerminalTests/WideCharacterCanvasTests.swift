import Testing
import WayfinderTerminal

/// Characters wider than two cells (an emoji with a skin tone takes four, as tmux draws it)
/// on a ``Canvas``: whole or not at all, and blanked whole when drawn over.
@Suite struct WideCharacterCanvasTests {
  static let thumbsUp = "\u{1F44D}\u{1F3FD}"

  @Test func aFourCellCharacterTakesItsCellAndThreeContinuations() {
    var canvas = Canvas(size: TerminalSize(columns: 8, rows: 1))
    #expect(canvas.draw("a" + Self.thumbsUp + "b", row: 0, column: 0) == 6)
    #expect(canvas[0, 1].character == Character(Self.thumbsUp))
    #expect((2...4).allSatisfy { canvas[0, $0].isContinuation })
    #expect(canvas[0, 5].character == "b")
    #expect(canvas.text(ofRow: 0) == "a" + Self.thumbsUp + "b  ")
  }

  @Test(arguments: [1, 2, 3, 4])
  func drawingOverAnyCellOfItBlanksTheRest(column: Int) {
    var canvas = Canvas(size: TerminalSize(columns: 8, rows: 1))
    canvas.draw("a" + Self.thumbsUp + "b", row: 0, column: 0)
    canvas.draw("x", row: 0, column: column)
    let expected =
      "a" + String(repeating: " ", count: column - 1) + "x"
      + String(repeating: " ", count: 4 - column) + "b  "
    #expect(canvas.text(ofRow: 0) == expected)
    #expect((0..<8).allSatisfy { !canvas[0, $0].isContinuation })
  }

  @Test func aWideCharacterDrawnOverTheHeadOfALongerOneBlanksItsTail() {
    var canvas = Canvas(size: TerminalSize(columns: 8, rows: 1))
    canvas.draw(Self.thumbsUp, row: 0, column: 0)
    canvas.draw("한", row: 0, column: 0, width: 2)
    #expect(canvas.text(ofRow: 0) == "한      ")
    #expect(canvas[0, 1].isContinuation && !canvas[0, 2].isContinuation)
  }

  @Test func whatDoesNotFitIsLeftOutWhole() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    #expect(canvas.draw("ab" + Self.thumbsUp, row: 0, column: 0, width: 5) == 3)
    #expect(canvas.text(ofRow: 0) == "ab…   ")
    canvas.draw("xyz", row: 0, column: 3)
    // Cut off without an ellipsis: spaces where the character would have been split.
    #expect(canvas.draw(Self.thumbsUp, row: 0, column: 3, ellipsis: false) == 3)
    #expect(canvas.text(ofRow: 0) == "ab…   ")
  }

  @Test func aJoinerAtTheEndOfACharacterIsNotSent() {
    // tmux would join the next cell's character (here the border) into the joiner's cell.
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    #expect(canvas.draw("a\u{200D}", row: 0, column: 0) == 1)
    canvas.draw("│", row: 0, column: 1)
    #expect(canvas.text(ofRow: 0) == "a│    ")
    #expect(canvas[0, 0].character == "a")
  }
}
