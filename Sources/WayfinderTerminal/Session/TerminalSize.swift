/// The size of a terminal or a canvas, in character cells.
///
/// ```swift
/// let size = TerminalSize(columns: 200, rows: 60)
/// var canvas = Canvas(size: size)
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns (cells across).
  public var columns: Int
  /// The number of rows (lines down).
  public var rows: Int

  /// Creates a size; negative values count as zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The most columns or rows a program may be asked to lay out for: an ``InputScript``'s
  /// `resize` and a command-line width (BookKitty's `--width`) are checked against it.
  ///
  /// A frame holds a cell for every column of every row, so an unchecked size from a script
  /// (`resize 10000x10000`) would take seconds and gigabytes for one line. A thousand is more
  /// than any terminal shows at a readable font size, and keeps the largest frame at a million
  /// cells.
  public static let maximumSide = 1_000

  /// The size most terminals open with, for when none can be found.
  public static let standard = TerminalSize(columns: 80, rows: 24)

  /// The size of the terminal on standard output; when standard output is not a terminal, the
  /// size the `COLUMNS` and `LINES` environment variables give; nil when neither tells.
  ///
  /// A host driven by an ``InputScript`` lays out for this size (or ``standard``) until a
  /// `resize` command changes it:
  ///
  /// ```sh
  /// COLUMNS=60 LINES=20 bookkitty < script.txt
  /// ```
  public static var current: TerminalSize? {
    Platform.size(of: Platform.standardOutput)
  }

  /// The size the `COLUMNS` and `LINES` environment variables give, or nil unless both are
  /// positive whole numbers.
  package init?(columns: String?, lines: String?) {
    guard let columns = columns.flatMap({ Int($0) }), let rows = lines.flatMap({ Int($0) }),
      columns > 0, rows > 0
    else { return nil }
    self.init(columns: columns, rows: rows)
  }

  /// The size as `<columns>x<rows>`, the form `resize` takes in an ``InputScript``.
  public var description: String { "\(columns)x\(rows)" }
}
