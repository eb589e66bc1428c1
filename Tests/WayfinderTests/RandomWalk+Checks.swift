@_spi(Testing) import Wayfinder

extension Walk {
  /// What does not hold after the last operation.
  func problems(checkHost: Bool = true) -> [String] {
    let found = check(checkHost: checkHost)
    return found.violations + found.leaks
  }

  /// What does not hold after the last operation: broken invariants, and what finished flows
  /// or released screens left alive.
  func check(checkHost: Bool = true) -> (violations: [String], leaks: [String]) {
    var problems = harness.navigator.invariantViolations() + pushProblems + routeProblems()
    let tree = harness.navigator.tree
    // SectionVisibility's rule: every container selects a section its layout shows.
    for level in 0...tree.topLevel {
      guard let container = try? tree.container(at: level), let sections = container.sections
      else { continue }
      if !container.visibleSectionIDs.contains(sections.selection) {
        problems.append("level \(level) selects \(sections.selection), which it hides, in\n\(tree)")
      }
    }
    for path in tree.allStackPaths where (try? tree.stack(at: path))?.isEmpty == true {
      if path.level > 0, tree.presentations[path.level - 1].dialog != nil { continue }
      problems.append("the stack at \(path) is shown empty")
    }
    if !harness.host.hasWaitingStep, harness.navigator.isIdle {
      problems += harness.host.misboundScreens
    }
    if checkHost, harness.host.shown != harness.navigator.tree {
      problems.append("host shows\n\(harness.host.shown)\nnavigator has\n\(harness.navigator.tree)")
    }
    let issues = harness.navigator.issues
    for issue in issues.dropFirst(registry.checkedIssues) {
      switch issue {
      case .undeclaredRoute, .undeclaredStart: problems.append("a false report: \(issue)")
      default: continue
      }
    }
    registry.checkedIssues = issues.count
    let flows = registry.check()
    let watched = harness.navigator.leakWatcher.leaks().map { "leak: \($0)" }
    return (problems + flows.problems, watched + flows.leaks)
  }

  /// A flow reads its own routes: `flowRoutes` are the routes it owns in its own part's stack
  /// (on its anchor's level, whatever it presented), and `presentedRoutes` those it owns in the
  /// presentation it made.
  func routeProblems() -> [String] {
    let navigator = harness.navigator
    var problems: [String] = []
    func owned(by flow: FlowCoordinator<BookRoute>, in path: StackPath) -> [BookRoute] {
      guard let stack = try? navigator.tree.stack(at: path) else { return [] }
      return stack.indices.filter { navigator.flow(owningRouteAt: $0, in: path) === flow }
        .map { stack[$0] }
    }
    for flow in navigator.runningFlows {
      guard let path = flow.stackPath else {
        problems.append("\(flow.flowPath) runs but has no stack")
        continue
      }
      if path.level != flow.anchor.level {
        problems.append("\(flow.flowPath) at \(flow.anchor) reads its routes at \(path)")
      }
      if flow.flowRoutes != owned(by: flow, in: path) {
        problems.append("\(flow.flowPath) reads \(flow.flowRoutes) at \(path)")
      }
      guard let presented = flow.presentedStackPath else {
        if !flow.presentedRoutes.isEmpty {
          problems.append("\(flow.flowPath) reads presented routes without a presentation")
        }
        continue
      }
      if presented.level <= flow.anchor.level
        || navigator.flow(owningStackAt: presented) !== flow
        || flow.presentedRoutes != owned(by: flow, in: presented)
      {
        problems.append("\(flow.flowPath) reads \(flow.presentedRoutes) at \(presented)")
      }
    }
    return problems
  }
}
