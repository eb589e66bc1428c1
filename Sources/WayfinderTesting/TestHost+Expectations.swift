import Testing
@_spi(Testing) import Wayfinder

extension TestHost {
  /// Fails the test unless the navigator's tree prints as `expected` (see
  /// `NavigationTree.dump()`) and, once no step waits, the host shows exactly that tree.
  public func expectTree(
    _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let navigator else {
      Issue.record("The host is not attached to a navigator.", sourceLocation: sourceLocation)
      return
    }
    let actual = navigator.tree.dump()
    let wanted = expected.trimmingTrailingNewlines
    if actual != wanted {
      Issue.record(
        "The tree is\n\(actual)\nbut the test expected\n\(wanted)", sourceLocation: sourceLocation)
    }
    expectInSync(sourceLocation: sourceLocation)
  }

  /// Waits until `condition` holds, letting the flows' tasks run, and fails the test if it
  /// still does not after `timeout`.
  ///
  /// Flow code that awaits — `if let id = try await result(of: AddBookFlow(), .present(.sheet)) { try push(…) }` —
  /// goes on in a task after the step that resumed it, so a test waits for what that code does
  /// instead of counting `Task.yield()`s:
  ///
  /// ```swift
  /// (app.children.first as? AddBookFlow)?.save(Book(id: 42, title: "Dune"))  // its result
  /// await host.waitUntil { navigator.tree.visibleRoute == .bookDetail(id: 42) }
  /// ```
  ///
  /// - Returns: whether the condition held.
  @discardableResult
  public func waitUntil(
    timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
  ) async -> Bool {
    if await settle(within: timeout, until: { condition() }) { return true }
    let tree = navigator?.tree.dump() ?? "(no navigator)"
    Issue.record(
      "The condition did not hold within \(timeout); the tree is\n\(tree)",
      sourceLocation: sourceLocation)
    return false
  }

  /// Fails the test when no step waits and the host does not show the navigator's tree.
  public func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let navigator, !hasWaitingStep else { return }
    if shown != navigator.tree {
      Issue.record(
        "The host shows\n\(shown.dump())\nbut the navigator's tree is\n\(navigator.tree.dump())",
        sourceLocation: sourceLocation)
    }
  }

  /// Fails the test unless the steps performed since the last ``takeSteps()`` are `expected`;
  /// then forgets them.
  public func expectSteps(
    _ expected: [NavigationStep<Route>], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = takeSteps()
    if actual != expected {
      Issue.record(
        "The host performed\n\(NavigationPlan(actual))\nbut the test expected\n\(NavigationPlan(expected))",
        sourceLocation: sourceLocation)
    }
  }

  /// Fails the test when the running flows do not mirror the tree: a flow whose part is gone,
  /// a child missing from its parent, a presentation nobody running presented.
  public func expectFlowsMirrorTree(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let navigator else { return }
    for problem in navigator.invariantViolations() {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  }

  /// Fails the test for each finished coordinator or dropped screen that is still alive.
  ///
  /// Waits first for the cancelled tasks of finished flows to end, since a task may hold its
  /// coordinator until it does, and for the code that awaited a finished child's result to
  /// resume: `try await result(of: AddBookFlow(), .present(.sheet))` holds its argument until the call returns,
  /// which takes a turn of the main actor, more than one on a busy machine. What is still alive
  /// two seconds later is a leak. Each failure names the flow's path and place in the tree.
  public func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let navigator else { return }
    _ = await settle(within: .seconds(2)) {
      await navigator.waitForFinishedTasks()
      return navigator.leakWatcher.leaks().isEmpty
    }
    for leak in navigator.leakWatcher.leaks() {
      Issue.record(Comment(rawValue: leak.description), sourceLocation: sourceLocation)
    }
  }

  /// Fails the test for each intent that no flow handled.
  public func expectNoUnhandledIntents(sourceLocation: SourceLocation = #_sourceLocation) {
    for intent in navigator?.unhandledIntents ?? [] {
      Issue.record(Comment(rawValue: intent.description), sourceLocation: sourceLocation)
    }
  }
}

extension String {
  fileprivate var trimmingTrailingNewlines: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

/// Waits until `condition` holds or `timeout` passes; whether it held.
///
/// Yielding lets the main actor's tasks run; past a thousand turns, work elsewhere (a database,
/// a server, a deinit on another thread) is awaited without spinning.
@MainActor
func settle(
  within timeout: Duration, until condition: @MainActor () async -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  var turns = 0
  while await !condition() {
    guard ContinuousClock.now < deadline else { return false }
    turns += 1
    if turns < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
  }
  return true
}
