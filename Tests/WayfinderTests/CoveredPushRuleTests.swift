import Testing
import Wayfinder
import WayfinderTesting

/// One rule for a push over a flow's children (issue 29).
///
/// A route a flow pushes goes on top of its own part, so the children whose screens cover its
/// own finish first — and what they presented goes with them, so it hides nothing. A
/// presentation that stays after that still refuses the push, as "Which hidden counts" says.
@MainActor
@Suite struct CoveredPushRuleTests {
  let qna = StackPath(level: 0, section: "qna")
  let status = BookRoute.bookDetail(id: 7)

  /// Settings ("Notifications" here) on the Q&A tab, the password manager pushed over it, and
  /// the password manager's add-credential sheet up.
  func managerWithSheet() throws -> (
    Harness, settings: TestFlow<Void>, manager: TestFlow<Void>, sheet: TestFlow<Void>
  ) {
    let harness = Harness(try bookKittyTabs(selected: .qna))
    let settings = TestFlow<Void>("Settings")
    try harness.app.start(settings, .tab("qna"))
    let manager = TestFlow<Void>("Passwords", routes: [.settings])
    try settings.start(manager, .push)
    let sheet = TestFlow<Void>("AddCredential", routes: [.askQuestion])
    try manager.start(sheet, .present(.sheet))
    _ = harness.host.takeSteps()
    return (harness, settings, manager, sheet)
  }

  @Test func aPushOverAChildWithASheetFinishesTheChildAndItsSheet() throws {
    let (harness, settings, manager, sheet) = try managerWithSheet()
    try settings.push(status)
    #expect(manager.ticket.outcome?.cause == .removedByCode)
    #expect(sheet.ticket.outcome?.cause == .parentFinished)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, status])
    #expect(harness.navigator.flow(owningRouteAt: 1, in: qna) === settings)
    harness.host.expectInSync()
    harness.host.expectFlowsMirrorTree()
  }

  @Test func insideBehindPresentationsTheSameRuleHolds() throws {
    let (harness, settings, manager, _) = try managerWithSheet()
    try settings.behindPresentations { try settings.push(status) }
    #expect(!manager.isRunning)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, status])
  }

  @Test func setStackOverAChildWithASheetFinishesItToo() throws {
    let (harness, settings, manager, _) = try managerWithSheet()
    try settings.setStack([.qna, status])
    #expect(!manager.isRunning)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, status])
  }

  @Test func aSheetOfAChildThatCoversNoScreenStillRefusesThePush() throws {
    // The child presented its sheet but pushed nothing over the flow's screens: finishing no
    // child takes the sheet away, so the push would be hidden under a flow it started.
    let harness = Harness(try bookKittyTabs(selected: .qna))
    let settings = TestFlow<Void>("Settings")
    try harness.app.start(settings, .tab("qna"))
    let sheet = TestFlow<Void>("AddCredential", routes: [.askQuestion])
    try settings.start(sheet, .present(.sheet))
    let before = harness.navigator.tree
    #expect(
      throws: NavigationError.at(
        qna,
        .covered(
          flow: "AppFlow › Settings",
          coveredBy: "the presentation at level 1 of AppFlow › Settings › AddCredential "
            + "(a flow it started)"))
    ) {
      try settings.behindPresentations { try settings.push(status) }
    }
    #expect(harness.navigator.tree == before)
    #expect(sheet.isRunning)
  }

  @Test func anotherFlowsSheetAboveTheChildsRefusesEvenBehindPresentations() throws {
    // Compose (the app's) is up over the password manager's sheet: finishing the manager would
    // close Compose too, which no flow may do by pushing, so the push is refused however it is
    // asked for, and nothing changes.
    let (harness, settings, manager, sheet) = try managerWithSheet()
    let compose = TestFlow<Void>("Compose", routes: [.askQuestion])
    try harness.app.start(compose, .present(.sheet))
    let before = harness.navigator.tree
    let refusal = NavigationError.at(
      qna,
      .covered(
        flow: "AppFlow › Settings",
        coveredBy: "the presentation at level 2 of AppFlow › Compose (over what a flow the "
          + "change would finish presented)"))
    #expect(throws: refusal) { try settings.push(status) }
    #expect(throws: refusal) { try settings.behindPresentations { try settings.push(status) } }
    #expect(throws: refusal) { try settings.setStack([.qna, status]) }
    #expect(harness.navigator.tree == before)
    #expect(manager.isRunning && sheet.isRunning && compose.isRunning)
  }

  @Test func aChildWhoseEndFinishesThePusherLeavesNoOrphanRoute() throws {
    // The app ends Settings when the password manager ends: the push that finished the manager
    // then has no flow to push for, and says so.
    let (harness, settings, manager, _) = try managerWithSheet()
    manager.ticket.onFinish { _ in settings.finish() }
    #expect(throws: NavigationError.flowNotRunning("AppFlow › Settings")) {
      try settings.push(status)
    }
    #expect(!settings.isRunning)
    // A tab's flow takes its tab with it.
    #expect((try? harness.navigator.tree.stack(at: qna))?.routes.contains(status) != true)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aCatchWrittenFromTheDocsMatchesTheReason() throws {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    try harness.app.start(TestFlow<Void>("Compose", routes: [.askQuestion]), .present(.sheet))
    var matched = false
    do {
      try notifications.push(status)
    } catch {
      // The error is wrapped in the stack's path; its reason is what the docs name.
      guard case .coveredByPresentation(_, let level, let presenter) = error.reason else {
        throw error
      }
      matched = level == 1 && presenter == "AppFlow › Compose"
      try notifications.behindPresentations { try notifications.push(status) }
    }
    #expect(matched)
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, status])
    #expect(NavigationError.at(qna, .at(qna, .nothingToDismiss)).reason == .nothingToDismiss)
    #expect(NavigationError.nothingToDismiss.reason == .nothingToDismiss)
  }
}
