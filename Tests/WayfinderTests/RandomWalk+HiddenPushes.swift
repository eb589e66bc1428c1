@_spi(Testing) import Wayfinder
import WayfinderTesting

/// The random walk's pushes under presentations, and its check of rule 3 ("Which hidden
/// counts" in Coordinators and Flows).
extension Walk {
  /// Makes `change` as `flow`, inside `behindPresentations` when `behind`.
  func saying(_ behind: Bool, by flow: FlowCoordinator<BookRoute>, _ change: () throws -> Void)
    throws
  {
    if behind { try flow.behindPresentations(change) } else { try change() }
  }

  /// Rule 3: a successful push lands where the user looks, at the top of the top level; or,
  /// when the flow said so (`behind`), on top of its stack under presentations none of which
  /// is its own or a flow's it started.
  mutating func checkVisible(
    _ route: BookRoute, pushedBy flow: FlowCoordinator<BookRoute>, behind: Bool
  ) {
    let navigator = harness.navigator
    let tree = navigator.tree
    guard let path = flow.presentedStackPath ?? flow.stackPath,
      let stack = try? tree.stack(at: path)
    else {
      pushProblems.append("\(flow.flowPath) pushed \(route) but has no stack")
      return
    }
    guard stack.last == route, path.level == tree.topLevel || behind else {
      pushProblems.append("\(flow.flowPath) pushed \(route) onto \(path), hidden in\n\(tree)")
      return
    }
    if path.level < tree.topLevel { landedBehind.pushes += 1 }
    for level in stride(from: path.level + 1, through: tree.topLevel, by: 1) {
      guard let top = try? tree.visiblePath(at: level) else { continue }
      var owner: FlowCoordinator<BookRoute>? = navigator.flow(owningStackAt: top)
      while let current = owner, current !== flow { owner = current.parent }
      if owner != nil {
        pushProblems.append(
          "\(flow.flowPath) pushed \(route) onto \(path) under its own level \(level) in\n\(tree)")
      }
    }
  }

  /// A link that keeps what is presented, as a notification's does, over a sheet at least: a
  /// tab's stack changes under the presentations, which stay with their flows, and the host
  /// animates nothing under them.
  mutating func openBehindPresentations() {
    let navigator = harness.navigator
    if navigator.tree.topLevel == 0 {
      // The user is writing: the app's compose sheet is up when the notification comes.
      try? harness.app.present(.sheet(.askQuestion))
    }
    let before = navigator.tree
    let presenting = (1..<(before.topLevel + 1)).compactMap { level in
      (try? before.visiblePath(at: level)).map { navigator.flow(owningStackAt: $0) }
    }
    let id = Int.random(in: 1...9, using: &behindRandom)
    let (tab, stack): (SectionID, Stack<BookRoute>) =
      Bool.random(using: &behindRandom)
      ? ("qna", [.qna, .questionResult(id: id)]) : ("home", [.home, .bookDetail(id: id)])
    guard let target = try? before.showing(section: tab, stack: stack, behindPresentations: true)
    else { return }
    if before.topLevel > 0 { landedBehind.links += 1 }
    let animated = harness.host.animatedSteps.count
    navigator.setTree(target, cause: .deepLink("notification \(tab) \(id)"))
    let after = navigator.tree
    // The presentations stay with their flows. Only two close, with what is above them: one
    // over the context of the tab the link leaves, and one whose flow finished because the
    // link replaced its screens.
    let kept = after.presentations.count
    let closesRightly =
      kept == before.presentations.count
      || before.presentations[kept].style == .overCurrentContext || !presenting[kept].isRunning
    if !before.presentations.starts(with: after.presentations) || !closesRightly
      || presenting.prefix(kept).contains(where: { !$0.isRunning })
    {
      pushProblems.append("a link behind the presentations of\n\(before)\nchanged them:\n\(after)")
    }
    for step in harness.host.animatedSteps.dropFirst(animated)
    where NavigationPlan([step], topLevel: after.topLevel).animatedStep == nil {
      pushProblems.append("\(step) animated under a presentation in\n\(after)")
    }
  }
}
