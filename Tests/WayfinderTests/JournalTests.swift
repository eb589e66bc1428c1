import Foundation
import Logging
import Synchronization
import Testing
import Wayfinder
import WayfinderTesting

/// Every change of the tree is recorded with its cause and the flows it started and finished.
@MainActor
@Suite struct JournalTests {
  @Test func aSinkStopsWhenItsWatchIsCancelledAndTheOthersGoOn() throws {
    let harness = Harness(NavigationTree(.home))
    var first = 0
    var second = 0
    var third = 0
    let watch = harness.navigator.journal.onEvent { _ in first += 1 }
    harness.navigator.journal.onEvent { _ in second += 1 }
    let last = harness.navigator.journal.onEvent { _ in third += 1 }
    try harness.app.push(.qna)
    #expect((first, second, third) == (1, 1, 1))
    watch.cancel()
    watch.cancel()  // twice does nothing more
    try harness.app.push(.library)
    #expect((first, second, third) == (1, 2, 2))
    last.cancel()
    try harness.app.pop()
    #expect((first, second, third) == (1, 3, 2))
  }

  @Test func everyCauseIsRecorded() async throws {
    let kitty = KittyHarness()
    var events: [NavigationEvent<BookRoute>] = []
    kitty.navigator.journal.onEvent { events.append($0) }

    try kitty.openBook(1, in: .home)
    try kitty.host.swipeBackAndCancel()
    try kitty.host.tapBack()
    try kitty.tabs.askQuestion(style: .sheet)
    try kitty.host.swipeDownSheet()
    try kitty.host.tapTab("library")
    try kitty.host.changeLayout(to: .split)
    try kitty.tabs.addBook()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    final class Login: Coordinator<BookRoute, Void> {
      override func start() throws { try push(.login) }
    }
    let session = GuardTests.Session()
    gate.addGuard { _ in session.user != nil ? .allow : .redirect(.to(Login())) }
    let opening = Task { await gate.open("bookkitty://library/books/9") }
    for _ in 0..<20 { await Task.yield() }
    session.user = "kitty"
    (kitty.tabs.children.last as? Login)?.finish()
    #expect(await opening.value == .applied)
    kitty.navigator.restore(try bookKittyTabs())

    #expect(
      events.map(\.cause) == [
        .intent("openBook(id: 1)"), .cancelledGesture, .userBack, .code, .swipeDismiss,
        .tabSelection, .layoutSwitch, .code, .guardRedirect("Login"), .code,
        .deepLink("bookkitty://library/books/9"), .restoration,
      ])
    let opened = events[0]
    #expect(opened.started.map(\.path) == ["KittyTabs › Tab(home) › BookDetailFlow"])
    #expect(opened.visibleRoute == .bookDetail(id: 1))
    #expect(events[2].finished.map(\.cause) == [FinishCause.userWentBack])
    #expect(events[4].finished.first?.cause == .userDismissed)
    // Event 1 was the launch, before the sink was added.
    #expect(events.map(\.sequence) == Array(2...(events.count + 1)))
  }

  @Test func theBufferKeepsTheLastEventsAndDumpsThemAsJSONLines() throws {
    let kitty = KittyHarness()
    let buffer = kitty.navigator.journal.keepRecent(3)
    for id in 1...5 {
      try kitty.openBook(id, in: .home)
    }
    #expect(buffer.events.count == 3)
    #expect(buffer.events.map(\.sequence) == [4, 5, 6], "event 1 was the launch")
    let lines = try buffer.dump().split(separator: "\n")
    #expect(lines.count == 3)
    let decoded = try JSONDecoder().decode(
      NavigationEvent<BookRoute>.self, from: Data(lines[2].utf8))
    #expect(decoded == buffer.events[2])
  }

  @Test func eventsGoToSwiftLog() throws {
    let records = LogRecords()
    let logger = Logger(label: "journal") { _ in CapturingLogHandler(records: records) }
    let kitty = KittyHarness()
    kitty.navigator.journal.log(to: logger)
    try kitty.openBook(3, in: .home)
    #expect(records.messages(at: .info) == ["navigation #2: intent openBook(id: 3)"])
  }

  /// An intent that counts how often it is described.
  struct CountedIntent: NavigationIntent, CustomStringConvertible {
    final class Count: Sendable {
      let value = Mutex(0)
    }
    let count = Count()
    var description: String {
      count.value.withLock { $0 += 1 }
      return "counted"
    }
  }

  @Test func anIntentIsDescribedOnlyWhenItsEventsCauseIsRead() throws {
    let harness = Harness()
    let app = harness.app
    harness.app.handler = { [unowned app] _ in
      try app.push(.settings)
      return true
    }
    let intent = CountedIntent()
    let handle = harness.navigator.handle(forRouteAt: 0, in: .root)
    handle.send(intent)
    #expect(intent.count.value.withLock { $0 } == 0, "no sink: nothing reads the cause")

    let buffer = harness.navigator.journal.keepRecent(4)
    handle.send(intent)
    #expect(buffer.events.count == 1)
    #expect(intent.count.value.withLock { $0 } == 0, "kept, not yet read")
    #expect(buffer.events.last?.cause == .intent("counted"))
    #expect(intent.count.value.withLock { $0 } == 1)
    #expect(try buffer.dump().contains(#""intent":{"_0":"counted"}"#))
  }
}
