import Foundation
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Everything real apps present: every style through the test host and a restoration round
/// trip, dialogs whose choice reaches the flow, and the platforms' rules per style.
@MainActor
@Suite struct PresentationStyleTests {
  nonisolated static let removeBook = Dialog(
    id: "removeBook", title: "Remove this book?", message: "It leaves your library.",
    actions: [.init(id: "remove", title: "Remove", role: .destructive), .cancel()])

  nonisolated static let routeStyles: [PresentationStyle] = [
    .sheet, .fullScreen, .pushed, .overFullScreen, .overCurrentContext, .popover,
    .overlay("floatingMenu"),
  ]

  @Test(arguments: routeStyles)
  func everyStyleShowsAFlowAndRoundTripsThroughASnapshot(style: PresentationStyle) throws {
    let harness = Harness(try bookKittyTabs())
    let flow = TestFlow<Void>("Shown", routes: [.settings])
    try harness.app.start(flow, .present(style))
    #expect(harness.navigator.tree.presentations.last?.style == style)
    harness.host.expectInSync()
    let restoration = Restoration<BookRoute>(version: 1)
    let restored = try restoration.tree(from: restoration.snapshot(of: harness.navigator.tree))
    #expect(restored == harness.navigator.tree)
    try harness.host.dismissPresentation()
    #expect(flow.ticket.outcome?.cause == (style == .pushed ? .userWentBack : .userDismissed))
  }

  @Test(
    arguments: [
      ("sheet", PresentationStyle.sheet), ("overlay:menu", .overlay("menu")), ("overlay", nil),
      ("overlay:", nil), ("carousel", nil),
    ] as [(String, PresentationStyle?)])
  func aStyleIsReadFromItsTextAndAnOverlayNeedsAName(text: String, style: PresentationStyle?) {
    #expect(PresentationStyle(rawValue: text) == style)
  }

  @Test(arguments: [PresentationStyle.alert, .confirmationDialog])
  func aDialogsChoiceReachesTheFlowThatPresentedIt(style: PresentationStyle) throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Library", routes: [.library])
    var choices: [DialogChoice] = []
    flow.handler = { intent in
      guard let choice = intent as? DialogChoice else { return false }
      choices.append(choice)
      return true
    }
    try harness.app.start(flow, .push)
    try flow.present(Presentation(style, .stack([]), dialog: Self.removeBook))
    harness.host.expectTree(
      """
      stack
        home
        library
        \(style.rawValue): "Remove this book?" — It leaves your library.
          [remove] Remove (destructive)
          [cancel] Cancel (cancel)
      """)
    let restoration = Restoration<BookRoute>(version: 1)
    #expect(
      try restoration.tree(from: restoration.snapshot(of: harness.navigator.tree))
        == harness.navigator.tree)
    try harness.host.choose("remove")
    #expect(choices == [DialogChoice(dialog: "removeBook", action: "remove")])
    harness.host.expectTree("stack\n  home\n  library")
    #expect(flow.isRunning)
  }

  @Test func tappingOutsideAConfirmationDialogChoosesItsCancelAction() throws {
    let harness = Harness()
    var choices: [DialogChoice] = []
    harness.app.handler = { intent in
      if let choice = intent as? DialogChoice { choices.append(choice) }
      return true
    }
    try harness.app.present(.confirmationDialog(Self.removeBook))
    try harness.host.swipeDownSheet()
    #expect(choices == [DialogChoice(dialog: "removeBook", action: "cancel")])
  }

  @Test func anOKOnlyAlertNeedsNoHandlerButAnUnhandledChoiceIsReported() throws {
    let harness = Harness()
    let error = Dialog(id: "error", title: "That link is broken", actions: [.cancel("OK")])
    try harness.app.present(.alert(error))
    try harness.host.choose("cancel")
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(harness.navigator.unhandledIntents.isEmpty, "a cancel nobody handles is no loss")
    try harness.app.present(.confirmationDialog(Self.removeBook))
    try harness.host.choose("remove")
    #expect(
      harness.navigator.unhandledIntents.map(\.intent)
        == [String(describing: DialogChoice(dialog: "removeBook", action: "remove"))])
  }

  @Test func anAnchoredConfirmationDialogDumpsItsAnchorWithoutACompactFallback() throws {
    let harness = Harness()
    try harness.app.present(
      .confirmationDialog(PresentationStyleTests.removeBook, anchor: PopoverAnchor(.named("trash")))
    )
    // On a compact screen a confirmation dialog is an action sheet: no "compact sheet" here.
    #expect(harness.navigator.tree.dump().contains("confirmationDialog (anchor trash): \""))
    #expect(!harness.navigator.tree.dump().contains("compact"))
  }

  /// A dispute flow's alert, and what it heard of it.
  final class DisputeFlow: Coordinator<BookRoute, Void> {
    var lost: [String] = []
    var choices: [String] = []
    override func start() throws { try push(.questionResult(id: 1)) }
    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      guard let choice = intent as? DialogChoice else { return false }
      choices.append(choice.action)
      return true
    }
    override func didLoseDialog(_ dialog: Dialog) throws { lost.append(dialog.id) }
  }

  @Test func aDialogALockScreenCoveredComesBackWhenTheLockGoes() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    let asked = harness.navigator.tree
    // The app's lock screen, over whatever shows: nothing shows over an alert, so it goes…
    try harness.app.present(.fullScreen(.login))
    harness.host.expectTree(
      "stack\n  home\n  sheet: stack\n    questionResult(id: 1)\n    fullScreen: stack\n      login"
    )
    #expect(dispute.lost.isEmpty)
    #expect(harness.navigator.coveredDialogIDs == ["removeBook"])
    // …and comes back, as it was, when the lock goes: the user answers it then.
    try harness.app.dismiss(toLevel: 1)
    #expect(harness.navigator.tree == asked)
    #expect(harness.navigator.coveredDialogIDs.isEmpty)
    try harness.host.choose("remove")
    #expect(dispute.choices == ["remove"])
    #expect(dispute.lost.isEmpty)
  }

  @Test func aFlowHearsOfItsDialogClosedWithoutTheUsersChoice() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    // Dismissed by code, it is lost; the user's choice is a choice, not a loss.
    try dispute.present(.alert(Self.removeBook))
    try dispute.dismiss()
    #expect(dispute.lost == ["removeBook"])
    try dispute.present(.alert(Self.removeBook))
    try harness.host.choose("remove")
    #expect(dispute.choices == ["remove"])
    #expect(dispute.lost.count == 1)
  }

  /// A root flow that asks, and hears what it lost.
  final class AskingRoot: Coordinator<BookRoute, Void> {
    var lost: [String] = []
    override func didLoseDialog(_ dialog: Dialog) throws { lost.append(dialog.id) }
  }

  @Test func aCoveredDialogWhoseLevelGoesFirstIsLost() throws {
    let root = AskingRoot()
    let navigator = Navigator(root: root, tree: NavigationTree(.home), logger: quietLogger)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    // A child's cover over the root's question: another flow's presentation covers it.
    let lock = TestFlow<Void>("Lock", routes: [.settings])
    try root.start(lock, .push)
    try root.present(.alert(Self.removeBook))
    try lock.present(.fullScreen(.login))
    try lock.dismiss()
    #expect(navigator.tree.presentations.map { $0.dialog?.id } == ["removeBook"])
    // Covered again, and a sheet over the cover: the dialog waits for the root to be on top.
    try lock.present(.fullScreen(.login))
    try lock.present(.sheet(.settings))
    try lock.dismiss(toLevel: 1)
    #expect(navigator.coveredDialogIDs == ["removeBook"])
    // The root replaced under it: the level it asked on is gone, and it is lost.
    try root.setRoot(.stack([.library]))
    #expect(root.lost == ["removeBook"])
    #expect(navigator.coveredDialogIDs.isEmpty)
    // A tree set that uncovers its level says all that shows: it left the dialog out.
    let other = TestFlow<Void>("Other", routes: [.settings])
    try root.start(other, .push)
    try root.present(.alert(Self.removeBook))
    try other.present(.fullScreen(.login))
    #expect(navigator.coveredDialogIDs == ["removeBook"])
    navigator.restore(NavigationTree(.library))
    #expect(root.lost == ["removeBook", "removeBook"])
    #expect(navigator.tree.presentations.isEmpty)
  }

  @Test func aCoveredDialogWhoseFlowFinishesGoesWithIt() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    try harness.app.present(.fullScreen(.login))
    // The lock replaced by the sign-in of another user: the root's tree is set anew.
    try harness.app.dismiss(toLevel: 0)
    #expect(!dispute.isRunning)
    #expect(harness.navigator.coveredDialogIDs.isEmpty)
    harness.host.expectTree("stack\n  home")
    #expect(dispute.lost.isEmpty)
  }

  @Test func anUnknownActionIsRefusedAndTheDialogStays() throws {
    let harness = Harness()
    try harness.app.present(.alert(Self.removeBook))
    #expect(throws: TestHostError.rejected(.unknownDialogAction("nope", dialog: "removeBook"))) {
      try harness.host.choose("nope")
    }
    #expect(harness.navigator.tree.presentations.count == 1)
  }

  @Test func anAlertIsDismissedBeforeAnotherPresentation() throws {
    let harness = Harness()
    try harness.app.present(.alert(Self.removeBook))
    _ = harness.host.takeSteps()
    try harness.app.present(.sheet(.settings))
    harness.host.expectSteps([.dismiss(toLevel: 0), .present(.sheet(.settings))])
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    settings")
  }

  @Test func aPushUnderTheFlowsOwnAlertIsRefusedNotHiddenInIt() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Library", routes: [.library])
    try harness.app.start(flow, .push)
    try flow.present(.alert(Self.removeBook))
    #expect(flow.stackPath == .root)
    #expect(throws: NavigationError.self) { try flow.push(.settings) }
    try harness.host.choose("cancel")
    try flow.push(.settings)
    harness.host.expectTree("stack\n  home\n  library\n  settings")
  }

  @Test func aFlowCannotLiveInADialog() throws {
    let harness = Harness()
    #expect(throws: NavigationError.self) {
      try harness.app.start(TestFlow<Void>("InAlert", routes: [.settings]), .present(.alert))
    }
    #expect(throws: NavigationError.self) {
      try harness.app.present(Presentation(.alert, .stack([.settings])))
    }
    #expect(harness.navigator.tree == NavigationTree(.home))
  }

  @Test func overCurrentContextBelongsToItsTab() throws {
    let harness = Harness(try bookKittyTabs())
    let popup = TestFlow<Void>("Popup", routes: [.settings])
    try harness.app.start(popup, .present(.overCurrentContext))
    #expect(harness.navigator.tree.presentations.last?.context == SectionID(Tab.home))
    harness.host.expectTree(
      kittyDump(presented: ["overCurrentContext in home: stack", "  settings"]))
    try harness.host.tapTab(SectionID(Tab.library))
    #expect(popup.ticket.outcome?.cause == .userDismissed)
    harness.host.expectTree(kittyDump(selected: .library))
    #expect(harness.host.misboundScreens.isEmpty)
  }

  @Test func selectingAnotherTabFromCodeClosesTheTabsPresentationToo() throws {
    let harness = Harness(try bookKittyTabs())
    let popup = TestFlow<Void>("Popup", routes: [.settings])
    try harness.app.start(popup, .present(.overCurrentContext))
    _ = harness.host.takeSteps()
    try harness.app.select(SectionID(Tab.qna))
    #expect(popup.ticket.outcome?.cause == .removedByCode)
    harness.host.expectSteps([.dismiss(toLevel: 0), .select(SectionID(Tab.qna), level: 0)])
    harness.host.expectTree(kittyDump(selected: .qna))
  }

  @Test func aStyleTheHostCannotShowIsRefused() throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    let host = TestHost<BookRoute>(
      capabilities: HostCapabilities(presentationStyles: [.sheet, .fullScreen]))
    host.attach(to: navigator)
    navigator.start()
    #expect(throws: NavigationError.styleNotSupported("popover")) {
      try app.start(TestFlow<Void>("Pop", routes: [.settings]), .present(.popover))
    }
    #expect(throws: NavigationError.styleNotSupported("overlay:menu")) {
      try app.present(.stack(.overlay("menu"), .settings))
    }
    try app.present(.sheet(.settings))
  }

  @Test func anOldSnapshotWithEveryOldStyleRestores() throws {
    let restoration = Restoration<BookRoute>(version: 1)
    let old = Data(
      #"{"version":1,"tree":{"root":{"stack":{"_0":[{"home":{}}]}},"presentations":[{"style":"pushed","container":{"stack":{"_0":[{"settings":{}}]}}},{"style":"fullScreen","container":{"stack":{"_0":[{"library":{}}]}}},{"style":"sheet","container":{"stack":{"_0":[{"qna":{}}]}}}]}}"#
        .utf8)
    var expected = NavigationTree<BookRoute>(.home)
    expected.present(.pushed(.settings))
    expected.present(.fullScreen(.library))
    expected.present(.sheet(.qna))
    #expect(try restoration.tree(from: old) == expected)
  }
}

/// Plans say whether to animate: a deep jump animates once, and changes made without
/// animation animate nothing.
@MainActor
@Suite struct AnimationTests {
  @Test func aDeepJumpAnimatesOnlyItsLastStep() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.app.present(.sheet(.settings))
    try harness.app.present(.sheet(.askQuestion))
    _ = harness.host.takeSteps()
    var target = try bookKittyTabs(selected: .library)
    try target.push(.bookDetail(id: 1), onto: StackPath(level: 0, section: "library"))
    try target.push(.bookDetail(id: 2), onto: StackPath(level: 0, section: "library"))
    harness.navigator.setTree(target, cause: .deepLink("bookkitty://library/books/2"))
    let steps = harness.host.performedSteps
    #expect(steps.count == 3)
    #expect(harness.host.animatedSteps == [steps.last].compactMap { $0 })
  }

  @Test func changesWithoutAnimationAnimateNothing() throws {
    let harness = Harness()
    try harness.navigator.withoutAnimation { () throws(NavigationError) in
      try harness.app.push(.library)
    }
    #expect(harness.host.performedSteps == [.push([.library], onto: .root)])
    #expect(harness.host.animatedSteps.isEmpty)
    try harness.app.push(.settings)
    #expect(harness.host.animatedSteps == [.push([.settings], onto: .root)])
  }

  @Test func aRestoredLaunchAnimatesNothing() throws {
    let harness = Harness()
    var tree = NavigationTree<BookRoute>(.home, .library)
    tree.present(.sheet(.settings))
    harness.navigator.restore(tree)
    #expect(!harness.host.performedSteps.isEmpty)
    #expect(harness.host.animatedSteps.isEmpty)
  }

  @Test func aPlanValueSaysWhichStepAnimates() throws {
    var new = NavigationTree<BookRoute>(.home, .library)
    new.present(.sheet(.settings))
    let plan = NavigationPlan(from: NavigationTree(.home), to: new)
    #expect(plan.steps.count == 2)
    #expect(plan.animatedStep == 1)
  }
  @Test func dialogsThatDumpTheSameAreTheSameDialog() throws {
    let anchored = NavigationTree<BookRoute>(.home)
      .presenting(
        .confirmationDialog(
          PresentationStyleTests.removeBook, anchor: PopoverAnchor(.named("trash"))))
    let coverOnCompact = NavigationTree<BookRoute>(.home)
      .presenting(
        .confirmationDialog(
          PresentationStyleTests.removeBook,
          anchor: PopoverAnchor(.named("trash"), compactFallback: .fullScreen)))
    #expect(anchored != coverOnCompact)
    #expect(anchored.dump() != coverOnCompact.dump(), "what differs is in the dump")
  }
}
