import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting

/// Edges of who owns what that a random walk seldom reaches: a navigator that starts on a tree
/// with presentations, what a finishing flow owns while its children hear that they finish, and
/// the anchor a finished flow keeps.
@MainActor
@Suite struct FlowMapEdgeTests {
  /// A flow that runs `onFinish` in `didFinish`, to look at the navigator from there.
  final class WatchingFlow: Coordinator<BookRoute, Void> {
    let routes: [BookRoute]
    let sheet: BookRoute?
    var onFinish: (() -> Void)?

    init(routes: [BookRoute] = [], sheet: BookRoute? = nil) {
      self.routes = routes
      self.sheet = sheet
    }

    override func start() throws {
      if !routes.isEmpty { try push(contentsOf: routes) }
      if let sheet { try present(.sheet(sheet)) }
    }

    override func didFinish(_ cause: FinishCause) { onFinish?() }
  }

  @Test func aFlowPresentedOverTheStartingTreesPresentationsOwnsItsLevel() throws {
    let harness = Harness(
      NavigationTree(root: .stack([.home]), presentations: [.sheet(.askQuestion)]))
    let sheet = WatchingFlow(routes: [.settings])
    try harness.app.start(sheet, .present(.sheet))
    #expect(sheet.anchor == .container(level: 2))
    try sheet.push(.login)
    #expect(
      try harness.navigator.tree.stack(at: StackPath(level: 2)).routes == [.settings, .login])
    #expect(harness.navigator.invariantViolations() == [])

    try harness.navigator.receive(.dismissed(toLevel: 1))
    #expect(sheet.flowState == .finished(.userDismissed))
    #expect(harness.navigator.invariantViolations() == [])
  }

  @Test func aReplacedTabFlowOwnsNothingWhileItsChildrenHearTheyFinish() throws {
    let harness = Harness(try bookKittyTabs())
    let tab = WatchingFlow()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    let child = WatchingFlow(routes: [.settings])
    try tab.start(child, .push)
    var ownerWhileFinishing: FlowCoordinator<BookRoute>?
    child.onFinish = { ownerWhileFinishing = harness.navigator.flow(owningStackAt: .homeTab) }

    try harness.app.start(WatchingFlow(), .tab(SectionID(Tab.home)))

    #expect(child.flowState == .finished(.parentFinished))
    #expect(ownerWhileFinishing === harness.app, "the tab's finishing flow still owned it")
  }

  @Test func aFinishedFlowKeepsTheAnchorItHadBeforeTheEditThatEndedIt() throws {
    let harness = Harness(NavigationTree(.home))
    let parent = WatchingFlow(routes: [.settings, .bookDetail(id: 1)])
    try harness.app.start(parent, .push)
    let child = WatchingFlow(sheet: .askQuestion)
    try parent.start(child, .push)
    #expect(child.anchor == .run(.root, base: 3))
    var anchorWhileFinishing: FlowAnchor?
    child.onFinish = { anchorWhileFinishing = child.anchor }

    parent.finish()

    #expect(anchorWhileFinishing == .run(.root, base: 3))
    #expect(child.anchor == .run(.root, base: 3))
  }
}
