import Testing
import Wayfinder
import WayfinderHosting

extension TestHost {
  /// What each column of the split at `level` shows, as the host shows it; `nil` unless the
  /// level is a split (collapsed, as tabs, it shows one stack).
  public func columns(atLevel level: Int = 0) -> SplitColumnRoutes<Route>? {
    (try? shown.container(at: level)).flatMap { SplitColumnRoutes($0) }
  }

  /// Fails the test unless the split at `level` shows `expected`.
  ///
  /// `expected` is one line in the format of `SplitColumnRoutes.description`:
  ///
  /// ```swift
  /// host.expectColumns(
  ///   "sidebar [timeline*, lists] | content timeline | detail [status(3)]"
  ///     + " | pinned notifications [notifications]")
  /// ```
  public func expectColumns(
    _ expected: String, atLevel level: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let columns = columns(atLevel: level) else {
      Issue.record("Level \(level) is not a split.", sourceLocation: sourceLocation)
      return
    }
    if columns.description != expected {
      Issue.record(
        "The split shows\n\(columns)\nbut the test expected\n\(expected)",
        sourceLocation: sourceLocation)
    }
  }

  /// The user goes back to the content column of the split at `level`.
  ///
  /// They deselect the content list's row (three columns), or tap back from the detail's first
  /// screen where the split is collapsed: the selected stack pops to its root.
  ///
  /// - Throws: ``TestHostError/noSections(level:)`` when the level shows no sections,
  ///   ``TestHostError/nothingToGoBack(_:)`` when the stack shows only its root.
  public func showContentColumn(atLevel level: Int = 0) throws(TestHostError) {
    guard let sections = (try? shown.container(at: level))?.sections else {
      throw .noSections(level: level)
    }
    let path = StackPath(level: level, section: sections.selection)
    guard sections.hasSelection, sections.selectedStack.count > 1 else {
      throw .nothingToGoBack(path)
    }
    try report(.popped(toCount: 1, at: path))
  }

  /// The user taps back in the column the split at `level` pins beside its detail
  /// (`Sections.pinnedColumn`): its own stack pops one screen.
  ///
  /// - Throws: ``TestHostError/noPinnedColumn(level:)`` unless the level is a split with a
  ///   pinned column, ``TestHostError/nothingToGoBack(_:)`` when it shows only its root.
  public func tapBackInPinnedColumn(atLevel level: Int = 0) throws(TestHostError) {
    guard case .split(let sections)? = try? shown.container(at: level),
      let pinned = sections.pinnedColumn
    else {
      throw .noPinnedColumn(level: level)
    }
    let path = StackPath(level: level, section: pinned)
    let count = try backableCount(at: path)
    guard count > 1 else { throw .nothingToGoBack(path) }
    try report(.popped(toCount: count - 1, at: path))
  }
}
