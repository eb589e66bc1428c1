extension UserEvent {
  /// Performs the event on a tree value, as the host's UI did on screen.
  ///
  /// - Throws: ``NavigationError`` when the event does not fit the tree (a pop below a root, a
  ///   dismissal with nothing presented, an unknown section); the tree is then unchanged.
  @inlinable
  package func apply<Route>(to tree: inout NavigationTree<Route>) throws(NavigationError) {
    switch self {
    case .popped(let count, let path):
      guard count >= 1 else { throw .at(path, .cannotPopRoot(count)) }
      _ = try tree.editStack(at: path, .keep(count), with: [])
    case .dismissed(let level):
      guard level < tree.topLevel else { throw .nothingToDismiss }
      try tree.dismiss(toLevel: level)
    case .selected(let id, let level):
      // A tap on an action selects nothing: the tab that was selected stays.
      if (try tree.container(at: level)).sections?.actions.contains(id) == true { break }
      try tree.select(id, atLevel: level)
    case .selectionCleared(let level):
      try tree.clearSelection(atLevel: level)
    case .columnVisibilityChanged(let visibility, let level):
      try tree.setColumnVisibility(visibility, atLevel: level)
    case .layoutChanged(let layout, let level):
      try tree.setLayout(layout, atLevel: level)
    case .gestureCancelled, .sizeClassChanged:
      // Nothing on screen changed: the navigator decides the layout for the size class.
      break
    case .detentChanged(let detent, let level):
      try tree.setPresentationOptions(
        try tree.options(selecting: detent, atLevel: level), atLevel: level)
    case .attemptedToDismiss(let level):
      // The presentation stayed; only a level the tree has can have been tried.
      guard level >= 1, level <= tree.topLevel else { throw .nothingToDismiss }
    case .chose(let action, let level):
      guard level >= 1, level <= tree.topLevel, let dialog = tree.presentations[level - 1].dialog
      else { throw .notADialog(level: level) }
      guard dialog.actions.contains(where: { $0.id == action }) else {
        throw .unknownDialogAction(action, dialog: dialog.id)
      }
      try tree.dismiss(toLevel: level - 1)
    }
  }
}
