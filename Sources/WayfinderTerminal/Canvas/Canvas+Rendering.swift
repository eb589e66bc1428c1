extension Canvas {
  /// Appends the bytes that draw one row from its first column: SGR sequences only where the
  /// style changes, the characters, a reset at the end if a style is on, and an erase to the
  /// end of the line (`ESC [ K`) in place of trailing blanks.
  ///
  /// Trailing blanks are erased rather than written: it is shorter, and it never writes the
  /// last column, where some terminals would wrap or scroll.
  func appendRow(_ row: Int, to bytes: inout [UInt8]) {
    let cells = cells(ofRow: row)
    let end = cells.lastIndex { !$0.isPlainBlank }.map { $0 + 1 } ?? cells.startIndex
    var current = CellStyle()
    for cell in cells[cells.startIndex..<end] where !cell.isContinuation {
      if cell.style != current {
        bytes.append(contentsOf: cell.style.selectGraphicRendition)
        current = cell.style
      }
      cell.appendCharacter(to: &bytes)
    }
    if !current.isEmpty { bytes.append(contentsOf: CellStyle().selectGraphicRendition) }
    if end < cells.endIndex { bytes.append(contentsOf: ControlSequence.eraseToEndOfLine) }
  }
}
