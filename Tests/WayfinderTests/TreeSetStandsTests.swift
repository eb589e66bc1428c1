import Testing
import Wayfinder
import WayfinderTesting

/// A tree set whole — a restoration, a deep link — stands: the flows it replaces finish, and
/// code that navigates as they finish is refused and reported, not applied over it (a shop's
/// port lost its restored screens to a splash's end that showed home regardless).
@MainActor
@Suite struct TreeSetStandsTests {
  /// Shows a splash at launch and, when it ends, home — whatever ended it, as the port's did.
  final class LaunchFlow: FlowCoordinator<BookRoute> {
    var checksTheCause = false
    override func start() throws {
      try start(TestFlow<Void>("Splash", routes: [.login]), .root) { [weak self] outcome in
        guard let self else { return }
        if checksTheCause, outcome.cause == .replaced { return }
        try setStack([.home])
      }
    }
  }

  let restored = NavigationTree<BookRoute>(.library, .bookDetail(id: 7))

  @Test func aRestoredTreeStandsAndTheCodeThatWouldUndoItIsReported() throws {
    let navigator = Navigator(root: LaunchFlow(), logger: quietLogger)
    navigator.start(restoring: restored)
    #expect(navigator.tree == restored, "the user's screens are back")
    let issue = try #require(navigator.issues.first)
    guard case .failed(let flow, _, let error) = issue else {
      Issue.record("\(issue)")
      return
    }
    #expect(flow == "LaunchFlow")
    #expect(error.contains("tree set by restoration"), "\(error)")
    #expect(error.contains("FinishCause.replaced"), "\(error)")
  }

  @Test func anAppThatChecksWhyTheSplashEndedRestoresQuietly() {
    let root = LaunchFlow()
    root.checksTheCause = true
    let navigator = Navigator(root: root, logger: quietLogger)
    navigator.start(restoring: restored)
    #expect(navigator.tree == restored)
    #expect(navigator.issues.isEmpty)
    // Later, outside the restore, the flows navigate as ever.
    #expect(throws: Never.self) { try root.setStack([.home]) }
    #expect(navigator.tree == NavigationTree(.home))
  }

  @Test func aLinksTreeStandsToo() throws {
    let navigator = Navigator(root: LaunchFlow(), logger: quietLogger)
    navigator.start()
    navigator.setTree(restored, cause: .deepLink("books://library/7"))
    #expect(navigator.tree == restored)
    #expect(navigator.issues.count == 1)
    #expect("\(navigator.issues)".contains("tree set by deep link"), "\(navigator.issues)")
  }

  /// A flow of its own at the root whose sheet a link replaces; when the sheet's flow ends it
  /// finishes itself, or sets a tree of its own.
  final class ShellFlow: Coordinator<BookRoute, Void> {
    enum Reaction { case finishItself, setATree }
    let reaction: Reaction
    init(_ reaction: Reaction) { self.reaction = reaction }
    override func start() throws {
      try push(.library)
      try start(TestFlow<Void>("Sheet", routes: [.login]), .present(.sheet)) { [weak self] _ in
        guard let self else { return }
        switch reaction {
        case .finishItself: finish(with: ())
        case .setATree: navigator?.setTree(NavigationTree(.settings))
        }
      }
    }
  }

  @Test func aFlowTheTreeKeepsDoesNotFinishItselfOrSetAnotherTreeMeanwhile() throws {
    for reaction in [ShellFlow.Reaction.finishItself, .setATree] {
      let harness = Harness(NavigationTree(.home))
      let shell = ShellFlow(reaction)
      try harness.app.start(shell, .push)
      var linked = harness.navigator.tree
      try linked.dismiss(toLevel: 0)
      harness.host.expectIssue {
        harness.navigator.setTree(linked, cause: .deepLink("books://library"))
      }
      #expect(harness.navigator.tree == linked, "\(reaction)")
      #expect(shell.isRunning, "\(reaction)")
      #expect(harness.navigator.issues.count == 1, "\(reaction): \(harness.navigator.issues)")
      #expect("\(harness.navigator.issues)".contains("tree set by deep link"))
    }
  }
}
