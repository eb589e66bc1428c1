import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// How the navigator sends plans to a host: one step at a time, on completion, re-planned when
/// a newer change supersedes the rest.
@MainActor
@Suite struct PlanExecutionTests {
  let library = StackPath(level: 0, section: "library")
  let qna = StackPath(level: 0, section: "qna")

  /// Tabs with Home selected and two sheets over it, shown by a step-by-step host.
  private func twoSheetsOverHome() throws -> Harness {
    var start = try bookKittyTabs()
    start.present(.sheet(.addBookScan))
    start.present(.sheet(.askQuestion))
    let harness = Harness(start, mode: .stepByStep)
    harness.host.completeAllSteps()
    _ = harness.host.takeSteps()
    return harness
  }

  @Test func stepsWaitForTheHostsCompletion() throws {
    let harness = try twoSheetsOverHome()

    var target = try bookKittyTabs(selected: .library)
    for id in 1...3 { try target.push(.bookDetail(id: id), onto: library) }
    harness.navigator.setTree(target)
    #expect(harness.host.performedSteps == [.dismiss(toLevel: 0)])
    #expect(harness.navigator.planProgress.steps.filter { $0.state == .waiting }.count == 2)
    #expect(!harness.navigator.isIdle)
    harness.host.completeStep()
    #expect(harness.host.waitingStep == .select("library", level: 0))
    harness.host.completeAllSteps()
    #expect(harness.navigator.isIdle)
    harness.host.expectInSync()
    #expect(harness.host.shown == target)
  }

  @Test func aNewChangeSupersedesTheRestOfARunningPlan() throws {
    let harness = try twoSheetsOverHome()

    var jump = try bookKittyTabs(selected: .library)
    for id in 1...3 { try jump.push(.bookDetail(id: id), onto: library) }
    harness.navigator.setTree(jump)
    #expect(harness.host.waitingStep == .dismiss(toLevel: 0))

    // While the sheets are going away, a newer request asks for Q&A instead.
    var newer = try bookKittyTabs(selected: .qna)
    try newer.push(.questionResult(id: 4), onto: qna)
    harness.navigator.setTree(newer)
    #expect(harness.host.performedSteps.count == 1, "the step in flight is not interrupted")

    harness.host.completeAllSteps()
    #expect(
      harness.host.takeSteps() == [
        .dismiss(toLevel: 0),
        .select("qna", level: 0),
        .push([.questionResult(id: 4)], onto: qna),
      ])
    #expect(harness.host.shown == newer)
    harness.host.expectInSync()
  }

  @Test func userEventsAreNotEchoedBackToTheHost() throws {
    let harness = Harness(NavigationTree(.home, .library, .bookDetail(id: 1)))
    try harness.host.tapBack()
    try harness.app.start(TestFlow<Void>("Sheet", routes: [.settings]), .present(.sheet))
    _ = harness.host.takeSteps()
    try harness.host.swipeDownSheet()
    #expect(harness.host.takeSteps().isEmpty)
    harness.host.expectTree("stack\n  home\n  library")
  }

  @Test func theHostStartsFromWhatItShows() throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home, .library))
    let host = TestHost<BookRoute>()
    navigator.start()
    host.attach(to: navigator)
    #expect(host.takeSteps() == [.push([.home, .library], onto: .root)])
    host.expectInSync()
  }

  @Test func aMalformedUserEventIsRejectedAndChangesNothing() throws {
    let harness = Harness(NavigationTree(.home, .library))
    #expect(throws: NavigationError.at(.root, .cannotPopRoot(0))) {
      try harness.navigator.receive(.popped(toCount: 0, at: .root))
    }
    #expect(throws: NavigationError.nothingToDismiss) {
      try harness.navigator.receive(.dismissed(toLevel: 0))
    }
    #expect(throws: (any Error).self) {
      try harness.navigator.receive(.popped(toCount: 1, at: StackPath(level: 0, section: "x")))
    }
    harness.host.expectTree("stack\n  home\n  library")
  }
}
