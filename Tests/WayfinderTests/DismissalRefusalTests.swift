import Foundation
import Observation
import Testing
import WayfinderHosting
import WayfinderTesting

@testable import Wayfinder

/// What a compose screen's model types into, shared with its flow.
@MainActor
@Observable
final class Draft {
  var text = ""
}

/// A compose flow in a sheet: it refuses the user's dismissal while its draft has text, and
/// asks "discard or keep editing?" when the user tries.
@MainActor
final class ComposeFlow: Coordinator<BookRoute, String> {
  let draft = Draft()
  private(set) var attempts = 0
  /// Whether the flow asks with an alert when the user tries; otherwise it only counts.
  var asks = true

  override var refusesUserDismissal: Bool { !draft.text.isEmpty }

  override func start() throws { try push(.askQuestion) }

  override func didRefuseUserDismissal() throws {
    attempts += 1
    guard asks else { return }
    try present(
      .alert(
        Dialog(
          id: "unsaved", title: "Discard this question?",
          actions: [.init(id: "discard", title: "Discard", role: .destructive), .cancel("Keep")]
        )))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let choice = intent as? DialogChoice, choice.dialog == "unsaved" else { return false }
    if choice.action == "discard" { cancel() }
    return true
  }
}

@MainActor
@Suite struct DismissalRefusalTests {
  let harness = Harness()
  let compose = ComposeFlow()
  let outcome: FlowTicket<String>
  let journal: JournalBuffer<BookRoute>

  init() throws {
    journal = harness.navigator.journal.keepRecent(20)
    try harness.app.start(compose, .present(.sheet))
    outcome = compose.ticket
    _ = harness.host.takeSteps()
  }

  @Test func capabilitiesEncodedBeforeTheRefusalReportStillDecode() throws {
    let data = try JSONEncoder().encode(HostCapabilities.swiftUI)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["reportsRefusedDismissal"] as? Bool == false)
    object["reportsRefusedDismissal"] = nil
    let older = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(HostCapabilities.self, from: older)
    #expect(decoded.reportsRefusedDismissal, "a host that said nothing reported refusals")
    #expect(decoded.dismissesSeveralAtOnce == false)
  }

  @Test func onSwiftUIsRulesASwipeOnARefusingSheetDoesNothingAndNoFlowHears() throws {
    // SwiftUI's `interactiveDismissDisabled` has no callback: a test of a SwiftUI app must not
    // see the flow ask where the device would not.
    let harness = Harness(capabilities: .swiftUI)
    let compose = ComposeFlow()
    try harness.app.start(compose, .present(.sheet))
    _ = harness.host.takeSteps()
    compose.draft.text = "Which book on tides?"
    harness.navigator.refreshDismissalRefusals()
    _ = harness.host.takeSteps()
    let before = harness.navigator.tree
    #expect(before.presentations.first?.refusesUserDismissal == true)
    try harness.host.swipeDownSheet()
    #expect(compose.attempts == 0)
    #expect(compose.isRunning)
    #expect(harness.navigator.tree == before)
    #expect(harness.host.takeSteps().isEmpty)
  }

  @Test func aSwipeOnASheetWithUnsavedTextIsAnAttemptTheFlowHears() throws {
    compose.draft.text = "Which book on tides?"
    try harness.host.swipeDownSheet()

    #expect(compose.isRunning)
    #expect(compose.attempts == 1)
    #expect(outcome.outcome == nil)
    harness.host.expectTree(
      """
      stack
        home
        sheet (refuses dismissal): stack
          askQuestion
          alert: "Discard this question?"
            [discard] Discard (destructive)
            [cancel] Keep (cancel)
      """)
    #expect(journal.events.contains { $0.cause == .refusedDismissal })

    try harness.host.choose("discard")
    #expect(compose.flowState == .finished(.cancelled))
    #expect(harness.navigator.tree == NavigationTree(.home))
  }

  @Test func anEmptyDraftLetsTheUserSwipeTheSheetAway() throws {
    try harness.host.swipeDownSheet()

    #expect(compose.flowState == .finished(.userDismissed))
    #expect(compose.attempts == 0)
    harness.host.expectTree(
      """
      stack
        home
      """)
  }

  @Test func keepingTheTextKeepsTheSheetAndTheNextSwipeAsksAgain() throws {
    compose.draft.text = "Tides"
    try harness.host.swipeDownSheet()
    try harness.host.choose("cancel")
    try harness.host.swipeDownSheet()

    #expect(compose.attempts == 2)
    #expect(compose.isRunning)
  }

  @Test func theRefusalFollowsObservableStateWithoutANavigationChange() async throws {
    compose.draft.text = "T"
    await harness.host.waitUntil {
      harness.navigator.tree.presentations.first?.refusesUserDismissal == true
    }
    harness.host.expectSteps([.setRefusesUserDismissal(true, level: 1)])
    #expect(harness.host.shown.presentations.first?.refusesUserDismissal == true)

    compose.draft.text = ""
    await harness.host.waitUntil {
      harness.navigator.tree.presentations.first?.refusesUserDismissal == false
    }
    harness.host.expectSteps([.setRefusesUserDismissal(false, level: 1)])
  }

  @Test func aFlowThatDoesNotAnswerLeavesTheSheetAsItIs() throws {
    compose.asks = false
    compose.draft.text = "Tides"
    try harness.host.swipeDownSheet()

    #expect(compose.attempts == 1)
    #expect(harness.navigator.tree.topLevel == 1)
    #expect(harness.host.takeSteps() == [.setRefusesUserDismissal(true, level: 1)])
  }

  @Test func codeAndTheScreenItselfStillCloseARefusingSheet() throws {
    compose.draft.text = "Tides"
    try harness.host.dismissPresentation()
    #expect(compose.flowState == .finished(.userDismissed))
    #expect(compose.attempts == 0)
  }

  @Test func aRefusalSetByHandIsReplacedByWhatTheFlowsSay() throws {
    var presentation = Presentation<BookRoute>.sheet(.settings)
    presentation.refusesUserDismissal = true
    try compose.present(presentation)

    #expect(harness.navigator.tree.presentations.map(\.refusesUserDismissal) == [false, false])
  }

  @Test func theFlowThatPresentedRoutesItselfRefusesForThem() throws {
    compose.draft.text = "Tides"
    try compose.present(.sheet(.settings))

    #expect(harness.navigator.tree.presentations.map(\.refusesUserDismissal) == [true, true])
    try harness.host.swipeDownSheet()
    #expect(compose.attempts == 1)
  }

  @Test func aDialogAndAPushedLevelNeverRefuse() throws {
    let pushed = ComposeFlow()
    pushed.draft.text = "Tides"
    try compose.start(pushed, .present(.pushed))
    #expect(harness.navigator.tree.presentations.last?.refusesUserDismissal == false)

    try harness.host.tapBack()
    #expect(pushed.flowState == .finished(.userWentBack))
  }

  /// A full-screen cover closes through its own buttons only: a refusal means nothing there,
  /// and the tree (its dumps, a host's `isModalInPresentation`) does not carry one.
  @Test func aFullScreenCoverNeverRefuses() throws {
    let cover = ComposeFlow()
    cover.draft.text = "Tides"
    try compose.start(cover, .present(.fullScreen))
    #expect(harness.navigator.tree.presentations.last?.style == .fullScreen)
    #expect(harness.navigator.tree.presentations.last?.refusesUserDismissal == false)
    #expect(!harness.navigator.tree.dump().contains("fullScreen (refuses dismissal)"))
    // Its own button still closes it.
    try harness.host.dismissPresentation()
    #expect(cover.flowState == .finished(.userDismissed))
  }

  @Test func anAttemptNoFlowRefusesAnyMoreChangesNothing() throws {
    try harness.navigator.receive(.attemptedToDismiss(level: 1))

    #expect(compose.attempts == 0)
    #expect(harness.navigator.tree.topLevel == 1)
    #expect(throws: NavigationError.nothingToDismiss) {
      try harness.navigator.receive(.attemptedToDismiss(level: 2))
    }
  }
}

@Suite struct RefusalValueTests {
  @Test func onlyTheRefusalChangingIsOneStep() {
    let old = NavigationTree<BookRoute>(
      root: .stack([.home]), presentations: [.sheet(.askQuestion)])
    var new = old
    new.presentations[0].refusesUserDismissal = true

    #expect(NavigationPlan(from: old, to: new).steps == [.setRefusesUserDismissal(true, level: 1)])
    #expect(NavigationPlan(from: new, to: old).steps == [.setRefusesUserDismissal(false, level: 1)])
  }

  @Test func aSnapshotWrittenBeforeRefusalsDecodesAsRefusingNothing() throws {
    // A presentation that refuses nothing is written as before refusals existed, so this is
    // also what an old snapshot holds.
    let data = try JSONEncoder().encode(Presentation<BookRoute>.sheet(.home))
    #expect(!String(decoding: data, as: UTF8.self).contains("refusesUserDismissal"))
    let presentation = try JSONDecoder().decode(Presentation<BookRoute>.self, from: data)
    #expect(presentation == .sheet(.home))
    #expect(!presentation.refusesUserDismissal)
  }

  @Test func aRefusalSurvivesASnapshot() throws {
    var presentation = Presentation<BookRoute>.sheet(.askQuestion)
    presentation.refusesUserDismissal = true
    let data = try JSONEncoder().encode(presentation)
    #expect(try JSONDecoder().decode(Presentation<BookRoute>.self, from: data) == presentation)
  }

  @Test func theRefusalOfALevelTheTreeLacksIsAnError() {
    var tree = NavigationTree<BookRoute>(.home)
    #expect(throws: NavigationError.noSuchLevel(1, levels: 1)) {
      try tree.setRefusesUserDismissal(true, atLevel: 1)
    }
  }
}
