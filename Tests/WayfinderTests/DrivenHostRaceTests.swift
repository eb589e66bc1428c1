import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting

/// What the host walk found when the user acts while a plan runs (issue 21): the UI shows
/// the user's change before the plan's later commands, so the navigator must hear of it
/// before those commands are sent, and the host must judge taps by what the UI shows.
@MainActor
@Suite struct DrivenHostRaceTests {
  let navigator: Navigator<BookRoute>
  let driver = FakeDriver()
  let host: DrivenHost<BookRoute, FakeDriver>

  init() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.sheet(.askQuestion)]
    navigator = Navigator(root: AppFlow(), tree: tree, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    driver.completesAtOnce = false
  }

  private var selection: SectionID? { navigator.tree.root.sections?.selection }

  /// The last tab the driver was told to select: what the UI shows.
  private var selectedOnScreen: String? {
    driver.log.last { $0.hasPrefix("select") }
  }

  @Test func aTabTappedWhileAPlanRunsIsHeardBeforeThePlansNextStep() throws {
    var target = try bookKittyTabs(selected: .library)
    target.presentations = []
    navigator.setTree(target)
    #expect(driver.log.last == "dismiss to 0", "the plan's first step")
    // The user taps Q&A while the sheet goes away: the UI shows Q&A at once.
    #expect(host.shouldSelect(SectionID(Tab.qna), level: 0))
    host.didSelect(SectionID(Tab.qna), level: 0)
    while host.stepInFlight != nil { driver.complete() }
    #expect(selection == SectionID(Tab.qna), "the user's tap came last")
    #expect(selectedOnScreen == "select qna at 0", "the UI shows what the tree has")
    #expect(host.shown == navigator.tree)
  }

  @Test func aBackOnAnotherStackWhileAStepRunsIsHeardAfterIt() throws {
    driver.completesAtOnce = true
    let qna = StackPath(section: SectionID(Tab.qna))
    let home = StackPath.homeTab
    var tree = try bookKittyTabs()
    try tree.push(.questionResult(id: 1), onto: qna)
    navigator.setTree(tree)
    driver.completesAtOnce = false
    // A push on Home is under way when the user goes back on Q&A (a pinned column, say).
    try tree.push(.bookDetail(id: 1), onto: home)
    navigator.setTree(tree)
    #expect(host.stepInFlight != nil)
    host.stackDidShow(count: 1, at: qna)
    // The push's own transition reports Home: that count is the step's.
    host.stackDidShow(count: 1, at: home)
    while host.stepInFlight != nil { driver.complete() }
    #expect(try navigator.tree.stack(at: qna).routes == [.qna], "the user's back was heard")
    #expect(try navigator.tree.stack(at: home).routes == [.home, .bookDetail(id: 1)])
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aTabTappedUnderAPresentationOverItWhileAStepRunsIsSelectedAfterTheStep() throws {
    driver.completesAtOnce = true
    var tree = try bookKittyTabs()
    tree.presentations = [
      Presentation(.overCurrentContext, .stack(Stack([.askQuestion])), context: SectionID(Tab.home))
    ]
    navigator.setTree(tree)
    driver.completesAtOnce = false
    try tree.push(.questionResult(id: 1), onto: StackPath(level: 1))
    navigator.setTree(tree)
    #expect(host.stepInFlight != nil)
    #expect(!host.shouldSelect(SectionID(Tab.qna), level: 0))
    while host.stepInFlight != nil { driver.complete() }
    #expect(selection == SectionID(Tab.qna), "the tap waited for the step")
    #expect(navigator.tree.presentations.isEmpty)
    #expect(host.shown == navigator.tree)
  }

  @Test func goingBackOutOfAPushedLevelWhileAStepRunsOnAnotherStackIsTheUsers() throws {
    driver.completesAtOnce = true
    var tree = try bookKittyTabs()
    tree.presentations = [.pushed(.addBookScan)]
    navigator.setTree(tree)
    driver.completesAtOnce = false
    try tree.push(.questionResult(id: 1), onto: StackPath(section: SectionID(Tab.qna)))
    navigator.setTree(tree)
    #expect(host.stepInFlight != nil)
    // The back from the pushed level's first screen, which shares Home's navigation controller.
    host.stackDidShow(count: 0, at: StackPath(level: 1))
    while host.stepInFlight != nil { driver.complete() }
    #expect(navigator.tree.presentations.isEmpty, "the user left the pushed level")
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aTapOnTheTabTheUserJustSelectedIsAReselection() throws {
    var target = try bookKittyTabs()
    target.presentations = []
    navigator.setTree(target)
    #expect(host.stepInFlight != nil)
    #expect(host.shouldSelect(SectionID(Tab.qna), level: 0))
    host.didSelect(SectionID(Tab.qna), level: 0)
    // Home was selected before the tap; the UI shows Q&A now, so Home is a new selection.
    #expect(host.shouldSelect(SectionID(Tab.home), level: 0))
    #expect(!host.shouldSelect(SectionID(Tab.qna), level: 0), "Q&A is selected on screen")
  }
}
