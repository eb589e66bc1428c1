import Observation

extension Navigator {
  /// Records in the tree which presentations refuse the user's dismissal, as their flows say
  /// now (``FlowCoordinator/refusesUserDismissal``).
  ///
  /// It runs at the end of every change, so state a flow changes in its own code (an intent it
  /// handles, a screen it pushes) is read in time; and the flows' answers are read under
  /// observation tracking, so that a change of `@Observable` state they read — the text of a
  /// compose screen's model — reads them again on the next turn of the main actor, without a
  /// navigation change.
  func updateDismissalRefusals() {
    guard map.topLevel > 0 else { return }
    let current = kernel.dismissalRefusals(storedTree)
    // Ids, not flows, and plain loops: lists of a generic class look up their metadata at
    // every use, and a jump that presents a level comes here with every flow of it.
    var levels: [[FlowID]] = []
    var anyFlow = false
    for (index, presentation) in current.enumerated() {
      let ids = presentation.canRefuse ? flowIDs(showingLevel: index + 1) : []
      anyFlow = anyFlow || !ids.isEmpty
      levels.append(ids)
    }
    guard anyFlow else {
      guard current.contains(where: { $0.refuses }) else { return }
      commitRefusals(Array(repeating: false, count: current.count), over: current)
      return
    }
    // Only the flows' answers are tracked: the tree changes at every step, and reading it here
    // would wake this up for each.
    let wanted = withObservationTracking {
      var wanted: [Bool] = []
      for ids in levels {
        var refuses = false
        for id in ids where coordinator(id)?.refusesUserDismissal == true {
          refuses = true
          break
        }
        wanted.append(refuses)
      }
      return wanted
    } onChange: { [weak self] in
      // Called as the state changes, before it has: read it once the change is done.
      Task { @MainActor in self?.refreshDismissalRefusals() }
    }
    commitRefusals(wanted, over: current)
  }

  private func commitRefusals(
    _ wanted: [Bool], over current: [(canRefuse: Bool, refuses: Bool)]
  ) {
    guard wanted != current.map({ $0.refuses }) else { return }
    var edit = makeEdit()
    for (index, refuses) in wanted.enumerated() {
      try? edit.tree.setRefusesUserDismissal(refuses, atLevel: index + 1)
    }
    commit(consume edit, cause: .removedByCode)
  }

  /// Reads the flows' ``FlowCoordinator/refusesUserDismissal`` now, without waiting for the
  /// next turn of the main actor: a host that simulates the user (the test host, the terminal
  /// host) calls it before it decides what a dismissal gesture means, since on a device the
  /// main queue turns between typing and swiping.
  package func refreshDismissalRefusals() {
    transaction {}
  }

  /// The ids of the running flows whose screens the level at `level` shows — its own flows, the
  /// flows of its sections and runs, and the flow that presented routes there itself — oldest
  /// first: sets and sorts of ids run specialized, of flows they do not.
  func flowIDs(showingLevel level: Int) -> [FlowID] {
    var ids = Set<FlowID>()
    for id in map.flows(at: level) where records[id] != nil {
      ids.insert(id)
    }
    for section in kernel.stackSections(storedTree, level) {
      let owner = flow(owningStackAt: StackPath(level: level, section: section))
      if let id = owner.flowID, owner.isRunning { ids.insert(id) }
    }
    return ids.sorted { $0.rawValue < $1.rawValue }
  }

  /// The flow that hears the user's attempt to pop the stack at `path` to its first screen (a
  /// tab's reselection): the newest of the flows with screens above it that refuses.
  func refusingFlow(poppingToRootOf path: StackPath) -> FlowCoordinator<Route>? {
    for run in map.runs(in: path).reversed() where run.base >= 1 {
      if let flow = coordinator(run.id), flow.refusesUserDismissal { return flow }
    }
    return nil
  }

  /// The flow that hears the user's attempt to dismiss the level at `level`: the newest of
  /// its flows that refuses; `nil` when none does any more.
  func refusingFlow(atLevel level: Int) -> FlowCoordinator<Route>? {
    guard level >= 1, level <= tree.topLevel,
      tree.presentations[level - 1].canRefuseUserDismissal
    else { return nil }
    return flowIDs(showingLevel: level).compactMap { coordinator($0) }
      .last { $0.refusesUserDismissal }
  }
}
