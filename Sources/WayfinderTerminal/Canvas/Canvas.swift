/// One frame of the screen: rows × columns of ``Cell``s that a host draws into, back to front,
/// and a ``LineDiffRenderer`` turns into the bytes a terminal needs.
///
/// Everything drawn is sanitised (``TerminalText/sanitize(_:)``) and clipped to the canvas: a
/// drawing call never fails, and what falls outside is dropped. A wide character takes as many
/// cells as ``TerminalText/width(of:)-(Character)`` gives it (two for Hangul and most emoji,
/// four for an emoji with a skin tone) and is never split: where it does not fit, spaces stand
/// instead, and drawing over any part of one blanks the rest. So an overlay drawn later
/// composes cleanly over what is under it.
///
/// ```swift
/// var canvas = Canvas(size: TerminalSize(columns: 80, rows: 24))
/// canvas.draw("‹ Library", row: 0, column: 0, style: .bold)
/// canvas.drawRule(row: 1, column: 0, width: 80)
/// canvas.draw("책 읽는 고양이", row: 2, column: 2, width: 30, style: .inverse)
/// let inside = canvas.drawBox(TerminalRect(row: 6, column: 10, height: 8, width: 40),
///                             title: "Delete this book?")
/// canvas.draw("It cannot be undone.", row: inside.row, column: inside.column)
/// ```
public struct Canvas: Hashable, Sendable {
  /// The number of columns and rows.
  public let size: TerminalSize
  /// The cells, row after row.
  private(set) var cells: [Cell]

  /// Creates a canvas of blank cells.
  public init(size: TerminalSize) {
    self.size = size
    self.cells = Array(repeating: .blank, count: size.columns * size.rows)
  }

  /// The whole canvas as a rectangle.
  public var bounds: TerminalRect {
    TerminalRect(row: 0, column: 0, height: size.rows, width: size.columns)
  }

  /// The cell at a position inside the canvas.
  public subscript(row: Int, column: Int) -> Cell {
    precondition(contains(row: row, column: column), "(\(row), \(column)) is outside \(size)")
    return cells[row * size.columns + column]
  }

  /// The cells of one row.
  func cells(ofRow row: Int) -> ArraySlice<Cell> {
    cells[row * size.columns..<(row + 1) * size.columns]
  }

  /// Whether a row holds the same cells as that row of another canvas of the same width.
  func rowEquals(_ row: Int, in other: Canvas) -> Bool {
    let start = row * size.columns
    return cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        for index in start..<start + size.columns where mine[index] != theirs[index] {
          return false
        }
        return true
      }
    }
  }

  /// The characters of one row as plain text, without styles and continuations, trailing
  /// spaces kept.
  public func text(ofRow row: Int) -> String {
    String(cells(ofRow: row).lazy.filter { !$0.isContinuation }.map(\.character))
  }

  /// The characters of every row, one line each, trailing spaces removed: what a person sees,
  /// for tests and for output that is not a terminal.
  public var text: String {
    (0..<size.rows).map { row in
      String(text(ofRow: row).reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  /// Sets one cell, blanking the rest of a wide character it overwrites.
  ///
  /// Positions outside the canvas are ignored.
  mutating func put(_ cell: Cell, row: Int, column: Int) {
    guard contains(row: row, column: column) else { return }
    let index = row * size.columns + column
    if cells[index].isContinuation
      || (column + 1 < size.columns && cells[index + 1].isContinuation)
    {
      blankWideCharacter(at: index, row: row)
    }
    cells[index] = cell
  }

  /// Blanks the wide character that the cell at `index` is part of, all but that cell: the
  /// cells before it back to the character's head, and its continuations after it.
  ///
  /// Kept out of ``put(_:row:column:)``, which runs for every cell drawn and rarely needs it.
  @inline(never)
  private mutating func blankWideCharacter(at index: Int, row: Int) {
    let start = row * size.columns
    if cells[index].isContinuation {
      var head = index - 1
      while head > start, cells[head].isContinuation { head -= 1 }
      for blanked in head..<index { cells[blanked] = Cell(" ", style: cells[blanked].style) }
    }
    blankContinuations(after: index, rowEnd: start + size.columns)
  }

  /// Sets the same cell across columns of a row, with no care for wide characters at the ends:
  /// the caller has put the end cells already.
  mutating func replaceCells(row: Int, columns: Range<Int>, with cell: Cell) {
    let start = row * size.columns
    cells.replaceSubrange(
      start + columns.lowerBound..<start + columns.upperBound,
      with: repeatElement(cell, count: columns.count))
  }

  /// Sets a wide character into `width` cells: the character, then continuations; where part
  /// of it is outside the canvas, the cells inside show spaces.
  mutating func putWide(_ cell: Cell, width: Int, row: Int, column: Int) {
    guard contains(row: row, column: column), contains(row: row, column: column + width - 1)
    else {
      for inside in max(column, 0)..<max(0, min(column + width, size.columns)) {
        put(Cell(" ", style: cell.style), row: row, column: inside)
      }
      return
    }
    put(cell, row: row, column: column)
    let start = row * size.columns + column
    for index in start + 1..<start + width {
      cells[index] = .continuation(style: cell.style)
    }
    // A wide character overwritten at its head, whose continuations run on past this one.
    blankContinuations(after: start + width - 1, rowEnd: row * size.columns + size.columns)
  }

  /// Blanks the continuations that follow the cell at `index`, up to the row's end: the rest of
  /// a wide character whose head is overwritten.
  private mutating func blankContinuations(after index: Int, rowEnd: Int) {
    var next = index + 1
    while next < rowEnd, cells[next].isContinuation {
      cells[next] = Cell(" ", style: cells[next].style)
      next += 1
    }
  }
}
