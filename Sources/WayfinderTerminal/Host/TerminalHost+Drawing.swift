import Wayfinder

extension TerminalHost {
  /// Draws what the host shows: the root level, every presentation over it, and a help line.
  ///
  /// The screen that comes to the front is told first (``TerminalScreen/willAppear()``), so
  /// that it shows fresh data.
  public func render() -> Canvas {
    noticeFront()
    var canvas = Canvas(size: size)
    guard size.rows >= 3, size.columns >= 10 else {
      canvas.draw("Too small", row: 0, column: 0)
      return canvas
    }
    let tree = shown
    let body = TerminalRect(row: 0, column: 0, height: size.rows - 1, width: size.columns)
    draw(level: 0, in: body, on: &canvas)
    for level in stride(from: 1, through: tree.topLevel, by: 1) {
      let presentation = tree.presentations[level - 1]
      if let dialog = presentation.dialog {
        draw(
          dialog, style: presentation.style, isActive: level == tree.topLevel, in: body,
          on: &canvas)
      } else {
        let (frame, isFramed) = self.frame(for: presentation, level: level, in: body)
        canvas.fill(frame)
        let inside = isFramed ? canvas.drawBox(frame) : frame
        draw(level: level, in: inside, on: &canvas)
      }
    }
    drawHelpLine(on: &canvas)
    return canvas
  }

  /// Tells the screen coming to the front that it appears.
  private func noticeFront() {
    let front = visibleFront.map(ObjectIdentifier.init)
    guard front != frontScreen else { return }
    frontScreen = front
    visibleFront?.willAppear()
  }

  private func draw(level: Int, in rect: TerminalRect, on canvas: inout Canvas) {
    let isActive = level == shown.topLevel
    guard let container = try? shown.container(at: level) else { return }
    switch container {
    case .stack:
      drawStack(StackPath(level: level), in: rect, isActive: isActive, on: &canvas)
    case .tabs(let sections) where sections.hidesBar(in: sections.selection):
      // A flow in the selected tab hides the tab bar: its screens take the whole height.
      drawStack(
        StackPath(level: level, section: sections.selection), in: rect, isActive: isActive,
        on: &canvas)
    case .tabs(let sections):
      let bar = TerminalRect(
        row: rect.row + rect.height - 1, column: rect.column, height: 1,
        width: rect.width)
      drawTabBar(sections, shown: container.visibleSectionIDs, in: bar, on: &canvas)
      let above = TerminalRect(
        row: rect.row, column: rect.column, height: rect.height - 1,
        width: rect.width)
      drawStack(
        StackPath(level: level, section: sections.selection), in: above,
        isActive: isActive, on: &canvas)
    case .split(let sections):
      drawSplit(sections, level: level, in: rect, isActive: isActive, on: &canvas)
    }
  }

  /// The tab bar: the sections visible in tabs, numbered as the digits select them.
  private func drawTabBar(
    _ sections: Sections<Route>, shown: [SectionID], in rect: TerminalRect,
    on canvas: inout Canvas
  ) {
    canvas.drawRule(row: rect.row - 1, column: rect.column, width: rect.width, style: .dim)
    var column = rect.column + 1
    for (index, id) in shown.enumerated() {
      let label = " \(index + 1) \(settings.sectionTitle(id)) "
      let isSelected = id == sections.selection
      column += canvas.draw(
        label, row: rect.row, column: column,
        width: rect.column + rect.width - column, style: isSelected ? [.inverse, .bold] : [])
      column += 1
    }
  }

  /// Draws a screen of the stack at `path` with its navigation bar: the top one, or the one at
  /// `index`; `canGoBack` overrides the back mark, which shows when the stack can pop.
  func drawStack(
    _ path: StackPath, screenAt index: Int? = nil, canGoBack: Bool? = nil,
    in rect: TerminalRect, isActive: Bool, on canvas: inout Canvas
  ) {
    guard rect.height >= 1, let stack = try? shown.stack(at: path) else { return }
    let entries = keeper.entries(at: path)
    let screen =
      index.map { entries.indices.contains($0) ? entries[$0].screen : nil } ?? entries.last?.screen
    let content = screen?.content ?? ScreenContent(title: "")
    let canGoBack =
      canGoBack
      ?? ((stack.count > 1 || shown.isPushedLevel(path.level)) && !shown.refusesUserBack(at: path))
    let barStyle: CellStyle = isActive ? .inverse : [.inverse, .dim]
    canvas.fill(
      TerminalRect(row: rect.row, column: rect.column, height: 1, width: rect.width),
      style: barStyle)
    let back = canGoBack ? " ‹ " : "   "
    let used = canvas.draw(back, row: rect.row, column: rect.column, style: barStyle)
    canvas.draw(
      content.title, row: rect.row, column: rect.column + used,
      width: rect.width - used, style: barStyle.union(.bold))
    guard let screen else { return }
    let inside = TerminalRect(
      row: rect.row + 2, column: rect.column + 1,
      height: rect.height - 2, width: rect.width - 2)
    let selected = cursor(of: screen, in: content)
    let typing = typingField.flatMap {
      $0.screen == ObjectIdentifier(screen) && isActive ? $0.field : nil
    }
    ScreenLines(
      content, width: inside.width, selected: selected, isActive: isActive,
      editingField: typing
    )
    .draw(in: inside, selected: selected, on: &canvas)
  }

  /// Where a presentation is drawn, and whether it gets a frame.
  private func frame(for presentation: Presentation<Route>, level: Int, in body: TerminalRect)
    -> (TerminalRect, Bool)
  {
    // A narrow terminal shows what a compact window shows: a popover as its fallback, a form
    // sheet as a sheet.
    switch presentation.style(in: sizeClass) {
    case .fullScreen, .pushed:
      return (body, false)
    case .overFullScreen:
      return (body, true)
    case .sheet:
      // Below the presenter's navigation bar, which stays in sight as a sheet leaves it; as
      // high as its selected detent, from the bottom.
      let height = Self.sheetHeight(presentation.options.detents, fullHeight: body.height - 1)
      return (
        TerminalRect(
          row: body.row + body.height - height, column: body.column, height: height,
          width: body.width),
        true
      )
    case .formSheet:
      // Centred, as on a large screen: two thirds of the width, as high as its detent allows.
      let width = max(min(body.width - 4, max(40, body.width * 2 / 3)), 1)
      let height = Self.sheetHeight(presentation.options.detents, fullHeight: body.height - 2)
      return (
        TerminalRect(
          row: body.row + body.height - height - 1,
          column: body.column + (body.width - width) / 2, height: height, width: width),
        true
      )
    case .overCurrentContext:
      return (contextFrame(belowLevel: level - 1, in: body), true)
    case .popover:
      let width = min(48, body.width - 4)
      let height = min(body.height - 2, contentHeight(level: level, width: width) + 4)
      return (
        TerminalRect(
          row: body.row + 1, column: body.column + body.width - width - 2,
          height: height, width: width), true
      )
    case .overlay, .alert, .confirmationDialog:
      let width = min(36, body.width - 2)
      let height = min(body.height - 2, contentHeight(level: level, width: width) + 4)
      return (
        TerminalRect(
          row: body.row + body.height - height - 1,
          column: body.column + body.width - width - 1, height: height, width: width), true
      )
    }
  }

  /// The rows a sheet takes at its selected detent (the smallest when none is selected), of
  /// `fullHeight` at ``SheetDetent/large``: ``SheetDetent/medium`` is half, a fraction its
  /// share, and a height in points that share of an 800-point screen; never fewer than 4 rows.
  static func sheetHeight(_ detents: SheetDetents?, fullHeight: Int) -> Int {
    guard let detent = detents?.resting else { return max(fullHeight, 1) }
    let rows = Int((detent.approximateShare * Double(fullHeight)).rounded())
    return min(max(rows, 4), max(fullHeight, 1))
  }

  /// The width of a split's sidebar in `rect`.
  static func sidebarWidth(in rect: TerminalRect) -> Int {
    min(28, max(14, rect.width / 4))
  }

  /// Where an over-current-context presentation goes: over the content of the tab or section
  /// that presented it, leaving the tab bar or the sidebar in sight, as on iOS.
  private func contextFrame(belowLevel level: Int, in body: TerminalRect) -> TerminalRect {
    guard let container = try? shown.container(at: level) else { return body }
    switch container {
    case .stack:
      return body
    case .tabs(let sections) where sections.hidesBar(in: sections.selection):
      return body
    case .tabs:
      // Above the tab bar and its rule.
      return TerminalRect(
        row: body.row, column: body.column, height: body.height - 2, width: body.width)
    case .split(let sections):
      return splitFrames(sections, in: body).detail
    }
  }

  /// The number of lines the visible screen of `level` takes at `width`.
  private func contentHeight(level: Int, width: Int) -> Int {
    guard let path = try? shown.visiblePath(at: level),
      let screen = keeper.entries(at: path).last?.screen
    else { return 1 }
    return ScreenLines(
      screen.content, width: width - 4, selected: nil, isActive: false,
      editingField: nil
    ).lines.count
  }

  private func draw(
    _ dialog: Dialog, style: PresentationStyle, isActive: Bool, in body: TerminalRect,
    on canvas: inout Canvas
  ) {
    let width = min(body.width - 4, 56)
    var lines: [(String, CellStyle)] = [(dialog.title, .bold)]
    if let message = dialog.message {
      lines += ScreenLines.wrap(message, width: width - 4).map { ($0, []) }
    }
    lines.append(("", []))
    for (index, action) in dialog.actions.enumerated() {
      let isSelected = index == dialogCursor && isActive
      let role = action.role == .destructive ? " (!)" : ""
      lines.append(
        (
          "\(isSelected ? "›" : " ") [ \(action.title)\(role) ]",
          isSelected ? .inverse : []
        ))
    }
    let height = min(body.height, lines.count + 2)
    let frame =
      style == .alert
      ? body.centered(height: height, width: width)
      : TerminalRect(
        row: body.row + body.height - height, column: body.column + 2,
        height: height, width: width)
    let inside = canvas.drawBox(frame, style: .bold)
    for (offset, line) in lines.prefix(inside.height).enumerated() {
      canvas.draw(
        line.0, row: inside.row + offset, column: inside.column + 1,
        width: inside.width - 2, style: line.1)
    }
  }

  private func drawHelpLine(on canvas: inout Canvas) {
    let row = size.rows - 1
    if let status {
      canvas.draw("! " + status, row: row, column: 0, style: .bold)
      return
    }
    let help = windowLabel.map { "\($0) · \(helpText)" } ?? helpText
    canvas.draw(help, row: row, column: 0, style: .dim)
  }

  /// What the keys do now, for the help line.
  var helpText: String {
    if let field = typingField {
      var label = field.field
      for case .field(field.field, let name, _, _) in visibleFront?.content.items ?? [] {
        label = name
      }
      // `q` is a letter while typing, so the help says how to quit then.
      return "typing into \(label) · ⏎ submit · esc stop · ↑↓ move · ctrl-c quit"
    }
    if frontDialog != nil { return "↑↓ choose · ⏎ confirm · esc cancel · q quit" }
    var hints = ["↑↓ move", "⏎ open"]
    let tree = shown
    let path = focusedPinnedPath ?? tree.visiblePath
    let count = (try? tree.stack(at: path).count) ?? 0
    if !tree.refusesUserBack(at: path), count > 1 || tree.topLevel > 0 { hints.append("b back") }
    if case .split(let sections)? = try? tree.container(at: tree.topLevel),
      sections.pinnedColumn != nil, size.columns >= settings.pinnedColumnWidth
    {
      hints.append(focusedPinnedPath == nil ? "] pinned column" : "] detail")
    }
    if let container = try? tree.container(at: tree.topLevel), container.sections != nil,
      !tabBarIsHidden(atLevel: tree.topLevel)
    {
      let count = container.visibleSectionIDs.count
      hints.append(count == 1 ? "1 section" : "1–\(count) sections")
    }
    if let content = visibleFront?.content {
      if content.items.contains(where: { if case .field = $0 { true } else { false } }) {
        hints.append("/ type")
      }
      hints += content.shortcuts.map { "\($0.key) \($0.title)" }
    }
    hints.append("q quit")
    return hints.joined(separator: " · ")
  }
}

extension TerminalHost {
  /// Whether the tabs at `level` hide their tab bar, for a flow in the selected tab.
  ///
  /// A flow that hides the bar shows its screens there (`Sections.hidesBar(in:)`); a sidebar
  /// stays.
  func tabBarIsHidden(atLevel level: Int) -> Bool {
    guard case .tabs(let sections)? = try? shown.container(at: level) else { return false }
    return sections.hidesBar(in: sections.selection)
  }
}
