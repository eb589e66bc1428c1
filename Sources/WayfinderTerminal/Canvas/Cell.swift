/// One character cell of a ``Canvas``: a character and its style.
///
/// A wide character (Hangul, CJK, most emoji) takes two cells or more: the first holds the
/// character, the others are continuations that draw nothing.
public struct Cell: Hashable, Sendable {
  /// The character when it is more than one scalar, as e with U+0301 or a flag are.
  ///
  /// Declared first, so that the cell packs into 24 bytes.
  private var cluster: String?
  /// The character when it is one Unicode scalar, as nearly all are; U+FFFC when it is not.
  ///
  /// Frames are compared cell by cell, and comparing a scalar is far cheaper than comparing a
  /// `Character`'s text.
  private var scalar: Unicode.Scalar
  /// How the character is drawn.
  public var style: CellStyle
  /// Whether the cell is the right half of the wide character in the cell before it.
  public private(set) var isContinuation = false

  /// Creates a cell that shows one character.
  public init(_ character: Character, style: CellStyle = []) {
    let scalars = character.unicodeScalars
    if scalars.count == 1 {
      scalar = scalars.first!
    } else {
      scalar = "\u{FFFC}"
      cluster = String(character)
    }
    self.style = style
  }

  /// Creates a cell that shows a character of one scalar.
  init(scalar: Unicode.Scalar, style: CellStyle = []) {
    self.scalar = scalar
    self.style = style
  }

  /// The character shown; a space in a blank cell and in a continuation.
  public var character: Character {
    cluster.map(Character.init) ?? Character(scalar)
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
  var isPlainBlank: Bool { style.isEmpty && scalar == " " }

  /// Whether two cells show the same character in the same style.
  ///
  /// The cheap parts are compared first: the renderer compares every cell of a frame.
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.scalar == rhs.scalar && lhs.style == rhs.style && lhs.isContinuation == rhs.isContinuation
      && (lhs.scalar != "\u{FFFC}" || lhs.cluster == rhs.cluster)
  }

  /// Appends the character's UTF-8 bytes.
  func appendCharacter(to bytes: inout [UInt8]) {
    if let cluster {
      bytes.append(contentsOf: cluster.utf8)
    } else if scalar.isASCII {
      bytes.append(UInt8(truncatingIfNeeded: scalar.value))
    } else {
      bytes.append(contentsOf: scalar.utf8)
    }
  }
}
