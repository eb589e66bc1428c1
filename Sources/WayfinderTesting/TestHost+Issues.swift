import Testing
import Wayfinder

extension TestHost {
  /// Fails the test at the issue unless the test expects it with ``expectIssue(sourceLocation:_:)``.
  func navigatorReported(_ issue: NavigationIssue) {
    if let issueSink {
      issueSink(issue)
    } else if expectedIssueDepth > 0 {
      expectedIssues.append(issue)
    } else {
      // The issue comes from the app's code, not from a line of the test: it fails the test
      // that is running, at its declaration.
      Issue.record(
        "The navigator reported an issue: \(issue)",
        sourceLocation: Test.current?.sourceLocation ?? #_sourceLocation)
    }
  }

  /// Runs `body`, expecting the navigator to report at least one issue.
  ///
  /// Without it, every `NavigationIssue` the navigator reports fails the test, so that
  /// nothing goes wrong silently. Check which issue it was in `Navigator/issues`.
  ///
  /// ```swift
  /// final class EmptyFlow: Coordinator<AppRoute, Void> {}  // it shows no screen
  ///
  /// try host.expectIssue {
  ///   try app.start(EmptyFlow(), .present(.sheet))
  /// }
  /// #expect(navigator.issues.last == .flowShowsNothing(flow: "App › Empty", anchor: .container(level: 1), finished: true))
  /// ```
  ///
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  @discardableResult
  public func expectIssue<T>(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
  ) rethrows -> T {
    let before = beginExpectingIssues()
    defer { endExpectingIssues(since: before, sourceLocation: sourceLocation) }
    return try body()
  }

  /// Runs `body`, expecting the navigator to report at least one issue before it returns: a
  /// task's failure, say.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws.
  @discardableResult
  public func expectIssue<T>(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> T
  ) async rethrows -> T {
    let before = beginExpectingIssues()
    defer { endExpectingIssues(since: before, sourceLocation: sourceLocation) }
    return try await body()
  }

  private func beginExpectingIssues() -> Int {
    expectedIssueDepth += 1
    return expectedIssues.count
  }

  private func endExpectingIssues(since before: Int, sourceLocation: SourceLocation) {
    expectedIssueDepth -= 1
    if expectedIssues.count <= before {
      Issue.record("The navigator reported no issue.", sourceLocation: sourceLocation)
    }
    expectedIssues.removeSubrange(min(before, expectedIssues.count)...)
  }
}
