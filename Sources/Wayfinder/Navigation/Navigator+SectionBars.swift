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
    guard mayHideSectionBars || !flowIndex.sectionBarHiders.isEmpty else { return }
    var hidden: [Int: Set<TabID>] = [:]
    // Only the flows that hide the bar, by section; each answered once, when it started.
    for (path, hiders) in flowIndex.sectionBarHiders {
      guard let section = path.section, showsOnTop(oneOf: hiders, at: path) else { continue }
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
    let top = flowIndex.runs.runs(in: path).last { $0.base < count }?.id
    var owner = (top ?? flowIndex.sectionOwner(of: path)).flatMap { coordinator($0) }
    while let current = owner {
      if let id = current.flowID, hiders.contains(id) { return true }
      owner = current.parent
    }
    return false
  }
}
