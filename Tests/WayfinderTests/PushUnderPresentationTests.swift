import Testing
import Wayfinder
import WayfinderTesting

/// One rule for screens added under a presentation, whoever adds them.
///
/// A flow may add screens under another flow's presentation when it says so, never under its
/// own; a tree edit, a link and a request say so by keeping the presentation in their target.
/// Either way the presentation and its flow stay, and nothing animates under it.
@MainActor
@Suite struct PushUnderPresentationTests {
  let qna = StackPath(level: 0, section: "qna")
  let status = BookRoute.bookDetail(id: 7)

  /// BookKitty's tabs with Home selected, Q&A's flow "Notifications", and the app's "Compose"
  /// sheet up over them: the user is writing.
  func composing() throws -> (Harness, notifications: TestFlow<Void>, compose: TestFlow<Void>) {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    let compose = TestFlow<Void>("Compose", routes: [.askQuestion])
    try harness.app.start(compose, .present(.sheet))
    _ = harness.host.takeSteps()
    return (harness, notifications, compose)
  }

  /// The tree once the status waits in Q&A under the compose sheet.
  var statusUnderCompose: String {
    kittyDump(
      selected: .qna, pushed: [.qna: ["bookDetail(id: 7)"]],
      presented: ["sheet: stack", "  askQuestion"])
  }

  /// After the change: the sheet and its flow stayed, the host changed the tab under it in the
  /// fewest steps and animated none of them, and closing the sheet shows the status.
  func expectStatusWaitsUnderCompose(
    _ harness: Harness, compose: TestFlow<Void>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    harness.host.expectTree(statusUnderCompose, sourceLocation: sourceLocation)
    #expect(harness.host.animatedSteps.isEmpty, sourceLocation: sourceLocation)
    harness.host.expectSteps(
      [.select("qna", level: 0), .push([status], onto: qna)], sourceLocation: sourceLocation)
    #expect(compose.isRunning, sourceLocation: sourceLocation)
    try harness.host.swipeDownSheet()
    #expect(compose.ticket.outcome?.cause == .userDismissed, sourceLocation: sourceLocation)
    #expect(harness.host.shown.visibleRoute == status, sourceLocation: sourceLocation)
  }

  // MARK: Flow operations

  @Test func aFlowPushesUnderAnotherFlowsSheetWhenItSaysSo() throws {
    let (harness, notifications, compose) = try composing()
    try notifications.behindPresentations {
      try notifications.select("qna")
      try notifications.push(status)
    }
    #expect(harness.navigator.flow(owningRouteAt: 1, in: qna) === notifications)
    try expectStatusWaitsUnderCompose(harness, compose: compose)
  }

  @Test func withoutSayingSoTheFlowIsRefusedNamingThePresentation() throws {
    let (harness, notifications, _) = try composing()
    let before = harness.navigator.tree
    let refusal = NavigationError.at(
      qna,
      .coveredByPresentation(
        flow: "AppFlow › Notifications", level: 1, presentedBy: "AppFlow › Compose"))
    #expect(throws: refusal) { try notifications.push(status) }
    #expect(throws: refusal) {
      try notifications.start(TestFlow<Void>("Status", routes: [status]), .push)
    }
    #expect(throws: refusal, "new screens from setStack are pushes too") {
      try notifications.setStack([.qna, status])
    }
    #expect(harness.navigator.tree == before)
    #expect(refusal.description.contains("behindPresentations"), "the error says what to do")
  }

  @Test func removingScreensUnderAPresentationNeedsNoSaying() throws {
    let (harness, notifications, _) = try composing()
    try notifications.behindPresentations { try notifications.push(status) }
    try notifications.pop()
    try notifications.behindPresentations { try notifications.push(status) }
    try notifications.setStack([.qna])
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna])
  }

  @Test func aPushOnTheFlowsOwnTabWhileAnotherIsSelectedNeedsNoSaying() throws {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    try notifications.push(status)
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, status])
    #expect(harness.navigator.tree.root.visibleSection == "home")
  }

  @Test func aPushUnderTheFlowsOwnPresentationStaysRefusedEvenWhenItSaysSo() throws {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    try notifications.start(TestFlow<Void>("Reply", routes: [.askQuestion]), .present(.sheet))
    let before = harness.navigator.tree
    #expect(
      throws: NavigationError.at(
        qna,
        .covered(
          flow: "AppFlow › Notifications",
          coveredBy: "the presentation at level 1 of AppFlow › Notifications › Reply "
            + "(a flow it started)"))
    ) {
      try notifications.behindPresentations { try notifications.push(status) }
    }
    #expect(harness.navigator.tree == before)
  }

  @Test func aPushUnderTheFlowsOwnAlertStaysRefused() throws {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    try harness.app.select("qna")
    try notifications.present(.alert(Dialog(id: "mute", title: "Mute?", actions: [.cancel()])))
    #expect(
      throws: NavigationError.at(
        qna,
        .covered(flow: "AppFlow › Notifications", coveredBy: "its own presentation at level 1"))
    ) {
      try notifications.behindPresentations { try notifications.push(status) }
    }
  }

  @Test func aHandOffUnderAnotherFlowsSheetFollowsTheSameRule() throws {
    let harness = Harness(try bookKittyTabs())
    let notifications = TestFlow<Void>("Notifications")
    try harness.app.start(notifications, .tab("qna"))
    let login = TestFlow<Void>("Login", routes: [.login])
    try notifications.start(login, .replacingStack)
    try harness.app.start(TestFlow<Void>("Compose", routes: [.askQuestion]), .present(.sheet))
    let register = TestFlow<Void>("Register", routes: [.settings])
    #expect(throws: NavigationError.self) { try login.handOff(to: register) }
    #expect(login.isRunning)
    try login.behindPresentations { try login.handOff(to: register) }
    #expect(try harness.navigator.tree.stack(at: qna) == [.settings])
    #expect(harness.navigator.tree.topLevel == 1, "the sheet stays")
  }

  @Test func theSayingEndsWithItsBody() throws {
    let (harness, notifications, _) = try composing()
    try notifications.behindPresentations { try notifications.push(.qna) }
    #expect(throws: NavigationError.self) { try notifications.push(status) }
    #expect(try harness.navigator.tree.stack(at: qna) == [.qna, .qna])
    var ran = false
    #expect(throws: NavigationError.flowNotRunning("Idle")) {
      try TestFlow<Void>("Idle").behindPresentations { ran = true }
    }
    #expect(!ran)
  }

  // MARK: Tree edits, links and requests

  @Test func aTreeEditUnderAKeptSheetIsTheFewestStepsAndAnimatesNothing() throws {
    let (harness, _, compose) = try composing()
    var target = harness.navigator.tree
    try target.select("qna", atLevel: 0)
    try target.push(status, onto: qna)
    harness.navigator.setTree(target)
    try expectStatusWaitsUnderCompose(harness, compose: compose)
  }

  @Test func aLinkThroughTheGateKeepsTheSheetWhenItSaysSo() async throws {
    let (harness, _, compose) = try composing()
    var router = DeepLinkRouter<BookRoute>()
    try router.register(
      "bookkitty://notifications/{id:int}",
      handler: { match, tree in
        try tree.showing(
          section: "qna", stack: [.qna, .bookDetail(id: match.int("id"))],
          behindPresentations: true)
      })
    let gate = NavigationGate(navigator: harness.navigator, router: router)
    #expect(await gate.open("bookkitty://notifications/7") == .applied)
    try expectStatusWaitsUnderCompose(harness, compose: compose)
  }

  @Test func aRequestFromAnIntentKeepsTheSheetWhenItSaysSo() async throws {
    let (harness, _, compose) = try composing()
    let gate = NavigationGate(
      navigator: harness.navigator, router: DeepLinkRouter<BookRoute>())
    let outcome = await gate.submit(
      NavigationRequest(origin: .intent("open status 7")) { [status] tree in
        try tree.showing(section: "qna", stack: [.qna, status], behindPresentations: true)
      })
    #expect(outcome == .applied)
    try expectStatusWaitsUnderCompose(harness, compose: compose)
  }

  @Test func aLinkThatDoesNotSaySoDismissesTheSheet() throws {
    let (harness, _, compose) = try composing()
    let target = try harness.navigator.tree.showing(section: "qna", stack: [.qna, status])
    harness.navigator.setTree(target, cause: .deepLink("bookkitty://notifications/7"))
    harness.host.expectTree(kittyDump(selected: .qna, pushed: [.qna: ["bookDetail(id: 7)"]]))
    #expect(compose.ticket.outcome?.cause == .replaced)
    #expect(harness.host.animatedSteps == [.push([status], onto: qna)])
  }

  // MARK: Plans

  @Test func onlyWhatTheUserSeesAnimates() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.app.present(.sheet(.askQuestion))
    try harness.app.present(.sheet(.settings))
    _ = harness.host.takeSteps()
    var target = harness.navigator.tree
    try target.dismiss(toLevel: 1)
    try target.push(status, onto: StackPath(level: 0, section: "home"))
    let plan = NavigationPlan(from: harness.navigator.tree, to: target)
    #expect(
      plan.steps == [
        .dismiss(toLevel: 1), .push([status], onto: StackPath(level: 0, section: "home")),
      ])
    #expect(plan.animatedStep == 0, "the dismissal is seen, the push under the sheet is not")
    harness.navigator.setTree(target)
    #expect(harness.host.animatedSteps == [.dismiss(toLevel: 1)])
  }

  @Test func aPlanMadeWithoutItsTargetCountsEveryStepAsSeen() {
    let plan = NavigationPlan<BookRoute>([.push([status], onto: qna)])
    #expect(plan.animatedStep == 0)
    #expect(
      NavigationPlan<BookRoute>([.push([status], onto: qna)], topLevel: 1).animatedStep == nil)
  }
}
