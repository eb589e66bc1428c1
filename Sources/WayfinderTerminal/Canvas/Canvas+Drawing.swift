extension Canvas {
  /// Draws sanitised text on one row, clipped to a width and to the canvas.
  ///
  /// ```swift
  /// canvas.draw(book.title, row: 3, column: 2, width: 30)  // "The Hitchhiker's Guide to th…"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text; control characters and escape sequences in it are removed first.
  ///   - row: The row, from 0.
  ///   - column: The first column, from 0.
  ///   - width: The most cells to use; nil runs to the right edge.
  ///   - style: The style of the cells drawn.
  ///   - ellipsis: Whether text that does not fit ends in "…" (true) or is cut off (false).
  /// - Returns: The number of cells drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, row: Int, column: Int, width: Int? = nil, style: CellStyle = [],
    ellipsis: Bool = true
  ) -> Int {
    let limit = min(width ?? .max, size.columns - column)
    guard row >= 0, row < size.rows, limit > 0 else { return 0 }
    var text = TerminalText.sanitize(text)
    if ellipsis { text = TerminalText.truncate(text, toWidth: limit) }
    var used = 0
    for character in text {
      let characterWidth = TerminalText.width(of: character)
      if characterWidth == 0 { continue }
      if used + characterWidth > limit {
        // A wide character that would be split leaves a space in its first half.
        if used < limit { put(Cell(" ", style: style), row: row, column: column + used) }
        used = limit
        break
      }
      if characterWidth == 2 {
        putWide(Cell(character, style: style), row: row, column: column + used)
      } else {
        put(Cell(character, style: style), row: row, column: column + used)
      }
      used += characterWidth
    }
    return used
  }

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
    for row in span(from: rect.row, length: rect.height, within: size.rows) {
      for column in columns { put(cell, row: row, column: column) }
    }
  }

  /// The part of `start..<start + length` inside `0..<limit`, empty when none is.
  private func span(from start: Int, length: Int, within limit: Int) -> Range<Int> {
    let lower = min(max(start, 0), limit)
    return lower..<max(lower, min(start + length, limit))
  }
}
