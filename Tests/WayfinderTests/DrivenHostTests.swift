import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

@MainActor
@Suite struct DrivenHostTests {
  let navigator: Navigator<BookRoute>
  let driver = FakeDriver()
  let host: DrivenHost<BookRoute, FakeDriver>
  let journal: JournalBuffer<BookRoute>

  init() throws {
    navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    journal = navigator.journal.keepRecent(20)
    host.attach(to: navigator)
    navigator.start()
  }

  private var home: StackPath { StackPath(level: 0, section: SectionID(Tab.home)) }

  private func show(_ tree: NavigationTree<BookRoute>) {
    navigator.setTree(tree)
  }

  private func tabs(home stack: [BookRoute], selected: Tab = .home) throws -> NavigationTree<
    BookRoute
  > {
    var tree = try bookKittyTabs(selected: selected)
    try tree.setStack(Stack(stack), at: home)
    return tree
  }

  @Test func theFirstPlanBuildsTheRootWithItsScreens() {
    #expect(driver.log == ["root tabs home*=[home] qna=[qna] library=[library]"])
    #expect(host.shown == navigator.tree)
  }

  @Test func aPushCarriesEveryScreenOfTheStackAndWhatWasKept() throws {
    show(try tabs(home: [.home, .bookDetail(id: 1), .bookDetail(id: 2)]))
    #expect(
      driver.log.last
        == "stack root › home [home, bookDetail(id: 1), bookDetail(id: 2)] pushed(kept: 1)")
    let first = try #require(host.screens(at: home).first)
    show(try tabs(home: [.home]))
    #expect(driver.log.last == "stack root › home [home] popped(toCount: 1)")
    #expect(host.screens(at: home).first === first)
  }

  @Test func fewerScreensAfterATransitionAreOneBackReportedOnce() throws {
    show(try tabs(home: [.home, .bookDetail(id: 1), .bookDetail(id: 2)]))
    let commands = driver.log.count
    host.stackDidShow(count: 1, at: home)
    #expect(navigator.tree.visibleStack == [.home])
    #expect(host.shown == navigator.tree)
    #expect(driver.log.count == commands)
    #expect(journal.events.last?.cause == .userBack)
    #expect(host.mismatches.isEmpty)
  }

  @Test func theSameCountIsASwipeTakenBack() throws {
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    host.interactivePopDidEnd(at: home, cancelled: true)
    host.stackDidShow(count: 2, at: home)
    #expect(navigator.tree.visibleStack == [.home, .bookDetail(id: 1)])
    #expect(journal.events.last?.cause == .cancelledGesture)
    #expect(host.mismatches.isEmpty)
  }

  @Test func whatTheUIShowsDuringAStepIsTheSteps() throws {
    driver.completesAtOnce = false
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    #expect(host.stepInFlight != nil)
    // The navigation controller's didShow for the push's own transition.
    host.stackDidShow(count: 1, at: home)
    driver.complete()
    #expect(navigator.tree.visibleStack == [.home, .bookDetail(id: 1)])
    #expect(host.stepInFlight == nil)
  }

  @Test func aTabTappedDuringAStepWaitsForThePlanToSettle() throws {
    driver.completesAtOnce = false
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    host.didSelect(SectionID(Tab.library), level: 0)
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.home))
    driver.complete()
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.library))
    #expect(host.shown == navigator.tree)
  }

  @Test func aSheetGoneWithoutAStepIsTheUsersDismissal() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [.sheet(.askQuestion)]
    show(tree)
    #expect(driver.log.last == "present sheet at 1: [askQuestion]")
    host.presentationDidDismiss(level: 1)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.last?.cause == .swipeDismiss)
  }

  @Test func aSheetTheStepDismissesIsNotReportedAgain() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [.sheet(.askQuestion)]
    show(tree)
    driver.completesAtOnce = false
    tree.presentations = []
    show(tree)
    #expect(driver.log.last == "dismiss to 0")
    host.presentationDidDismiss(level: 1)
    driver.complete()
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.last?.cause != .swipeDismiss)
    #expect(host.mismatches.isEmpty)
  }

  @Test func goingBackOutOfAPushedLevelDismissesIt() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [.pushed(.addBookScan, .addBookConfirm(title: "Dune"))]
    show(tree)
    let level = StackPath(level: 1)
    // The long-press back menu on the shared navigation controller, down to the tab container.
    host.stackDidShow(count: 0, at: level)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.last?.cause == .userBack)
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func anEmptiedStackThatIsNotPushedIsNotADismissal() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [.sheet(.askQuestion)]
    show(tree)
    host.stackDidShow(count: 0, at: StackPath(level: 1))
    #expect(navigator.tree.presentations == [.sheet(.askQuestion)])
    #expect(!host.mismatches.isEmpty)
  }

  @Test func anAlertIsPresentedAsItsDialog() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [
      .alert(Dialog(id: "remove", title: "Remove?", actions: [.cancel()]))
    ]
    show(tree)
    #expect(driver.log.last == "present alert at 1: dialog remove")
    host.dialogDidChoose("cancel", level: 1)
    #expect(navigator.tree.presentations.isEmpty)
  }

  @Test func anActionSheetTappedAwayChoosesItsCancelAction() throws {
    var tree = try tabs(home: [.home])
    let dialog = Dialog(
      id: "remove", title: "Remove?",
      actions: [.init(id: "remove", title: "Remove", role: .destructive), .cancel("Keep")])
    tree.presentations = [.confirmationDialog(dialog, anchor: PopoverAnchor(.named("trash")))]
    show(tree)
    #expect(navigator.tree.presentations.first?.options.anchor == PopoverAnchor(.named("trash")))
    // An iPad's action sheet is a popover: a tap outside it closes it with no button.
    host.presentationDidDismiss(level: 1)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.last?.cause == .dialogChoice("remove/cancel"))
    #expect(host.mismatches.isEmpty)
  }

  @Test func anActionSheetWithNoCancelActionTappedAwayIsADismissal() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [
      .confirmationDialog(
        Dialog(id: "share", title: "Share", actions: [.init(id: "mail", title: "Mail")]))
    ]
    show(tree)
    host.presentationDidDismiss(level: 1)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.last?.cause == .swipeDismiss)
    #expect(host.mismatches.isEmpty)
  }

  @Test func onlyAPopoverOrAConfirmationDialogTakesAnAnchor() throws {
    var tree = try tabs(home: [.home])
    let dialog = Dialog(id: "a", title: "A", actions: [.cancel()])
    tree.presentations = [.alert(dialog), .confirmationDialog(dialog)]
    let anchored = PresentationOptions(anchor: PopoverAnchor(.named("trash")))
    #expect(throws: NavigationError.self) { try tree.setPresentationOptions(anchored, atLevel: 1) }
    try tree.setPresentationOptions(anchored, atLevel: 2)
    #expect(tree.presentations[1].options == anchored)
  }

  @Test func leavingATabWithAPresentationOverItDismissesItBeforeSelecting() throws {
    var tree = try tabs(home: [.home])
    tree.presentations = [
      Presentation(.overCurrentContext, .stack(Stack([.askQuestion])), context: SectionID(Tab.home))
    ]
    show(tree)
    let commands = driver.log.count
    // The platform would keep the presentation with Home, hidden; the navigator selects.
    #expect(!host.shouldSelect(SectionID(Tab.qna), level: 0))
    #expect(Array(driver.log.dropFirst(commands)) == ["dismiss to 0", "select qna at 0"])
    #expect(navigator.tree.presentations.isEmpty)
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.qna))
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func tappingTheSelectedTabIsAReselectionTheHostRefuses() {
    #expect(!host.shouldSelect(SectionID(Tab.home), level: 0))
    // The navigator journals a reselection as a back: what it does is the tab's to decide.
    #expect(journal.events.last?.cause == .userBack)
    #expect(host.shouldSelect(SectionID(Tab.qna), level: 0))
    host.didSelect(SectionID(Tab.qna), level: 0)
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.qna))
    // The tab bar already shows it: no command is sent back.
    #expect(!driver.log.contains { $0.hasPrefix("select") })
  }

  @Test func aCommandTheDriverNeverCompletesIsCompletedForItAndRecorded() async throws {
    host.settleTimeout = .milliseconds(20)
    driver.completesAtOnce = false
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    #expect(host.stepInFlight != nil)
    for _ in 0..<12_000 where host.stepInFlight != nil {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(host.stepInFlight == nil, "one lost completion must not stop every later step")
    #expect(host.mismatches.count == 1)
    #expect(host.mismatches.first?.hasPrefix("the driver did not complete push") == true)
    // The driver's own completion, arriving late, changes nothing more.
    driver.complete()
    show(try tabs(home: [.home]))
    #expect(host.stepInFlight != nil, "the next plan goes on")
    driver.complete()
    #expect(navigator.tree.visibleStack == [.home])
    #expect(host.shown == navigator.tree)
  }

  @Test func aCommandCompletedInTimeIsNotRecorded() async throws {
    host.settleTimeout = .milliseconds(5)
    driver.completesAtOnce = false
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    driver.complete()
    try await Task.sleep(for: .milliseconds(50))
    #expect(host.mismatches.isEmpty)
  }

  @Test func aShortenedTimeoutHoldsForTheNextCommand() async throws {
    host.settleTimeout = .seconds(600)
    driver.completesAtOnce = false
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    driver.complete()
    // The host's one watchdog still waits for the first command's long deadline.
    host.settleTimeout = .milliseconds(20)
    show(try tabs(home: [.home]))
    #expect(host.stepInFlight != nil)
    for _ in 0..<12_000 where host.stepInFlight != nil {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(host.stepInFlight == nil, "completed at the new timeout, not the old one")
    #expect(host.mismatches.count == 1)
    #expect(host.mismatches.first?.hasPrefix("the driver did not complete pop") == true)
  }

  @Test func moreScreensThanTheTreeIsAMismatchNotAnEvent() {
    host.stackDidShow(count: 3, at: home)
    #expect(host.mismatches == ["the stack at root › home shows 3 screens, but the tree has 1"])
    #expect(navigator.tree.visibleStack == [.home])
  }

  @Test func aSizeClassChangeSwitchesLayoutWithoutRebuildingStacks() throws {
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    host.sizeClassDidChange(.regular)
    #expect(driver.log.last == "layout split at 0")
    #expect(navigator.tree.root.layout == .split)
    host.columnVisibilityDidChange(.detailOnly, level: 0)
    #expect(navigator.tree.root.sections?.columnVisibility == .detailOnly)
    host.selectionDidClear(level: 0)
    #expect(navigator.tree.root.sections?.hasSelection == false)
  }

  @Test func aSidebarRowPickedWhileTheSplitShowsNoSectionIsASelection() throws {
    show(try tabs(home: [.home, .bookDetail(id: 1)]))
    host.sizeClassDidChange(.regular)
    host.selectionDidClear(level: 0)
    // The split remembers Home but shows the sidebar only: tapping Home shows it again, with its
    // stack, instead of being a reselection the tab's flow would pop for.
    #expect(host.shouldSelect(SectionID(Tab.home), level: 0))
    host.didSelect(SectionID(Tab.home), level: 0)
    #expect(navigator.tree.root.sections?.hasSelection == true)
    #expect(navigator.tree.visibleStack == [.home, .bookDetail(id: 1)])
    #expect(journal.events.last?.cause == .tabSelection)
    // The split already shows what the user picked: no command is sent back.
    #expect(!driver.log.contains { $0.hasPrefix("select") })
    // Shown again, the same row is a reselection.
    #expect(!host.shouldSelect(SectionID(Tab.home), level: 0))
    #expect(journal.events.last?.cause == .userBack)
  }
}
