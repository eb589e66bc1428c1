import Foundation
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

@testable import WayfinderInspector

@MainActor
@Suite struct ModelFeedTests {
  @Test func aFeedStartsWithTheWholeStateThenEachEvent() async throws {
    let shop = Shop()
    let feed = shop.model.subscribe(capacity: 64)
    try shop.openDetail(1)
    let received = try await messages(feed, count: 2)
    #expect(received[0]["type"] as? String == "hello")
    #expect(received[0]["version"] as? Int == 1)
    let state = try #require(received[0]["state"] as? [String: Any])
    #expect((state["flows"] as? [Any])?.count == 1)
    #expect(state["historyLimit"] as? Int == 10_000)
    #expect(received[1]["type"] as? String == "event")
    let event = try #require(received[1]["event"] as? [String: Any])
    let started = try #require(event["started"] as? [[String: Any]])
    #expect(started.first?["path"] as? String == "ShopFlow › DetailFlow")
    // The flows after the event, each with the screens it owns.
    let flows = try #require(received[1]["flows"] as? [[String: Any]])
    let detail = try #require(flows.first { $0["name"] as? String == "DetailFlow" })
    let screens = try #require(detail["screens"] as? [[String: Any]])
    #expect(screens.count == 1)
    #expect(screens.first?["section"] as? String == "home")
    #expect(screens.first?["index"] as? Int == 1)
    #expect(detail["parent"] as? Int == flows.first?["id"] as? Int)
  }

  /// A sheet's flow that keeps when dismissed.
  final class KeptSheetFlow: Coordinator<ShopRoute, Void> {
    override var keepsWhenDismissed: Bool { true }
    override func start() throws { try push(.sheet(1)) }
  }

  @Test func keptFlowsFollowTheRunningOnesMarkedKept() async throws {
    let shop = Shop()
    let root = try #require(shop.navigator.runningFlows.first)
    let sheet = KeptSheetFlow()
    try root.start(sheet, .present(.sheet))
    try shop.host.swipeDownSheet()
    let feed = shop.model.subscribe(capacity: 64)
    let received = try await messages(feed, count: 1)
    let state = try #require(received[0]["state"] as? [String: Any])
    let flows = try #require(state["flows"] as? [[String: Any]])
    #expect(flows.map { $0["name"] as? String } == ["ShopFlow", "KeptSheetFlow"])
    #expect(flows[0]["kept"] == nil)
    #expect(flows[1]["kept"] as? Bool == true)
    #expect((flows[1]["screens"] as? [Any])?.isEmpty == true)
    #expect(flows[1]["parent"] as? Int == flows[0]["id"] as? Int)
  }

  @Test func aSlowViewerLosesTheOldestMessagesAndIsToldHowMany() async throws {
    let shop = Shop()
    let fast = shop.model.subscribe(capacity: 10_000)
    let slow = shop.model.subscribe(capacity: 2)
    // Nobody reads the slow feed: of everything sent, the two newest messages stay.
    for number in 1...10 {
      try shop.openDetail(number)
      try shop.host.tapBack()
    }
    let all = try await messages(fast, count: 1 + 5 * 10)
    #expect(all.allSatisfy { $0["dropped"] as? Int == 0 })
    let kept = try await messages(slow, count: 2)
    #expect(kept.map { $0["type"] as? String } == all.suffix(2).map { $0["type"] as? String })
    // `dropped` counts this viewer's drops so far, in each message yielded after them.
    // The buffer kept the last two of `all.count`: the one before the last was yielded after
    // all but four drops.
    #expect(kept[0]["dropped"] as? Int == all.count - 4)
    #expect(kept[1]["dropped"] as? Int == all.count - 3)
    try shop.openDetail(11)
    let next = try await messages(slow, count: 1)
    #expect(next[0]["dropped"] as? Int == all.count - 2)
  }

  @Test func theAppIsNeverHeldUpByViewersAndHistoryIsCapped() throws {
    let shop = Shop(options: Shop.options(historyLimit: 50))
    let feed = shop.model.subscribe(capacity: 1)
    shop.walk(seed: 7, points: 50)
    for number in 1...200 {
      try shop.openDetail(number)
      try shop.host.tapBack()
    }
    #expect(shop.model.history.count == 50)
    let events = shop.model.history.events
    #expect(events.map(\.sequence) == Array(events[0].sequence...events[49].sequence))
    #expect(shop.model.history.kept == events[0].sequence...events[49].sequence)
    _ = feed
  }

  @Test func aClosedFeedIsForgotten() async throws {
    let shop = Shop()
    var feed: AsyncStream<String>? = shop.model.subscribe(capacity: 4)
    #expect(shop.model.feedCount == 1)
    feed = nil
    _ = feed
    try shop.openDetail(1)
    // The stream's end reaches the model on the main actor, after this turn.
    while shop.model.feedCount > 0 { await Task.yield() }
    #expect(shop.model.feedCount == 0)
  }

  @Test func redactionAppliesToEverythingThatLeavesTheApp() async throws {
    var options = Shop.options()
    options.redact = { route in
      if case .account = route { return .account(email: "hidden") }
      return route
    }
    let shop = Shop(options: options)
    let feed = shop.model.subscribe(capacity: 64)
    try shop.topOwner.push(.account(email: "kitty@example.com"))
    try shop.openDetail(1)
    var texts: [String] = []
    for await text in feed {
      texts.append(text)
      if texts.count == 3 { break }
    }
    texts.append(await shop.model.reply(to: #"{"version":1,"id":"1","type":"state"}"#))
    texts.append(await shop.model.reply(to: #"{"version":1,"id":"2","type":"export"}"#))
    for text in texts {
      #expect(!text.contains("kitty@example.com"))
    }
    #expect(texts.dropFirst().allSatisfy { $0.contains("hidden") })
    // Only what leaves is redacted: the app and the history keep the real routes.
    #expect(shop.navigator.tree.visibleStack.routes.contains(.account(email: "kitty@example.com")))
    #expect(
      shop.model.history.events.last?.tree.visibleStack.routes.contains(
        .account(email: "kitty@example.com")) == true)
  }

  @Test func thePlanShowsEachStepsState() async throws {
    let shop = Shop(mode: .stepByStep)
    let (navigator, host, model) = (shop.navigator, shop.host, shop.model)
    let feed = model.subscribe(capacity: 64)
    try navigator.transaction {
      try navigator.rootFlow.start(SheetFlow(1), .present(.sheet))
      try navigator.rootFlow.start(SheetFlow(2), .present(.sheet))
    }
    #expect(host.completeStep())
    host.completeAllSteps()
    var states: [[String]] = []
    for await text in feed {
      let message = try object(text)
      guard message["type"] as? String == "plan" else { continue }
      let steps = (message["plan"] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
      states.append(steps.map { $0["state"] as? String ?? "?" })
      if states.last?.allSatisfy({ $0 == "done" }) == true { break }
    }
    #expect(states.first == ["performing", "waiting"])
    #expect(states.last?.allSatisfy { $0 == "done" } == true)
    #expect(states.contains { $0.contains("done") && $0.contains("performing") })
  }

  /// With no viewer ever connected, the model leaves the plan alone.
  ///
  /// The navigator then builds no progress per plan change and keeps no step done, which cost a
  /// push and pop 13 % more (`Scripts/perf-budget.sh inspector-idle-push-pop`). The first viewer
  /// starts the watch.
  @Test func thePlanIsWatchedFromTheFirstViewerOn() async throws {
    let shop = Shop(mode: .stepByStep)
    let (navigator, host, model) = (shop.navigator, shop.host, shop.model)
    try navigator.rootFlow.push(.detail(1))
    host.completeAllSteps()
    #expect(navigator.planProgress.steps.isEmpty)
    let feed = model.subscribe(capacity: 64)
    try navigator.rootFlow.push(.detail(2))
    host.completeAllSteps()
    #expect(navigator.planProgress.steps.map(\.state) == [.done])
    let messages = try await messages(feed, count: 4)
    #expect(messages.map { $0["type"] as? String } == ["hello", "event", "plan", "plan"])
  }

  /// Once the last viewer leaves, the model stops watching the plan, which every transaction
  /// would otherwise pay for.
  @Test func thePlanIsNoLongerWatchedOnceTheLastViewerLeaves() async throws {
    let shop = Shop(mode: .stepByStep)
    let (navigator, host, model) = (shop.navigator, shop.host, shop.model)
    var feed: AsyncStream<String>? = model.subscribe(capacity: 64)
    #expect(feed != nil)
    feed = nil
    for _ in 0..<1_000 where model.feedCount > 0 { await Task.yield() }
    #expect(model.feedCount == 0)
    try navigator.rootFlow.push(.detail(3))
    host.completeAllSteps()
    #expect(navigator.planProgress.steps.isEmpty, "the steps done are no longer kept")
  }
}
