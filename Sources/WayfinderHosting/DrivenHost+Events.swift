import Wayfinder

extension DrivenHost {
  /// The stack at `path` shows `count` screens once a transition has settled (UIKit's
  /// `navigationController(_:didShow:animated:)`, a SwiftUI path binding's setter).
  ///
  /// Fewer screens than the host shows is the user going back — the back button, a completed
  /// swipe, the long-press menu — reported as one `UserEvent.popped(toCount:at:)`. The same
  /// count is a swipe the user took back: nothing happened. While a step is under way, a count
  /// of the stack the step changes (or of any stack, for a step that changes levels or
  /// containers) is the step's; a back on another stack is the user's, and waits for the step
  /// to complete (a back in the pinned column while the detail pushes).
  ///
  /// A `PresentationStyle.pushed` level shares the navigation controller of the level below
  /// (UIKit pushes Add Book over the tab container), so the user can go back past its first
  /// screen: a count of `0` there is going back out of the level, reported as its dismissal.
  public func stackDidShow(count: Int, at path: StackPath) {
    if let step = stepInFlight, !isUsers(count: count, at: path, during: step) { return }
    let shownCount = (try? shown.stack(at: path).count) ?? 0
    if count == 0, shown.isPushedLevel(path.level) {
      report(.dismissed(toLevel: path.level - 1))
    } else if count < shownCount {
      report(.popped(toCount: count, at: path))
    } else if count > shownCount {
      mismatches.append(
        "the stack at \(path) shows \(count) screens, but the tree has \(shownCount)")
    }
  }

  /// Whether a count of the stack at `path` that arrives while `step` runs is the user's: a
  /// step that changes one stack changes no other, unless they share a navigation controller
  /// (a pushed level and the stack below it).
  private func isUsers(count: Int, at path: StackPath, during step: NavigationStep<Route>) -> Bool {
    let busy: StackPath
    switch step {
    case .push(_, let onto): busy = onto
    case .pop(_, let at), .remove(_, let at), .setStack(_, let at, _),
      .setRefusesUserBack(_, let at):
      busy = at
    default: return false
    }
    guard busy != path, !shown.isPushedLevel(busy.level) else { return false }
    // Going back out of a pushed level (a count of 0 there) is the user's: a step that closes
    // one is a dismissal, whose driver stops reporting the level first.
    return !shown.isPushedLevel(path.level) || count == 0
  }

  /// The user went back on the stack at `path` until it shows `count` screens (a SwiftUI path
  /// binding's setter, which ``DeclarativeModel`` reports on a later turn of the main queue).
  ///
  /// Unlike ``stackDidShow(count:at:)``, which a navigation controller also calls when a step's
  /// transition settles, only the user makes this change: while a step is under way it waits
  /// for the step to complete, and the navigator then hears of it, before its next step.
  public func userDidGoBack(toCount count: Int, at path: StackPath) {
    report(.popped(toCount: count, at: path))
  }

  /// An interactive back swipe on the stack at `path` ended (UIKit's
  /// `notifyWhenInteractionChanges`); a cancelled one is reported as a cancelled gesture, a
  /// completed one waits for ``stackDidShow(count:at:)``.
  public func interactivePopDidEnd(at path: StackPath, cancelled: Bool) {
    if cancelled { report(.gestureCancelled(.back(path))) }
  }

  /// The presentation at `level` is gone: UIKit's `presentationControllerDidDismiss(_:)`, a
  /// SwiftUI item binding set to `nil`.
  ///
  /// UIKit calls that delegate method for the user's swipe or tap outside only. A system
  /// controller that dismisses itself (the share sheet, after an activity) is reported by the
  /// UIKit driver's `presentedControllerDidDismissItself(_:)`, which the app calls from the
  /// controller's completion handler; an app's own screen lets its flow dismiss it.
  ///
  /// Gone without a step that dismissed it, it is the user's dismissal of it and of everything
  /// above it; while a step dismisses or replaces it, it is the step's.
  public func presentationDidDismiss(level: Int) {
    switch stepInFlight {
    case .dismiss(let target)? where target < level: return
    case .replaceRoot?: return
    default: break
    }
    guard level >= 1, level <= shown.topLevel else { return }
    // A dialog closed without a button (an iPad's action sheet, tapped outside) chose its
    // cancel action, as the platform's own tap outside does where it has one; with none, the
    // flow that presented it hears it lost.
    if level == shown.topLevel, let dialog = shown.presentations[level - 1].dialog,
      let cancel = dialog.actions.first(where: { $0.role == .cancel })
    {
      report(.chose(action: cancel.id, level: level))
      return
    }
    report(.dismissed(toLevel: level - 1))
  }

  /// The user tried to dismiss the presentation at `level` and it refused, since it
  /// refuses the user's dismissal (UIKit's `presentationControllerDidAttemptToDismiss(_:)`,
  /// called while `isModalInPresentation` is `true`).
  ///
  /// Reported as `UserEvent.attemptedToDismiss(level:)`: the flow that refuses hears it;
  /// nothing closed, so the host's copy stays as it is.
  public func presentationDidAttemptToDismiss(level: Int) {
    guard level >= 1, level <= shown.topLevel else { return }
    report(.attemptedToDismiss(level: level))
  }

  /// Whether the platform may select the tab `id` the user tapped at `level` (UIKit's
  /// `tabBarController(_:shouldSelect:)`).
  ///
  /// Tapping the selected tab again is a reselection: the host reports it and answers `false`,
  /// so that UIKit does not pop the tab's stack on its own — the navigator decides. A split's
  /// sidebar row is the same: tapping the row whose section the detail column shows is a
  /// reselection. While the split shows no section (`Sections.hasSelection` is `false`),
  /// tapping the section it remembers shows it again: a selection, answered `true`.
  ///
  /// A tab that is an action (`Sections.actions`, the "post" tab) is reported and answered
  /// `false` too: the platform keeps showing the selected tab, and the flow gets a
  /// `TabActionIntent`.
  public func shouldSelect(_ id: SectionID, level: Int) -> Bool {
    // The UI already shows the user's events that wait for the step under way: a tab selected
    // there is the one a tap reselects.
    var shown = self.shown
    for event in waitingEvents { try? event.apply(to: &shown) }
    let isAction = (try? shown.container(at: level))?.sections?.actions.contains(id) == true
    if !isAction, !shown.showsSection(id, atLevel: level), level < shown.topLevel,
      shown.presentations[level].style == .overCurrentContext
    {
      // A presentation over the tab's content stays with that tab on the platform (UIKit
      // keeps it in the tab's presentation context), while the selection closes it in the
      // tree: the navigator selects instead, and its plan dismisses it first.
      heldSelection = (id, level)
      selectHeldTab()
      return false
    }
    guard isAction || shown.showsSection(id, atLevel: level) else { return true }
    report(.selected(id, level: level))
    return false
  }

  /// The user selected the tab or sidebar section `id` at `level` (UIKit's
  /// `tabBarController(_:didSelect:)`, a SwiftUI selection binding's setter); the one already
  /// selected is a reselection.
  public func didSelect(_ id: SectionID, level: Int) {
    report(.selected(id, level: level))
  }

  /// The user chose the action `action` of the alert or dialog at `level`.
  public func dialogDidChoose(_ action: String, level: Int) {
    report(.chose(action: action, level: level))
  }

  /// The user dragged the sheet at `level` to `detent` (UIKit's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, SwiftUI's detent
  /// selection); reported as `UserEvent.detentChanged(_:level:)`, unless the sheet already
  /// rests there (a platform that reports its own change back).
  public func sheetDidChangeDetent(_ detent: SheetDetent, level: Int) {
    guard level >= 1, level <= shown.topLevel,
      shown.presentations[level - 1].options.detents?.selected != detent
    else { return }
    report(.detentChanged(detent, level: level))
  }

  /// The window's horizontal size class changed; the navigator answers with the layout
  /// steps its `Navigator.layoutPolicy` picks, for every level, including those whose
  /// layout the platform changed on its own before (``layoutDidChange(_:level:)``).
  public func sizeClassDidChange(_ sizeClass: SizeClass) {
    report(.sizeClassChanged(sizeClass))
  }

  /// The platform changed the layout of the sections at `level` on its own (a split view that
  /// collapses into a tab bar by itself).
  ///
  /// Reported as `UserEvent.layoutChanged(_:level:)`; the navigator sends no step back,
  /// whatever its `Navigator.layoutPolicy` says, until the next ``sizeClassDidChange(_:)``.
  /// The layout the host already shows is no change.
  public func layoutDidChange(_ layout: SectionLayout, level: Int) {
    guard let current = (try? shown.container(at: level))?.layout, current != layout else {
      return
    }
    report(.layoutChanged(layout, level: level))
  }

  /// The user showed or hid the columns of the split at `level`.
  public func columnVisibilityDidChange(_ visibility: ColumnVisibility, level: Int) {
    guard (try? shown.container(at: level))?.sections?.columnVisibility != visibility else {
      return
    }
    report(.columnVisibilityChanged(visibility, level: level))
  }

  /// The split at `level` shows no section any more (back to the sidebar on a collapsed split).
  public func selectionDidClear(level: Int) {
    guard (try? shown.container(at: level))?.sections?.hasSelection == true else { return }
    report(.selectionCleared(level: level))
  }

  /// Applies `event` to the host's copy, then tells the navigator; while a step is under way
  /// the event waits for it to complete.
  func report(_ event: UserEvent) {
    guard stepInFlight == nil, reportsBetweenSteps || navigator?.isIdle ?? true else {
      waitingEvents.append(event)
      return
    }
    guard let navigator else {
      mismatches.append("\(event) before the host was attached")
      return
    }
    do {
      try keeper.apply(event)
      try navigator.receive(event)
    } catch {
      mismatches.append("\(event) was refused: \(error)")
    }
  }

  /// Reports the user's waiting events while the navigator's next step is held back: the
  /// navigator hears of them before that step is performed.
  func deliverWaitingEventsBeforeTheStep() {
    guard !waitingEvents.isEmpty else { return }
    reportsBetweenSteps = true
    deliverWaitingEvents()
    reportsBetweenSteps = false
  }

  func deliverWaitingEvents() {
    while stepInFlight == nil, reportsBetweenSteps || navigator?.isIdle ?? true,
      !waitingEvents.isEmpty
    {
      report(waitingEvents.removeFirst())
    }
    selectHeldTab()
  }

  /// Has the navigator select the tab the user tapped under a presentation over its current
  /// context, once no step runs and no event of the user's waits.
  private func selectHeldTab() {
    guard let (id, level) = heldSelection, stepInFlight == nil, waitingEvents.isEmpty,
      let navigator, navigator.isIdle
    else { return }
    heldSelection = nil
    do {
      try navigator.perform(.selected(id, level: level))
    } catch {
      mismatches.append("selecting \(id) at level \(level) was refused: \(error)")
    }
  }
}
