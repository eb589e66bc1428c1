import Testing
@_spi(Testing) import Wayfinder

extension HostWalk {
  /// Lets every plan and every user change settle: the driver completes its commands and
  /// the main queue turns until nothing waits.
  func settle() {
    var rounds = 0
    while driver.hasWaiting || !driver.nextTurn.isEmpty || host.hasWaitingEvents {
      driver.completeAll()
      driver.runNextTurn()
      rounds += 1
      if rounds > 1_000 {
        Issue.record("the host never settled: \(host.mismatches.suffix(3))")
        return
      }
    }
  }

  /// Where the host, the UI and the navigator disagree once idle, and what the steps'
  /// counts say was lost or done twice.
  ///
  /// - Returns: `core`, where the host's copy, the steps' counts, the navigator's invariants
  ///   or the flows are wrong; `ui`, where only the UI differs from a host and navigator that
  ///   agree.
  mutating func disagreements() -> (core: [String], ui: [String]) {
    var found: [String] = []
    var ui: [String] = []
    let tree = navigator.tree
    if !navigator.isIdle || host.stepInFlight != nil {
      found.append("settled, yet a step is under way: \(host.stepInFlight.map { "\($0)" } ?? "")")
    }
    if host.shown != tree {
      found.append("the host shows\n\(host.shown)\nthe navigator has\n\(tree)")
    }
    // Each step sent was performed by the driver once (unless the host's copy refused it,
    // which the host records) and completed once.
    let refused = host.mismatches.filter { $0.hasPrefix("could not apply") }.count
    if counter.sent != driver.commands + refused {
      found.append(
        "\(counter.sent) steps sent, \(driver.commands) commands performed, \(refused) refused")
    }
    if counter.completed != counter.sent {
      found.append("\(counter.sent) steps sent, \(counter.completed) completed")
    }
    if counter.repeated > 0 { found.append("\(counter.repeated) steps completed twice") }
    let watchdog = host.mismatches.filter { $0.contains("did not complete") }.count
    if watchdog != watchdogCompletions {
      found.append("\(watchdog) watchdog completions for \(watchdogCompletions) lost ones")
    }
    // What the host could not make sense of since the last check: user events the plan
    // had made stale, lost completions and steps its copy refused are counted above; a stack
    // that shows more screens than the host's copy is the UI alone differing.
    for mismatch in host.mismatches.dropFirst(checkedMismatches) {
      if mismatch.contains("screens, but the tree has") {
        ui.append("mismatch: \(mismatch)")
      } else if !mismatch.contains("was refused") && !mismatch.contains("did not complete")
        && !mismatch.hasPrefix("could not apply")
      {
        found.append("mismatch: \(mismatch)")
      }
    }
    checkedMismatches = host.mismatches.count
    found += navigator.invariantViolations()
    let flows = registry.check()
    found += flows.problems + flows.leaks
    found += navigator.leakWatcher.leaks().map { "leak: \($0)" }
    return (found, ui + uiDisagreements(with: tree))
  }

  /// Where the UI — what the commands and the user's changes left in the model — differs
  /// from `tree`: levels, their styles and dialogs, selections, and each stack's screens.
  private func uiDisagreements(with tree: NavigationTree<BookRoute>) -> [String] {
    let model = driver.model
    var found: [String] = []
    guard model.levels.count == tree.topLevel + 1 else {
      return ["the UI shows \(model.levels.count) levels, the tree \(tree.topLevel + 1)"]
    }
    for level in 1..<(tree.topLevel + 1) {
      let presentation = tree.presentations[level - 1]
      if model.levels[level].style != presentation.style
        || model.levels[level].dialog?.id != presentation.dialog?.id
      {
        found.append("the UI presents level \(level) otherwise than\n\(tree)")
      }
    }
    for level in 0...tree.topLevel {
      guard let sections = (try? tree.container(at: level))?.sections else { continue }
      if model.selection(atLevel: level) != sections.selection {
        found.append(
          "the UI selects \(model.selection(atLevel: level).map(\.rawValue) ?? "none")"
            + " at level \(level), the tree \(sections.selection)")
      }
    }
    for path in tree.allStackPaths {
      guard let stack = try? tree.stack(at: path) else { continue }
      let ids = (model.root(at: path).map { [$0] } ?? []) + model.path(at: path)
      let routes = ids.map { model.screen($0)?.route }
      if routes != Array(stack).map(Optional.some) {
        found.append("the UI shows \(routes) at \(path), the tree \(Array(stack))")
      }
    }
    return found
  }
}
