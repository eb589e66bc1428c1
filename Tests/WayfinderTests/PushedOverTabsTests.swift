import Testing
import Wayfinder
import WayfinderTesting

/// `FlowPlacement.pushedOverTabs` is the pushed presentation it names: a level of its own over
/// the tabs, covering the tab bar, closed by back from its first screen; a plain push stays in
/// the tab.
@MainActor
@Suite struct PushedOverTabsTests {
  @Test func pushedOverTabsIsThePushedPresentation() {
    #expect(FlowPlacement.pushedOverTabs == .present(.pushed))
    #expect(FlowPlacement.pushedOverTabs != .push)
  }

  @Test func aTabsFlowPushedOverTheTabsCoversThemUntilBackClosesIt() throws {
    let kitty = KittyHarness()
    let home = try #require(kitty.tabs.tabFlow(for: .home))
    let detail = BookDetailFlow(id: 1, log: kitty.log)
    try home.start(detail, .pushedOverTabs)
    #expect(detail.anchor == .container(level: 1))
    kitty.host.expectTree(kittyDump(presented: ["pushed: stack", "  bookDetail(id: 1)"]))
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    #expect(throws: TestHostError.noSections(level: 1)) { try kitty.host.tapTab("library") }
    try kitty.host.tapBack()
    #expect(detail.ticket.outcome?.cause == .userWentBack)
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    kitty.host.expectTree(kittyDump())
  }

  @Test func aPlainPushStaysInTheTabUnderTheTabBar() throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    kitty.host.expectTree(kittyDump(pushed: [.home: ["bookDetail(id: 1)"]]))
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    try kitty.host.tapTab("library")
    kitty.host.expectTree(kittyDump(selected: .library, pushed: [.home: ["bookDetail(id: 1)"]]))
  }
}
