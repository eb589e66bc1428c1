import Wayfinder

/// A brute-force search for the fewest legal host steps from one tree to another, written
/// without the planner, to prove the planner's plans minimal on small trees.
///
/// The search is breadth-first over the steps a host may perform under its capabilities. Step
/// arguments are drawn from the target (push the target's next routes, set the target's stack,
/// present the target's next presentation, select the target's section, add the target's
/// sections, give a section the target's visibility) and from the current tree (any pop, any
/// run of screens removed, any dismissal, either layout, a section the target lacks removed):
/// a step that puts
/// in anything the target does not hold must be undone by another step, so it never makes a
/// plan shorter. The root is replaced only when it cannot stay (its shape changes).
struct PlanOracle<Route: NavigationRoute> {
  let capabilities: HostCapabilities

  /// The fewest steps from `start` to `target`, when there is a plan of at most `limit` steps.
  func fewestSteps(
    from start: NavigationTree<Route>, to target: NavigationTree<Route>, limit: Int
  ) -> Int? {
    if start == target { return 0 }
    // Whether the root may be replaced is the start's question: a plan that first made the
    // root unable to stay (a section added out of order) and then replaced it would throw
    // screens away that could have stayed.
    let replacesRoot = !start.root.hasShape(of: target.root)
    var frontier = [start]
    var seen: Set<NavigationTree<Route>> = [start]
    for depth in 1...max(1, limit) where depth <= limit {
      var next: [NavigationTree<Route>] = []
      for tree in frontier {
        for step in legalSteps(from: tree, toward: target, replacingRoot: replacesRoot) {
          guard let after = try? tree.applying([step]) else { continue }
          if after == target { return depth }
          if seen.insert(after).inserted { next.append(after) }
        }
      }
      frontier = next
    }
    return nil
  }

  /// Whether `step` is one the host may perform: the capability rules for several levels,
  /// several routes and whole stacks.
  func allows(_ step: NavigationStep<Route>, on tree: NavigationTree<Route>) -> Bool {
    switch step {
    case .dismiss(let level):
      return capabilities.dismissesSeveralAtOnce || level == tree.topLevel - 1
    case .push(let routes, _):
      return capabilities.pushesSeveralAtOnce || routes.count == 1
    case .setStack:
      return capabilities.replacesStacks
    default:
      return true
    }
  }

  /// The steps worth trying from `tree`; `replacingRoot` when the root may be replaced.
  func legalSteps(
    from tree: NavigationTree<Route>, toward target: NavigationTree<Route>, replacingRoot: Bool
  ) -> [NavigationStep<Route>] {
    // A host replaces its root only when the root cannot stay (it changes shape): replacing a
    // root that can stay would throw every screen away, which no plan may do.
    var steps: [NavigationStep<Route>] = []
    if replacingRoot { steps.append(.replaceRoot(target.root)) }
    for level in stride(from: tree.topLevel - 1, through: 0, by: -1) {
      steps.append(.dismiss(toLevel: level))
    }
    if tree.topLevel < target.topLevel {
      steps.append(.present(target.presentations[tree.topLevel]))
    }
    for level in 0...tree.topLevel {
      guard let container = try? tree.container(at: level) else { continue }
      let wanted = try? target.container(at: level)
      if let sections = container.sections {
        if let wanted = wanted?.sections {
          steps += sectionSteps(from: sections, toward: wanted, level: level)
        }
        steps.append(.setLayout(container.layout == .tabs ? .split : .tabs, level: level))
        if let selection = wanted?.sections?.selection, sections[selection] != nil,
          selection != sections.selection || !sections.hasSelection
        {
          steps.append(.select(selection, level: level))
        }
        if sections.hasSelection { steps.append(.clearSelection(level: level)) }
        if let visibility = wanted?.sections?.columnVisibility,
          visibility != sections.columnVisibility
        {
          steps.append(.setColumnVisibility(visibility, level: level))
        }
        for id in sections.ids {
          let hides = wanted?.sections?.hidesBar(in: id) ?? false
          if hides != sections.hidesBar(in: id) {
            steps.append(.setSectionBarHidden(hides, section: id, level: level))
          }
        }
      }
      for (section, stack) in container.allStacks {
        let path = StackPath(level: level, section: section)
        let goal = try? target.stack(at: path)
        if goal == stack { continue }
        for count in 0..<stack.count { steps.append(.pop(toCount: count, at: path)) }
        for lower in 0..<stack.count {
          for upper in (lower + 1)...stack.count where upper < stack.count {
            steps.append(.remove(indices: lower..<upper, from: path))
          }
        }
        guard let goal else { continue }
        let shared = stack.commonPrefixCount(with: goal)
        if shared == stack.count, goal.count > shared {
          for end in (shared + 1)...goal.count {
            steps.append(.push(Array(goal[shared..<end]), onto: path))
          }
        }
        steps.append(.setStack(goal, at: path, keeping: shared))
      }
    }
    return steps.filter { allows($0, on: tree) }
  }

  /// Sections removed that the target lacks (selecting the target's selection or keeping the
  /// current one), sections added that it has (with its stack, right after the section before
  /// it in the target, or after as many sections as the target has before it), and visibility
  /// changed to the target's: a section removed and added again costs two steps where a new
  /// stack costs one.
  func sectionSteps(
    from sections: Sections<Route>, toward wanted: Sections<Route>, level: Int
  ) -> [NavigationStep<Route>] {
    var steps: [NavigationStep<Route>] = []
    if sections.ids.count > 1 {
      for id in sections.ids where wanted[id] == nil {
        for selection in Set([sections.selection, wanted.selection])
        where selection != id && sections[selection] != nil {
          steps.append(.removeSection(id, level: level, selecting: selection))
        }
      }
    }
    for (position, id) in wanted.ids.enumerated() where sections[id] == nil {
      let before = wanted.ids[..<position]
      let afterPrevious =
        before.last(where: { sections[$0] != nil }).flatMap { sections.ids.firstIndex(of: $0) }
        .map { $0 + 1 } ?? 0
      let counted = before.filter { sections[$0] != nil }.count
      for index in Set([afterPrevious, counted]) {
        steps.append(
          .insertSection(
            id, wanted[id] ?? Stack(), at: index, visibility: wanted.visibility(of: id),
            level: level))
      }
    }
    for id in sections.ids where wanted[id] != nil {
      if sections.visibility(of: id) != wanted.visibility(of: id) {
        steps.append(.setVisibility(wanted.visibility(of: id), section: id, level: level))
      }
    }
    return steps
  }
}
