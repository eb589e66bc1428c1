/// The few escape sequences the renderer writes besides styles (ECMA-48 and xterm).
enum ControlSequence {
  /// Erases from the cursor to the end of the line.
  static let eraseToEndOfLine: [UInt8] = Array("\u{1B}[K".utf8)
  /// Clears the whole screen.
  static let clearScreen: [UInt8] = Array("\u{1B}[2J".utf8)
  /// Moves the cursor to the top-left cell, where it waits between frames.
  static let home: [UInt8] = Array("\u{1B}[H".utf8)

  /// Moves the cursor to the start of a row (counted from 0).
  static func moveToRow(_ row: Int, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    bytes.append(contentsOf: String(row + 1).utf8)
    bytes.append(UInt8(ascii: "H"))
  }
}
