extension NavigationTree {
  /// A stable, human-readable text of the tree: one line per node, two spaces per level of
  /// nesting.
  ///
  /// Tests compare dumps, logs print them, and tools read them. Routes print without module
  /// names, so expected strings stay stable. What each line says:
  /// <doc:GettingStarted#Read-the-tree-in-a-dump>.
  public func dump() -> String {
    var lines: [String] = []
    appendLines(of: root, header: nil, indent: 0, into: &lines)
    var indent = 1
    for presentation in presentations {
      var header = presentation.style.rawValue
      if let context = presentation.context { header += " in \(context)" }
      if presentation.transition != .automatic {
        header += " (\(presentation.transition.rawValue))"
      }
      if presentation.refusesUserDismissal { header += " (refuses dismissal)" }
      if !presentation.options.isEmpty {
        let options = presentation.options
        header += " (\(options.text(ofDialog: presentation.style.isDialog)))"
      }
      if let dialog = presentation.dialog {
        let pad = String(repeating: "  ", count: indent)
        var line = pad + "\(header): \"\(dialog.title)\""
        if let message = dialog.message { line += " — \(message)" }
        lines.append(line)
        for action in dialog.actions {
          let role = action.role == .regular ? "" : " (\(action.role.rawValue))"
          lines.append(pad + "  [\(action.id)] \(action.title)\(role)")
        }
      } else {
        appendLines(of: presentation.container, header: header, indent: indent, into: &lines)
      }
      indent += 1
    }
    return lines.joined(separator: "\n")
  }

  private func appendLines(
    of container: Container<Route>, header: String?, indent: Int, into lines: inout [String]
  ) {
    let pad = String(repeating: "  ", count: indent)
    let kind: String
    switch container {
    case .stack: kind = "stack"
    case .tabs: kind = "tabs"
    case .split: kind = "split"
    }
    var notes: [String] = []
    if let sections = container.sections {
      if !sections.hasSelection { notes.append("nothing selected") }
      // Columns are a split's: tabs keep them for the next split, and show none.
      if case .split = container, sections.columnVisibility != .automatic {
        notes.append("columns \(sections.columnVisibility.rawValue)")
      }
      if case .split = container, sections.splitColumns == .three { notes.append("three columns") }
    }
    let described = notes.isEmpty ? kind : "\(kind) (\(notes.joined(separator: ", ")))"
    lines.append(pad + (header.map { "\($0): \(described)" } ?? described))
    switch container {
    case .stack(let stack):
      appendRoutes(of: stack, pad: pad + "  ", into: &lines)
    case .tabs(let sections), .split(let sections):
      let label = container.layout == .tabs ? "tab" : "section"
      let layout = container.layout ?? .tabs
      for (id, stack) in sections.stacks {
        var marks: [String] = []
        if sections.actions.contains(id) { marks.append("action") }
        if id == sections.selection && sections.hasSelection { marks.append("selected") }
        if sections.hidesBar(in: id) { marks.append("hides bar") }
        let pinned = id == sections.pinnedColumn
        if pinned { marks.append("pinned") }
        switch sections.visibility(of: id) {
        case .everywhere: break
        case .splitOnly: marks.append("split only")
        case .tabsOnly: marks.append("tabs only")
        }
        if !sections.isVisible(id, in: layout), !(pinned && layout == .split) {
          marks.append("hidden")
        }
        let mark = marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))"
        lines.append(pad + "  \(label) \(id)\(mark)")
        appendRoutes(of: stack, pad: pad + "    ", into: &lines)
      }
    }
  }

  /// One line per route, root first; the top one says when it refuses the user's back.
  private func appendRoutes(of stack: Stack<Route>, pad: String, into lines: inout [String]) {
    lines.append(contentsOf: stack.map { pad + RouteText.describe($0) })
    if stack.refusesUserBack, !stack.isEmpty { lines[lines.count - 1] += " (refuses back)" }
  }
}

extension NavigationTree: CustomStringConvertible {
  /// The tree's ``dump()``.
  public var description: String { dump() }
}
