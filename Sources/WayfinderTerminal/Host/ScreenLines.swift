/// A screen's items laid out as lines of a given width: paragraphs wrapped, rows, fields and
/// buttons one line each, each line knowing the selectable item it shows.
struct ScreenLines {
  /// One line: its parts, left to right, and the selectable item it belongs to.
  struct Line {
    var parts: [(text: String, style: CellStyle)]
    var selectable: Int?
  }

  private(set) var lines: [Line] = []

  /// Lays out `content`, marking the item at `selected` (among the selectable ones) and the
  /// field being typed into.
  init(
    _ content: ScreenContent, width: Int, selected: Int?, isActive: Bool, editingField: String?
  ) {
    var selectable = 0
    for item in content.items {
      switch item {
      case .spacer:
        lines.append(Line(parts: [], selectable: nil))
      case .text(let text, let style):
        let prefix = style == .error ? "! " : ""
        let cellStyle: CellStyle =
          switch style {
          case .plain: []
          case .heading, .error: .bold
          case .secondary: .dim
          }
        for line in Self.wrap(prefix + text, width: width) {
          lines.append(Line(parts: [(line, cellStyle)], selectable: nil))
        }
      case .row, .field, .button:
        let isSelected = selected == selectable
        let marker = isSelected ? "› " : "  "
        let emphasis: CellStyle = isSelected && isActive ? .inverse : []
        var parts: [(String, CellStyle)] = [(marker, [])]
        switch item {
        case .row(_, let title, let detail):
          parts.append((title, emphasis))
          if let detail { parts.append(("  " + detail, .dim)) }
        case .field(let id, let label, let value, let isSecure):
          let shown = isSecure ? String(repeating: "•", count: value.count) : value
          let isTyping = editingField == id && isSelected
          parts.append((label + ": ", emphasis))
          parts.append((shown + (isTyping ? "▏" : ""), .underline))
          // What starts typing here: a field takes keys once it is selected, and `/` resumes
          // one that Esc stopped. (A `/` pressed on a field being typed into is a letter.)
          if value.isEmpty && !isTyping {
            parts.append((isSelected ? "(/ to type)" : "(select to type)", .dim))
          }
        case .button(_, let title):
          parts.append(("[ " + title + " ]", emphasis.union(.bold)))
        case .text, .spacer:
          break
        }
        lines.append(Line(parts: parts, selectable: selectable))
        selectable += 1
      }
    }
  }

  /// The line showing the selectable item at `index`.
  func line(ofSelectable index: Int) -> Int? {
    lines.firstIndex { $0.selectable == index }
  }

  /// Draws the lines in `rect`, scrolled so that the selected item shows.
  func draw(in rect: TerminalRect, selected: Int?, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    var first = 0
    if let selected, let line = line(ofSelectable: selected), line >= rect.height {
      first = line - rect.height + 1
    }
    for (offset, line) in lines.dropFirst(first).prefix(rect.height).enumerated() {
      var column = rect.column
      let end = rect.column + rect.width
      for part in line.parts where column < end {
        column += canvas.draw(
          part.text, row: rect.row + offset, column: column, width: end - column,
          style: part.style)
      }
    }
  }

  /// Splits `text` into lines of at most `width` cells, at spaces where it can.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if TerminalText.width(of: candidate) <= width {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = String(word)
        // A word longer than the line is cut where it must be.
        while TerminalText.width(of: line) > width {
          var head = ""
          for character in line {
            if TerminalText.width(of: head + String(character)) > width { break }
            head.append(character)
          }
          if head.isEmpty { break }
          lines.append(head)
          line.removeFirst(head.count)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
