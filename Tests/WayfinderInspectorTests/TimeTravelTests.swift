import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

@testable import WayfinderInspector

@MainActor
@Suite struct TimeTravelTests {
  @Test func jumpingToEachOfAThousandPointsRestoresExactlyItsTree() throws {
    let shop = Shop()
    shop.walk(seed: 0x1A5_0022, points: 1_000)
    let points = shop.model.history.events
    try #require(points.count >= 1_000)
    // The walk must have gone places: sheets, pushed flows, both tabs.
    #expect(points.contains { $0.tree.topLevel >= 2 })
    #expect(points.contains { $0.started.count > 0 })
    var random = SplitMix64(seed: 0x0022_1A5)
    var order = points
    for index in order.indices.reversed() {
      order.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    var mismatches = 0
    for point in order {
      try shop.model.jump(to: point.sequence)
      if shop.navigator.tree != point.tree || shop.host.shown != point.tree {
        mismatches += 1
      }
      #expect(shop.navigator.isIdle)
      #expect(shop.navigator.invariantViolations() == [])
    }
    #expect(mismatches == 0)
  }

  @Test func aReplayedBundlesStepsCanBeTravelledBackTo() throws {
    // A bug report: a launch, item 1, its sheet, item 2 on top.
    let reporter = Shop()
    try reporter.openDetail(1)
    try reporter.presentSheet(1)
    let steps = reporter.model.history.events
    let bundle = try reporter.model.bundle()

    // The app launches into the bundle's state, the inspector holding its steps.
    var options = Shop.options()
    options.replaying = bundle
    let shop = Shop(options: options, start: false)
    shop.navigator.start(restoring: try bundle.tree(with: options.restoration))
    shop.host.completeAllSteps()
    let history = shop.model.history.events
    #expect(history.prefix(steps.count).map(\.sequence) == Array((1 - steps.count)...0))
    #expect(history.prefix(steps.count).map(\.tree) == steps.map(\.tree))
    #expect(history.dropFirst(steps.count).first?.sequence == 1)

    // Back to the step before the sheet, which this launch never showed.
    let beforeSheet = history[steps.count - 2]
    try shop.model.jump(to: beforeSheet.sequence)
    #expect(shop.navigator.tree == beforeSheet.tree)
    #expect(shop.host.shown == beforeSheet.tree)
    #expect(shop.navigator.tree.topLevel == 0)
  }

  @Test func aJumpIsRecordedAsARestoration() throws {
    let shop = Shop()
    let first = try #require(shop.model.history.events.last)
    try shop.openDetail(1)
    try shop.model.jump(to: first.sequence)
    let last = try #require(shop.model.history.events.last)
    #expect(last.cause == .restoration)
    #expect(last.finished.map(\.path) == ["ShopFlow › DetailFlow"])
    #expect(shop.navigator.tree == first.tree)
  }

  @Test func aPointThatNoLongerValidatesIsRefusedAndChangesNothing() throws {
    var options = Shop.options()
    options.restoration.isValid = { route in
      if case .detail(7) = route { return false }
      return true
    }
    let shop = Shop(options: options)
    try shop.openDetail(7)
    let point = try #require(shop.model.history.events.last)
    try shop.host.tapBack()
    let before = shop.navigator.tree
    let count = shop.model.history.count
    #expect(throws: InspectorError.self) { try shop.model.jump(to: point.sequence) }
    do {
      try shop.model.jump(to: point.sequence)
    } catch {
      guard case .pointInvalid(let sequence, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(sequence == point.sequence)
      #expect(reason.contains("detail(7)"))
      #expect(reason.contains("no longer valid"))
    }
    #expect(shop.navigator.tree == before)
    #expect(shop.model.history.count == count)
  }

  @Test func aPointWhoseRootNoLongerValidatesNamesTheRoute() throws {
    var options = Shop.options()
    options.restoration.isValid = { $0 != .library }
    let shop = Shop(options: options)
    try shop.openDetail(7)
    let point = try #require(shop.model.history.events.last)
    let before = shop.navigator.tree
    do {
      try shop.model.jump(to: point.sequence)
      Issue.record("the jump was not refused")
    } catch {
      guard case .pointInvalid(_, let reason) = error else {
        Issue.record("refused with \(error)")
        return
      }
      #expect(reason.contains("library"), "\(reason)")
      #expect(reason.contains("no longer valid"), "\(reason)")
    }
    #expect(shop.navigator.tree == before)
  }

  @Test func anEvictedPointIsRefusedWithTheRangeKept() throws {
    let shop = Shop(options: Shop.options(historyLimit: 3))
    for number in 1...5 { try shop.openDetail(number) }
    let kept = try #require(shop.model.history.kept)
    #expect(shop.model.history.count == 3)
    #expect(throws: InspectorError.pointNotKept(sequence: 1, kept: kept)) {
      try shop.model.jump(to: 1)
    }
  }

  @Test func everyPointKeptAfterTheHistoryWrappedCanBeJumpedTo() throws {
    let shop = Shop(options: Shop.options(historyLimit: 7))
    for number in 1...12 { try shop.openDetail(number) }
    let points = shop.model.history.events
    #expect(points.count == 7)
    // Oldest first: each jump is an event too, which evicts the oldest point.
    for point in points {
      try shop.model.jump(to: point.sequence)
      #expect(shop.navigator.tree == point.tree)
    }
  }

  @Test func jumpingBeforeTheRootFlowStartedIsRefused() throws {
    let shop = Shop(start: false)
    #expect(throws: InspectorError.notStarted) { try shop.model.jump(to: 1) }
  }
}
