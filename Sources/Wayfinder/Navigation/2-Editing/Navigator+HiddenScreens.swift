extension Navigator {
  /// Makes the changes in `body` with flows allowed to add screens under other flows'
  /// presentations; see ``FlowCoordinator/behindPresentations(_:)``.
  ///
  /// The allowance holds while `body` runs, not while the host performs the plan after it.
  func behindPresentations<T>(_ body: () throws -> T) rethrows -> T {
    try transaction {
      let before = addsBehindPresentations
      addsBehindPresentations = true
      defer { addsBehindPresentations = before }
      return try body()
    }
  }

  /// Refuses when screens `flow` adds to the stack at `path` from `index` up would be hidden:
  /// under a presentation (``requireUncovered(_:byPresentationsAbove:ownGoing:going:)``), or
  /// under an unrelated flow's run that begins at or above `index` — that of a flow other than
  /// `flow` and, when `allowingDescendants`, its descendants.
  ///
  /// `going` are the flows the change finishes before it adds the screens: what they presented
  /// goes with them, so it hides nothing.
  ///
  /// A stack of the flow's on a tab that is not selected counts as seen: it is where the flow
  /// lives, and the user sees it when they select the tab.
  func requireUncovered(
    _ flow: FlowCoordinator<Route>, at path: StackPath, above index: Int,
    allowingDescendants: Bool, going: [FlowID] = []
  ) throws(NavigationError) {
    try requireUncovered(flow, byPresentationsAbove: path, going: going)
    for run in map.runs(in: path) where run.base >= index {
      // By record: the coordinator is looked up only to name it in the error.
      guard let other = records[run.id], other !== flow else { continue }
      if allowingDescendants, other.descends(from: flow) { continue }
      throw .at(
        path,
        .covered(
          flow: flow.flowPath, coveredBy: FlowCoordinator<Route>.coordinator(of: other).flowPath))
    }
  }

  /// Refuses when a presentation above the stack at `path` would hide the screens `flow` adds
  /// there.
  ///
  /// - A presentation the flow or one of its descendants made is the flow's own: a screen
  ///   pushed under it is a bug in the flow, refused with
  ///   ``NavigationError/covered(flow:coveredBy:)`` — unless `ownGoing`, when the change
  ///   dismisses the flow's own presentations (a hand-off).
  /// - Another flow's presentation is refused with
  ///   ``NavigationError/coveredByPresentation(flow:level:presentedBy:)`` unless the change is
  ///   made inside ``behindPresentations(_:)``.
  /// - A presentation a flow in `going` (or a flow it started) made counts for nothing: the
  ///   change finishes those flows first, and their presentations go with them. Another
  ///   presentation above one of theirs is refused with ``NavigationError/covered(flow:coveredBy:)``
  ///   inside `behindPresentations` too: finishing them would close it as well.
  func requireUncovered(
    _ flow: FlowCoordinator<Route>, byPresentationsAbove path: StackPath, ownGoing: Bool = false,
    going: [FlowID] = []
  ) throws(NavigationError) {
    var other: (level: Int, presenter: String)?
    let goingRecords = going.compactMap { records[$0] }
    func isGoing(_ presenter: FlowRecord) -> Bool {
      goingRecords.contains { presenter.descends(from: $0) }
    }
    // The lowest level a finishing flow presented: everything above it closes with it.
    var lowestGoing: Int?
    if !goingRecords.isEmpty, map.topLevel > path.level {
      lowestGoing = ((path.level + 1)...map.topLevel).first { level in
        map.presenter(ofLevel: level).flatMap { records[$0] }.map(isGoing) ?? false
      }
    }
    // The map's levels are the tree's: its count is read without the tree's generic metadata.
    for level in stride(from: map.topLevel, to: path.level, by: -1) {
      let presenter = map.presenter(ofLevel: level).flatMap { coordinator($0) }
      if let presenter, isGoing(presenter) { continue }
      if let lowestGoing, level > lowestGoing {
        let name = presenter?.flowPath ?? "no flow"
        throw .at(
          path,
          .covered(
            flow: flow.flowPath,
            coveredBy:
              "the presentation at level \(level) of \(name) (over what a flow the change "
              + "would finish presented)"))
      }
      guard let presenter, presenter.descends(from: flow) else {
        other = other ?? (level, presenter?.flowPath ?? "no flow")
        continue
      }
      if ownGoing { continue }
      let cover =
        presenter === flow
        ? "its own presentation at level \(level)"
        : "the presentation at level \(level) of \(presenter.flowPath) (a flow it started)"
      throw .at(path, .covered(flow: flow.flowPath, coveredBy: cover))
    }
    if let other, !addsBehindPresentations {
      throw .at(
        path,
        .coveredByPresentation(
          flow: flow.flowPath, level: other.level, presentedBy: other.presenter))
    }
  }
}
