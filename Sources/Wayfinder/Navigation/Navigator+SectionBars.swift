extension Navigator {
  /// Records in the tree which tabs' bars are hidden: those whose stack's top screen belongs to
  /// a running flow that hides the bar (``FlowCoordinator/hidesSectionBar``), or to a flow it
  /// started in the same stack.
  ///
  /// Derived after every change, never kept by hand: when the flow finishes, or its screens are
  /// no longer on top, the bar comes back in the same plan.
  func updateSectionBars() {
    var hidden: [Int: Set<TabID>] = [:]
    for flow in flows.values where flow.isRunning && flow.hidesSectionBar {
      guard let path = sectionPath(of: flow), let section = path.section,
        showsOnTop(flow, at: path)
      else { continue }
      hidden[path.level, default: []].insert(section)
    }
    var updated = tree
    // Compared only after a change: comparing two trees costs a look at every stack.
    var touched = false
    for level in 0...updated.topLevel {
      guard let sections = (try? updated.container(at: level))?.sections else { continue }
      let wanted = hidden[level] ?? []
      guard sections.sectionsHidingBar != wanted else { continue }
      for id in sections.ids where sections.hidesBar(in: id) != wanted.contains(id) {
        try? updated.setSectionBarHidden(wanted.contains(id), section: id, atLevel: level)
        touched = true
      }
    }
    guard touched, updated != tree else { return }
    tree = updated
    draft.changed = true
    hasPendingCommit = true
  }

  /// The stack of a tab that `flow`'s screens are in, if they are in one.
  private func sectionPath(of flow: FlowCoordinator<Route>) -> StackPath? {
    switch flow.anchor {
    case .run(let path, _): path.section == nil ? nil : path
    case .section(let id, let level): StackPath(level: level, section: id)
    case .app, .container: nil
    }
  }

  /// Whether the top screen of the stack at `path` belongs to `flow` or to a flow under it.
  private func showsOnTop(_ flow: FlowCoordinator<Route>, at path: StackPath) -> Bool {
    guard let count = try? tree.stack(at: path).count, count > 0 else { return false }
    // The top screen's owner: the run that begins highest below the top (the newest of equal
    // bases), else the tab's own flow.
    var top: (base: Int, id: FlowID)?
    var tabFlow: FlowCoordinator<Route>?
    for (id, candidate) in flows where candidate.isRunning {
      switch candidate.anchor {
      case .run(let runPath, let base) where runPath == path && base < count:
        if top.map({ ($0.base, $0.id.rawValue) < (base, id.rawValue) }) ?? true {
          top = (base, id)
        }
      case .section(let id, let level) where StackPath(level: level, section: id) == path:
        tabFlow = candidate
      default:
        break
      }
    }
    var owner = top.flatMap { flows[$0.id] } ?? tabFlow
    while let current = owner {
      if current === flow { return true }
      owner = current.parent
    }
    return false
  }
}
