import WayfinderTerminal

/// Bytes as text with ESC shown as `⎋`, so that expected output reads like the sequences.
func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingEscapes()
}

extension String {
  /// The string with ESC shown as `⎋`.
  func replacingEscapes() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}

/// How many times a byte sequence occurs in bytes.
func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
  let needle = Array(needle.utf8)
  guard bytes.count >= needle.count else { return 0 }
  return (0...(bytes.count - needle.count)).count {
    bytes[$0..<$0 + needle.count].elementsEqual(needle)
  }
}

/// A list screen as a host draws it: a navigation bar, rows with one selected, a tab bar and a
/// help line.
func listScreen(size: TerminalSize, selected: Int, titles: [String]? = nil) -> Canvas {
  var canvas = Canvas(size: size)
  canvas.draw("‹ Home", row: 0, column: 0, style: .dim)
  canvas.draw("Library", row: 0, column: size.columns / 2 - 3, style: .bold)
  canvas.drawRule(row: 1, column: 0, width: size.columns)
  let titles = titles ?? (1...(size.rows - 4)).map { "Book \($0): 책 읽는 고양이" }
  for (index, title) in titles.prefix(size.rows - 4).enumerated() {
    let style: CellStyle = index == selected ? .inverse : []
    canvas.fill(
      TerminalRect(row: 2 + index, column: 0, height: 1, width: size.columns), style: style)
    canvas.draw(title, row: 2 + index, column: 2, width: size.columns - 4, style: style)
  }
  canvas.draw(" Home │ Q&A │ Library ", row: size.rows - 2, column: 0, style: .underline)
  canvas.draw("↑↓ move  ⏎ open  b back  q quit", row: size.rows - 1, column: 0, style: .dim)
  return canvas
}
