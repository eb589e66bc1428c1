import Foundation
import Testing
import WayfinderTesting

@_spi(Testing) @testable import Wayfinder

/// What a review of kept flows found (issue 29, item 3): flows finishing while kept, hand-offs,
/// over-current-context, presenting children, emptied sheets, windows.
@MainActor
@Suite struct KeptFlowEdgeTests {
  final class Lib: Coordinator<BookRoute, Void> {
    override var keepsWhenDismissed: Bool { true }
    override var flowName: String { "Lib" }
    override func start() throws { try setStack([.library]) }
  }

  final class KeptTabs: TabsCoordinator<BookRoute, KittyTab> {
    override var keepsWhenDismissed: Bool { true }
    init() {
      super.init(selected: .home, reselection: .nothing) { tab in
        switch tab {
        case .home: .home
        case .qna: .qna
        case .library: .library
        }
      }
    }
  }

  func libApp() throws -> (Harness, Lib, TestFlow<Void>) {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    let detail = TestFlow<Void>("Detail", routes: [.bookDetail(id: 2)])
    try lib.start(detail, .push)
    _ = harness.host.takeSteps()
    return (harness, lib, detail)
  }

  // 1. A kept child that finishes while kept comes back to life.
  @Test func keptChildFinishingWhileKeptIsResurrected() throws {
    let (harness, lib, detail) = try libApp()
    try harness.host.swipeDownSheet()
    #expect(detail.flowState == .kept)
    detail.finish()
    #expect(detail.flowState == .finished(.completed))
    harness.host.expectFlowsMirrorTree()
    try harness.app.presentAgain(lib)
    #expect(detail.flowState == .finished(.completed), "a finished flow runs again")
    #expect(!harness.navigator.runningFlows.contains { $0 === detail })
    harness.host.expectFlowsMirrorTree()
  }

  // 1b. Same with replacingStack: the stash stays forever, the child is resurrected.
  @Test func keptReplacingChildFinishingWhileKept() throws {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    let login = TestFlow<Void>("Login", routes: [.login])
    try lib.start(login, .replacingStack)
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    login")
    try harness.host.swipeDownSheet()
    login.finish()
    try harness.app.presentAgain(lib)
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    library")
    harness.host.expectFlowsMirrorTree()
  }

  // 1c. replacingStack child, kept, re-presented, then finishes: parent's routes come back.
  @Test func keptReplacingChildFinishesAfterPresentAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    let login = TestFlow<Void>("Login", routes: [.login])
    try lib.start(login, .replacingStack)
    try harness.host.swipeDownSheet()
    try harness.app.presentAgain(lib)
    login.finish()
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    library")
    harness.host.expectFlowsMirrorTree()
    // twice
    try harness.host.swipeDownSheet()
    try harness.app.presentAgain(lib)
    harness.host.expectTree("stack\n  home\n  sheet: stack\n    library")
    harness.host.expectFlowsMirrorTree()
  }

  // A keeper above the kept flow, whose parent is the kept flow, finishes: only the lowest
  // keeper whose parent goes on is kept.
  @Test func keeperAboveWhoseParentIsKeptFinishes() throws {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    let history = Lib()
    try lib.start(history, .present(.sheet))
    try harness.app.dismiss()
    #expect(lib.flowState == .kept)
    #expect(history.flowState == .finished(.removedByCode))
    harness.host.expectFlowsMirrorTree()
  }

  // 3. Presented tabs flow, kept and shown again, twice.
  @Test func keptTabs() throws {
    let harness = Harness(NavigationTree(.home))
    let tabs = KeptTabs()
    try harness.app.start(tabs, .present(.fullScreen))
    try tabs.select(SectionID(KittyTab.qna))
    let qnaFlow = try #require(
      tabs.children.first { $0.anchor == .section(SectionID(KittyTab.qna), level: 1) })
    try qnaFlow.push(.bookDetail(id: 3))
    let before = harness.navigator.tree
    try harness.app.dismiss()
    #expect(tabs.flowState == .kept)
    harness.host.expectFlowsMirrorTree()
    try harness.app.presentAgain(tabs)
    #expect(harness.navigator.tree == before)
    harness.host.expectFlowsMirrorTree()
    try harness.host.tapTab(SectionID(KittyTab.home))
    try harness.host.tapTab(SectionID(KittyTab.qna))
    try harness.host.tapBack()
    harness.host.expectFlowsMirrorTree()
    try harness.host.dismissPresentation(atLevel: 1)
    try harness.app.presentAgain(tabs)
    harness.host.expectFlowsMirrorTree()
  }

  // 6. Bar hider in a kept tabs flow.
  @Test func keptTabsWithBarHider() throws {
    let harness = Harness(NavigationTree(.home))
    let tabs = KeptTabs()
    try harness.app.start(tabs, .present(.fullScreen))
    let homeFlow = try #require(
      tabs.children.first { $0.anchor == .section(SectionID(KittyTab.home), level: 1) })
    let hider = BarHidingFlow(routes: [.login])
    try homeFlow.start(hider, .push)
    let hidden = harness.navigator.tree
    try harness.app.dismiss()
    try harness.app.presentAgain(tabs)
    #expect(harness.navigator.tree == hidden)
    try hider.pop()
    harness.host.expectFlowsMirrorTree()
  }

  // 5. presentAgain with a dialog on top.
  @Test func presentAgainOverDialog() throws {
    let (harness, lib, _) = try libApp()
    try harness.host.swipeDownSheet()
    try harness.app.present(.alert(Dialog(id: "sure", title: "Sure?", actions: [.cancel()])))
    try harness.app.presentAgain(lib)
    harness.host.expectFlowsMirrorTree()
  }

  // 7. A hand-off that clears the levels above kills a keeper whose parent runs.
  @Test func handOffClearingAboveFinishesAKeeper() throws {
    let harness = Harness(NavigationTree(.home))
    let x = TestFlow<Void>("X", routes: [.settings])
    try harness.app.start(x, .present(.sheet))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    #expect(lib.anchor == .container(level: 2))
    try x.handOff(to: TestFlow<Void>("Y", routes: [.login]))
    #expect(lib.flowState == .kept)
    harness.host.expectFlowsMirrorTree()
  }

  // The same dismissal by code (no hand-off) keeps it.
  @Test func sameWithoutHandOffKeeps() throws {
    let harness = Harness(NavigationTree(.home))
    let x = TestFlow<Void>("X", routes: [.settings])
    try harness.app.start(x, .present(.sheet))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    try x.dismiss()
    #expect(lib.flowState == .kept)
  }

  // 8. Cycle twice, options, back swipe.
  @Test func twiceWithBackAndOptions() throws {
    let (harness, lib, detail) = try libApp()
    for _ in 0..<2 {
      try harness.host.swipeDownSheet()
      harness.host.expectFlowsMirrorTree()
      try harness.app.presentAgain(lib)
      harness.host.expectFlowsMirrorTree()
    }
    try lib.setPresentationOptions(PresentationOptions(detents: SheetDetents([.medium, .large])))
    try harness.host.tapBack()
    #expect(detail.flowState == .finished(.userWentBack))
    harness.host.expectFlowsMirrorTree()
    try harness.host.swipeDownSheet()
    try harness.app.presentAgain(lib)
    // The detents it was given come back with it.
    harness.host.expectTree("stack\n  home\n  sheet (detents medium, large): stack\n    library")
  }

  // 10. A presenting-only child on the kept level whose presentation closed with it.
  final class Presenter: Coordinator<BookRoute, Void> {
    override var flowName: String { "Presenter" }
    override func start() throws { try present(.sheet(.settings)) }
  }

  @Test func presentingChildOnKeptLevel() throws {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    let presenter = Presenter()
    try lib.start(presenter, .presenting)
    #expect(harness.navigator.tree.presentations.count == 2)
    try harness.app.dismiss()
    try harness.app.presentAgain(lib)
    #expect(!presenter.isRunning, "a presenting-only flow showing nothing runs on")
    harness.host.expectFlowsMirrorTree()
  }

  // 11. Emptied sheet.
  @Test func aKeeperThatEmptiesItsOwnSheetFinishesAsBefore() throws {
    let harness = Harness(NavigationTree(.home))
    let lib = Lib()
    try harness.app.start(lib, .present(.sheet))
    try lib.setStack([])
    #expect(lib.flowState == .finished(.removedByCode))
    #expect(harness.navigator.keptFlows.isEmpty)
  }

  // 12. A tab flow of a one-tab kept TabsCoordinator finishes on purpose.
  final class OneTab: TabsCoordinator<BookRoute, KittyTab> {
    override var keepsWhenDismissed: Bool { true }
    init() { super.init(tabs: [.home], selected: .home, reselection: .nothing) { _ in .home } }
  }

  @Test func requestedFinishOfLevelMateIsKeptInstead() throws {
    let harness = Harness(NavigationTree(.home))
    let tabs = OneTab()
    try harness.app.start(tabs, .present(.sheet))
    let tab = try #require(tabs.children.first as? Coordinator<BookRoute, Void>)
    var outcome: FlowOutcome<Void>?
    tab.ticket.onFinish { outcome = $0 }
    tab.finish()
    // Its level goes with its section, and its parent with the level: no part is kept.
    #expect(tab.flowState == .finished(.parentFinished))
    #expect(tabs.flowState == .finished(.removedByCode))
    #expect(outcome != nil)
    harness.host.expectFlowsMirrorTree()
  }

  // Another sheet takes the kept flow's level index meanwhile: the kept flow changes nothing
  // there, and comes back above it.
  @Test func keptAnchorWhileAnotherSheetTakesItsLevel() throws {
    let (harness, lib, detail) = try libApp()
    #expect(detail.anchor == .run(StackPath(level: 1), base: 1))
    try harness.host.swipeDownSheet()
    // While kept, its anchor is where it was.
    #expect(detail.anchor == .run(StackPath(level: 1), base: 1))
    let other = TestFlow<Void>("Other", routes: [.settings])
    try harness.app.start(other, .present(.sheet))
    #expect(throws: NavigationError.self) {
      try lib.setPresentationOptions(PresentationOptions(detents: SheetDetents([.medium, .large])))
    }
    try harness.app.presentAgain(lib)
    #expect(lib.anchor == .container(level: 2))
    try harness.host.swipeDownSheet()  // level 2
    try harness.host.dismissPresentation(atLevel: 1)
    harness.host.expectFlowsMirrorTree()
  }

  // 13. Over-current-context keeper: its saved context is the old tab.
  @Test func overCurrentContextComesBackWithTheOldTabsContext() throws {
    let harness = Harness(try bookKittyTabs(selected: .home))
    let lib = Lib()
    try harness.app.start(lib, .present(.overCurrentContext))
    #expect(harness.navigator.tree.presentations[0].context == SectionID(Tab.home))
    try harness.host.tapTab(SectionID(Tab.qna))
    #expect(lib.flowState == .kept)
    try harness.app.presentAgain(lib)
    #expect(harness.navigator.tree.presentations[0].context == SectionID(Tab.qna))
    try harness.host.tapTab(SectionID(Tab.home))
    #expect(lib.flowState == .kept, "leaving the tab it covers closes it")
    harness.host.expectFlowsMirrorTree()
  }

  @Test func windowsAndKeptFlows() throws {
    let log = FinishLog()
    let app = windowsApp(log: log)
    let main = app.userOpensWindow()
    let navigator = try #require(app.windows.navigator(for: main))
    let root = try #require(app.rootFlow(of: main))
    let lib = Lib()
    try root.start(lib, .present(.sheet))
    var heard: [WindowID] = []
    let other = try lib.openWindow(for: .settings) { heard.append($0) }
    try app.userFocuses(main)
    try app.host(for: main)!.swipeDownSheet()
    #expect(lib.flowState == .kept)
    try app.userCloses(other)
    try root.presentAgain(lib)
    #expect(heard == [other], "the kept flow never hears its window closed")
    // closing the main window ends the kept flow
    try app.host(for: main)!.swipeDownSheet()
    #expect(lib.flowState == .kept)
    try app.userCloses(main)
    #expect(navigator.invariantViolations().isEmpty)
  }

  @Test func twoKeepersKeptAtOnce() throws {
    let harness = Harness(NavigationTree(.home))
    let k1 = Lib()
    try harness.app.start(k1, .present(.sheet))
    try k1.push(.bookDetail(id: 1))
    let k2 = Lib()
    try harness.app.start(k2, .present(.fullScreen))
    try k2.push(.bookDetail(id: 2))
    try harness.host.dismissPresentation(atLevel: 1)
    #expect(k1.flowState == .kept && k2.flowState == .kept)
    harness.host.expectFlowsMirrorTree()
    try harness.app.presentAgain(k2)
    try harness.app.presentAgain(k1)
    harness.host.expectFlowsMirrorTree()
    harness.host.expectInSync()
    try harness.host.tapBack()
    try harness.host.dismissPresentation()
    try harness.host.tapBack()
    harness.host.expectTree("stack\n  home\n  fullScreen: stack\n    library")
    harness.host.expectFlowsMirrorTree()
  }
}
