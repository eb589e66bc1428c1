extension Navigator {
  /// Applies an edit: finds the flows whose part left the tree, removes what they (and their
  /// descendants) still own, commits the tree, runs each finish path once, and plans.
  ///
  /// - Parameters:
  ///   - edit: the change, already applied to a copy of the tree.
  ///   - cause: why flows that lose their part finish.
  ///   - requested: flows that end on purpose (self-finish), with `requestedCause`.
  ///   - requestedCause: why the requested flows end.
  ///   - handedOver: flows among `requested` whose part stays in the tree for their successor.
  func commit(
    _ edit: consuming TreeEdit<Route>, cause: FinishCause,
    finishing requested: [FlowID] = [], endingWith requestedCause: FinishCause = .completed,
    handingOver handedOver: Set<FlowID> = []
  ) {
    let requested = FlowIDSet(requested)
    var doomed = requested
    doomed.formUnion(newlyRemoved(by: edit, excluding: doomed))
    while true {
      // Most edits end no flow: then there is nothing of theirs to remove.
      if !doomed.isEmpty {
        addDescendants(of: &doomed)
        removeParts(
          of: handedOver.isEmpty ? doomed : doomed.subtracting(handedOver),
          handingOver: handedOver, from: &edit)
      }
      // One rule for every change, by code or by the user: the selection is a section the
      // layout shows (SectionVisibility). A selection it moves may close a presentation.
      edit.selectVisibleSections()
      let more = newlyRemoved(by: edit, excluding: doomed)
      if more.isEmpty { break }
      doomed.formUnion(more)
    }
    // A flow kept when dismissed leaves the tree with its level but does not finish: it and
    // the flows on its level wait for its parent to present it again. Looked for only when a
    // doomed flow keeps: most commits end no flow, and most flows do not keep.
    var kept: [FlowRecord] = []
    if !doomed.isEmpty, doomed.contains(where: { records[$0]?.mayBeKept == true }) {
      for part in partsToKeep(among: doomed, requested: requested, in: edit) {
        doomed = doomed.subtracting(Set(part.records.compactMap(\.flowID)))
        keep(part)
        kept.append(part.records[0])
      }
    }
    // Each kept flow's parent hears of it once the commit is done, its finish paths run.
    defer { if !kept.isEmpty { tellParents(theyKept: kept) } }
    if !doomed.isEmpty {
      // A flow that handed its part over: its stacks changed owner, so that the planner
      // compares their screens' owners and the host binds them to the new owner even where
      // the routes stay equal.
      for id in handedOver where doomed.contains(id) {
        if let record = records[id] { edit.changes.recordScreens(of: record.anchor, in: edit.tree) }
      }
      if !stashes.isEmpty { restoreStashedRoutes(of: doomed, handingOver: handedOver, in: &edit) }
    }

    draft.changed = true
    if !edit.editsRoutesOnly { pendingShapeChange = true }
    let before = doomed.isEmpty ? nil : map
    // A level closed takes what its presenter showed there: checked when the transaction ends.
    // A dialog that goes other than by the user's choice is lost to the flow that presented it.
    var lostDialogs: [(FlowID, Dialog)] = []
    if edit.map.changes.presenters {
      for (level, presenter) in map.levelsGone(in: edit.map) {
        guard let presenter else { continue }
        lostShows.append((presenter, cause))
        guard !answeringDialog, let dialog = tree.presentations[level - 1].dialog else { continue }
        // Another flow's presentation in its place went over it, unless a tree set says all
        // that shows; a flow that presents over its own dialog has moved on from it.
        if edit.tree.topLevel >= level, settingTree == nil,
          edit.map.presenter(ofLevel: level) != presenter
        {
          coveredDialogs.append(
            CoveredDialog(
              presenter: presenter, level: level, baseLevelID: map.levelID(at: level - 1),
              selection: (try? tree.container(at: level - 1))?.sections?.selection,
              screens: visibleStack(at: level - 1), dialog: dialog,
              presentation: tree.presentations[level - 1]))
        } else {
          lostDialogs.append((presenter, dialog))
        }
      }
    }
    defer { if !lostDialogs.isEmpty { tellPresenters(theyLost: lostDialogs) } }
    tree = edit.tree
    map = edit.map
    // A tree set says all that shows: a covered dialog it puts on top again stays out.
    if settingTree != nil, !coveredDialogs.isEmpty {
      loseCoveredDialogs(into: &lostDialogs) { isGone($0) || $0.level - 1 == tree.topLevel }
    }
    // A finishing flow owns nothing from now on, before any finish path runs: what a handed-
    // over flow leaves in place, its successor takes. A doomed run keeps, as its anchor, the
    // base it had before the edit.
    for id in doomed {
      guard let record = records[id] else { continue }
      if case .run(let path, _) = record.place, let base = before?.base(of: id, in: path) {
        record.place = .run(path, base: base)
      }
      map.detach(id, from: record.place)
      if !barHiders.isEmpty { barHiders.remove(id) }
    }
    var changes = edit.changes
    changes.recordAnimation(animates)
    pendingChanges.merge(changes)
    hasPendingCommit = true

    guard !doomed.isEmpty else { return }
    // Every doomed flow is finishing before any finish path runs; the paths run from the
    // topmost doomed flows, newest first.
    var tops: [FlowRecord] = []
    for id in doomed.ids.reversed() {
      guard let record = records[id] else { continue }
      record.lifeState = .finishing
      if let parentID = record.parentRecord?.flowID, doomed.contains(parentID) { continue }
      tops.append(record)
    }
    for record in tops {
      let isRequested = record.flowID.map { requested.contains($0) } ?? false
      runFinishPath(of: record, cause: isRequested ? requestedCause : cause)
    }
  }

  /// The running flows, not yet doomed, whose part the edit removed: its map says which.
  private func newlyRemoved(by edit: TreeEdit<Route>, excluding doomed: FlowIDSet) -> FlowIDSet {
    guard !edit.removed.isEmpty else { return FlowIDSet() }
    var removed = FlowIDSet()
    for id in edit.removed where !doomed.contains(id) {
      guard let record = records[id], record.isRunning else { continue }
      removed.insert(id)
    }
    return removed
  }

  private func addDescendants(of doomed: inout FlowIDSet) {
    // Most doomed flows have no children: the queue is made only for those that have.
    var queue: [FlowID] = []
    for id in doomed where records[id]?.childRecords.isEmpty == false { queue.append(id) }
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
    of doomed: FlowIDSet, handingOver handedOver: Set<FlowID>, from edit: inout TreeEdit<Route>
  ) {
    // Presentations a finishing flow presented go, with everything above them; a flow that
    // hands its part over keeps only that part (its own level), not what it presented above.
    let lowest = edit.map.presentationLevels.first { level in
      guard let presenter = edit.map.presenter(ofLevel: level) else { return false }
      if doomed.contains(presenter) { return true }
      guard handedOver.contains(presenter), let record = records[presenter] else { return false }
      return record.place != .container(level: level)
    }
    if let lowest { try? edit.dismiss(toLevel: lowest - 1) }
    for id in doomed.ids.reversed() {
      // A part the edit already removed holds someone else's content now, or nothing.
      guard let record = records[id], edit.map.holds(id, at: record.place) else { continue }
      switch record.place {
      case .app:
        break
      case .container(let level):
        removeLevel(level, from: &edit)
      case .section(let section, let level):
        guard let sections = (try? edit.tree.container(at: level))?.sections,
          sections[section] != nil
        else { continue }
        if sections.stacks.count > 1 {
          try? edit.removeSection(section, atLevel: level)
        } else {
          removeLevel(level, from: &edit)
        }
      case .run(let path, _):
        // Only the flow's own routes leave: an unrelated flow's screens above stay, lower.
        guard let run = edit.map.run(of: id, in: path),
          let count = try? kernel.count(edit.tree, path)
        else { continue }
        try? edit.splice(path, range: run.base..<(run.next ?? count), with: [])
      }
    }
  }

  /// Puts back the routes of parents whose child replaced them, now that the child finishes
  /// (unless the parent finishes too, or the stack is gone); a parent that hands its place over
  /// gets them back for its successor.
  private func restoreStashedRoutes(
    of doomed: FlowIDSet, handingOver handedOver: Set<FlowID>, in edit: inout TreeEdit<Route>
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

  private func removeLevel(_ level: Int, from edit: inout TreeEdit<Route>) {
    if level == 0 {
      edit.setRoot(.stack([]))
    } else if level <= edit.tree.topLevel {
      try? edit.dismiss(toLevel: level - 1)
    }
  }

  /// The one finish path: children first, tasks cancelled, detached, outcome delivered.
  func runFinishPath(of record: FlowRecord, cause: FinishCause) {
    switch record.lifeState {
    case .running, .finishing: break
    case .kept: forgetKept(record)
    case .idle, .finished: return
    }
    record.lifeState = .finishing
    for child in record.childRecords.reversed() {
      runFinishPath(of: child, cause: .parentFinished)
    }
    let flow = FlowCoordinator<Route>.coordinator(of: record)
    if !record.tasks.isEmpty { finishedTasks.append(contentsOf: flow.cancelTasks()) }
    let flowPath = flow.flowPath
    // Its place: the map no longer holds it, and a run's place has its base from before the
    // edit that ended it (commit).
    let anchor = record.place
    // Leak labels are made when a leak is reported; nothing is watched where nobody checks.
    let watcher = leakWatcher.isEnabled ? leakWatcher : nil
    if let watcher {
      flow.dependencies.end { (service: AnyObject) in
        let serviceType: AnyObject.Type = type(of: service)
        watcher.expect(service, as: .service) { "\(serviceType) of \(flowPath)" }
      }
    } else {
      flow.dependencies.end()
    }
    // The commit that doomed it took it out of the map and the tab bar's hiders.
    if let id = record.flowID { records[id] = nil }
    // Only a pushed parent can be left showing nothing (a section's or a level's cannot).
    if let parent = record.parentRecord, parent.isRunning, case .run = parent.place,
      let parentID = parent.flowID
    {
      lostShows.append((parentID, cause))
    }
    record.parentRecord?.removeChild(record)
    record.lifeState = .finished(cause)
    record.finishCount += 1
    draft.finished.append(.init(path: flowPath, cause: cause))
    watcher?.expect(flow, as: .coordinator) { "\(flowPath) at \(anchor)" }
    logger.debug("finished \(printable: flowPath) at \(printable: anchor): \(cause.rawValue)")
    windows?.forgetCloseHandlers(of: flow)
    flow.didFinish(cause)
    // An adopted flow's result is lost unless its parent's didAdopt asked for it: the code that
    // would have handled it, where the parent starts the flow, never ran.
    if flow.deliverOutcome(cause), record.adopted, let parent = record.parentRecord {
      warnUnobservedResult(
        of: flowPath, adoptedBy: FlowCoordinator<Route>.coordinator(of: parent).flowPath)
    }
  }

  /// Finishes `flow` on purpose: its part leaves the tree and it ends with `cause`.
  func finish(_ flow: FlowCoordinator<Route>, cause: FinishCause) {
    guard let id = flow.flowID, flow.navigator === self else { return }
    if flow.flowState == .kept {
      // Nothing of it is in the tree: only its finish path runs.
      transaction { runFinishPath(of: flow.record, cause: cause) }
      return
    }
    guard flow.isRunning else { return }
    // A flow the tree being set keeps does not take its part out of it meanwhile.
    if let settingTree {
      refuseWhileSettingTree(by: flow, during: "finish", cause: settingTree)
      return
    }
    transaction {
      commit(
        makeEdit(), cause: flow === rootFlow ? .parentFinished : .removedByCode, finishing: [id],
        endingWith: cause)
    }
  }

  /// Tells the running or kept flow that presented each dialog in `lost` that it closed
  /// without the user's choice (``FlowCoordinator/didLoseDialog(_:)``).
  func tellPresenters(theyLost lost: [(FlowID, Dialog)]) {
    for (id, dialog) in lost {
      guard let flow = coordinator(id) ?? keptFlows.first(where: { $0.flowID == id }) else {
        continue
      }
      run(flow, "didLoseDialog(_:)") { try flow.didLoseDialog(dialog) }
    }
  }

  /// Takes out the covered dialogs that `isLost` says are lost, into `lost`.
  private func loseCoveredDialogs(
    into lost: inout [(FlowID, Dialog)], where isLost: (CoveredDialog) -> Bool
  ) {
    coveredDialogs.removeAll { covered in
      guard isLost(covered) else { return false }
      lost.append((covered.presenter, covered.dialog))
      return true
    }
  }

  /// Whether the level `covered` was asked on went, or shows another section or other screens.
  private func isGone(_ covered: CoveredDialog) -> Bool {
    let base = covered.level - 1
    return base > tree.topLevel || map.levelID(at: base) != covered.baseLevelID
      || (try? tree.container(at: base))?.sections?.selection != covered.selection
      || visibleStack(at: base) != covered.screens as? Stack<Route>
  }

  /// Settles the covered dialogs as a transaction ends: a running presenter's whose level is on
  /// top again, showing the section and screens it showed, comes back as it was, in one more
  /// change; one whose level went or changed, or whose presenter was kept, is lost to it; a
  /// finished presenter's goes.
  func settleCoveredDialogs() {
    var lost: [(FlowID, Dialog)] = []
    loseCoveredDialogs(into: &lost) { records[$0.presenter]?.isRunning != true || isGone($0) }
    var edit = makeEdit()
    coveredDialogs.removeAll { covered in
      guard covered.level - 1 == edit.tree.topLevel,
        let presentation = covered.presentation as? Presentation<Route>
      else { return false }
      edit.present(presentation, by: covered.presenter)
      return true
    }
    if edit.tree.topLevel != tree.topLevel { commit(consume edit, cause: .removedByCode) }
    if !lost.isEmpty { tellPresenters(theyLost: lost) }
  }

  /// The stack shown at `level`, if the tree has that level.
  private func visibleStack(at level: Int) -> Stack<Route>? {
    (try? tree.visiblePath(at: level)).flatMap { try? tree.stack(at: $0) }
  }

  /// Takes out the dialogs `flow` presented that wait under presentations: the flow changed
  /// what it shows, and they are lost to it.
  func takeCoveredDialogs(of flow: FlowID) -> [(FlowID, Dialog)] {
    var lost: [(FlowID, Dialog)] = []
    loseCoveredDialogs(into: &lost) { $0.presenter == flow }
    return lost
  }

  /// Reports that `flow` tried to change the navigation in `call` while a tree set for `cause`
  /// replaced flows (``NavigationError/treeBeingSet(flow:cause:)``); nothing changes.
  func refuseWhileSettingTree(
    by flow: FlowCoordinator<Route>, during call: String, cause: NavigationCause
  ) {
    let error = NavigationError.treeBeingSet(flow: flow.flowPath, cause: cause.description)
    report(.failed(flow: flow.flowPath, during: call, error: "\(error)"))
  }
}

/// A dialog a presentation went over, waiting for its presenter's level to be on top again.
///
/// Not generic, so that the commit, unspecialized in an app, pays no metadata look-up for it.
struct CoveredDialog {
  let presenter: FlowID
  /// The level the dialog was on, one above its presenter's.
  let level: Int
  /// The identity of the level under it (``FlowMap``): a level presented anew there is
  /// another one, and the dialog is lost.
  let baseLevelID: UInt64?
  /// The section that level showed: the dialog was asked there, and is lost to another.
  let selection: SectionID?
  /// The screens that level showed (a `Stack` of the navigator's route type): the dialog was
  /// asked over them, and is lost once they changed.
  let screens: Any?
  let dialog: Dialog
  /// The dialog's `Presentation` of the navigator's route type, as it was.
  let presentation: Any
}
