import Wayfinder

extension DeclarativeModel {
  /// How many columns the split at `level` draws (`SplitColumns`).
  public func splitColumns(atLevel level: Int) -> SplitColumns {
    levels.indices.contains(level) ? levels[level].splitColumns : .two
  }

  /// The section the split at `level` shows beside its detail, `nil` for none
  /// (`Sections.pinnedColumn`).
  public func pinnedColumn(atLevel level: Int) -> SectionID? {
    levels.indices.contains(level) ? levels[level].pinnedColumn : nil
  }

  /// The first screen of a three-column split's detail column for the stack at `path`: the
  /// content list's selection, the stack's second screen; `nil` for a placeholder.
  ///
  /// The content column shows ``root(at:)``; the detail column is a `NavigationStack` rooted
  /// here over ``detailPath(at:)``.
  public func detailRoot(at path: StackPath) -> ScreenID? {
    let screens = stack(at: path)
    return screens.count > 1 ? screens[1] : nil
  }

  /// The screens above the detail column's first one: the detail `NavigationStack`'s path.
  public func detailPath(at path: StackPath) -> [ScreenID] {
    Array(stack(at: path).dropFirst(2))
  }

  /// The detail column's `NavigationStack` wrote `newPath` (the screens above its first one):
  /// a shorter path is the user going back in the detail column, reported as the count of
  /// screens the whole stack shows.
  public func userSetDetailPath(_ newPath: [ScreenID], at path: StackPath) {
    let shown = stack(at: path)
    let count = newPath.count + 2
    guard count < shown.count, Array(shown.dropFirst(2).prefix(newPath.count)) == newPath else {
      return
    }
    userShowed(count: count, at: path)
  }

  /// The column a collapsed split at `level` shows on top: the sidebar while it shows no
  /// section, the content list while a three-column split's stack holds only its root, the
  /// detail otherwise — SwiftUI's `preferredCompactColumn`.
  public func preferredCompactColumn(atLevel level: Int) -> SplitColumn {
    guard levels.indices.contains(level), levels[level].hasSelection,
      let selection = levels[level].selection
    else { return .sidebar }
    let count = stack(at: StackPath(level: level, section: selection)).count
    return levels[level].splitColumns == .three && count <= 1 ? .content : .detail
  }

  /// A collapsed split at `level` showed `column` on top because the user went back to it.
  ///
  /// Back to the content list pops the selected stack to its root (the list's selection is
  /// gone); back to the sidebar shows no section. A column further in is not the user's to
  /// open — a screen sends an intent and the flow shows the detail — so it is not recorded.
  public func userSetPreferredCompactColumn(_ column: SplitColumn, level: Int) {
    guard column != preferredCompactColumn(atLevel: level), levels.indices.contains(level),
      let selection = levels[level].selection
    else { return }
    switch column {
    case .sidebar:
      levels[level].hasSelection = false
      report { [weak self] in self?.events?.selectionDidClear(level: level) }
    case .content:
      let path = StackPath(level: level, section: selection)
      guard levels[level].splitColumns == .three, stack(at: path).count > 1 else { return }
      userShowed(count: 1, at: path)
    case .detail:
      return
    }
  }

  /// Records that the user went back on the stack at `path` to its first `count` screens and
  /// reports it, on the next turn of the main queue.
  func userShowed(count: Int, at path: StackPath) {
    levels[path.level].stacks[path.section] = Array(stack(at: path).prefix(count))
    forgetHiddenScreens()
    report { [weak self] in self?.events?.userDidGoBack(toCount: count, at: path) }
  }
}

/// A column of a split, as SwiftUI's `NavigationSplitViewColumn` names it: the one a
/// collapsed split shows on top (``DeclarativeModel/preferredCompactColumn(atLevel:)``).
public enum SplitColumn: String, Hashable, Sendable, CaseIterable {
  /// The sidebar's rows.
  case sidebar
  /// A three-column split's content list: the selected stack's root.
  case content
  /// The detail.
  case detail
}
