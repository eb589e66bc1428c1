extension Canvas {
  /// Fills a rectangle with blank cells of a style: what an overlay clears before it draws.
  public mutating func fill(_ rect: TerminalRect, style: CellStyle = []) {
    repeatCell(Cell(" ", style: style), in: rect)
  }

  /// Draws a horizontal line (─) across `width` cells.
  public mutating func drawRule(row: Int, column: Int, width: Int, style: CellStyle = []) {
    repeatCell(
      Cell("─", style: style), in: TerminalRect(row: row, column: column, height: 1, width: width))
  }

  /// Draws a framed box with an optional title in its top border, and clears its inside.
  ///
  /// The title is sanitised and cut with an ellipsis to fit between the corners. A box
  /// narrower or shorter than 2 cells draws nothing.
  ///
  /// ```swift
  /// let inside = canvas.drawBox(canvas.bounds.centered(height: 7, width: 40), title: "Log out?")
  /// ```
  ///
  /// - Returns: The rectangle inside the border, for the box's content.
  @discardableResult
  public mutating func drawBox(_ rect: TerminalRect, title: String? = nil, style: CellStyle = [])
    -> TerminalRect
  {
    guard rect.height >= 2, rect.width >= 2 else {
      return TerminalRect(row: rect.row, column: rect.column, height: 0, width: 0)
    }
    let inside = rect.insetBy(1)
    fill(inside)
    let bottom = rect.row + rect.height - 1
    let right = rect.column + rect.width - 1
    drawRule(row: rect.row, column: rect.column + 1, width: rect.width - 2, style: style)
    drawRule(row: bottom, column: rect.column + 1, width: rect.width - 2, style: style)
    for row in inside.row..<inside.row + inside.height {
      put(Cell("│", style: style), row: row, column: rect.column)
      put(Cell("│", style: style), row: row, column: right)
    }
    put(Cell("┌", style: style), row: rect.row, column: rect.column)
    put(Cell("┐", style: style), row: rect.row, column: right)
    put(Cell("└", style: style), row: bottom, column: rect.column)
    put(Cell("┘", style: style), row: bottom, column: right)
    if let title, rect.width >= 6 {
      // "┌─ Title ─┐": a space either side, inside the corner and one rule cell.
      let used = draw(" \(title)", row: rect.row, column: rect.column + 2, width: rect.width - 5)
      put(Cell(" ", style: style), row: rect.row, column: rect.column + 2 + used)
    }
    return inside
  }

  /// Sets the same cell across a rectangle, clipped to the canvas.
  private mutating func repeatCell(_ cell: Cell, in rect: TerminalRect) {
    let columns = span(from: rect.column, length: rect.width, within: size.columns)
    guard let first = columns.first, let last = columns.last else { return }
    for row in span(from: rect.row, length: rect.height, within: size.rows) {
      // Only the ends can cut a wide character in half; the cells between are all replaced.
      put(cell, row: row, column: first)
      put(cell, row: row, column: last)
      replaceCells(row: row, columns: columns.dropFirst().dropLast(), with: cell)
    }
  }

  /// The part of `start..<start + length` inside `0..<limit`, empty when none is.
  private func span(from start: Int, length: Int, within limit: Int) -> Range<Int> {
    let lower = min(max(start, 0), limit)
    return lower..<max(lower, min(start + length, limit))
  }
}
