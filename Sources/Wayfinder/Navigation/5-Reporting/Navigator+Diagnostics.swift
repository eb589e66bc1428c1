extension Navigator {
  /// The running flows as text, one per line, children indented under their parent:
  /// `AppFlow @app`, `  AddBookFlow @level 1`; a kept flow (``FlowCoordinator/keepsWhenDismissed``)
  /// and its children show as `  LibraryFlow (kept)`.
  public func flowDump() -> String {
    var lines: [String] = []
    func append(_ flow: FlowCoordinator<Route>, indent: Int) {
      let place = flow.flowState == .kept ? "(kept)" : "@\(flow.anchor)"
      lines.append(String(repeating: "  ", count: indent) + "\(flow.flowName) \(place)")
      for child in flow.record.childRecords {
        append(FlowCoordinator<Route>.coordinator(of: child), indent: indent + 1)
      }
    }
    if rootFlow.isRunning { append(rootFlow, indent: 0) }
    return lines.joined(separator: "\n")
  }

  /// The running flows, the root flow first.
  public var runningFlows: [FlowCoordinator<Route>] {
    let running = records.values.filter(\.isRunning).sorted { (first, second) -> Bool in
      (first.flowID?.rawValue ?? 0) < (second.flowID?.rawValue ?? 0)
    }
    return running.map { FlowCoordinator<Route>.coordinator(of: $0) }
  }

  /// Checks that the running flows mirror the tree, and returns what does not hold.
  ///
  /// Each running flow's part is in the tree; each is among its parent's children and its
  /// children are running; the flows reachable from the root flow are exactly the running
  /// ones; each presentation was presented by a running flow.
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    var reachable = Set<FlowID>()
    var queue = rootFlow.isRunning ? [rootFlow] : []
    while let flow = queue.popLast() {
      guard let id = flow.flowID else {
        problems.append("\(flow.flowPath) is attached but has no id")
        continue
      }
      reachable.insert(id)
      for child in flow.children {
        if !child.isRunning { problems.append("\(child.flowPath) is a child but is not running") }
        if child.parent !== flow { problems.append("\(child.flowPath) has the wrong parent") }
        queue.append(child)
      }
    }
    // A kept flow waits under a running or kept parent, out of the running ones.
    for (id, part) in keptParts {
      let kept = FlowCoordinator<Route>.coordinator(of: part.records[0])
      if kept.flowID != id { problems.append("\(kept.flowPath) is kept under another id") }
      guard let parent = part.records[0].parentRecord,
        parent.isRunning || parent.lifeState == .kept,
        parent.childRecords.contains(where: { $0 === part.records[0] })
      else {
        problems.append("\(kept.flowPath) is kept but its parent neither runs nor is kept")
        continue
      }
      for record in part.records
      where record.lifeState != .kept || record.flowID.map({ records[$0] != nil }) ?? true {
        let flow = FlowCoordinator<Route>.coordinator(of: record)
        problems.append("\(flow.flowPath) is kept but is not marked kept or is still running")
      }
    }
    let running = Set(records.values.filter(\.isRunning).compactMap(\.flowID))
    if reachable != running {
      problems.append(
        "flows reachable from the root \(reachable.sorted()) differ from running \(running.sorted())"
      )
    }
    for flow in runningFlows {
      if !anchorExists(flow.anchor) {
        problems.append("\(flow.flowPath) owns \(flow.anchor), which is not in the tree")
      }
    }
    if map.topLevel != tree.presentations.count {
      problems.append(
        "\(map.topLevel) presentations recorded for \(tree.presentations.count) in the tree")
    }
    for level in map.presentationLevels {
      guard let presenter = map.presenter(ofLevel: level),
        coordinator(presenter)?.isRunning != true
      else { continue }
      problems.append("level \(level) was presented by \(presenter), which is not running")
    }
    return problems
  }

  private func anchorExists(_ anchor: FlowAnchor) -> Bool {
    switch anchor {
    case .app:
      return true
    case .container(let level):
      return level <= tree.topLevel
    case .section(let id, let level):
      return (try? tree.container(at: level))?.sections?[id] != nil
    case .run(let path, let base):
      guard let stack = try? tree.stack(at: path) else { return false }
      return base <= stack.count
    }
  }
}

extension Navigator {
  /// The planning this navigator does for a host that shows `shown`, on its own: a function
  /// that plans from `shown` to the navigator's tree now, given where they differ, with the
  /// ownership of both worked out once, here (the host's is the navigator's where the trees
  /// agree, as when a host attaches).
  ///
  /// For the instruction budgets (`app-plan-push`): the planner as an app runs it, specialized
  /// where the navigator was made, without the transaction around it.
  @_spi(Benchmarks)
  public func hostPlanner(showing shown: NavigationTree<Route>, capabilities: HostCapabilities)
    -> (_ changes: TreeChanges) -> NavigationPlan<Route>
  {
    let target = tree
    let targetOwnership = ownership()
    let hostOwnership = targetOwnership.assumed(for: shown, from: target)
    let planner = kernel.plan
    return { changes in
      planner(shown, target, changes, (hostOwnership, targetOwnership), capabilities).plan
    }
  }
}
