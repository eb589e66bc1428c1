import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Random interleavings of plans, late completions and what a user does meanwhile, through a
/// driven host: after every settle the host shows the navigator's tree, every command was
/// completed once, and the navigator's invariants hold.
@MainActor
@Suite struct DrivenHostRandomTests {
  @Test(arguments: [UInt64(11), 12])
  func plansAndUserEventsInAnyOrderSettleOnTheSameTree(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let driver = FakeDriver()
    driver.completesAtOnce = false
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    let targets = try targetTrees()
    var userEvents = 0

    for step in 0..<3_000 {
      switch random.next() % 6 {
      case 0:
        navigator.setTree(targets[Int(random.next() % UInt64(targets.count))])
      case 1, 2:
        driver.complete()
      case 3:
        // The back button on whatever the UI shows now.
        let path = host.shown.visiblePath
        let count = (try? host.shown.stack(at: path).count) ?? 0
        if count > 1 {
          host.stackDidShow(count: count - 1, at: path)
          userEvents += 1
        }
      case 4:
        if host.shown.topLevel > 0 {
          host.presentationDidDismiss(level: host.shown.topLevel)
          userEvents += 1
        }
      default:
        let tab = Tab.allCases[Int(random.next() % 3)]
        if host.shouldSelect(SectionID(tab), level: 0) { host.didSelect(SectionID(tab), level: 0) }
        userEvents += 1
      }
      if random.next() % 10 == 0 {
        while host.stepInFlight != nil { driver.complete() }
        #expect(host.shown == navigator.tree, "step \(step): the UI and the tree differ")
        #expect(navigator.isIdle, "step \(step)")
        #expect(!host.hasWaitingEvents, "step \(step): a user event was never delivered")
        #expect(navigator.invariantViolations().isEmpty, "step \(step)")
      }
    }
    #expect(userEvents > 500)
  }

  /// Tabs with books pushed in some, a sheet, or a pushed flow over them.
  private func targetTrees() throws -> [NavigationTree<BookRoute>] {
    let home = StackPath(level: 0, section: SectionID(Tab.home))
    let library = StackPath(level: 0, section: SectionID(Tab.library))
    var trees: [NavigationTree<BookRoute>] = [try bookKittyTabs()]
    var deep = try bookKittyTabs()
    try deep.setStack([.home, .bookDetail(id: 1), .bookDetail(id: 2)], at: home)
    trees.append(deep)
    var other = try bookKittyTabs(selected: .library)
    try other.setStack([.library, .bookDetail(id: 3)], at: library)
    trees.append(other)
    var sheet = deep
    sheet.presentations = [.sheet(.askQuestion, .questionResult(id: 1))]
    trees.append(sheet)
    var pushed = other
    pushed.presentations = [.pushed(.addBookScan, .addBookConfirm(title: "Dune"))]
    trees.append(pushed)
    return trees
  }
}
