extension Navigator {
  /// Takes in what the user did: shown by the host already, or to be sent to it as steps
  /// (`receive(_:)` and `perform(_:)`, in `WayfinderHosting`).
  package func take(_ event: UserEvent, shownByHost: Bool) throws(NavigationError) {
    try transaction(cause: journalCause(of: event)) { () throws(NavigationError) in
      if case .gestureCancelled(let gesture) = event {
        logger.debug("user cancelled a gesture: \(printable: gesture)")
        draft.forced = true
        return
      }
      var touched = TreeChanges()
      // A back the platform let through on a screen that refuses it, as the host showed the
      // screen when the user acted (the navigator may be ahead of it).
      var refusedBack = false
      if case .popped(let count, let path) = event {
        touched.recordStack(path, from: count)
        // Only a flow that may refuse marks a stack (a tree set whole loses what it brought).
        if asksBackRefusals,
          let stack = try? (shownByHost ? runner.hostTree : tree).stack(at: path),
          stack.refusesUserBack, stack.count > count
        {
          refusedBack = true
        }
      }
      // The flow that presented a dialog hears the choice once the dialog has closed.
      // A cancel nobody handles is no loss: the dialog closed, which is all it asks.
      var choice: (DialogChoice, FlowCoordinator<Route>, isCancel: Bool)?
      if case .chose(let action, let level) = event,
        let presenterID = map.presenter(ofLevel: level),
        let dialog = tree.presentations[level - 1].dialog,
        let presenter = coordinator(presenterID)
      {
        let role = dialog.actions.first { $0.id == action }?.role
        choice = (DialogChoice(dialog: dialog.id, action: action), presenter, role == .cancel)
      }
      if shownByHost { try kernel.hostChanged(runner, event, touched) }
      // The navigator may be ahead of the host (a plan under way); it follows the user where
      // the event still fits its own tree.
      var edit = makeEdit()
      switch event {
      case .popped(let count, let path):
        if refusedBack {
          // A gesture the host could not turn off: the screens stay, and the plan shows them
          // again.
          logger.debug("the user went back on \(printable: path), which refuses it: shown again")
          draft.forced = true
        } else if let current = try? kernel.count(edit.tree, path), current > count {
          try edit.truncate(path, to: count)
        }
        commit(consume edit, cause: .userWentBack)
      case .dismissed(let level):
        // Going back from the first screen of a pushed level dismisses it as a back does.
        let pushed = edit.tree.isPushedLevel(level + 1)
        if level < edit.tree.topLevel { try edit.dismiss(toLevel: level) }
        commit(consume edit, cause: pushed ? .userWentBack : .userDismissed)
      case .selected(let id, let level)
      where (try? edit.tree.container(at: level))?.sections?.actions.contains(id) == true:
        // An action selects nothing; the flow that owns the container acts. The journal keeps
        // the tap even when the flow changes nothing.
        draft.forced = true
        let owner = flow(owningStackAt: StackPath(level: level))
        dispatch(TabActionIntent(id, level: level), from: owner)
      case .selected(let id, let level):
        let reselected = edit.tree.showsSection(id, atLevel: level)
        try? edit.select(id, atLevel: level)
        // The only part a selection removes is the old tab's over-current-context
        // presentation, which the user closed by leaving the tab.
        commit(consume edit, cause: .userDismissed)
        if reselected {
          let owner = flow(owningStackAt: StackPath(level: level))
          run(owner, "didReselect(_:)") { try owner.didReselect(id) }
        }
      case .layoutChanged(let layout, let level):
        try? edit.reshape { (tree) throws(NavigationError) in
          try tree.setLayout(layout, atLevel: level)
        }
        // The host's own layout is newer than the policy's: the policy must not undo it.
        if let id = edit.map.levelID(at: level) { hostLayouts[id] = layout }
        commit(consume edit, cause: .removedByCode)
      case .selectionCleared(let level):
        try? edit.reshape { (tree) throws(NavigationError) in
          try tree.clearSelection(atLevel: level)
        }
        commit(consume edit, cause: .removedByCode)
      case .columnVisibilityChanged(let visibility, let level):
        try? edit.reshape { (tree) throws(NavigationError) in
          try tree.setColumnVisibility(visibility, atLevel: level)
        }
        commit(consume edit, cause: .removedByCode)
      case .sizeClassChanged(let sizeClass):
        self.sizeClass = sizeClass
        // Newer than any layout the host chose: the policy lays out every level again.
        hostLayouts.removeAll()
        applyLayoutPolicy(to: &edit)
        commit(consume edit, cause: .removedByCode)
      case .gestureCancelled:
        break
      case .detentChanged(let detent, let level):
        // The navigator may be ahead of the host (the sheet already dismissed by code, or
        // given other detents): an event that no longer fits its tree changes nothing there.
        guard level >= 1, level <= edit.tree.topLevel,
          edit.tree.presentations[level - 1].options.detents?.detents.contains(detent) == true
        else { break }
        let options = try edit.tree.options(selecting: detent, atLevel: level)
        try edit.reshape { (tree) throws(NavigationError) in
          try tree.setPresentationOptions(options, atLevel: level)
        }
        commit(consume edit, cause: .removedByCode)
      case .chose(_, let level):
        if level >= 1, level <= edit.tree.topLevel { try edit.dismiss(toLevel: level - 1) }
        // The user's choice closed the dialog: a flow that only presented it ends as dismissed,
        // and the choice, not a loss, reaches the flow that presented it.
        answeringDialog = true
        commit(consume edit, cause: .userDismissed)
        answeringDialog = false
      case .attemptedToDismiss(let level):
        // Nothing closed; the flow that refuses decides what happens next.
        draft.forced = true
        if let flow = refusingFlow(atLevel: level) {
          run(flow, "didRefuseUserDismissal()") { try flow.didRefuseUserDismissal() }
        } else {
          logger.debug("the user tried to dismiss level \(level), which no flow refuses now")
        }
      }
      if let (choice, presenter, isCancel) = choice, presenter.isRunning {
        dispatch(choice, from: presenter, reportingUnhandled: !isCancel)
      }
    }
  }

  private func journalCause(of event: UserEvent) -> NavigationCause {
    switch event {
    case .popped: return .userBack
    case .dismissed(let level):
      return tree.isPushedLevel(level + 1) ? .userBack : .swipeDismiss
    case .selected(let id, let level):
      return tree.showsSection(id, atLevel: level) ? .userBack : .tabSelection
    case .layoutChanged, .sizeClassChanged, .columnVisibilityChanged: return .layoutSwitch
    case .selectionCleared: return .tabSelection
    case .gestureCancelled: return .cancelledGesture
    case .attemptedToDismiss: return .refusedDismissal
    case .detentChanged: return .detentChange
    case .chose(let action, let level):
      let dialog = level >= 1 && level <= tree.topLevel ? tree.presentations[level - 1].dialog : nil
      return .dialogChoice("\(dialog?.id ?? "?")/\(action)")
    }
  }
}
