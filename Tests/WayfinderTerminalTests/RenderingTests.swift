import Testing
import WayfinderTerminal

@Suite struct RenderingTests {
  @Test func aRowSwitchesStyleOnlyWhereItChangesAndErasesTrailingBlanks() {
    var canvas = Canvas(size: TerminalSize(columns: 10, rows: 1))
    canvas.draw("ab", row: 0, column: 0)
    canvas.draw("cd", row: 0, column: 2, style: .bold)
    canvas.draw("e", row: 0, column: 4, style: [.bold, .inverse])
    var renderer = LineDiffRenderer()
    #expect(
      visible(renderer.fullRedraw(canvas))
        == "⎋[0m⎋[2J⎋[1Hab⎋[0;1mcd⎋[0;1;7me⎋[0m⎋[K⎋[H")
  }

  @Test func aFullRowIsNotErasedAndAWideCharacterIsWrittenOnce() {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 1))
    canvas.draw("a한b", row: 0, column: 0, style: .underline)
    var renderer = LineDiffRenderer()
    #expect(visible(renderer.fullRedraw(canvas)) == "⎋[0m⎋[2J⎋[1H⎋[0;4ma한b⎋[0m⎋[H")
  }

  @Test func theFirstFrameIsDrawnInFullAndAnUnchangedFrameWritesNothing() {
    let canvas = listScreen(size: TerminalSize(columns: 40, rows: 12), selected: 0)
    var renderer = LineDiffRenderer()
    var reference = LineDiffRenderer()
    #expect(renderer.render(canvas) == reference.fullRedraw(canvas))
    #expect(renderer.render(canvas).isEmpty)
  }

  @Test func movingTheSelectionRewritesOnlyTheTwoRowsThatChanged() {
    let size = TerminalSize(columns: 200, rows: 60)
    var renderer = LineDiffRenderer()
    _ = renderer.render(listScreen(size: size, selected: 3))
    let next = listScreen(size: size, selected: 4)
    let diff = renderer.render(next)
    var reference = LineDiffRenderer()
    let full = reference.fullRedraw(next)
    #expect(occurrences(of: "\u{1B}[6H", in: diff) == 1)  // row 5: selection 3, unselected
    #expect(occurrences(of: "\u{1B}[7H", in: diff) == 1)  // row 6: selection 4, selected
    #expect(occurrences(of: "H", in: diff) == 3)  // two rows and the parked cursor
    let rows = rowsWritten(in: full)
    #expect(
      diff.count == rows[5].line.count + rows[6].line.count
        + "\u{1B}[6H\u{1B}[7H\u{1B}[H".utf8.count)
    #expect(diff.count * 10 < full.count, "\(diff.count) bytes against \(full.count)")
  }

  @Test func aNewSizeOrAnInvalidationRedrawsEverything() {
    var renderer = LineDiffRenderer()
    _ = renderer.render(listScreen(size: TerminalSize(columns: 80, rows: 24), selected: 0))
    let wide = listScreen(size: TerminalSize(columns: 120, rows: 24), selected: 0)
    var reference = LineDiffRenderer()
    #expect(renderer.render(wide) == reference.fullRedraw(wide))
    renderer.invalidate()
    #expect(renderer.render(wide) == reference.fullRedraw(wide))
  }

  @Test func diffedFramesLeaveTheSameScreenAsFullRedraws() {
    // Replaying the diffs on a model terminal must give each frame's rows exactly.
    let size = TerminalSize(columns: 30, rows: 8)
    var renderer = LineDiffRenderer()
    var screen = Array(repeating: [UInt8](), count: size.rows)
    for selected in [0, 1, 2, 2, 3, 0] {
      let frame = listScreen(size: size, selected: selected)
      let bytes = renderer.render(frame)
      for (row, line) in rowsWritten(in: bytes) { screen[row] = line }
      for row in 0..<size.rows {
        var single = LineDiffRenderer()
        let rows = rowsWritten(in: single.fullRedraw(frame))
        #expect(screen[row] == rows.first { $0.row == row }?.line)
      }
    }
  }

  /// The bytes written after each cursor move `ESC [ <row> H`, up to the next move or the
  /// parking `ESC [ H`, by row (from 0).
  private func rowsWritten(in bytes: [UInt8]) -> [(row: Int, line: [UInt8])] {
    let text = String(decoding: bytes, as: UTF8.self)
    let moves = text.matches(of: /\x1B\[(\d+)H/)
    return moves.indices.map { index in
      let end = index + 1 < moves.count ? moves[index + 1].range.lowerBound : text.endIndex
      var line = text[moves[index].range.upperBound..<end]
      if line.hasSuffix("\u{1B}[H") { line = line.dropLast(3) }
      return (Int(moves[index].output.1)! - 1, Array(line.utf8))
    }
  }
}
