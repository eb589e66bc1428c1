extension Navigator {
  /// A hand-off where the predecessor is: checked by ``inPlaceHandOff(of:keepingScreens:)``,
  /// performed by ``handOff(_:to:under:)``.
  struct InPlaceHandOff {
    let predecessor: FlowCoordinator<Route>
    /// Whether the predecessor's screens stay, bound to the successor.
    let keepsScreens: Bool
    /// The predecessor's routes that leave: those of a flow that replaced its parent's routes
    /// and keeps no screens.
    let leaving: Range<Int>?
  }

  /// How `predecessor` hands its place over where it is, or `nil` when its successor starts
  /// anew: a pushed flow's that keeps no screens is pushed, the root's replaces the root.
  ///
  /// - Throws: ``NavigationError`` when the successor's screens would be hidden under a
  ///   presentation that stays, or the place would go with the predecessor's children (a tab
  ///   a child's flow owns); nothing changes then.
  func inPlaceHandOff(of predecessor: FlowCoordinator<Route>, keepingScreens: Bool)
    throws(NavigationError) -> InPlaceHandOff?
  {
    try requireRunning(predecessor)
    let keeps: Bool
    var leaving: Range<Int>?
    switch predecessor.anchor {
    case .app, .container(0):
      return nil
    case .container:
      keeps = keepingScreens
    case .section:
      keeps = true
    case .run where keepingScreens:
      keeps = true
    // A flow with a stash replaced its parent's routes (``FlowPlacement/replacingStack``), or
    // took the place of a flow that did: they wait for it to end.
    case .run(let path, _) where predecessor.flowID.map { stashes[$0] != nil } == true:
      keeps = false
      leaving = runRoutes(of: predecessor)?.range
      // The predecessor's own presentations go with it; another flow's stay over the
      // successor's screens.
      try requireUncovered(predecessor, byPresentationsAbove: path, ownGoing: true)
    case .run:
      return nil
    }
    try requirePlaceOutlivesChildren(of: predecessor)
    return InPlaceHandOff(predecessor: predecessor, keepsScreens: keeps, leaving: leaving)
  }

  /// Hands the predecessor's place to `successor` where it is: the predecessor finishes
  /// (``FinishCause/replaced``) and the successor takes the same place, without the parent
  /// starting it anew.
  ///
  /// - A presented level stays on screen, so a host changes its stack in place instead of
  ///   dismissing and presenting it again; without `keepingScreens` it starts empty for the
  ///   successor.
  /// - A tab stays, with its screens.
  /// - A flow that replaced its parent's routes passes the wait for them on: they come back
  ///   when the last flow of the chain ends. Without `keepingScreens` its routes leave, and the
  ///   successor's screens go where a push would put them.
  /// - With `keepingScreens`, and for a tab, the predecessor's screens stay, the same objects,
  ///   bound to the successor: their handles reach it (``heir(ofScreensOf:)``), and the host's
  ///   record of who owns them follows, so no step makes them anew.
  ///
  /// What the predecessor presented, and its children, go.
  func handOff(
    _ handOff: InPlaceHandOff, to successor: FlowCoordinator<Route>,
    under parent: FlowCoordinator<Route>
  ) {
    let predecessor = handOff.predecessor
    guard let predecessorID = predecessor.flowID else { return }
    let anchor = predecessor.anchor
    transaction {
      let id = makeFlowID()
      // Taken before the predecessor finishes, so that the parent's routes stay away.
      let stash = stashes.removeValue(forKey: predecessorID)
      if handOff.keepsScreens { screenHeirs[predecessorID] = id }
      // What covers the place goes, as it would with the predecessor: the successor's first
      // screens must be seen.
      var cleared = makeEdit()
      let above = anchor.level
      if let presented = cleared.map.presentationLevels.first(where: {
        cleared.map.presenter(ofLevel: $0) == predecessorID
      }), presented > above {
        try? cleared.dismiss(toLevel: presented - 1)
      }
      if case .container(let level) = anchor, cleared.tree.topLevel > level {
        try? cleared.dismiss(toLevel: level)
      }
      commit(
        cleared, cause: .replaced, finishing: [predecessorID],
        endingWith: .replaced,
        handingOver: [predecessorID])
      var edit = makeEdit()
      var place = anchor
      switch anchor {
      case .container(let level):
        if !handOff.keepsScreens { try? edit.replaceContainer(.stack([]), atLevel: level) }
        edit.map.setPresenter(id, ofLevel: level)
      case .run(let path, _):
        if let leaving = handOff.leaving,
          (try? edit.splice(path, range: leaving, with: [])) != nil
        {
          // Above the screens of unrelated flows that stay, as a push would be.
          place = .run(path, base: (try? kernel.count(edit.tree, path)) ?? leaving.lowerBound)
        }
      case .app, .section:
        break
      }
      commit(consume edit, cause: .replaced)
      attach(successor, id: id, at: place, under: parent)
      if let stash { stashes[id] = stash }
      if handOff.keepsScreens { runner.rebindScreens(of: predecessorID, to: id) }
      run(successor, "start()") { try successor.start() }
      checkShowsSomething(successor)
      run(parent, "childDidHandOff(_:to:)") {
        try parent.childDidHandOff(predecessor, to: successor)
      }
    }
  }

  /// Refuses when `flow`'s place would go with its descendants: the tab its routes (or an
  /// ancestor's) lie in, or every section of its level, belongs to a descendant's flow, which
  /// finishes with it.
  private func requirePlaceOutlivesChildren(of flow: FlowCoordinator<Route>)
    throws(NavigationError)
  {
    var tabs: [StackPath: FlowCoordinator<Route>] = [:]
    for candidate in runningFlows where candidate !== flow {
      guard case .section(let id, let level) = candidate.anchor, candidate.descends(from: flow)
      else { continue }
      tabs[StackPath(level: level, section: id)] = candidate
    }
    guard !tabs.isEmpty else { return }
    // The successor starts under the flow's parent: a tab that holds the screens of the parent
    // (or of a flow above it) goes with the child, and the parent with its screens.
    var ancestor = flow.parent
    while let current = ancestor {
      if case .run(let path, _) = current.anchor, let owner = tabs[path] {
        throw .placementNotAllowed(
          "\(flow.flowPath) cannot hand its place over: the screens of \(current.flowPath) lie "
            + "in the tab of its child \(owner.flowPath), which finishes with it")
      }
      ancestor = current.parent
    }
    let owner: FlowCoordinator<Route>?
    switch flow.anchor {
    case .run(let path, _):
      owner = tabs[path]
    case .container(let level):
      let paths = (try? tree.container(at: level))?.allStacks.map {
        StackPath(level: level, section: $0.section)
      }
      owner = paths.flatMap { paths in paths.allSatisfy { tabs[$0] != nil } ? tabs[paths[0]] : nil }
    case .app, .section:
      owner = nil
    }
    if let owner {
      throw .placementNotAllowed(
        "\(flow.flowPath) cannot hand its place over where it is: the place goes with its child "
          + "\(owner.flowPath), whose tab finishes with it")
    }
  }

  /// The running flow that the screens of flow `id` belong to now.
  ///
  /// That is `id` while it runs; once it handed its place over keeping its screens, its
  /// successor, or that one's successor when it did the same, and so on. `nil` when the last
  /// of them no longer runs.
  func heir(ofScreensOf id: FlowID) -> FlowCoordinator<Route>? {
    var last = id
    while let next = screenHeirs[last] { last = next }
    guard let flow = coordinator(last), flow.isRunning else { return nil }
    return flow
  }

  /// Forgets the hand-offs whose chain of successors ended: their screens reach no flow.
  func forgetEndedScreenHeirs() {
    guard !screenHeirs.isEmpty else { return }
    screenHeirs = screenHeirs.filter { heir(ofScreensOf: $0.value) != nil }
  }
}
