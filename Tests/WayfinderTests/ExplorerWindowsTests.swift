import Testing
import Wayfinder
import WayfinderTesting

// A mail app of several windows for the navigation explorer: an inbox, a message, and a
// compose window that its own send button closes. The planted defect keeps the compose flow
// alive after its window closes.

enum MailRoute: Hashable, Codable, Sendable {
  case inbox, compose
  case message(id: Int)
}

enum MailIntent: NavigationIntent {
  case open(Int)
  case composeInWindow, send
}

@MainActor
final class MailWorld {
  let leaksCompose: Bool
  /// The compose window's send empties its stack in place of closing the window.
  let emptiesCompose: Bool
  var listeners: [@MainActor () -> Void] = []

  init(leaksCompose: Bool = false, emptiesCompose: Bool = false) {
    self.leaksCompose = leaksCompose
    self.emptiesCompose = emptiesCompose
  }

  func launch() -> ExplorationLaunch<MailRoute> {
    let windows = Windows<MailRoute> { [self] route in
      route == .compose
        ? Navigator(root: MailComposeFlow(world: self), tree: NavigationTree(.compose))
        : Navigator(root: MailInboxFlow())
    }
    return ExplorationLaunch(windows: windows)
  }

  var model: ExplorationModel<MailRoute> {
    ExplorationModel(
      actions: { route, _ in
        switch route {
        case .inbox:
          [
            ExplorationAction("open(1)", MailIntent.open(1)),
            ExplorationAction("composeInWindow", MailIntent.composeInWindow),
          ]
        case .compose: [ExplorationAction("send", MailIntent.send)]
        case .message: []
        }
      }, restoration: Restoration(version: 1))
  }
}

@MainActor
final class MailInboxFlow: FlowCoordinator<MailRoute> {
  override func start() throws {
    try setStack([.inbox])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case MailIntent.open(let id): try push(.message(id: id))
    case MailIntent.composeInWindow: try openWindow(for: .compose)
    default: return false
    }
    return true
  }
}

@MainActor
final class MailComposeFlow: FlowCoordinator<MailRoute> {
  weak var world: MailWorld?

  init(world: MailWorld) {
    self.world = world
  }

  override func start() throws {
    try setStack([.compose])
    if world?.leaksCompose == true { world?.listeners.append { _ = self.windowID } }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case MailIntent.send = intent, let id = windowID else { return false }
    if world?.emptiesCompose == true {
      try setStack([])
    } else {
      try closeWindow(id)
    }
    return true
  }
}

/// An inbox whose root flow decides what to show after an `await` (a session read), then takes
/// its window's saved tree, as the app restores with `whenDecided: true`.
@MainActor
final class DecidingInboxFlow: FlowCoordinator<MailRoute> {
  override func start() throws {
    task {
      await Task.yield()
      try self.setStack([.inbox])
      if let saved = self.takeSavedTree() { self.navigator?.restore(saved) }
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case MailIntent.open(let id) = intent else { return false }
    try push(.message(id: id))
    return true
  }
}

@MainActor
@Suite struct ExplorerWindowsTests {
  @Test(arguments: [true, false])
  func windowsRestoredWhenDecidedRoundTripAsTheAppRestoresThem(whenDecided: Bool) async {
    var options = NavigationExplorer<MailRoute>.Options()
    options.maxDepth = 3
    let model = ExplorationModel<MailRoute>(
      actions: { route, _ in
        route == .inbox ? [ExplorationAction("open(1)", MailIntent.open(1))] : []
      },
      restoration: Restoration(version: 1))
    let report = await NavigationExplorer(model: model, options: options) { _ in
      ExplorationLaunch(
        windows: Windows { _ in Navigator(root: DecidingInboxFlow()) },
        restoresWhenDecided: whenDecided)
    }.explore()
    let failures = report.violations.filter { $0.property == "restorationRoundTrip" }
    if whenDecided {
      #expect(report.violations.isEmpty, "\(report.summary)")
      #expect(report.nodes.contains { $0.visible.contains("message") }, "\(report.nodes)")
    } else {
      // Restored at once, the root flow's later decision replaces the message with the inbox.
      #expect(!failures.isEmpty, "\(report.summary)")
    }
  }

  @Test func anIssueInAnotherWindowIsAViolationWithItsTrace() async throws {
    // Before, the window's test host took the issue and failed the test with no trace.
    let report = await explore(MailWorld(emptiesCompose: true), depth: 3)
    let found = try #require(
      report.violations.first { $0.property == "invariants" }, "\(report.summary)")
    #expect(found.message.contains("left without a route"), "\(found.message)")
    #expect(found.trace.contains(.send("send")), "\(found.trace)")
  }

  func explore(_ world: MailWorld, depth: Int = 5) async -> ExplorationReport {
    var options = NavigationExplorer<MailRoute>.Options()
    options.maxDepth = depth
    return await NavigationExplorer(model: world.model, options: options) { _ in
      world.launch()
    }.explore()
  }

  @Test func windowsAreOpenedFocusedAndClosedAndEachStateIsChecked() async throws {
    // The inbox opens compose windows without end: the depth bounds the search.
    let report = await explore(MailWorld(), depth: 6)
    #expect(report.violations.isEmpty, "\(report.summary)")
    let moves = Set(report.edges.map(\.move))
    #expect(moves.contains(.openWindow))
    #expect(moves.contains(.focusWindow(0)))
    #expect(moves.contains(.closeWindow))
    #expect(moves.contains(.send("send")))
    #expect((report.checked["restorationRoundTrip"] ?? 0) == report.states)
    #expect(report.coverage.routes == ["compose", "inbox", "message"])
  }

  @Test func aWindowTheAppsRestorationRefusesStartsFreshWithoutAFailure() async throws {
    // Drafts are not restored: a compose window comes back as a new draft, as the app's do.
    let world = MailWorld()
    var model = world.model
    model.restoration?.isValid = { $0 != .compose }
    var options = NavigationExplorer<MailRoute>.Options()
    options.maxDepth = 6
    let report = await NavigationExplorer(model: model, options: options) { _ in
      world.launch()
    }.explore()
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.nodes.contains { $0.visible == "compose" })
  }

  @Test func aFlowOfAClosedWindowKeptAliveIsALeak() async throws {
    let report = await explore(MailWorld(leaksCompose: true))
    let found = try #require(
      report.violations.first { $0.property == ExplorationCheck.noLeak.rawValue },
      "\(report.summary)")
    #expect(found.message.contains("MailComposeFlow"), "\(found)")
    #expect(found.trace == [.send("composeInWindow"), .send("send")])
    // Checked again along its trace, the window's compose leaks again.
    let leaky = MailWorld(leaksCompose: true)
    let again = try await NavigationExplorer(model: leaky.model) { _ in leaky.launch() }
      .check(found.trace)
    #expect(again.contains { $0.property == "noLeak" }, "\(again)")
  }

  @Test func aWindowTraceWalksLive() async throws {
    let world = MailWorld()
    let explorer = NavigationExplorer(model: world.model) { _ in world.launch() }
    let state = try await explorer.walk([.openWindow, .send("open(1)"), .focusWindow(0)])
    #expect(state.navigator.tree.visibleStack.routes == [.inbox])
    #expect(state.navigator.windowID == WindowID(rawValue: 1))
  }
}
