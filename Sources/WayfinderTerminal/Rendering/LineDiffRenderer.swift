/// Turns frames into terminal bytes, writing only the rows that changed since the last frame.
///
/// Moving a selection in a list changes two rows, so a keypress costs two rows of bytes
/// instead of a screen's. The first frame, and the first after the size changed or
/// ``invalidate()``, clears the screen and draws every row. After each frame the cursor waits,
/// hidden (``TerminalSession`` hides it), in the top-left cell.
///
/// ```swift
/// var renderer = LineDiffRenderer()
/// try session.write(renderer.render(canvas))  // everything
/// canvas.draw("▸ Dune", row: 5, column: 0, style: .inverse)
/// try session.write(renderer.render(canvas))  // row 5 only
/// ```
public struct LineDiffRenderer: Sendable {
  private var previous: Canvas?

  /// Creates a renderer whose first frame is drawn in full.
  public init() {}

  /// The bytes that change the screen from the previous frame to this one.
  ///
  /// For each changed row: a cursor move, the row, and an erase to the end of the line. Empty
  /// when nothing changed.
  ///
  /// - Complexity: O(cells): unchanged rows are compared, not rendered.
  public mutating func render(_ canvas: Canvas) -> [UInt8] {
    guard let previous, previous.size == canvas.size else { return fullRedraw(canvas) }
    var bytes: [UInt8] = []
    for row in 0..<canvas.size.rows where !canvas.rowEquals(row, in: previous) {
      ControlSequence.moveToRow(row, into: &bytes)
      canvas.appendRow(row, to: &bytes)
    }
    if !bytes.isEmpty { bytes.append(contentsOf: ControlSequence.home) }
    self.previous = canvas
    return bytes
  }

  /// The bytes that clear the screen and draw every row of the frame, whatever was shown
  /// before: what ``render(_:)`` writes for a first frame, and the baseline it is measured
  /// against.
  public mutating func fullRedraw(_ canvas: Canvas) -> [UInt8] {
    var bytes = CellStyle().selectGraphicRendition + ControlSequence.clearScreen
    bytes.reserveCapacity(canvas.size.rows * (canvas.size.columns + 16))
    for row in 0..<canvas.size.rows {
      ControlSequence.moveToRow(row, into: &bytes)
      canvas.appendRow(row, to: &bytes)
    }
    bytes.append(contentsOf: ControlSequence.home)
    previous = canvas
    return bytes
  }

  /// Forgets the previous frame, so that the next ``render(_:)`` draws in full: after
  /// something else wrote to the screen.
  public mutating func invalidate() {
    previous = nil
  }
}
