import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A flow that hides the tab bar while its screens are on top of its tab: SeeMeet's Login over
/// Home.
@MainActor
final class BarHidingFlow: Coordinator<BookRoute, Void> {
  let routes: [BookRoute]
  init(routes: [BookRoute]) { self.routes = routes }
  override var hidesSectionBar: Bool { true }
  override func start() throws { try push(contentsOf: routes) }
}

/// The tree says whether the tab bar shows: covered by a presentation, hidden by a flow for as
/// long as its screens are on top of its tab, and never left hidden after it.
@MainActor
@Suite struct SectionBarTests {
  let home = StackPath(level: 0, section: SectionID(KittyTab.home))

  /// A tree with BookKitty's tabs and a presentation of `style` over them.
  static func tabs(presenting style: PresentationStyle) throws -> NavigationTree<BookRoute> {
    var tree = try bookKittyTabs()
    tree.present(
      style.isDialog
        ? Presentation(style, .stack([]), dialog: PresentationStyleTests.removeBook)
        : .stack(style, .settings))
    return tree
  }

  @Test(arguments: PresentationStyle.allStyles())
  func aPresentationCoversTheBarAsItsStyleSays(style: PresentationStyle) throws {
    let tree = try Self.tabs(presenting: style)
    let covers: Set<PresentationStyle> = [
      .pushed, .fullScreen, .overFullScreen, .sheet, .formSheet,
    ]
    #expect(style.coversSectionBar == covers.contains(style))
    #expect(tree.showsSectionBar(atLevel: 0) == !covers.contains(style))
  }

  @Test func onlyTabsShowABar() throws {
    #expect(try bookKittyTabs().showsSectionBar(atLevel: 0))
    var split = try bookKittyTabs()
    try split.setLayout(.split)
    #expect(!split.showsSectionBar(atLevel: 0))
    #expect(!NavigationTree<BookRoute>(.home).showsSectionBar(atLevel: 0))
    #expect(!(try bookKittyTabs()).showsSectionBar(atLevel: 3))
    var covered = try bookKittyTabs()
    covered.present(.stack(.popover, .settings))
    covered.present(.fullScreen(.library))
    #expect(!covered.showsSectionBar(atLevel: 0), "a cover above a popover covers the bar too")
  }

  @Test func aFlowThatHidesTheBarHidesItUntilItFinishes() throws {
    let kitty = KittyHarness()
    _ = kitty.host.takeSteps()
    let tab = try #require(kitty.tabs.tabFlow(for: .home))
    let login = BarHidingFlow(routes: [.login])
    try tab.start(login, .replacingStack)
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    #expect(kitty.navigator.tree.root.sections?.hidesBar(in: "home") == true)
    #expect(
      kitty.host.takeSteps() == [
        .setStack([.login], at: home, keeping: 0),
        .setSectionBarHidden(true, section: "home", level: 0),
      ])
    kitty.host.expectTree(
      """
      tabs
        tab home (selected, hides bar)
          login
        tab qna
          qna
        tab library
          library
      """)
    #expect(throws: TestHostError.tabBarHidden(level: 0)) { try kitty.host.tapTab("library") }

    login.finish()
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    #expect(
      kitty.host.takeSteps() == [
        .setStack([.home], at: home, keeping: 0),
        .setSectionBarHidden(false, section: "home", level: 0),
      ])
    kitty.host.expectTree(kittyDump())
  }

  @Test func theBarStaysHiddenUnderTheFlowsChildrenAndComesBackWhenTheUserGoesBack() throws {
    let kitty = KittyHarness()
    let tab = try #require(kitty.tabs.tabFlow(for: .home))
    let hiding = BarHidingFlow(routes: [.settings])
    try tab.start(hiding, .push)
    try hiding.start(TestFlow<Void>("Child", routes: [.bookDetail(id: 1)]), .push)
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    try kitty.host.tapBack()
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    try kitty.host.tapBack()
    #expect(hiding.ticket.outcome?.cause == .userWentBack)
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    kitty.host.expectTree(kittyDump())
  }

  @Test func aScreenTheTabsFlowPushesAboveTheFlowShowsTheBarAgain() throws {
    let kitty = KittyHarness()
    let tab = try #require(kitty.tabs.tabFlow(for: .home))
    try tab.start(BarHidingFlow(routes: [.settings]), .push)
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    try tab.start(TestFlow<Void>("Sibling", routes: [.bookDetail(id: 2)]), .push)
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    #expect(kitty.navigator.tree.root.sections?.sectionsHidingBar == [])
  }

  @Test func anotherTabShowsItsBarAndComingBackHidesItAgain() throws {
    let kitty = KittyHarness()
    try #require(kitty.tabs.tabFlow(for: .home)).start(
      BarHidingFlow(routes: [.login]), .replacingStack)
    try kitty.tabs.select(.library)
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    #expect(kitty.navigator.tree.root.sections?.hidesBar(in: "home") == true)
    try kitty.tabs.select(.home)
    #expect(!kitty.navigator.tree.showsSectionBar(atLevel: 0))
    kitty.host.expectInSync()
  }

  @Test func aBarHiddenInASnapshotComesBackWithoutTheFlowThatHidIt() throws {
    var tree = try bookKittyTabs()
    try tree.setSectionBarHidden(true, section: "home", atLevel: 0)
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: tree)
    #expect(String(decoding: data, as: UTF8.self).contains(#""hidingBar":["home"]"#))
    let restored = try restoration.tree(from: data)
    #expect(restored == tree)
    // Derived, not kept: no running flow hides the bar, so the navigator shows it.
    let kitty = KittyHarness()
    kitty.navigator.restore(restored)
    #expect(kitty.navigator.tree.showsSectionBar(atLevel: 0))
    kitty.host.expectInSync()
  }

  @Test func sectionsWithoutAHiddenBarEncodeAsBefore() throws {
    let sections = try #require(try bookKittyTabs().root.sections)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(sections), as: UTF8.self)
    #expect(!text.contains("hidingBar"))
    let unknown = Data(
      #"{"sections":[{"id":"a","stack":[]}],"selection":"a","hidingBar":["b"]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Sections<BookRoute>.self, from: unknown)
    }
  }

  @Test func theBarAloneChangesInOneStep() throws {
    let old = try bookKittyTabs()
    var new = old
    try new.setSectionBarHidden(true, section: "qna", atLevel: 0)
    let steps = NavigationPlan(from: old, to: new).steps
    #expect(steps == [.setSectionBarHidden(true, section: "qna", level: 0)])
    #expect(steps.map(\.description) == ["hide the bar over qna at level 0"])
    #expect(try old.applying(steps) == new)
    #expect(throws: NavigationError.self) {
      try old.applying([.setSectionBarHidden(true, section: "nope", level: 0)])
    }
  }
}
