import Testing
import Wayfinder
import WayfinderTesting

/// Seed 004: one tabs state, shown as a tab bar (compact) or a sidebar with detail (regular).
@MainActor
@Suite struct AdaptiveLayoutTests {
  let library = StackPath(level: 0, section: "library")

  @Test func switchingLayoutKeepsSelectionStacksAndPresentationsInOneStep() async throws {
    let kitty = KittyHarness()
    try kitty.tabs.select(.library)
    try kitty.openBook(1, in: .library)
    try kitty.openBook(2, in: .library)
    try kitty.tabs.askQuestion(style: .sheet)
    let before = kitty.navigator.tree
    _ = kitty.host.takeSteps()

    try kitty.tabs.setLayout(.split)
    kitty.host.expectSteps([.setLayout(.split, level: 0)])
    #expect(kitty.navigator.tree.root.sections == before.root.sections)
    #expect(kitty.navigator.tree.presentations == before.presentations)
    #expect(kitty.log.entries.isEmpty, "no flow finished")

    try kitty.tabs.setLayout(.tabs)
    #expect(kitty.navigator.tree == before)
    kitty.host.expectInSync()
  }

  @Test func theHostReportsASizeClassChangeWithoutAnEcho() async throws {
    let kitty = KittyHarness()
    try kitty.openBook(3, in: .home)
    _ = kitty.host.takeSteps()
    try kitty.host.changeLayout(to: .split)
    kitty.host.expectSteps([])
    #expect(kitty.navigator.tree.root.layout == .split)
    kitty.host.expectTree(
      """
      split
        section home (selected)
          home
          bookDetail(id: 3)
        section qna
          qna
        section library
          library
      """)
  }

  @Test(arguments: [SectionLayout.tabs, .split])
  func aSectionIsSelectedFromCodeInBothLayouts(layout: SectionLayout) async throws {
    let kitty = KittyHarness(layout: layout)
    #expect(kitty.navigator.tree.root.layout == layout)
    try kitty.tabs.select(.qna)
    #expect(kitty.navigator.tree.root.visibleSection == "qna")
    kitty.tabs.tabFlow(for: .home)?.flowHandle.send(SelectTabIntent("library"))
    #expect(kitty.tabs.selectedTab == .library)
    try kitty.host.tapTab("home")
    #expect(kitty.tabs.selectedTab == .home)
    kitty.host.expectInSync()
  }
}

/// The host reports its size class; the core picks tabs or a split through the app's policy.
@MainActor
@Suite struct SizeClassPolicyTests {
  @Test func aRegularWindowShowsASplitAndACompactOneTabsKeepingEveryStack() throws {
    let harness = Harness(try bookKittyTabs(selected: .library))
    try harness.app.push(.bookDetail(id: 4))
    try harness.app.present(.sheet(.settings))
    let before = harness.navigator.tree
    _ = harness.host.takeSteps()
    try harness.host.changeSizeClass(to: .regular)
    harness.host.expectSteps([.setLayout(.split, level: 0)])
    #expect(harness.navigator.tree.root.sections == before.root.sections)
    #expect(harness.navigator.tree.presentations == before.presentations)
    try harness.host.changeSizeClass(to: .compact)
    #expect(harness.navigator.tree == before)
    #expect(harness.navigator.sizeClass == .compact)
  }

  @Test func theAppsPolicyDecidesAndNewContainersFollowIt() throws {
    let harness = Harness()
    harness.navigator.layoutPolicy = { _ in .split }
    try harness.host.changeSizeClass(to: .compact)
    try harness.app.setRoot(
      .tabs(try Sections([("a", [.home]), ("b", [.library])], selection: "a")))
    #expect(harness.navigator.tree.root.layout == .split)
    harness.host.expectInSync()
  }
}

/// The rest of seed 004: a split with nothing selected, and column visibility as state.
@MainActor
@Suite struct SplitStateTests {
  func split() throws -> NavigationTree<BookRoute> {
    var tree = try bookKittyTabs(selected: .library)
    try tree.setLayout(.split)
    return tree
  }

  @Test func aSplitWithNothingSelectedKeepsEveryStackAndShowsAPlaceholder() throws {
    let harness = Harness(try split())
    try harness.app.push(.bookDetail(id: 2))
    _ = harness.host.takeSteps()
    try harness.app.clearSelection()
    harness.host.expectSteps([.clearSelection(level: 0)])
    harness.host.expectTree(
      """
      split (nothing selected)
        section home
          home
        section qna
          qna
        section library
          library
          bookDetail(id: 2)
      """)
    try harness.host.tapTab(SectionID(Tab.library))
    #expect(harness.navigator.tree.root.sections?.hasSelection == true)
    #expect(harness.navigator.tree.visibleStack == [.library, .bookDetail(id: 2)])
    try harness.host.clearSelection()
    #expect(harness.navigator.tree.root.sections?.hasSelection == false)
    harness.host.expectInSync()
  }

  @Test func columnVisibilityIsStateTheHostAndFlowsChange() throws {
    let harness = Harness(try split())
    try harness.app.setColumnVisibility(.detailOnly)
    harness.host.expectSteps([.setColumnVisibility(.detailOnly, level: 0)])
    try harness.host.showColumns(.all)
    #expect(harness.navigator.tree.root.sections?.columnVisibility == .all)
    #expect(harness.host.takeSteps().isEmpty, "the host already shows what the user did")
    harness.host.expectInSync()
  }

  @Test func splitStateRoundTripsAndOldSnapshotsDefaultIt() throws {
    var tree = try split()
    try tree.clearSelection()
    try tree.setColumnVisibility(.doubleColumn)
    let restoration = Restoration<BookRoute>(version: 1)
    #expect(try restoration.tree(from: restoration.snapshot(of: tree)) == tree)
    let plain = try restoration.tree(from: restoration.snapshot(of: try split()))
    #expect(plain.root.sections?.hasSelection == true)
    #expect(plain.root.sections?.columnVisibility == .automatic)
    #expect(NavigationPlan(from: try split(), to: tree).steps.count == 2)
    #expect(try split().applying(NavigationPlan(from: try split(), to: tree).steps) == tree)
  }
}
