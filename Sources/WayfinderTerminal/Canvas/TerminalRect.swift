/// A rectangle of cells on a ``Canvas``, from its top-left cell.
///
/// ```swift
/// let sheet = TerminalRect(row: 3, column: 10, height: 12, width: 60)
/// let inside = canvas.drawBox(sheet, title: "Add Book")
/// ```
public struct TerminalRect: Hashable, Sendable {
  /// The top row, from 0.
  public var row: Int
  /// The left column, from 0.
  public var column: Int
  /// The number of rows; zero or less is empty.
  public var height: Int
  /// The number of columns; zero or less is empty.
  public var width: Int

  /// Creates a rectangle.
  public init(row: Int, column: Int, height: Int, width: Int) {
    self.row = row
    self.column = column
    self.height = height
    self.width = width
  }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { height <= 0 || width <= 0 }

  /// The rectangle with `amount` cells taken off each side.
  public func insetBy(_ amount: Int) -> TerminalRect {
    TerminalRect(
      row: row + amount, column: column + amount, height: height - 2 * amount,
      width: width - 2 * amount)
  }

  /// A rectangle of the given size, centred in this one (rounded up and to the left).
  public func centered(height: Int, width: Int) -> TerminalRect {
    let height = min(height, self.height)
    let width = min(width, self.width)
    return TerminalRect(
      row: row + (self.height - height) / 2, column: column + (self.width - width) / 2,
      height: height, width: width)
  }
}
