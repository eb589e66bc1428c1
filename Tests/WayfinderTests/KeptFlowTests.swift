import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Flows that outlive their sheet (issue 29, item 3): dismissed by the user or by code without
/// finishing, presented again by their parent as the user left them.
@MainActor
@Suite struct KeptFlowTests {
  /// A browser's library: kept when its sheet goes, its bookmarks stack as the user left it.
  final class LibraryFlow: Coordinator<BookRoute, Void> {
    let log: FinishLog
    var handled: [String] = []

    init(log: FinishLog) { self.log = log }

    override var keepsWhenDismissed: Bool { true }

    override func start() throws { try setStack([.library]) }

    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      handled.append(String(describing: intent))
      return true
    }

    override func didFinish(_ cause: FinishCause) { log.record("Library", cause) }
  }

  struct Ping: NavigationIntent {}

  /// The app with the library presented as a sheet, a book pushed by a child flow on it.
  func libraryApp() throws -> (Harness, LibraryFlow, detail: TestFlow<Void>, FinishLog) {
    let harness = Harness(NavigationTree(.home))
    let log = FinishLog()
    let library = LibraryFlow(log: log)
    try harness.app.start(library, .present(.sheet))
    try library.push(.bookDetail(id: 1))
    let detail = TestFlow<Void>("Detail", routes: [.bookDetail(id: 2)], log: log)
    try library.start(detail, .push)
    _ = harness.host.takeSteps()
    return (harness, library, detail, log)
  }

  static let libraryTree =
    "stack\n  home\n  sheet: stack\n    library\n    bookDetail(id: 1)\n    bookDetail(id: 2)"

  /// A compose sheet that keeps while its draft holds text.
  final class DraftFlow: Coordinator<BookRoute, Void> {
    var draft = ""
    override var keepsWhenDismissed: Bool { !draft.isEmpty }
    override func start() throws { try setStack([.askQuestion]) }
  }

  @Test func whetherAFlowKeepsIsAskedAsItsSheetGoes() throws {
    let harness = Harness(NavigationTree(.home))
    let empty = DraftFlow()
    try harness.app.start(empty, .present(.sheet))
    try harness.host.swipeDownSheet()
    #expect(empty.flowState == .finished(.userDismissed), "an empty draft goes")
    #expect(harness.app.keptChildren.isEmpty)
    let typed = DraftFlow()
    try harness.app.start(typed, .present(.sheet))
    // Typed after it started: the flow's state when the sheet goes decides.
    typed.draft = "Which book next?"
    try harness.host.swipeDownSheet()
    #expect(typed.flowState == .kept)
    #expect(harness.app.keptChildren.map { $0 === typed } == [true])
  }

  /// A mailbox that starts compose sheets and hears when one is kept.
  final class MailboxFlow: Coordinator<BookRoute, Void> {
    var kept: [String] = []
    override func start() throws { try setStack([.library]) }
    override func didKeep(_ child: FlowCoordinator<BookRoute>) throws {
      kept.append(child.flowName)
      // The parent sees the tree as it is once the sheet went.
      #expect(navigator?.tree.presentations.isEmpty == true)
    }
  }

  @Test func aFlowPutsItsOwnSheetAwayAndItsParentHearsOfIt() throws {
    let harness = Harness(NavigationTree(.home))
    let mailbox = MailboxFlow()
    try harness.app.start(mailbox, .push)
    // An empty draft would finish when dismissed; putting itself away keeps it all the same.
    let draft = DraftFlow()
    try mailbox.start(draft, .present(.sheet))
    try draft.putAway()
    #expect(draft.flowState == .kept)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(mailbox.kept == ["DraftFlow"])
    #expect(mailbox.keptChildren.map { $0 === draft } == [true])
    // Presented again, it answers keepsWhenDismissed as before: an empty one goes when swiped.
    try mailbox.presentAgain(draft)
    try harness.host.swipeDownSheet()
    #expect(draft.flowState == .finished(.userDismissed))
    #expect(mailbox.kept == ["DraftFlow"], "a flow that finishes is not kept")
    #expect(harness.navigator.issues.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func theUsersSwipeTellsTheParentToo() throws {
    let harness = Harness(NavigationTree(.home))
    let mailbox = MailboxFlow()
    try harness.app.start(mailbox, .push)
    let draft = DraftFlow()
    try mailbox.start(draft, .present(.sheet))
    draft.draft = "Dear…"
    try harness.host.swipeDownSheet()
    #expect(mailbox.kept == ["DraftFlow"])
  }

  @Test func aFlowThatCannotBeKeptIsNotPutAwayAndNothingChanges() throws {
    let harness = Harness(NavigationTree(.home))
    let mailbox = MailboxFlow()
    try harness.app.start(mailbox, .push)
    // Pushed, not presented: it has no presentation of its own to put away.
    let pushed = DraftFlow()
    try mailbox.start(pushed, .push)
    let before = harness.navigator.tree
    #expect(
      throws: NavigationError.cannotPutAway(
        pushed.flowPath, reason: "it is not on a presentation it was started on")
    ) { try pushed.putAway() }
    #expect(harness.navigator.tree == before)
    #expect(pushed.isRunning)
    // Kept already: it runs no more, so it has nothing to put away.
    let draft = DraftFlow()
    try mailbox.start(draft, .present(.sheet))
    try draft.putAway()
    let putAway = harness.navigator.tree
    #expect(throws: NavigationError.flowNotRunning(draft.flowPath)) { try draft.putAway() }
    #expect(harness.navigator.tree == putAway)
    #expect(mailbox.kept == ["DraftFlow"])
  }

  @Test func theUsersSwipeKeepsTheFlowAndItsChildren() throws {
    let (harness, library, detail, log) = try libraryApp()
    harness.host.expectTree(Self.libraryTree)
    try harness.host.swipeDownSheet()
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(library.flowState == .kept)
    #expect(detail.flowState == .kept)
    #expect(!library.isRunning)
    #expect(log.entries.isEmpty)
    #expect(library.ticket.outcome == nil)
    #expect(harness.app.children.isEmpty)
    #expect(harness.app.keptChildren.map(\.flowName) == ["LibraryFlow"])
    #expect(harness.navigator.keptFlows.map(\.flowName) == ["LibraryFlow"])
    #expect(harness.navigator.runningFlows.map(\.flowName) == ["AppFlow"])
    #expect(harness.navigator.issues.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func itsParentPresentsItAgainAsTheUserLeftIt() throws {
    let (harness, library, detail, _) = try libraryApp()
    let sheet = StackPath(level: 1)
    let screens = (0..<3).map { harness.host.screen(at: $0, in: sheet).map(ObjectIdentifier.init) }
    try harness.host.swipeDownSheet()
    _ = harness.host.takeSteps()
    try harness.app.presentAgain(library)
    harness.host.expectTree(Self.libraryTree)
    // Its screens come back, the same objects: a live map, a running timer, a half-read page.
    let again = (0..<3).map { harness.host.screen(at: $0, in: sheet).map(ObjectIdentifier.init) }
    #expect(!screens.contains(nil))
    #expect(again == screens)
    #expect(library.flowState == .running)
    #expect(detail.flowState == .running)
    #expect(library.anchor == .container(level: 1))
    #expect(detail.anchor == .run(StackPath(level: 1), base: 2))
    #expect(harness.app.children.map(\.flowName) == ["LibraryFlow"])
    #expect(harness.app.keptChildren.isEmpty)
    #expect(harness.navigator.keptFlows.isEmpty)
    // Its flows run again: the child pops its own screen, the library handles intents.
    detail.handler = { _ in false }
    try detail.pop()
    #expect(detail.flowState == .finished(.removedByCode))
    library.flowHandle.send(Ping())
    #expect(library.handled.count == 1)
    harness.host.expectTree(
      "stack\n  home\n  sheet: stack\n    library\n    bookDetail(id: 1)")
    #expect(harness.navigator.issues.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aLevelThatIsNotKeptGetsNewScreensWhenItComesAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let library = LibraryFlow(log: FinishLog())
    try harness.app.start(library, .present(.sheet))
    // The library keeps, but a sheet of its own over its level is no kept flow's: swiped away,
    // it goes, and presented again it is a new presentation with new screens.
    try library.present(.sheet(.settings))
    let sheet = StackPath(level: 2)
    let first = try #require(harness.host.screen(at: 0, in: sheet))
    try harness.host.swipeDownSheet()
    #expect(library.flowState == .running)
    #expect(harness.host.screenCount == 2, "home and the library; the swiped sheet's screen went")
    try library.present(.sheet(.settings))
    let second = try #require(harness.host.screen(at: 0, in: sheet))
    #expect(ObjectIdentifier(second) != ObjectIdentifier(first))
  }

  @Test func aDismissalByCodeKeepsItTooWithItsSheetsDetent() throws {
    let harness = Harness(NavigationTree(.home))
    let library = LibraryFlow(log: FinishLog())
    try harness.app.start(
      library,
      .present(.sheet, options: PresentationOptions(detents: SheetDetents([.medium, .large]))))
    var options = harness.navigator.tree.presentations[0].options
    options.detents?.selected = .large
    try library.setPresentationOptions(options)
    try harness.app.dismiss()
    #expect(library.flowState == .kept)
    try harness.app.presentAgain(library)
    #expect(harness.navigator.tree.presentations.count == 1)
    #expect(harness.navigator.tree.presentations[0].options.detents?.selected == .large)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aKeptFlowEndsOnlyWhenItFinishesAndIsNotALeak() async throws {
    let harness: Harness
    let log: FinishLog
    weak var weakLibrary: LibraryFlow?
    weak var weakDetail: TestFlow<Void>?
    var outcome: FlowOutcome<Void>?
    do {
      let (app, library, detail, finishLog) = try libraryApp()
      (harness, log) = (app, finishLog)
      (weakLibrary, weakDetail) = (library, detail)
      harness.app.onFinish(of: library) { outcome = $0 }
      try harness.host.swipeDownSheet()
    }
    // Kept: alive, held by the navigator, and not reported as a leak.
    #expect(weakLibrary?.flowState == .kept)
    #expect(weakDetail?.flowState == .kept)
    await harness.host.expectNoLeaks()
    let library = try #require(weakLibrary)
    let path = library.flowPath
    library.cancel()
    #expect(library.flowState == .finished(.cancelled))
    #expect(log.names == ["Detail", "Library"])
    #expect(log.causes == [.parentFinished, .cancelled])
    #expect(outcome?.cause == .cancelled)
    #expect(harness.app.keptChildren.isEmpty)
    #expect(harness.navigator.keptFlows.isEmpty)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(throws: NavigationError.notKept(path)) { try harness.app.presentAgain(library) }
    // Its screens, which waited with it in the host, go as it finishes.
    #expect(harness.host.screenCount == 1)
    _ = consume library
    await harness.host.expectNoLeaks()
    #expect(weakLibrary == nil)
    #expect(weakDetail == nil)
  }

  /// A pushed browser flow that presented the library.
  func browserWithLibrary() throws -> (Harness, TestFlow<Void>, LibraryFlow, FinishLog) {
    let harness = Harness(NavigationTree(.home))
    let log = FinishLog()
    let browser = TestFlow<Void>("Browser", routes: [.qna], log: log)
    try harness.app.start(browser, .push)
    let library = LibraryFlow(log: log)
    try browser.start(library, .present(.sheet))
    return (harness, browser, library, log)
  }

  @Test func itFinishesWhenItsParentFinishes() throws {
    let (harness, browser, library, log) = try browserWithLibrary()
    try browser.dismiss()
    #expect(library.flowState == .kept)
    browser.finish()
    #expect(library.flowState == .finished(.parentFinished))
    #expect(log.names == ["Library", "Browser"])
    #expect(harness.navigator.keptFlows.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func whatItPresentedAboveItsLevelFinishesAsTheDismissalSays() throws {
    let (harness, library, detail, log) = try libraryApp()
    let edit = TestFlow<Void>("Edit", routes: [.settings], log: log)
    try detail.start(edit, .present(.sheet))
    #expect(harness.navigator.tree.presentations.count == 2)
    try harness.app.dismiss()
    #expect(edit.flowState == .finished(.removedByCode))
    #expect(library.flowState == .kept)
    #expect(detail.flowState == .kept)
    try harness.app.presentAgain(library)
    harness.host.expectTree(Self.libraryTree)
    #expect(detail.children.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func itIsNotKeptWhenItFinishesOnPurposeOrWithItsParent() throws {
    let harness = Harness(NavigationTree(.home))
    let library = LibraryFlow(log: FinishLog())
    try harness.app.start(library, .present(.sheet))
    library.finish()
    #expect(library.flowState == .finished(.completed))
    #expect(harness.navigator.keptFlows.isEmpty)
    // A tree set over it dismisses its level; its parent, the root flow, goes on: kept.
    let again = LibraryFlow(log: FinishLog())
    try harness.app.start(again, .present(.sheet))
    harness.navigator.setTree(NavigationTree(.qna))
    #expect(again.flowState == .kept)
  }

  @Test func onlyItsParentPresentsAKeptFlowAgain() throws {
    let (harness, library, detail, _) = try libraryApp()
    #expect(throws: NavigationError.notKept(library.flowPath)) {
      try harness.app.presentAgain(library)  // running, not kept
    }
    try harness.host.swipeDownSheet()
    let other = TestFlow<Void>("Other", routes: [.qna])
    try harness.app.start(other, .push)
    #expect(throws: NavigationError.notKept(library.flowPath)) {
      try other.presentAgain(library)
    }
    #expect(throws: NavigationError.flowNotRunning(library.flowPath)) {
      try library.presentAgain(detail)  // the library itself is kept, not running
    }
    #expect(harness.navigator.tree.presentations.isEmpty)
  }

  @Test func aFlowThatDoesNotKeepFinishesWithItsSheetAsBefore() throws {
    let harness = Harness(NavigationTree(.home))
    let sheet = TestFlow<Void>("Sheet", routes: [.settings])
    try harness.app.start(sheet, .present(.sheet))
    try harness.host.swipeDownSheet()
    #expect(sheet.flowState == .finished(.userDismissed))
    #expect(harness.app.keptChildren.isEmpty)
  }

  @Test func aKeptFlowsLevelIsAFreshPresentationForTheHost() throws {
    let (harness, library, _, _) = try libraryApp()
    let before = try #require(harness.navigator.tree.presentations.first)
    try harness.host.swipeDownSheet()
    _ = harness.host.takeSteps()
    try harness.app.presentAgain(library)
    let steps = harness.host.takeSteps()
    #expect(steps.contains { if case .present = $0 { true } else { false } })
    #expect(harness.navigator.tree.presentations.first?.container == before.container)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aKeptFlowKeepsItsOwnKeptChildUntilItPresentsItAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let library = LibraryFlow(log: FinishLog())
    try harness.app.start(library, .present(.sheet))
    let history = LibraryFlow(log: FinishLog())
    try library.start(history, .present(.sheet))
    try library.dismiss()
    #expect(history.flowState == .kept)
    try harness.host.swipeDownSheet()
    #expect(library.flowState == .kept)
    #expect(library.keptChildren.count == 1)
    harness.host.expectFlowsMirrorTree()
    try harness.app.presentAgain(library)
    #expect(history.flowState == .kept)
    try library.presentAgain(history)
    #expect(history.anchor == .container(level: 2))
    #expect(harness.navigator.tree.presentations.count == 2)
    harness.host.expectFlowsMirrorTree()
  }

  /// The article's example: the browser shows its library again when one is kept, else a
  /// new one.
  final class BrowserFlow: Coordinator<BookRoute, Void> {
    let log = FinishLog()
    func showLibrary() throws {
      if let library = keptChildren.first(where: { $0 is LibraryFlow }) {
        try presentAgain(library)
      } else {
        try start(LibraryFlow(log: log), .present(.formSheet))
      }
    }
    override func start() throws { try push(.qna) }
  }

  @Test func theArticlesBrowserShowsTheSameLibraryAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let browser = BrowserFlow()
    try harness.app.start(browser, .push)
    try browser.showLibrary()
    let library = try #require(browser.children.first as? LibraryFlow)
    try library.push(.bookDetail(id: 7))
    try harness.host.swipeDownSheet()
    try browser.showLibrary()
    #expect(browser.children.first === library)
    harness.host.expectTree(
      "stack\n  home\n  qna\n  formSheet: stack\n    library\n    bookDetail(id: 7)")
  }

  @Test func aRestoredTreeKeepsAKeptFlowWhileItsParentSurvivesIt() throws {
    let (harness, browser, library, log) = try browserWithLibrary()
    // The restored tree keeps the browser's screen: the library, dismissed by it, is kept.
    harness.navigator.restore(NavigationTree(root: .stack([.home, .qna])))
    #expect(library.flowState == .kept)
    #expect(browser.isRunning)
    // One without it ends the browser, and the kept library with it.
    harness.navigator.restore(NavigationTree(.home))
    #expect(log.names == ["Library", "Browser"])
    #expect(log.causes == [.parentFinished, .replaced])
    #expect(harness.navigator.keptFlows.isEmpty)
    harness.host.expectFlowsMirrorTree()
  }

  @Test func dumpsAndPicturesShowKeptFlows() throws {
    let (harness, _, _, _) = try libraryApp()
    try harness.host.swipeDownSheet()
    #expect(harness.navigator.flowDump() == "AppFlow @app\n  LibraryFlow (kept)\n    Detail (kept)")
  }
}
