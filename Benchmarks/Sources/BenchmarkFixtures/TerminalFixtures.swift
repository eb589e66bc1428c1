import WayfinderTerminal

/// The terminal the terminal benchmarks draw on: a wide one, where a host shows a sidebar.
public let benchmarkTerminal = TerminalSize(columns: 200, rows: 60)

/// A list screen as the terminal host draws it.
///
/// A navigation bar with a back control, 55 book rows (title, author, year) with the selected
/// one inverse across the whole width, a tab bar and a help line. Pressing Down moves
/// `selected` by one.
public func listScreen(selected: Int, size: TerminalSize = benchmarkTerminal) -> Canvas {
  var canvas = Canvas(size: size)
  canvas.draw("‹ Home", row: 0, column: 1, style: .dim)
  canvas.draw("Library", row: 0, column: size.columns / 2 - 3, style: .bold)
  canvas.drawRule(row: 1, column: 0, width: size.columns)
  for index in 0..<(size.rows - 5) {
    let row = 2 + index
    let style: CellStyle = index == selected ? .inverse : []
    canvas.fill(TerminalRect(row: row, column: 0, height: 1, width: size.columns), style: style)
    canvas.draw(
      "책 읽는 고양이 제\(index + 1)권: The Cat Who Read Books", row: row, column: 2,
      width: 90, style: style.union(index == selected ? .bold : []))
    canvas.draw("Kim Mi-rae", row: row, column: 100, width: 40, style: style.union(.dim))
    canvas.draw(String(1990 + index), row: row, column: size.columns - 6, style: style)
  }
  canvas.drawRule(row: size.rows - 3, column: 0, width: size.columns)
  canvas.draw(" Home   Q&A   Library ", row: size.rows - 2, column: 0, style: .underline)
  canvas.draw(
    "↑↓ move  ⏎ open  b back  / search  q quit", row: size.rows - 1, column: 0,
    style: .dim)
  return canvas
}

/// A frame with text in every cell and a style change every few cells: a sidebar of sections
/// beside a detail of styled paragraphs, Hangul among them, and a sheet over both.
public func styledFrame(size: TerminalSize = benchmarkTerminal) -> Canvas {
  var canvas = Canvas(size: size)
  let styles: [CellStyle] = [[], .bold, .dim, .underline, [.bold, .underline]]
  for row in 0..<size.rows {
    canvas.draw(
      row % 7 == 0 ? "▸ Library" : "  Section \(row)", row: row, column: 0, width: 40,
      style: row % 7 == 0 ? .inverse : [])
    canvas.draw("│", row: row, column: 40)
    var column = 42
    var word = 0
    while column < size.columns {
      let text = word % 3 == 0 ? "고양이 " : "words\(word) "
      column += canvas.draw(text, row: row, column: column, style: styles[word % styles.count])
      word += 1
    }
  }
  canvas.drawBox(
    canvas.bounds.centered(height: 12, width: 60), title: "Add Book", style: .bold)
  return canvas
}
