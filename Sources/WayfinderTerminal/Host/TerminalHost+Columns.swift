import Wayfinder

extension TerminalHost {
  /// Where the columns of a split go in `rect`; a column left out is `nil`.
  struct SplitFrames {
    var sidebar: TerminalRect?
    /// The content column of a three-column split, wide enough to draw it.
    var content: TerminalRect?
    var detail: TerminalRect
    /// The pinned section's column, wide enough to draw it.
    var pinned: TerminalRect?
  }

  /// Lays out a split: the sidebar (unless the columns show the detail only), the content
  /// column of a three-column split from ``Settings/threeColumnWidth`` (and unless the
  /// sidebar is hidden to show the detail only), the pinned column from
  /// ``Settings/pinnedColumnWidth``, and the detail in what is left.
  func splitFrames(_ sections: Sections<Route>, in rect: TerminalRect) -> SplitFrames {
    var left = rect.column
    let right = rect.column + rect.width
    var frames = SplitFrames(detail: rect)
    if sections.columnVisibility != .detailOnly {
      let width = Self.sidebarWidth(in: rect)
      frames.sidebar = TerminalRect(row: rect.row, column: left, height: rect.height, width: width)
      left += width + 1
    }
    if sections.splitColumns == .three, sections.columnVisibility != .detailOnly,
      rect.width >= settings.threeColumnWidth
    {
      let width = min(32, max(20, rect.width / 5))
      frames.content = TerminalRect(row: rect.row, column: left, height: rect.height, width: width)
      left += width + 1
    }
    var end = right
    if sections.pinnedColumn != nil, rect.width >= settings.pinnedColumnWidth {
      let width = min(36, max(24, rect.width / 4))
      end = right - width
      frames.pinned = TerminalRect(row: rect.row, column: end, height: rect.height, width: width)
      end -= 1
    }
    frames.detail = TerminalRect(
      row: rect.row, column: left, height: rect.height, width: end - left)
    return frames
  }

  /// Draws a split: the sidebar's rows, the content list and the detail of a three-column
  /// split, and the pinned section's stack, each column apart from the next by a rule.
  ///
  /// Narrower than a column needs, a three-column split shows the whole selected stack in the
  /// detail, with a back to the list, and the pinned column is left out of view; both keep
  /// their stacks, as a collapsed split does.
  func drawSplit(
    _ sections: Sections<Route>, level: Int, in rect: TerminalRect, isActive: Bool,
    on canvas: inout Canvas
  ) {
    let frames = splitFrames(sections, in: rect)
    if let sidebar = frames.sidebar { drawSidebar(sections, in: sidebar, on: &canvas) }
    let path = StackPath(level: level, section: sections.selection)
    let count = sections.hasSelection ? sections.selectedStack.count : 0
    if let content = frames.content, sections.hasSelection {
      // The list stays in sight, dimmed while the detail has the keys.
      drawStack(
        path, screenAt: 0, canGoBack: false, in: content, isActive: isActive && count == 1,
        on: &canvas)
      drawRule(beside: content, on: &canvas)
    } else if let content = frames.content {
      drawRule(beside: content, on: &canvas)
    }
    if !sections.hasSelection {
      let rows = sections.visibleIDs(in: .split).count
      placeholder("Choose a section: 1–\(rows)", in: frames.detail, on: &canvas)
    } else if frames.content != nil, count == 1 {
      placeholder("Choose an item in the list", in: frames.detail, on: &canvas)
    } else {
      // The detail column's first screen has no back of its own (the list is beside it); `b`
      // still goes back to the list.
      let canGoBack = frames.content == nil ? nil : count > 2
      drawStack(
        path, canGoBack: canGoBack, in: frames.detail,
        isActive: isActive && focusedPinnedPath == nil, on: &canvas)
    }
    if let pinned = frames.pinned, let section = sections.pinnedColumn {
      for row in pinned.row..<pinned.row + pinned.height {
        canvas.draw("│", row: row, column: pinned.column - 1, style: .dim)
      }
      let pinnedPath = StackPath(level: level, section: section)
      drawStack(
        pinnedPath, in: pinned, isActive: isActive && focusedPinnedPath == pinnedPath,
        on: &canvas)
    }
  }

  private func drawSidebar(
    _ sections: Sections<Route>, in rect: TerminalRect, on canvas: inout Canvas
  ) {
    let width = rect.width
    canvas.fill(
      TerminalRect(row: rect.row, column: rect.column, height: 1, width: width), style: .inverse)
    canvas.draw(
      " Sections", row: rect.row, column: rect.column, width: width, style: [.inverse, .bold])
    // The rows of the sections visible in a split; digits number what is shown.
    let rows = sections.visibleIDs(in: .split)
    for (index, id) in rows.enumerated() where index + 2 < rect.height {
      let isSelected = sections.hasSelection && id == sections.selection
      let label = "\(isSelected ? "›" : " ")\(index + 1) \(settings.sectionTitle(id))"
      canvas.draw(
        label, row: rect.row + 2 + index, column: rect.column, width: width - 1,
        style: isSelected ? .bold : [])
    }
    drawRule(beside: rect, on: &canvas)
  }

  private func drawRule(beside rect: TerminalRect, on canvas: inout Canvas) {
    for row in rect.row..<rect.row + rect.height {
      canvas.draw("│", row: row, column: rect.column + rect.width, style: .dim)
    }
  }

  private func placeholder(_ text: String, in rect: TerminalRect, on canvas: inout Canvas) {
    canvas.draw(
      text, row: rect.row + 2, column: rect.column + 2, width: rect.width - 2, style: .dim)
  }
}
