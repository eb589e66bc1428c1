import Wayfinder
import WayfinderHosting

/// What a simulated user action could not do, because the screen does not allow it.
public enum TestHostError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The visible stack shows only its root; there is no back button.
  case nothingToGoBack(StackPath)
  /// Nothing is presented, so there is no sheet to swipe down.
  case nothingPresented
  /// The top presentation is not a sheet or popover, so no swipe dismisses it.
  case notASheet(level: Int)
  /// The top level has no tabs or sidebar.
  case noSections(level: Int)
  /// The layout at the level hides the section (`SectionVisibility`): no tab or row to tap.
  case hiddenSection(SectionID, level: Int)
  /// The navigator rejected the event.
  case rejected(NavigationError)
  /// The host is not attached to a navigator.
  case notAttached
  /// The top level shows no alert or confirmation dialog.
  case noDialog(level: Int)
  /// The tab bar of the tabs at `level` is hidden: a flow that hides it
  /// (`FlowCoordinator.hidesSectionBar`) shows its screens in the selected tab.
  case tabBarHidden(level: Int)
  /// The split at `level` pins no section beside its detail (`Sections.pinnedColumn`).
  case noPinnedColumn(level: Int)
  /// The sheet at `level` cannot rest at the detent: it is not one of its detents.
  case noSuchDetent(SheetDetent, level: Int)
  /// The top screen of the stack at the path refuses the user's back
  /// (`Stack.refusesUserBack`): it shows no back button and allows no back swipe.
  case backRefused(StackPath)

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    switch self {
    case .nothingToGoBack(let path): "The stack at \(path) shows its root; there is no back."
    case .nothingPresented: "Nothing is presented, so there is no sheet to swipe down."
    case .notASheet(let level):
      "Level \(level) is not a sheet or popover; the user cannot swipe it down."
    case .noSections(let level): "Level \(level) has no tabs or sidebar to tap."
    case .hiddenSection(let id, let level):
      "Level \(level)'s layout hides section '\(id)': it has no tab or sidebar row to tap."
    case .rejected(let error): "The navigator rejected the event: \(error)"
    case .notAttached: "The host is not attached to a navigator; call attach(to:)."
    case .noDialog(let level): "Level \(level) shows no alert or dialog to choose from."
    case .tabBarHidden(let level):
      "The tab bar of level \(level) is hidden by the flow the selected tab shows; no tab to tap."
    case .noPinnedColumn(let level):
      "The split at level \(level) pins no column beside its detail; there is no back to tap there."
    case .noSuchDetent(let detent, let level):
      "The sheet at level \(level) has no detent \(detent) to drag it to."
    case .backRefused(let path):
      "The top screen of the stack at \(path) refuses the user's back (its flow's "
        + "refusesUserBack): it shows no back button and allows no back swipe."
    }
  }
}

extension TestHost {
  /// The user taps the back button (or completes a back swipe) on the visible stack.
  ///
  /// On the first screen of a level presented with `PresentationStyle.pushed`, back
  /// dismisses the level. In a three-column split (`SplitColumns.three`) the back is the
  /// detail column's: its first screen, the content column's selection, has none — the user
  /// deselects the row instead (``showContentColumn(atLevel:)``). Where the window is compact
  /// the split is collapsed into one stack, as `NavigationSplitView` and `UISplitViewController`
  /// collapse, and back goes on from the detail's first screen to the content list, then to the
  /// sidebar (the selection is cleared). A top screen that refuses the user's back has no back
  /// button: ``TestHostError/backRefused(_:)``.
  public func tapBack() throws(TestHostError) {
    let path = shown.visiblePath
    let count = (try? shown.stack(at: path).count) ?? 0
    if let back = try collapsedBack(at: path, count: count) {
      _ = try backableCount(at: path)
      try report(back)
      return
    }
    if case .split(let sections)? = try? shown.container(at: path.level),
      sections.splitColumns == .three, count <= 2
    {
      throw .nothingToGoBack(path)
    }
    _ = try backableCount(at: path)
    if count <= 1, shown.isPushedLevel(path.level) {
      try report(.dismissed(toLevel: path.level - 1))
      return
    }
    guard count > 1 else { throw .nothingToGoBack(path) }
    try report(.popped(toCount: count - 1, at: path))
  }

  /// The user long-presses back and picks an earlier screen: the stack pops to `count` routes.
  ///
  /// In a split the menu lists the detail's screens: down to the first in a collapsed split (a
  /// compact window), to the second in a three-column one that is not collapsed (its first is
  /// the content column's selection); a split showing its sidebar has no back button.
  public func goBack(toCount count: Int) throws(TestHostError) {
    let path = shown.visiblePath
    let current = try backableCount(at: path)
    var lowest = 1
    if case .split(let sections)? = try? shown.container(at: path.level) {
      guard sections.hasSelection else { throw .nothingToGoBack(path) }
      if sections.splitColumns == .three, navigator?.sizeClass != .compact { lowest = 2 }
    }
    guard count >= lowest, count < current else { throw .nothingToGoBack(path) }
    try report(.popped(toCount: count, at: path))
  }

  /// What the user's back is on a split collapsed into one stack (a compact window), from the
  /// detail's first screen or the content list; `nil` where the stack's own back applies.
  ///
  /// - Throws: ``TestHostError/nothingToGoBack(_:)`` when the split shows its sidebar (nothing
  ///   is selected): there is no back button there.
  private func collapsedBack(at path: StackPath, count: Int) throws(TestHostError) -> UserEvent? {
    guard navigator?.sizeClass == .compact,
      case .split(let sections)? = try? shown.container(at: path.level)
    else { return nil }
    guard sections.hasSelection else { throw .nothingToGoBack(path) }
    guard count <= (sections.splitColumns == .three ? 2 : 1) else { return nil }
    return count == 2 ? .popped(toCount: 1, at: path) : .selectionCleared(level: path.level)
  }

  /// The number of screens of the stack at `path`, which the user's back may go down from.
  ///
  /// - Throws: ``TestHostError/backRefused(_:)`` when its top screen refuses the user's back.
  func backableCount(at path: StackPath) throws(TestHostError) -> Int {
    if shown.refusesUserBack(at: path) { throw .backRefused(path) }
    return (try? shown.stack(at: path).count) ?? 0
  }

  /// The user starts a back swipe on the visible stack and lets go before it completes: the
  /// screen springs back and nothing changes.
  public func swipeBackAndCancel() throws(TestHostError) {
    let path = shown.visiblePath
    let count = try backableCount(at: path)
    let collapsed = try collapsedBack(at: path, count: count)
    guard count > 1 || collapsed != nil || shown.isPushedLevel(path.level) else {
      throw .nothingToGoBack(path)
    }
    try report(.gestureCancelled(.back(path)))
  }

  /// The user swipes the top sheet down, taps outside the popover on top, or taps outside a
  /// confirmation dialog, which chooses its cancel action.
  ///
  /// A popover closes on a tap outside it as a sheet closes on a swipe, so this one call is
  /// both. A sheet or popover that refuses the user's dismissal
  /// (`Presentation.refusesUserDismissal`, while a flow's `refusesUserDismissal` says so)
  /// stays: the swipe or tap is an attempt, reported as
  /// `UserEvent.attemptedToDismiss(level:)`, and the flow that refuses hears it in
  /// `didRefuseUserDismissal()` — on a host whose capabilities report it
  /// (`HostCapabilities.reportsRefusedDismissal`): with SwiftUI's the swipe does nothing, as on
  /// a device. The host first reads what the flows say now, as a device
  /// would have by the time the user swipes (it reads them on the next turn of the main
  /// queue): a test that types into a compose screen's model and swipes at once sees the
  /// refusal. To close a refusing sheet, its own screen dismisses it
  /// (``dismissPresentation(atLevel:)``) or its flow finishes.
  public func swipeDownSheet() throws(TestHostError) {
    navigator?.refreshDismissalRefusals()
    let level = shown.topLevel
    guard level > 0 else { throw .nothingPresented }
    let presentation = shown.presentations[level - 1]
    if presentation.style == .confirmationDialog,
      let cancel = presentation.dialog?.actions.first(where: { $0.role == .cancel })
    {
      try report(.chose(action: cancel.id, level: level))
      return
    }
    guard presentation.style.isSwipeDismissible else { throw .notASheet(level: level) }
    if presentation.refusesUserDismissal {
      if capabilities.reportsRefusedDismissal { try report(.attemptedToDismiss(level: level)) }
    } else {
      try report(.dismissed(toLevel: level - 1))
    }
  }

  /// The user taps the action `id` of the alert or confirmation dialog on top.
  ///
  /// The dialog closes, and the flow that presented it gets a `DialogChoice`.
  ///
  /// - Throws: ``TestHostError/noDialog(level:)`` when no dialog is on top, or
  ///   ``TestHostError/rejected(_:)`` for an action the dialog lacks.
  public func choose(_ id: String) throws(TestHostError) {
    let level = shown.topLevel
    guard level > 0, shown.presentations[level - 1].dialog != nil else {
      throw .noDialog(level: level)
    }
    try report(.chose(action: id, level: level))
  }

  /// A presented screen dismisses its presentation itself, whatever its style.
  ///
  /// UI frameworks let any screen do this: a full-screen cover's close button wired to UIKit's
  /// `dismiss(animated:)`, SwiftUI's `dismiss` action, a popup's "Done". Unlike
  /// ``swipeDownSheet()`` it works for every style.
  ///
  /// The navigator hears it as the user dismissing the presentation (and those above it), so
  /// the flows in it finish with `FinishCause.userDismissed`.
  ///
  /// - Parameter level: the presentation to dismiss; the top one when `nil`.
  /// - Throws: ``TestHostError/nothingPresented`` when no presentation is at that level.
  public func dismissPresentation(atLevel level: Int? = nil) throws(TestHostError) {
    let level = level ?? shown.topLevel
    guard level > 0, level <= shown.topLevel else { throw .nothingPresented }
    try report(.dismissed(toLevel: level - 1))
  }

  /// The user drags the top sheet (or form sheet) to `detent`, one of its detents, as UIKit's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` reports it.
  ///
  /// ```swift
  /// try host.dragSheet(to: .large)
  /// #expect(navigator.tree.presentations.last?.options.detents?.selected == .large)
  /// ```
  ///
  /// - Throws: ``TestHostError/nothingPresented`` with nothing presented,
  ///   ``TestHostError/notASheet(level:)`` when the top is no sheet,
  ///   ``TestHostError/noSuchDetent(_:level:)`` for a detent the sheet does not have.
  public func dragSheet(to detent: SheetDetent) throws(TestHostError) {
    let level = shown.topLevel
    guard level > 0 else { throw .nothingPresented }
    let presentation = shown.presentations[level - 1]
    // A popover is a sheet on a compact window (its compact fallback's detents).
    let style = presentation.style(in: navigator?.sizeClass ?? .regular)
    guard style == .sheet || style == .formSheet else { throw .notASheet(level: level) }
    guard presentation.options.detents?.detents.contains(detent) == true else {
      throw .noSuchDetent(detent, level: level)
    }
    try report(.detentChanged(detent, level: level))
  }

  /// The user pulls the top sheet down and lets go: it springs back and nothing changes.
  public func pullSheetAndRelease() throws(TestHostError) {
    let level = shown.topLevel
    guard level > 0 else { throw .nothingPresented }
    guard shown.presentations[level - 1].style.isSwipeDismissible else {
      throw .notASheet(level: level)
    }
    try report(.gestureCancelled(.dismiss(level: level)))
  }

  /// The user taps tab (or sidebar row) `id` on the top level.
  ///
  /// An over-current-context presentation covers only its tab's content, so the tab bar below
  /// it stays in reach; a tab bar a flow hides (`FlowCoordinator.hidesSectionBar`) does not. A
  /// tab that is an action (`Sections.actions`, the "post" tab) selects nothing: the host keeps
  /// showing the selected tab and the flow that owns the tabs gets a `TabActionIntent`.
  ///
  /// - Throws: ``TestHostError/hiddenSection(_:level:)`` for a section the layout hides
  ///   (`SectionVisibility`): a phone's tab bar has no item for a sidebar-only row.
  public func tapTab(_ id: SectionID) throws(TestHostError) {
    var level = shown.topLevel
    while level > 0, shown.presentations[level - 1].style == .overCurrentContext { level -= 1 }
    guard let container = try? shown.container(at: level), let sections = container.sections
    else { throw .noSections(level: level) }
    if container.layout == .tabs, sections.hidesBar(in: sections.selection) {
      throw .tabBarHidden(level: level)
    }
    // A section the layout hides has no tab bar item or sidebar row; one the container lacks
    // is the navigator's to refuse.
    if container.sections?[id] != nil, !container.visibleSectionIDs.contains(id) {
      throw .hiddenSection(id, level: level)
    }
    try report(.selected(id, level: level))
  }

  /// The host changes the layout of the sections at `level` on its own, as a platform that
  /// turns its sidebar into a tab bar by itself does; reported as
  /// `UserEvent.layoutChanged(_:level:)`.
  ///
  /// The navigator sends no step back. With ``changeSizeClass(to:)``, the later call wins:
  /// after `changeSizeClass(to: .compact)`, `changeLayout(to: .split)` keeps the split even
  /// though the navigator's `layoutPolicy` answers tabs for compact, until the next
  /// `changeSizeClass(to:)` lays out every level by the policy again.
  ///
  /// - Throws: ``TestHostError/noSections(level:)`` when the level shows no sections.
  public func changeLayout(to layout: SectionLayout, atLevel level: Int = 0)
    throws(TestHostError)
  {
    guard (try? shown.container(at: level))?.sections != nil else {
      throw .noSections(level: level)
    }
    try report(.layoutChanged(layout, level: level))
  }

  /// The user goes back to the sidebar of the split at `level` (or deselects its row): the
  /// detail column shows a placeholder.
  public func clearSelection(atLevel level: Int = 0) throws(TestHostError) {
    guard (try? shown.container(at: level))?.sections != nil else {
      throw .noSections(level: level)
    }
    try report(.selectionCleared(level: level))
  }

  /// The user shows or hides the columns of the split at `level` (the sidebar button).
  public func showColumns(_ visibility: ColumnVisibility, atLevel level: Int = 0)
    throws(TestHostError)
  {
    guard (try? shown.container(at: level))?.sections != nil else {
      throw .noSections(level: level)
    }
    try report(.columnVisibilityChanged(visibility, level: level))
  }

  /// The window's horizontal size class changes (an iPad split view, a rotated phone, a
  /// resized terminal); the navigator picks the layout and sends the steps.
  ///
  /// With ``changeLayout(to:atLevel:)``, the later call wins: a size-class change lays out
  /// every level by the navigator's `layoutPolicy`, including a level whose layout an earlier
  /// `changeLayout(to:atLevel:)` set.
  public func changeSizeClass(to sizeClass: SizeClass) throws(TestHostError) {
    try report(.sizeClassChanged(sizeClass))
  }

  func report(_ event: UserEvent) throws(TestHostError) {
    guard let navigator else { throw .notAttached }
    do {
      try keeper.apply(event)
    } catch {
      throw .rejected(error)
    }
    do {
      try navigator.receive(event)
    } catch {
      throw .rejected(error)
    }
  }
}
