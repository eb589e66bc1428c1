import Testing
import WayfinderTerminal

@Suite struct CanvasTests {
  @Test func textIsDrawnWithItsStyleAndClippedWithAnEllipsis() {
    var canvas = Canvas(size: TerminalSize(columns: 12, rows: 2))
    let used = canvas.draw("Library of Babel", row: 0, column: 1, width: 8, style: .bold)
    #expect(used == 8)
    #expect(canvas.text(ofRow: 0) == " Library…   ")
    #expect(canvas[0, 1].style == .bold)
    #expect(canvas[0, 9] == .blank)
    canvas.draw("Library of Babel", row: 1, column: 0, ellipsis: false)
    #expect(canvas.text(ofRow: 1) == "Library of B")
  }

  @Test func hostileTextDrawsAsHarmlessText() {
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 1))
    canvas.draw("Cats\u{1B}]0;pwned\u{07}\u{1B}[2J", row: 0, column: 0)
    #expect(canvas.text == "Cats")
  }

  @Test func aWideCharacterTakesTwoCellsAndIsNeverSplitAtTheEdge() {
    var canvas = Canvas(size: TerminalSize(columns: 5, rows: 2))
    canvas.draw("ab한국", row: 0, column: 0, ellipsis: false)
    #expect(canvas[0, 2].character == "한")
    #expect(canvas[0, 3].isContinuation)
    #expect(canvas[0, 4] == .blank)
    #expect(canvas.text(ofRow: 0) == "ab한 ")
    canvas.draw("ab한국", row: 1, column: 0)
    #expect(canvas.text(ofRow: 1) == "ab한…")
  }

  @Test func drawingCutsTextAsTruncationDoes() {
    let texts = ["Library of Babel", "한국어 책방", "a한b국c", "e\u{301}e\u{301}x", "🇰🇷 flag", "😀x😀y"]
    for text in texts {
      for width in 1...12 {
        var canvas = Canvas(size: TerminalSize(columns: 12, rows: 1))
        let used = canvas.draw(text, row: 0, column: 0, width: width)
        let expected = TerminalText.truncate(text, toWidth: width)
        #expect(used == TerminalText.width(of: expected), "\(text) in \(width)")
        #expect(canvas.text == expected, "\(text) in \(width)")
      }
    }
  }

  @Test func aCharacterOfSeveralScalarsKeepsThemAll() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    canvas.draw("e\u{301}🇰🇷x", row: 0, column: 0)
    #expect(canvas[0, 0].character == "e\u{301}")
    #expect(canvas[0, 1].character == "🇰🇷" && canvas[0, 2].isContinuation)
    #expect(canvas[0, 0] == Cell("e\u{301}") && canvas[0, 0] != Cell("e"))
    var renderer = LineDiffRenderer()
    #expect(visible(renderer.fullRedraw(canvas)) == "⎋[0m⎋[2J⎋[1He\u{301}🇰🇷x⎋[K⎋[H")
  }

  @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    canvas.draw("한국어", row: 0, column: 0)
    canvas.draw("x", row: 0, column: 1)  // the right half of 한
    #expect(canvas.text(ofRow: 0) == " x국어")
    canvas.draw("y", row: 0, column: 2)  // the left half of 국
    #expect(canvas.text(ofRow: 0) == " xy 어")
    #expect(!canvas[0, 3].isContinuation)
    canvas.draw("漢", row: 0, column: 3)  // over the blank and the left half of 어
    #expect(canvas.text(ofRow: 0) == " xy漢 ")
    #expect(canvas[0, 4].isContinuation && !canvas[0, 5].isContinuation)
  }

  @Test func aBoxFramesItsTitleAndClearsItsInside() {
    var canvas = Canvas(size: TerminalSize(columns: 16, rows: 4))
    canvas.fill(canvas.bounds, style: .dim)
    let inside = canvas.drawBox(
      TerminalRect(row: 0, column: 0, height: 4, width: 14), title: "Log out?")
    #expect(inside == TerminalRect(row: 1, column: 1, height: 2, width: 12))
    #expect(
      canvas.text == """
        ┌─ Log out? ─┐
        │            │
        │            │
        └────────────┘
        """)
    #expect(canvas[1, 1] == .blank)
    #expect(canvas[1, 15].style == .dim)
  }

  @Test func aWideTitleIsCutBetweenWholeCharacters() {
    var canvas = Canvas(size: TerminalSize(columns: 10, rows: 3))
    canvas.drawBox(canvas.bounds, title: "고양이 책방")
    // Five cells for " title": a space, 고 (2), and no room for 양 beside the ellipsis.
    #expect(canvas.text(ofRow: 0) == "┌─ 고… ──┐")
    #expect(canvas.text(ofRow: 2) == "└────────┘")
  }

  @Test func aBoxTooSmallDrawsNothing() {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 4))
    let inside = canvas.drawBox(TerminalRect(row: 0, column: 0, height: 1, width: 4), title: "x")
    #expect(inside.isEmpty)
    #expect(canvas == Canvas(size: TerminalSize(columns: 4, rows: 4)))
  }

  @Test func anOverlayComposesOverTheScreenBelow() {
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 6))
    for row in 0..<6 { canvas.draw(String(repeating: "가", count: 10), row: row, column: 0) }
    // Columns 3 to 14: both edges cut a wide character in half.
    let inside = canvas.drawBox(TerminalRect(row: 1, column: 3, height: 4, width: 12), title: "Hi")
    canvas.draw("Delete?", row: inside.row, column: inside.column, style: .bold)
    #expect(
      canvas.text == """
        가가가가가가가가가가
        가 ┌─ Hi ─────┐ 가가
        가 │Delete?   │ 가가
        가 │          │ 가가
        가 └──────────┘ 가가
        가가가가가가가가가가
        """)
    #expect(canvas[2, 4].style == .bold)
  }

  @Test func drawingOutsideTheCanvasIsClipped() {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 2))
    canvas.draw("hidden", row: 5, column: 0)
    canvas.draw("hidden", row: -1, column: 0)
    canvas.draw("한x", row: 0, column: -1)
    canvas.fill(TerminalRect(row: -3, column: 2, height: 4, width: 99), style: .inverse)
    canvas.fill(TerminalRect(row: 1, column: 1, height: -2, width: 2), style: .inverse)
    canvas.drawRule(row: 1, column: 3, width: -1)
    canvas.drawBox(TerminalRect(row: 1, column: 2, height: 5, width: 5))
    #expect(canvas.text(ofRow: 0) == " x  ")
    #expect(canvas[0, 2].style == .inverse && canvas[1, 1].style == [])
    #expect(canvas.text(ofRow: 1) == "  ┌─")
  }
}
