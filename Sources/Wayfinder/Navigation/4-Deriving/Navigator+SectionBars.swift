extension Navigator {
  /// Records in the tree which tabs' bars are hidden: those whose stack's top screen belongs to
  /// a running flow that hides the bar (``FlowCoordinator/hidesSectionBar``), or to a flow it
  /// started in the same stack.
  ///
  /// Derived after every change, never kept by hand: when the flow finishes, or its screens are
  /// no longer on top, the bar comes back in the same plan.
  func updateSectionBars() {
    // With no flow that hides the bar and no bar hidden, there is nothing to derive: only a
    // change of shape (a restored tree) can bring a hidden bar in.
    if pendingShapeChange { mayHideSectionBars = true }
    let sectionBarHiders = self.sectionBarHiders()
    guard mayHideSectionBars || !sectionBarHiders.isEmpty else { return }
    var hidden: [Int: Set<SectionID>] = [:]
    // Only the flows that hide the bar, by section; each answered once, when it started.
    for (path, hiders) in sectionBarHiders {
      guard let section = path.section, showsOnTop(oneOf: hiders, at: path) else { continue }
      hidden[path.level, default: []].insert(section)
    }
    var updated = tree
    // Compared only after a change: comparing two trees costs a look at every stack.
    let touched = kernel.hideSectionBars(&updated, hidden)
    mayHideSectionBars = !hidden.isEmpty
    guard touched, updated != tree else { return }
    tree = updated
    draft.changed = true
    hasPendingCommit = true
  }

  /// Whether the top screen of the stack at `path` belongs to one of `hiders` or to a flow
  /// under one of them.
  private func showsOnTop(oneOf hiders: Set<FlowID>, at path: StackPath) -> Bool {
    guard let count = try? kernel.count(storedTree, path), count > 0 else { return false }
    // The top screen's owner: the run that begins highest below the top (the newest of equal
    // bases: the index keeps them in that order), else the tab's own flow.
    let top = map.runs(in: path).last { $0.base < count }?.id
    var owner = (top ?? map.sectionOwner(of: path)).flatMap { coordinator($0) }
    while let current = owner {
      if let id = current.flowID, hiders.contains(id) { return true }
      owner = current.parent
    }
    return false
  }
}

extension Navigator {
  /// The running flows that hide the tab bar and whose screens are in a section, by that
  /// section's stack: the only flows asked about the bar after a change.
  fileprivate func sectionBarHiders() -> [StackPath: Set<FlowID>] {
    guard !barHiders.isEmpty else { return [:] }
    var hiders: [StackPath: Set<FlowID>] = [:]
    for id in barHiders {
      guard let path = records[id]?.place.sectionPath else { continue }
      hiders[path, default: []].insert(id)
    }
    return hiders
  }
}

extension FlowAnchor {
  /// The stack of a section (a tab) that the screens of a flow anchored here are in, if they
  /// are in one.
  var sectionPath: StackPath? {
    switch self {
    case .run(let path, _): path.section == nil ? nil : path
    case .section(let id, let level): StackPath(level: level, section: id)
    case .app, .container: nil
    }
  }
}
