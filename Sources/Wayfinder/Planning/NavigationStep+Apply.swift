extension NavigationStep {
  /// Performs the step on a tree value, as a host performs it on screen.
  ///
  /// The test host and the plan executor use this to know what a host shows after each step.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit the tree (for example a pop to a
  ///   count larger than the stack); the tree is then unchanged.
  @usableFromInline
  package func apply(to tree: inout NavigationTree<Route>) throws(NavigationError) {
    if try applyToStack(&tree) { return }
    switch self {
    case .dismiss(let level):
      try tree.dismiss(toLevel: level)
    case .replaceRoot(let container):
      tree.setRoot(container)
    case .setLayout(let layout, let level):
      try tree.setLayout(layout, atLevel: level)
    case .select(let id, let level):
      try tree.select(id, atLevel: level)
    case .clearSelection(let level):
      try tree.clearSelection(atLevel: level)
    case .setColumnVisibility(let visibility, let level):
      try tree.setColumnVisibility(visibility, atLevel: level)
    case .setSplitColumns(let columns, let level):
      try tree.setSplitColumns(columns, atLevel: level)
    case .setPinnedColumn(let section, let level):
      try tree.setPinnedColumn(section, atLevel: level)
    case .setSectionBarHidden(let hidden, let section, let level):
      try tree.setSectionBarHidden(hidden, section: section, atLevel: level)
    case .insertSection(let id, let stack, let index, let visibility, let level):
      try tree.insertSection(id, stack, at: index, visibility: visibility, atLevel: level)
    case .removeSection(let id, let level, let selection):
      try tree.removeSection(id, atLevel: level, selecting: selection)
    case .setVisibility(let visibility, let id, let level):
      try tree.setVisibility(visibility, of: id, atLevel: level)
    case .setTabBarOrder(let order, let level):
      try tree.setTabBarOrder(order, atLevel: level)
    case .setPresentationOptions(let options, let level):
      try tree.setPresentationOptions(options, atLevel: level)
    case .push, .pop, .remove:
      break
    case .setStack(let stack, let path, let keeping):
      let old = try tree.stack(at: path)
      guard keeping >= 0, keeping <= old.commonPrefixCount(with: stack) else {
        throw .at(path, .indexOutOfRange(keeping, count: old.commonPrefixCount(with: stack)))
      }
      try tree.setStack(stack, at: path)
    case .present(let presentation):
      tree.present(presentation)
    case .setRefusesUserDismissal(let refuses, let level):
      try tree.setRefusesUserDismissal(refuses, atLevel: level)
    case .setRefusesUserBack(let refuses, let path):
      try tree.setRefusesUserBack(refuses, at: path)
    }
  }
}

extension NavigationStep {
  /// Performs the step when it edits a stack's routes (a push, a pop, a removal); returns
  /// whether it did.
  ///
  /// Inlinable, so that the plan runner follows these steps specialized for the app's route
  /// type (``RouteKernel``); ``apply(to:)`` performs the others.
  @inlinable
  func applyToStack(_ tree: inout NavigationTree<Route>) throws(NavigationError) -> Bool {
    switch self {
    case .push(let routes, let path):
      _ = try tree.editStack(at: path, .append, with: routes)
    case .pop(let count, let path):
      _ = try tree.editStack(at: path, .keep(count), with: [])
    case .remove(let indices, let path):
      _ = try tree.editStack(at: path, .remove(indices), with: [])
    default:
      return false
    }
    return true
  }
}
