extension Navigator {
  /// Takes in what the user did in the host.
  ///
  /// The host already shows the result, so no step is sent back for it. Flows whose part left
  /// the tree finish (``FinishCause/userWentBack`` or ``FinishCause/userDismissed``); a
  /// cancelled gesture changes nothing.
  ///
  /// - Throws: ``NavigationError`` when the event does not fit what the host was showing (for
  ///   example a pop below a stack's root); nothing changes then.
  public func receive(_ event: UserEvent) throws(NavigationError) {
    try transaction { () throws(NavigationError) in
      switch event {
      case .gestureCancelled(let gesture):
        logger.debug("user cancelled a gesture: \(gesture)")
      case .popped(let count, let path):
        guard count >= 1 else { throw .at(path, .cannotPopRoot(count)) }
        var touched = TreeChanges()
        touched.recordStack(path, from: count)
        try runner.hostChanged(touching: touched) { (tree) throws(NavigationError) in
          try tree.modifyStack(at: path) { (stack) throws(NavigationError) in
            try stack.truncate(to: count)
          }
        }
        var edit = makeEdit()
        if let stack = try? edit.tree.stack(at: path), stack.count > count {
          try edit.truncate(path, to: count)
        }
        commit(edit, cause: .userWentBack)
      case .dismissed(let level):
        try runner.hostChanged(touching: TreeChanges()) { (tree) throws(NavigationError) in
          guard level < tree.topLevel else { throw .nothingToDismiss }
          try tree.dismiss(toLevel: level)
        }
        var edit = makeEdit()
        if level < edit.tree.topLevel { try edit.dismiss(toLevel: level) }
        commit(edit, cause: .userDismissed)
      case .selected(let id, let level):
        try runner.hostChanged(touching: TreeChanges()) { (tree) throws(NavigationError) in
          try tree.select(id, atLevel: level)
        }
        var edit = makeEdit()
        try? edit.select(id, atLevel: level)
        commit(edit, cause: .removedByCode)
      case .layoutChanged(let layout, let level):
        try runner.hostChanged(touching: TreeChanges()) { (tree) throws(NavigationError) in
          try tree.setLayout(layout, atLevel: level)
        }
        var edit = makeEdit()
        try? edit.setLayout(layout, atLevel: level)
        commit(edit, cause: .removedByCode)
      }
    }
  }
}
