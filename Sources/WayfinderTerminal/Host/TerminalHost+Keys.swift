import Wayfinder

extension TerminalHost {
  /// Takes in one thing the user did: a key, typed text, or a new terminal size.
  ///
  /// Keys: arrows or `j`/`k` move, Enter opens, Esc or `b` goes back (and closes a sheet, or,
  /// when its flow refuses the user's dismissal, asks the flow), `1`–`9` select a tab or
  /// sidebar section (one that is an action acts instead), `]` moves the keys between the
  /// detail and a pinned column, `q` quits, and the screen's own ``Shortcut``s.
  /// A selected field takes keys at once, as a focused text field does (so `q` and `/` are
  /// letters there): Esc stops typing, `/` starts again, Control-C quits at any time. Text
  /// goes into the focused field (the selected one, or the first).
  public func handle(_ event: InputEvent) {
    switch event {
    case .resize(let size): resize(to: size)
    case .text(let text): type(text)
    case .key(let key):
      status = nil
      press(key)
    }
  }

  private func press(_ key: Key) {
    // A selected field takes typing at once, as a focused text field does.
    if editing == nil, let field = typingField { editing = field }
    if key == .control("c") {
      wantsToQuit = true
    } else if editing != nil {
      pressWhileTyping(key)
    } else if let dialog = frontDialog {
      press(key, onDialog: dialog)
    } else {
      pressOnScreen(key)
    }
  }

  private func pressOnScreen(_ key: Key) {
    switch key {
    case .up, .character("k"), .backTab: moveCursor(by: -1)
    case .down, .character("j"), .tab: moveCursor(by: 1)
    case .enter: activateSelection()
    case .escape, .character("b"), .left: goBack()
    case .character("q"): wantsToQuit = true
    case .character("/"): startTyping()
    case .character("]"): switchColumnFocus()
    case .character(let character) where character.isASCII && character.isNumber:
      selectSection(number: Int(String(character)) ?? 0)
    case .character(let character):
      guard let screen = visibleFront,
        let shortcut = screen.content.shortcuts.first(where: { $0.key == character })
      else {
        status = "Nothing on this screen for “\(TerminalText.sanitize(String(character)))”."
        return
      }
      screen.activate(shortcut.id)
    default:
      break
    }
  }

  private func pressWhileTyping(_ key: Key) {
    guard let editing, let screen = visibleFront, ObjectIdentifier(screen) == editing.screen,
      let value = fieldValue(editing.field, on: screen)
    else {
      self.editing = nil
      return
    }
    switch key {
    case .character(let character):
      setText(value + String(character), ofField: editing.field, on: screen)
    case .backspace:
      setText(String(value.dropLast()), ofField: editing.field, on: screen)
    case .enter:
      self.editing = nil
      submit(field: editing.field, on: screen)
    case .escape:
      self.editing = nil
      pausedField = editing
    case .up, .backTab:
      self.editing = nil
      moveCursor(by: -1)
    case .down, .tab:
      self.editing = nil
      moveCursor(by: 1)
    default:
      break
    }
  }

  private func press(_ key: Key, onDialog dialog: Dialog) {
    let count = dialog.actions.count
    switch key {
    case .up, .character("k"), .left, .backTab:
      dialogCursor = max(0, dialogCursor - 1)
    case .down, .character("j"), .right, .tab:
      dialogCursor = min(count - 1, dialogCursor + 1)
    case .enter:
      guard dialog.actions.indices.contains(dialogCursor) else { return }
      choose(dialog.actions[dialogCursor].id)
    case .escape, .character("b"):
      guard let cancel = dialog.actions.first(where: { $0.role == .cancel }) else {
        status = "Choose one of the actions."
        return
      }
      choose(cancel.id)
    case .character("q"):
      wantsToQuit = true
    default:
      break
    }
  }

  private func choose(_ action: String) {
    dialogCursor = 0
    report(.chose(action: action, level: shown.topLevel))
  }

  /// Types `text` into the field being typed into, else into the selected field, else into
  /// the first field of the screen.
  private func type(_ text: String) {
    status = nil
    if editing == nil { startTyping() }
    guard let editing, let screen = visibleFront,
      let value = fieldValue(editing.field, on: screen)
    else { return }
    setText(value + text, ofField: editing.field, on: screen)
  }

  private func setText(_ text: String, ofField field: String, on screen: any TerminalScreen) {
    lastFields[ObjectIdentifier(screen)] = field
    screen.setText(text, ofField: field)
  }

  /// Starts typing into the selected field, else the field last typed into on this screen (the
  /// password after a failed login), else the first one.
  private func startTyping() {
    guard let screen = visibleFront else {
      status = "No field to type into."
      return
    }
    let content = screen.content
    let selectable = content.selectableIndices
    let selected = cursor(of: screen, in: content)
    let last = lastFields[ObjectIdentifier(screen)]
    var target: Int?
    if let selected, case .field = content.items[selectable[selected]] {
      target = selected
    } else if let last, let index = selectable.firstIndex(where: { content.items[$0].id == last }) {
      target = index
    } else {
      target = selectable.firstIndex { if case .field = content.items[$0] { true } else { false } }
    }
    guard let target, let field = content.items[selectable[target]].id else {
      status = "No field to type into on this screen."
      return
    }
    cursors[ObjectIdentifier(screen)] = target
    editing = (ObjectIdentifier(screen), field)
    pausedField = nil
  }

  private func activateSelection() {
    guard let screen = visibleFront else { return }
    let content = screen.content
    guard let selected = cursor(of: screen, in: content) else { return }
    let item = content.items[content.selectableIndices[selected]]
    switch item {
    case .field(let id, _, _, _): editing = (ObjectIdentifier(screen), id)
    case .row(let id, _, _), .button(let id, _): screen.activate(id)
    case .text, .spacer: break
    }
  }

  /// Submits a field, then moves to the next item if the screen is still in front: the next
  /// field of a form, or the first result of a search.
  private func submit(field: String, on screen: any TerminalScreen) {
    screen.activate(field)
    guard let front = visibleFront, front === screen else { return }
    moveCursor(by: 1)
  }

  private func moveCursor(by offset: Int) {
    guard let screen = visibleFront else { return }
    let content = screen.content
    let count = content.selectableIndices.count
    guard count > 0 else { return }
    let current = cursor(of: screen, in: content) ?? 0
    cursors[ObjectIdentifier(screen)] = min(max(current + offset, 0), count - 1)
    pausedField = nil
  }

  /// Goes back on the visible stack, or closes the presentation whose first screen it is.
  ///
  /// Full-screen covers close only through their own buttons, as on iOS. A presentation that
  /// refuses the user's dismissal stays: the key is an attempt, which its flow hears (to ask
  /// whether to discard what the user typed). A screen that refuses the user's back
  /// (`Stack.refusesUserBack`) stays, with a word on the status line.
  private func goBack() {
    // What the flows say now, as a device reads it before the user's next gesture.
    navigator?.refreshDismissalRefusals()
    let tree = shown
    let path = focusedPinnedPath ?? tree.visiblePath
    let count = (try? tree.stack(at: path).count) ?? 0
    // A screen that refuses the user's back has no back button; a sheet still closes.
    if tree.refusesUserBack(at: path) {
      status = "This screen has no way back; it goes on with its own buttons."
      return
    }
    if count > 1 {
      report(.popped(toCount: count - 1, at: path))
      return
    }
    if path.section != nil, path == focusedPinnedPath {
      status = "This is the column's first screen."
      return
    }
    guard tree.topLevel > 0 else {
      status = "This is the first screen."
      return
    }
    let presentation = tree.presentations[tree.topLevel - 1]
    if presentation.style == .fullScreen || presentation.style == .overFullScreen {
      status = "This screen closes with its own button."
      return
    }
    if presentation.refusesUserDismissal {
      report(.attemptedToDismiss(level: tree.topLevel))
      // A flow that answers shows something (a dialog); one that does not leaves a word.
      if shown == tree { status = "This screen does not close now." }
      return
    }
    report(.dismissed(toLevel: tree.topLevel - 1))
  }

  private func selectSection(number: Int) {
    let level = shown.topLevel
    guard let container = try? shown.container(at: level), container.sections != nil else {
      status = "No tabs here."
      return
    }
    guard !tabBarIsHidden(atLevel: level) else {
      status = "The tab bar is hidden here."
      return
    }
    // Digits number the sections shown: a narrow terminal's tab bar leaves out those hidden
    // in tabs, a wide one's sidebar those hidden in a split.
    let ids = container.visibleSectionIDs
    guard number >= 1, number <= ids.count else {
      status = "There are \(ids.count) sections; \(number) is not one of them."
      return
    }
    report(.selected(ids[number - 1], level: level))
  }

  /// Moves the keys from the detail to the pinned column, or back.
  private func switchColumnFocus() {
    if focusesPinnedColumn {
      focusesPinnedColumn = false
      return
    }
    focusesPinnedColumn = true
    if focusedPinnedPath == nil {
      focusesPinnedColumn = false
      status = "No pinned column in sight."
    }
  }

  /// The stack of the pinned column while the keys act on it: the top level is a split that
  /// draws one (the terminal is at least ``Settings/pinnedColumnWidth`` wide) and the user
  /// moved the keys there with `]`; `nil` otherwise.
  var focusedPinnedPath: StackPath? {
    guard focusesPinnedColumn, size.columns >= settings.pinnedColumnWidth else { return nil }
    let level = shown.topLevel
    guard case .split(let sections)? = try? shown.container(at: level),
      let pinned = sections.pinnedColumn
    else { return nil }
    return StackPath(level: level, section: pinned)
  }

  /// The screen in front of the user, unless a dialog or an empty detail column is.
  var visibleFront: (any TerminalScreen)? {
    let tree = shown
    if frontDialog != nil { return nil }
    if let pinned = focusedPinnedPath { return keeper.entries(at: pinned).last?.screen }
    if let sections = (try? tree.container(at: tree.topLevel))?.sections,
      !sections.hasSelection
    {
      return nil
    }
    return keeper.visibleScreen
  }

  /// The field typing goes into: the one being typed into, or else the selected field of the
  /// screen in front unless the user stopped typing into it with Esc.
  var typingField: (screen: ObjectIdentifier, field: String)? {
    if let editing { return editing }
    guard let screen = visibleFront else { return nil }
    let content = screen.content
    guard let selected = cursor(of: screen, in: content),
      case .field(let id, _, _, _) = content.items[content.selectableIndices[selected]]
    else { return nil }
    let field = (ObjectIdentifier(screen), id)
    if let pausedField, pausedField == field { return nil }
    return field
  }

  /// The alert or confirmation dialog on top, if one is.
  var frontDialog: Dialog? { shown.presentations.last?.dialog }

  /// The selected item of `screen` among its selectable items, kept within their count.
  func cursor(of screen: any TerminalScreen, in content: ScreenContent) -> Int? {
    let count = content.selectableIndices.count
    guard count > 0 else { return nil }
    return min(cursors[ObjectIdentifier(screen)] ?? 0, count - 1)
  }

  private func fieldValue(_ id: String, on screen: any TerminalScreen) -> String? {
    for case .field(id, _, let value, _) in screen.content.items { return value }
    return nil
  }
}
