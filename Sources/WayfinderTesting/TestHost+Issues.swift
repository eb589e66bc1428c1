import Testing
import Wayfinder

extension TestHost {
  /// Fails the test at the issue unless a test expects it with ``expectIssue(_:sourceLocation:_:)``.
  func navigatorReported(_ issue: NavigationIssue) {
    if expectedIssueDepth > 0 {
      expectedIssues.append(issue)
    } else {
      Issue.record("The navigator reported an issue: \(issue)")
    }
  }

  /// Runs `body`, expecting the navigator to report an issue that matches `predicate`.
  ///
  /// Without it, every ``NavigationIssue`` the navigator reports fails the test, so that
  /// nothing goes wrong silently.
  ///
  /// ```swift
  /// try host.expectIssue({ if case .flowShowsNothing = $0 { true } else { false } }) {
  ///   try app.start(EmptyFlow(), .present(.sheet))
  /// }
  /// ```
  ///
  /// - Returns: what `body` returns.
  @discardableResult
  public func expectIssue<T>(
    _ predicate: (NavigationIssue) -> Bool = { _ in true },
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
  ) rethrows -> T {
    expectedIssueDepth += 1
    let before = expectedIssues.count
    defer {
      expectedIssueDepth -= 1
      let seen = expectedIssues[before...]
      if !seen.contains(where: predicate) {
        Issue.record(
          "The navigator reported no matching issue; it reported \(Array(seen))",
          sourceLocation: sourceLocation)
      }
      expectedIssues.removeSubrange(before...)
    }
    return try body()
  }
}
