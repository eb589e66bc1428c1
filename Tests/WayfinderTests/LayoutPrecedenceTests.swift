import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// What the host did is never sent back: of a size-class change and a layout the host chose on
/// its own, the newer wins.
@MainActor
@Suite struct LayoutPrecedenceTests {
  @Test func aLayoutTheHostChoseAfterASizeClassChangeIsNotAnsweredWithTheOpposite() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.host.changeSizeClass(to: .compact)
    #expect(harness.host.takeSteps().isEmpty, "compact already shows tabs")

    try harness.host.changeLayout(to: .split)
    harness.host.expectSteps([])
    #expect(harness.navigator.tree.root.layout == .split)
    harness.host.expectInSync()
  }

  /// Tabs on a compact window whose host then showed a split on its own.
  private func splitChosenByTheHostWhenCompact() throws -> Harness {
    let harness = Harness(try bookKittyTabs())
    try harness.host.changeSizeClass(to: .compact)
    try harness.host.changeLayout(to: .split)
    _ = harness.host.takeSteps()
    return harness
  }

  @Test func theHostsLayoutOutlastsLaterChangesByCode() throws {
    let harness = try splitChosenByTheHostWhenCompact()

    try harness.app.select(SectionID(Tab.library))
    try harness.app.push(.bookDetail(id: 1))
    let steps = harness.host.takeSteps()
    #expect(!steps.contains { if case .setLayout = $0 { true } else { false } }, "\(steps)")
    #expect(harness.navigator.tree.root.layout == .split)
  }

  /// `changeSizeClass(to:)` after `changeLayout(to:)` is the newer word: the policy applies.
  @Test func aSizeClassChangeAfterTheHostsLayoutAppliesThePolicyAgain() throws {
    let harness = try splitChosenByTheHostWhenCompact()

    try harness.host.changeSizeClass(to: .compact)
    harness.host.expectSteps([.setLayout(.tabs, level: 0)])
    #expect(harness.navigator.tree.root.layout == .tabs)
  }

  @Test func theHostsLayoutHoldsOnItsLevelOnlyAPresentationFollowsThePolicy() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.host.changeSizeClass(to: .regular)
    try harness.host.changeLayout(to: .tabs)
    _ = harness.host.takeSteps()

    let sections = try Sections<BookRoute>([("a", [.qna]), ("b", [.library])])
    try harness.app.present(Presentation(.fullScreen, .tabs(sections)))
    #expect(harness.navigator.tree.root.layout == .tabs, "the host's choice")
    #expect(try harness.navigator.tree.container(at: 1).layout == .split, "the policy's")
    harness.host.expectInSync()
  }

  /// Before any size class, there is no policy to apply: the host's layout simply stands.
  @Test func aLayoutBeforeAnySizeClassStandsUntilTheFirstOne() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.host.changeLayout(to: .split)
    harness.host.expectSteps([])
    try harness.host.changeSizeClass(to: .compact)
    harness.host.expectSteps([.setLayout(.tabs, level: 0)])
  }

  /// A navigator on tabs, shown by a driven host on `driver`.
  private func driven(by driver: FakeDriver) throws -> (
    Navigator<BookRoute>, DrivenHost<BookRoute, FakeDriver>
  ) {
    let navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    return (navigator, host)
  }

  @Test func aDrivenHostsOwnLayoutIsNotSentBack() throws {
    let driver = FakeDriver()
    let (navigator, host) = try driven(by: driver)
    host.sizeClassDidChange(.compact)
    let commands = driver.log.count

    host.layoutDidChange(.split, level: 0)
    #expect(driver.log.count == commands, "no command answers it: \(driver.log)")
    #expect(navigator.tree.root.layout == .split)
    #expect(host.shown == navigator.tree)

    host.sizeClassDidChange(.compact)
    #expect(driver.log.last == "layout tabs at 0")
    #expect(navigator.tree.root.layout == .tabs)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aDrivenHostReportsNoLayoutItAlreadyShows() throws {
    let (navigator, host) = try driven(by: FakeDriver())
    let journal = navigator.journal.keepRecent(5)
    host.layoutDidChange(.tabs, level: 0)
    #expect(journal.events.isEmpty)
  }
}
