extension Navigator {
  /// A flow kept when its presentation was dismissed (``FlowCoordinator/keepsWhenDismissed``):
  /// the presentation as the user left it, who owned what on it, and its flows.
  struct KeptPart {
    /// The presentation, as it was when it left the tree.
    let presentation: Presentation<Route>
    /// The level's owners and runs, as the map had them.
    let level: FlowMap.Level
    /// The kept flow first, then the flows on its level, all its descendants.
    let records: [FlowRecord]
    /// Those among them that hide the tab bar.
    let barHiders: [FlowID]
  }

  /// The flows kept when their presentation was dismissed, oldest first: each waits for its
  /// parent's ``FlowCoordinator/presentAgain(_:)`` or for finishing.
  ///
  /// Flows on a kept flow's level (its children there) are kept with it but listed here only
  /// through it: ``FlowCoordinator/keptChildren`` of the kept flow's parent holds it.
  public var keptFlows: [FlowCoordinator<Route>] {
    keptParts.keys.sorted().compactMap { id in
      keptParts[id].map { FlowCoordinator<Route>.coordinator(of: $0.records[0]) }
    }
  }

  /// The doomed flows that are kept instead: each flow that keeps when dismissed, whose level
  /// the edit removed while its parent keeps running, and whose level holds only its own and
  /// its descendants' parts.
  func partsToKeep(
    among doomed: FlowIDSet, requested: FlowIDSet, in edit: borrowing TreeEdit<Route>
  ) -> [KeptPart] {
    var parts: [KeptPart] = []
    for id in doomed {
      guard let record = records[id], record.isKeptWhenDismissed, !requested.contains(id),
        case .container(let level) = record.place, level >= 1, level <= tree.topLevel,
        let parent = record.parentRecord, parent.isRunning, let parentID = parent.flowID,
        !doomed.contains(parentID), edit.map.levelID(at: level) != map.levelID(at: level)
      else { continue }
      var flows: [FlowRecord] = [record]
      var hiders: [FlowID] = []
      for other in map.flows(at: level) {
        guard let otherRecord = records[other], otherRecord.descends(from: record) else {
          flows = []
          break
        }
        if barHiders.contains(other) { hiders.append(other) }
        if otherRecord !== record, !flows.contains(where: { $0 === otherRecord }) {
          flows.append(otherRecord)
        }
      }
      guard !flows.isEmpty else { continue }
      parts.append(
        KeptPart(
          presentation: tree.presentations[level - 1], level: map.levels[level], records: flows,
          barHiders: hiders))
    }
    return parts
  }

  /// Takes the flows of `part` out of the running ones; they wait, kept.
  func keep(_ part: KeptPart) {
    guard let id = part.records[0].flowID else { return }
    for record in part.records {
      record.lifeState = .kept
      if let flowID = record.flowID {
        records[flowID] = nil
        if !barHiders.isEmpty { barHiders.remove(flowID) }
      }
    }
    keptParts[id] = part
    logger.debug(
      "kept \(printable: FlowCoordinator<Route>.coordinator(of: part.records[0]).flowPath)")
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
      var edit = makeEdit()
      edit.present(part.presentation, by: id)
      commit(consume edit, cause: .removedByCode)
      let level = map.topLevel
      keptParts[id] = nil
      map.restore(part.level, at: level)
      for record in part.records {
        record.place = record.place.moved(toLevel: level)
        record.lifeState = .running
        if let flowID = record.flowID {
          records[flowID] = record
          if var stash = stashes[flowID] {
            stash = StashedRoutes(
              path: StackPath(level: level, section: stash.path.section), base: stash.base,
              routes: stash.routes)
            stashes[flowID] = stash
          }
        }
      }
      for hider in part.barHiders { barHiders.insert(hider) }
      claimScreens(at: .container(level: level))
      logger.debug("presented \(printable: child.flowPath) again at level \(level)")
    }
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
