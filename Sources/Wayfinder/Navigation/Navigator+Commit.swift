extension Navigator {
  /// Applies an edit: finds the flows whose part left the tree, removes what they (and their
  /// descendants) still own, commits the tree, runs each finish path once, and plans.
  ///
  /// - Parameters:
  ///   - edit: the change, already applied to a copy of the tree.
  ///   - cause: why flows that lose their part finish.
  ///   - requested: flows that end on purpose, with their own cause (self-finish).
  ///   - handedOver: flows among `requested` whose part stays in the tree for their successor.
  func commit(
    _ edit: TreeEdit<Route>, cause: FinishCause, finishing requested: [FlowID: FinishCause] = [:],
    handingOver handedOver: Set<FlowID> = []
  ) {
    var edit = edit
    var doomed = Set(requested.keys)
    doomed.formUnion(newlyRemoved(by: edit, excluding: doomed))
    while true {
      addDescendants(of: &doomed)
      removeParts(of: doomed.subtracting(handedOver), handingOver: handedOver, from: &edit)
      // One rule for every change, by code or by the user: the selection is a section the
      // layout shows (SectionVisibility). A selection it moves may close a presentation.
      edit.selectVisibleSections()
      let more = newlyRemoved(by: edit, excluding: doomed)
      if more.isEmpty { break }
      doomed.formUnion(more)
    }
    renewScreens(of: handedOver.intersection(doomed), in: &edit)
    restoreStashedRoutes(of: doomed, handingOver: handedOver, in: &edit)

    draft.changed = true
    if !edit.editsRoutesOnly { pendingShapeChange = true }
    tree = edit.tree
    presenters = edit.presenters
    levelIDs = edit.levelIDs
    nextLevelID = edit.nextLevelID
    var changes = edit.changes
    changes.recordAnimation(animates)
    pendingChanges.merge(changes)
    hasPendingCommit = true
    // Runs that survive keep their flows; a change below them moved them. Only the stacks the
    // edit touched can have moved runs: every other run is where its flow's anchor says.
    if edit.indexVersion == flowIndex.version {
      // The edit's runs came from the index, which still holds where each flow's run began:
      // only the runs whose base the edit changed move their flow, so a flow finishing on top
      // of a hundred others' runs costs a look at their bases, not at the flows.
      for path in edit.runs.touched {
        moveRuns(
          at: path, from: flowIndex.runs.runs(in: path), to: edit.runs.runs(in: path),
          except: doomed)
      }
    } else {
      for path in edit.runs.byPath.keys {
        for run in edit.runs.runs(in: path) where !doomed.contains(run.id) {
          records[run.id]?.anchor = .run(path, base: run.base)
        }
      }
    }

    // Every doomed flow is finishing before any finish path runs; the paths run from the
    // topmost doomed flows, newest first.
    var tops: [FlowRecord] = []
    for id in doomed.sorted(by: >) {
      guard let record = records[id] else { continue }
      record.lifeState = .finishing
      if let parentID = record.parentRecord?.flowID, doomed.contains(parentID) { continue }
      tops.append(record)
    }
    for record in tops {
      let own = record.flowID.flatMap { requested[$0] } ?? cause
      runFinishPath(of: record, cause: own)
    }
  }

  /// Gives the flows of the runs in `new` that `old` (the same stack's runs before the edit,
  /// in the same order, some since removed) has at another base their new anchor.
  private func moveRuns(
    at path: StackPath, from old: [RunMap.Run], to new: [RunMap.Run], except doomed: Set<FlowID>
  ) {
    var index = 0
    for run in new {
      while index < old.count, old[index].id != run.id { index += 1 }
      if index < old.count, old[index].base == run.base { continue }
      guard !doomed.contains(run.id) else { continue }
      records[run.id]?.anchor = .run(path, base: run.base)
    }
  }

  /// The running flows, not yet doomed, whose part the edit removed.
  ///
  /// Only the flows the edit can have touched are asked: those whose runs it removed, and
  /// those anchored at a level it cut, closed, or whose sections it changed. Every other flow
  /// keeps its part: its level has the same sections as before the edit.
  private func newlyRemoved(by edit: TreeEdit<Route>, excluding doomed: Set<FlowID>) -> Set<FlowID>
  {
    guard edit.indexVersion == flowIndex.version else { return scanAll(edit, excluding: doomed) }
    var candidates = edit.runs.removed
    // An edit of routes alone, cutting no level, leaves every level's sections as they were.
    if edit.levelCut != nil || edit.reshapes {
      for level in flowIndex.byLevel.keys where !keepsSections(atLevel: level, in: edit) {
        candidates.formUnion(flowIndex.flows(at: level))
      }
    }
    var removed = Set<FlowID>()
    for id in candidates where !doomed.contains(id) {
      guard let record = records[id], record.isRunning else { continue }
      if edit.removes(id, at: record.anchor) { removed.insert(id) }
    }
    return removed
  }

  /// Whether the edit leaves the level `level` as it was for the flows anchored there: not
  /// cut, still in the tree, and with the same kind of container and the same sections.
  private func keepsSections(atLevel level: Int, in edit: TreeEdit<Route>) -> Bool {
    if let cut = edit.levelCut, level >= cut { return false }
    return kernel.hasSameSections(storedTree, edit.tree, level)
  }

  private func scanAll(_ edit: TreeEdit<Route>, excluding doomed: Set<FlowID>) -> Set<FlowID> {
    var removed = Set<FlowID>()
    for (id, record) in records where record.isRunning && !doomed.contains(id) {
      if edit.removes(id, at: record.anchor) { removed.insert(id) }
    }
    return removed
  }

  private func addDescendants(of doomed: inout Set<FlowID>) {
    var queue = Array(doomed)
    while let next = queue.popLast() {
      guard let record = records[next] else { continue }
      for child in record.childRecords {
        guard let id = child.flowID, child.isRunning, !doomed.contains(id) else {
          continue
        }
        doomed.insert(id)
        queue.append(id)
      }
    }
  }

  /// Removes from the edited tree whatever the doomed flows still own.
  ///
  /// That is the presentations they presented or are, the sections they are, the runs of routes
  /// they pushed. A part the edit already replaced holds someone else's content now and stays.
  private func removeParts(
    of doomed: Set<FlowID>, handingOver handedOver: Set<FlowID>, from edit: inout TreeEdit<Route>
  ) {
    // Presentations a finishing flow presented go, with everything above them; a flow that
    // hands its part over keeps only that part (its own level), not what it presented above.
    let lowest = edit.presenters.indices.first { index in
      let presenter = edit.presenters[index]
      if doomed.contains(presenter) { return true }
      guard handedOver.contains(presenter), let record = records[presenter] else { return false }
      return index + 1 != record.anchor.level || !isContainer(record.anchor)
    }
    if let lowest { try? edit.dismiss(toLevel: lowest) }
    for id in doomed.sorted(by: >) {
      guard let record = records[id] else { continue }
      switch record.anchor {
      case .app:
        break
      case .container(let level):
        removeLevel(level, from: &edit)
      case .section(let section, let level):
        if let cut = edit.levelCut, level >= cut { continue }
        guard let sections = (try? edit.tree.container(at: level))?.sections,
          sections[section] != nil
        else { continue }
        if sections.stacks.count > 1 {
          try? edit.removeSection(section, atLevel: level)
        } else {
          removeLevel(level, from: &edit)
        }
      case .run(let anchorPath, _):
        // Only the flow's own routes leave: an unrelated flow's screens above stay, lower.
        guard let (path, base) = edit.runs.place(of: id, in: anchorPath),
          let count = try? kernel.count(edit.tree, path)
        else { continue }
        let end = edit.runs.end(of: id, in: path, count: count)
        try? edit.splice(path, range: base..<end, with: [])
      }
    }
  }

  /// Puts back the routes of parents whose child replaced them, now that the child finishes
  /// (unless the parent finishes too, or the stack is gone); a parent that hands its place over
  /// gets them back for its successor.
  private func restoreStashedRoutes(
    of doomed: Set<FlowID>, handingOver handedOver: Set<FlowID>, in edit: inout TreeEdit<Route>
  ) {
    for id in doomed {
      guard let stash = stashes.removeValue(forKey: id) else { continue }
      guard let parent = records[id]?.parentRecord, let parentID = parent.flowID,
        !doomed.contains(parentID) || handedOver.contains(parentID), parent.isRunning,
        let count = try? kernel.count(edit.tree, stash.path), stash.base <= count
      else { continue }
      try? edit.splice(stash.path, range: stash.base..<stash.base, with: stash.routes)
    }
  }

  /// Marks the stacks of flows that handed their part over as changed, so that the planner
  /// compares their screens' owners and the host binds them to the new owner even where the
  /// routes stay equal.
  private func renewScreens(of handedOver: Set<FlowID>, in edit: inout TreeEdit<Route>) {
    for id in handedOver {
      guard let record = records[id] else { continue }
      switch record.anchor {
      case .app:
        break
      case .container(let level):
        guard let container = try? edit.tree.container(at: level) else { continue }
        for section in container.stackSections {
          edit.changes.recordStack(StackPath(level: level, section: section), from: 0)
        }
      case .section(let section, let level):
        edit.changes.recordStack(StackPath(level: level, section: section), from: 0)
      case .run(let path, let base):
        edit.changes.recordStack(path, from: base)
      }
    }
  }

  private func isContainer(_ anchor: FlowAnchor) -> Bool {
    if case .container = anchor { return true }
    return false
  }

  private func removeLevel(_ level: Int, from edit: inout TreeEdit<Route>) {
    if let cut = edit.levelCut, level >= cut { return }
    if level == 0 {
      edit.setRoot(.stack([]))
    } else if level <= edit.tree.topLevel {
      try? edit.dismiss(toLevel: level - 1)
    }
  }

  /// The one finish path: children first, tasks cancelled, detached, outcome delivered.
  func runFinishPath(of record: FlowRecord, cause: FinishCause) {
    guard record.lifeState == .running || record.lifeState == .finishing else { return }
    record.lifeState = .finishing
    for child in record.childRecords.reversed() {
      runFinishPath(of: child, cause: .parentFinished)
    }
    let flow = FlowCoordinator<Route>.coordinator(of: record)
    finishedTasks.append(contentsOf: flow.cancelTasks())
    let flowPath = flow.flowPath
    let anchor = flow.anchor
    // Leak labels are made when a leak is reported; nothing is watched where nobody checks.
    let watcher = leakWatcher.isEnabled ? leakWatcher : nil
    if let watcher {
      flow.dependencies.end { (service: AnyObject) in
        let serviceType: AnyObject.Type = type(of: service)
        watcher.watch(service, as: .service) { "\(serviceType) of \(flowPath)" }
      }
    } else {
      flow.dependencies.end()
    }
    if let id = record.flowID {
      records[id] = nil
      flowIndex.update(id, to: nil)
    }
    record.parentRecord?.removeChild(record)
    record.lifeState = .finished(cause)
    record.finishCount += 1
    draft.finished.append(.init(path: flowPath, cause: cause))
    watcher?.watch(flow, as: .coordinator) { "\(flowPath) at \(anchor)" }
    logger.debug("finished \(printable: flowPath) at \(printable: anchor): \(cause.rawValue)")
    windows?.forgetCloseHandlers(of: flow)
    flow.didFinish(cause)
    flow.deliverOutcome(cause)
  }

  /// Finishes `flow` on purpose: its part leaves the tree and it ends with `cause`.
  func finish(_ flow: FlowCoordinator<Route>, cause: FinishCause) {
    guard flow.isRunning, let id = flow.flowID, flow.navigator === self else { return }
    transaction {
      if flow === rootFlow {
        let edit = makeEdit()
        commit(edit, cause: .parentFinished, finishing: [id: cause])
        return
      }
      commit(makeEdit(), cause: .removedByCode, finishing: [id: cause])
    }
  }
}
