extension Navigator {
  /// A flow kept when its presentation was dismissed (``FlowCoordinator/keepsWhenDismissed``):
  /// the presentation as the user left it, who owned what on it, and its flows.
  struct KeptPart {
    /// The presentation, as it was when it left the tree.
    let presentation: Presentation<Route>
    /// The level's owners and runs, as the map had them.
    let level: FlowMap.Level
    /// The kept flow first, then the flows on its level, all its descendants, while kept.
    var records: [FlowRecord]
    /// Those among them that hide the tab bar.
    var barHiders: [FlowID]
    /// Flows of the level that finished while kept: their parts leave the level when it is
    /// shown again.
    var gone: [FlowID] = []
  }

  /// The flows kept when their presentation was dismissed, oldest first: each waits for its
  /// parent's ``FlowCoordinator/presentAgain(_:)`` or for finishing.
  ///
  /// Flows on a kept flow's level (its children there) are kept with it but listed here only
  /// through it: ``FlowCoordinator/keptChildren`` of the kept flow holds them.
  public var keptFlows: [FlowCoordinator<Route>] {
    keptParts.keys.sorted().compactMap { id in
      keptParts[id].map { FlowCoordinator<Route>.coordinator(of: $0.records[0]) }
    }
  }

  /// The doomed flows that are kept instead: each flow that keeps when dismissed, whose level
  /// the edit removed while its parent keeps running, whose level shows something, and holds
  /// only its own and its descendants' parts, none of which ends on purpose.
  func partsToKeep(
    among doomed: FlowIDSet, requested: FlowIDSet, in edit: borrowing TreeEdit<Route>
  ) -> [KeptPart] {
    var parts: [KeptPart] = []
    for id in doomed {
      guard let record = records[id], asksToBeKept(record),
        case .container(let level) = record.place,
        let parentID = record.parentRecord?.flowID, !doomed.contains(parentID),
        edit.map.levelID(at: level) != map.levelID(at: level),
        let part = keptPart(of: record, atLevel: level, requested: requested)
      else { continue }
      parts.append(part)
    }
    return parts
  }

  /// What keeping the flow of `record`, on presented level `level`, keeps: `nil` when it cannot
  /// be kept — its parent does not run, the level shows nothing, or a flow on the level is not
  /// the flow's or its descendant's, or ends on purpose (among `requested`).
  func keptPart(of record: FlowRecord, atLevel level: Int, requested: FlowIDSet) -> KeptPart? {
    guard level >= 1, level <= tree.topLevel, record.parentRecord?.isRunning == true,
      tree.presentations[level - 1].showsSomething
    else { return nil }
    var flows: [FlowRecord] = [record]
    var hiders: [FlowID] = []
    for other in map.flows(at: level) {
      guard let otherRecord = records[other], otherRecord.descends(from: record),
        !requested.contains(other)
      else { return nil }
      if barHiders.contains(other) { hiders.append(other) }
      if otherRecord !== record, !flows.contains(where: { $0 === otherRecord }) {
        flows.append(otherRecord)
      }
    }
    return KeptPart(
      presentation: tree.presentations[level - 1], level: map.levels[level], records: flows,
      barHiders: hiders)
  }

  /// Tells the parent of each flow in `kept` that it was kept
  /// (``FlowCoordinator/didKeep(_:)``).
  func tellParents(theyKept kept: [FlowRecord]) {
    for record in kept {
      guard record.lifeState == .kept, let parent = record.parentRecord, parent.isRunning else {
        continue
      }
      let (parentFlow, child) = (
        FlowCoordinator<Route>.coordinator(of: parent),
        FlowCoordinator<Route>.coordinator(of: record)
      )
      run(parentFlow, "didKeep(_:)") { try parentFlow.didKeep(child) }
    }
  }

  /// Puts the presentation of `flow` away, keeping the flow (``FlowCoordinator/putAway()``).
  func putAway(_ flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    let record = flow.record
    guard record.mayBeKept, case .container(let level) = record.place else {
      throw .cannotPutAway(flow.flowPath, reason: "it is not on a presentation it was started on")
    }
    guard keptPart(of: record, atLevel: level, requested: FlowIDSet()) != nil else {
      throw .cannotPutAway(
        flow.flowPath,
        reason: "its parent does not run, its presentation shows nothing, or another flow's "
          + "screens are on it")
    }
    record.putsAway = true
    defer { record.putsAway = false }
    transaction {
      var edit = makeEdit()
      try? edit.dismiss(toLevel: level - 1)
      commit(consume edit, cause: .removedByCode)
    }
  }

  /// Whether the flow of `record` asks to be kept as its presentation leaves the tree: its
  /// ``FlowCoordinator/keepsWhenDismissed`` now, so that it may say so from its state (a
  /// compose sheet keeps its draft, an empty one goes).
  func asksToBeKept(_ record: FlowRecord) -> Bool {
    record.mayBeKept
      && (record.putsAway || FlowCoordinator<Route>.coordinator(of: record).keepsWhenDismissed)
  }

  /// Takes the flows of `part` out of the running ones; they wait, kept.
  ///
  /// Called before the map of the edit replaces the one they were in, so that a run's place
  /// keeps the base it had.
  func keep(_ part: KeptPart) {
    guard let id = part.records[0].flowID else { return }
    for record in part.records {
      record.lifeState = .kept
      record.timesKept += 1
      guard let flowID = record.flowID else { continue }
      if case .run(let path, _) = record.place, let base = map.base(of: flowID, in: path) {
        record.place = .run(path, base: base)
      }
      records[flowID] = nil
      if !barHiders.isEmpty { barHiders.remove(flowID) }
    }
    keptParts[id] = part
    logger.debug(
      "kept \(printable: FlowCoordinator<Route>.coordinator(of: part.records[0]).flowPath)")
  }

  /// A kept flow finishes: a kept part's own flow takes the part (and its stashed routes) with
  /// it; a flow on a kept level leaves the part, and its screens leave the level when the level
  /// is shown again.
  func forgetKept(_ record: FlowRecord) {
    guard let id = record.flowID else { return }
    if let part = keptParts.removeValue(forKey: id) {
      for member in part.records { if let memberID = member.flowID { stashes[memberID] = nil } }
      return
    }
    var ancestor = record.parentRecord
    while let candidate = ancestor {
      if let rootID = candidate.flowID, keptParts[rootID] != nil {
        keptParts[rootID]?.records.removeAll { $0 === record }
        keptParts[rootID]?.barHiders.removeAll { $0 == id }
        keptParts[rootID]?.gone.append(id)
        return
      }
      ancestor = candidate.parentRecord
    }
  }

  /// Presents the kept `child` of `parent` again: its presentation as the user left it, its
  /// flows running again where they were.
  func presentAgain(
    _ child: FlowCoordinator<Route>, by parent: FlowCoordinator<Route>
  ) throws(NavigationError) {
    try requireRunning(parent)
    guard let id = child.flowID, child.navigator === self, child.parentRecord === parent.record,
      let part = keptParts[id]
    else { throw .notKept(child.flowPath) }
    try requireSupported(part.presentation.style)
    transaction {
      var presentation = part.presentation
      // An over-current-context presentation belongs to the section selected now.
      presentation.context = nil
      var edit = makeEdit()
      edit.present(presentation, by: id)
      commit(consume edit, cause: .removedByCode)
      let level = map.topLevel
      keptParts[id] = nil
      map.restore(part.level, at: level)
      for record in part.records {
        record.place = record.place.moved(toLevel: level)
        record.lifeState = .running
        guard let flowID = record.flowID else { continue }
        records[flowID] = record
        if let stash = stashes[flowID] {
          stashes[flowID] = StashedRoutes(
            path: StackPath(level: level, section: stash.path.section), base: stash.base,
            routes: stash.routes)
        }
        // A flow that only presents shows nothing on the level: it ends if nothing of its
        // came back (settleFlowsShowingNothing).
        if record.presentsOnly { lostShows.append((flowID, .removedByCode)) }
      }
      for hider in part.barHiders { barHiders.insert(hider) }
      removeGoneParts(part.gone, atLevel: level)
      claimScreens(at: .container(level: level))
      logger.debug("presented \(printable: child.flowPath) again at level \(level)")
    }
  }

  /// Takes the parts of flows that finished while their level was kept out of the level, now
  /// shown again: their screens go (a parent's routes a replacing child stashed come back),
  /// their sections and container lose them as owners.
  private func removeGoneParts(_ gone: [FlowID], atLevel level: Int) {
    guard !gone.isEmpty else { return }
    var edit = makeEdit()
    for id in gone.reversed() {
      let stash = stashes.removeValue(forKey: id)
      for part in edit.map.parts(of: id, atLevel: level) {
        guard case .run(let path, _) = part, let run = edit.map.run(of: id, in: path),
          let count = try? kernel.count(edit.tree, path)
        else {
          edit.map.detach(id, from: part)
          continue
        }
        let routes = stash.flatMap { $0.path.section == path.section ? $0.routes : nil } ?? []
        try? edit.splice(path, range: run.base..<(run.next ?? count), with: routes)
      }
    }
    commit(consume edit, cause: .removedByCode)
  }
}

extension FlowAnchor {
  /// The same part on level `level`: a kept flow's place when its level is presented again.
  func moved(toLevel level: Int) -> FlowAnchor {
    switch self {
    case .app: .app
    case .container: .container(level: level)
    case .section(let id, _): .section(id, level: level)
    case .run(let path, let base): .run(StackPath(level: level, section: path.section), base: base)
    }
  }
}
