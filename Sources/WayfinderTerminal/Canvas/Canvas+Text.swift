extension Canvas {
  /// Draws sanitised text on one row, clipped to a width and to the canvas.
  ///
  /// ```swift
  /// canvas.draw("The Hitchhiker's Guide to the Galaxy", row: 3, column: 2, width: 30)
  /// // "The Hitchhiker's Guide to th…"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text; control characters and escape sequences in it are removed first.
  ///   - row: The row, from 0.
  ///   - column: The first column, from 0.
  ///   - width: The most cells to use; nil runs to the right edge.
  ///   - style: The style of the cells drawn.
  ///   - ellipsis: Whether text that does not fit ends in "…" (true), as
  ///     ``TerminalText/truncate(_:toWidth:ellipsis:)`` cuts it, or is cut off (false).
  /// - Returns: The number of cells drawn.
  /// - Complexity: O(n) in the text's length, in one pass over its characters.
  @discardableResult
  public mutating func draw(
    _ text: String, row: Int, column: Int, width: Int? = nil, style: CellStyle = [],
    ellipsis: Bool = true
  ) -> Int {
    let limit = min(width ?? .max, size.columns - column)
    guard row >= 0, row < size.rows, limit > 0 else { return 0 }
    let (glyphs, total) = Self.glyphs(of: TerminalText.sanitize(text), style: style)
    let isCut = total > limit
    // With an ellipsis, what is cut makes room for the "…" (one cell) as well.
    let room = isCut && ellipsis ? limit - 1 : limit
    var used = 0
    for (cell, width) in glyphs {
      guard used + width <= room else { break }
      if width == 1 {
        put(cell, row: row, column: column + used)
      } else {
        putWide(cell, width: width, row: row, column: column + used)
      }
      used += width
    }
    if isCut && ellipsis {
      put(Cell("…", style: style), row: row, column: column + used)
      used += 1
    } else if isCut {
      // Spaces where a wide character would have been split.
      while used < limit {
        put(Cell(" ", style: style), row: row, column: column + used)
        used += 1
      }
    }
    return used
  }

  /// The cell of a character without the zero-width joiners at its end: one there would join
  /// the next cell's character (a border, the ellipsis) into this one on the terminal.
  private static func cell(withoutJoinersAtTheEndOf character: Character, style: CellStyle)
    -> Cell
  {
    let scalars = character.unicodeScalars
    let kept = scalars.reversed().drop { $0 == TerminalText.zeroWidthJoiner }.count
    let joined = String(String.UnicodeScalarView(scalars.prefix(kept)))
    guard joined.count == 1 else { return Cell(character, style: style) }
    return Cell(Character(joined), style: style)
  }

  /// The cells of the text's characters that take space, with their widths and their sum.
  ///
  /// Text of ASCII only (the common case) skips grapheme breaking.
  private static func glyphs(of text: String, style: CellStyle) -> ([(Cell, Int)], Int) {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let glyphs = text.utf8.map { (Cell(scalar: Unicode.Scalar($0), style: style), 1) }
      return (glyphs, glyphs.count)
    }
    var glyphs: [(Cell, Int)] = []
    var total = 0
    for character in text {
      let (width, endsInJoiner) = TerminalText.measure(character)
      guard width > 0 else { continue }
      let cell =
        endsInJoiner
        ? cell(withoutJoinersAtTheEndOf: character, style: style) : Cell(character, style: style)
      glyphs.append((cell, width))
      total += width
    }
    return (glyphs, total)
  }
}
