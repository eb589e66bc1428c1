extension NavigationStep {
  /// Whether the user sees the step happen in a tree whose top level is `topLevel`.
  ///
  /// Dismissals and presentations change the top of what is shown. Any other step changes one
  /// level; below `topLevel` a presentation that stays covers it, so the user finds the change
  /// only once that presentation closes, and the step runs without animation.
  @inlinable
  func isSeen(atTopLevel topLevel: Int) -> Bool {
    switch self {
    case .dismiss, .replaceRoot, .present:
      true
    case .setLayout(_, let level), .select(_, let level), .clearSelection(let level),
      .setColumnVisibility(_, let level), .setSectionBarHidden(_, _, let level),
      .setSplitColumns(_, let level), .setPinnedColumn(_, let level),
      .setRefusesUserDismissal(_, let level), .insertSection(_, _, _, _, let level),
      .removeSection(_, let level, _), .setVisibility(_, _, let level),
      .setTabBarOrder(_, let level), .setPresentationOptions(_, let level):
      level >= topLevel
    case .push(_, let path), .pop(_, let path), .remove(_, let path), .setStack(_, let path, _),
      .setRefusesUserBack(_, let path):
      path.level >= topLevel
    }
  }
}
