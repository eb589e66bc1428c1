/// How a cell is drawn: a few attributes that every terminal supports, and that read without
/// colour.
///
/// ```swift
/// canvas.draw("Library", row: 0, column: 2, style: .bold)
/// canvas.draw("Dune", row: 4, column: 0, width: 40, style: [.inverse])  // the selection
/// ```
public struct CellStyle: OptionSet, Hashable, Sendable {
  /// The attributes as bits.
  public let rawValue: UInt8

  /// Creates a style from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0b1111
  }

  /// Bold or bright text: titles.
  public static let bold = CellStyle(rawValue: 1 << 0)
  /// Faint text: hints, disabled items.
  public static let dim = CellStyle(rawValue: 1 << 1)
  /// Underlined text: text fields, links.
  public static let underline = CellStyle(rawValue: 1 << 2)
  /// Foreground and background swapped: the selected row, the focused button.
  public static let inverse = CellStyle(rawValue: 1 << 3)

  /// The SGR sequence that switches from any style to this one: a reset, then the
  /// attributes (`ESC [ 0 ; 1 ; 7 m`), precomputed for the 16 styles.
  var selectGraphicRendition: [UInt8] { Self.sequences[Int(rawValue)] }

  private static let sequences: [[UInt8]] = (0..<16).map { bits in
    let codes = [(1, "1"), (2, "2"), (4, "4"), (8, "7")].filter { bits & $0.0 != 0 }.map(\.1)
    return Array("\u{1B}[\((["0"] + codes).joined(separator: ";"))m".utf8)
  }
}
