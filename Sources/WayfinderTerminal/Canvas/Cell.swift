/// One character cell of a ``Canvas``: a character and its style.
///
/// A wide character (Hangul, CJK, most emoji) takes two cells: the first holds the character,
/// the second is a continuation that draws nothing.
public struct Cell: Hashable, Sendable {
  /// The character shown; a space in a blank cell and in a continuation.
  public var character: Character
  /// How the character is drawn.
  public var style: CellStyle
  /// Whether the cell is the right half of the wide character in the cell before it.
  public var isContinuation: Bool

  /// Creates a cell that shows one character.
  public init(_ character: Character, style: CellStyle = []) {
    self.character = character
    self.style = style
    self.isContinuation = false
  }

  /// A blank cell, as a new canvas is filled with.
  public static let blank = Cell(" ")

  /// The right half of a wide character.
  static func continuation(style: CellStyle) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }

  /// Whether the cell shows nothing and has no style, so that a renderer can leave it to an
  /// erase.
  var isPlainBlank: Bool { style.isEmpty && character == " " }
}
