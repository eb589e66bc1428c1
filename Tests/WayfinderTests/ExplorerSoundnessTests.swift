import Foundation
import Logging
import Testing
import Wayfinder
import WayfinderTesting

// What the explorer must not report on an app that is right: each test here failed before the
// rule it names, on an app a new user's port wrote the same way.

enum MemoRoute: Hashable, Codable, Sendable {
  case list, archive, compose, sent
  case note(Int)
}

enum MemoIntent: NavigationIntent, Equatable {
  case open(Int)
  case compose, reopen, type, send, done
}

/// A memo app: a list, notes pushed onto it, and a compose sheet that refuses the user's
/// dismissal while its draft holds text, is kept when dismissed (its draft comes back), and
/// ends on a confirmation it pushes.
@MainActor
final class MemoAppFlow: FlowCoordinator<MemoRoute> {
  override func start() throws {
    try setStack([.list])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case MemoIntent.open(let id): try push(.note(id))
    case MemoIntent.compose: try start(ComposeMemoFlow(), .presenting) { _ in }
    case MemoIntent.reopen:
      guard let kept = keptChildren.last else { return false }
      try presentAgain(kept)
    default: return false
    }
    return true
  }
}

@MainActor
final class ComposeMemoFlow: Coordinator<MemoRoute, Void> {
  var draft = ""

  override var keepsWhenDismissed: Bool { true }
  override var refusesUserDismissal: Bool { !draft.isEmpty }

  override func start() throws {
    try present(.sheet(.compose))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case MemoIntent.type: draft = "Milk"
    case MemoIntent.send: try push(.sent)
    case MemoIntent.done: finish(with: ())
    default: return false
    }
    return true
  }
}

/// A flow restoration makes for the archive, which the app itself never starts: a link to a
/// note opens it over the archive.
@MainActor
final class MemoArchiveFlow: FlowCoordinator<MemoRoute> {}

@MainActor
enum MemoApp {
  static let router: DeepLinkRouter<MemoRoute> = {
    var router = DeepLinkRouter<MemoRoute>()
    do {
      // The link of any note shown on top of the list, which opens it over the archive: the
      // same screen, another tree.
      try router.register(
        "memo://note/{id:int}",
        handler: { match, _ in NavigationTree(.list, .archive, .note(try match.int("id"))) },
        reverse: { tree in
          guard tree.topLevel == 0, case .note(let id) = tree.visibleStack.routes.last
          else { return nil }
          return ["id": "\(id)"]
        })
    } catch {
      preconditionFailure("the memo link does not parse: \(error)")
    }
    return router
  }()

  /// A launch; without links, with no gate (and so no link round trip).
  static func launch(restoring restored: NavigationTree<MemoRoute>?, links: Bool)
    -> ExplorationLaunch<MemoRoute>
  {
    let navigator = Navigator(root: MemoAppFlow())
    navigator.flowFactory = { route in
      switch route {
      case .compose: ComposeMemoFlow()
      case .archive: MemoArchiveFlow()
      default: nil
      }
    }
    if let restored { navigator.start(restoring: restored) }
    return ExplorationLaunch(
      navigator: navigator, gate: links ? NavigationGate(navigator: navigator, router: router) : nil
    )
  }

  static func model(links: Bool) -> ExplorationModel<MemoRoute> {
    ExplorationModel(
      actions: { route, _ in
        switch route {
        case .list:
          [
            ExplorationAction("open(1)", MemoIntent.open(1)),
            ExplorationAction("compose", MemoIntent.compose),
            ExplorationAction("reopen", MemoIntent.reopen),
          ]
        case .compose:
          [ExplorationAction("type", MemoIntent.type), ExplorationAction("send", MemoIntent.send)]
        case .sent: [ExplorationAction("done", MemoIntent.done)]
        case .note, .archive: []
        }
      },
      links: links ? ["memo://note/1"] : [], restoration: Restoration<MemoRoute>(version: 1))
  }

  static func explore(depth: Int, links: Bool = true) async -> ExplorationReport {
    var options = NavigationExplorer<MemoRoute>.Options()
    options.maxDepth = depth
    let explorer = NavigationExplorer(model: model(links: links), options: options) {
      launch(restoring: $0, links: links)
    }
    return await explorer.explore()
  }
}

@MainActor
@Suite struct ExplorerSoundnessTests {
  @Test func aKeptFlowAndARefusalFromTheFlowsStateAreNotPartOfARestoredState() async {
    let report = await MemoApp.explore(depth: 5, links: false)
    let restoration = report.violations.filter { $0.property == "restorationRoundTrip" }
    #expect(restoration.isEmpty, "\(restoration.map(\.message))")
    // The states that made the old check fail were reached: a draft typed (its sheet refuses),
    // and the sheet kept after a swipe.
    #expect(report.edges.contains { $0.move == .send("type") })
    #expect(report.edges.contains { $0.move == .swipeDownSheet })
    #expect((report.checked["restorationRoundTrip"] ?? 0) > 3)
  }

  @Test func aLinkRoundTripDoesNotChangeTheStateTheRestorationCheckJudges() async {
    let report = await MemoApp.explore(depth: 3)
    // The note's link opened it over the archive (a flow restoration makes), and the link
    // check was satisfied: the same screen.
    #expect((report.checked["linkRoundTrip"] ?? 0) > 0)
    #expect(!report.violations.contains { $0.property == "linkRoundTrip" })
    #expect(
      !report.violations.contains { $0.message.contains("MemoArchiveFlow") },
      "\(report.violations.map(\.message))")
  }

  @Test func aStateWhoseWayBackPassesTheBoundIsNotCutOffFromLaunch() async {
    // A typed draft's sheet refuses the swipe: its way back is send, then done, through a
    // confirmation the bound may leave unexplored. A state whose moves reach a state the bound
    // left unexpanded may go on from there: only a part explored whole can be cut off.
    for depth in 1...5 {
      let report = await MemoApp.explore(depth: depth)
      let cutOff = report.violations.filter { $0.property == "startReachable" }
      #expect(cutOff.isEmpty, "depth \(depth): \(cutOff.map(\.message))")
    }
  }
}

// A safe: signed out, the app shows its sign-in in place of everything; a link to the secret
// waits for that sign-in, which the explorer cancels to tear down every launch that ends while
// the link waits.

enum SafeRoute: Hashable, Codable, Sendable {
  case home, login, secret
}

enum SafeIntent: NavigationIntent {
  case signIn
}

@MainActor
final class SafeWorld {
  var signedIn = false

  func launch(logger: Logger) -> ExplorationLaunch<SafeRoute> {
    signedIn = false
    let navigator = Navigator(root: SafeAppFlow(world: self), logger: logger)
    var router = DeepLinkRouter<SafeRoute>()
    try? router.register("safe://secret") { _, _ in NavigationTree(.home, .secret) }
    let gate = NavigationGate(navigator: navigator, router: router)
    gate.addGuard { [weak self] _ in
      self?.signedIn == true ? .allow : .redirect(.to(SafeLoginFlow(world: self), .root))
    }
    return ExplorationLaunch(navigator: navigator, gate: gate)
  }
}

@MainActor
final class SafeAppFlow: FlowCoordinator<SafeRoute> {
  weak var world: SafeWorld?

  init(world: SafeWorld) {
    self.world = world
  }

  override func start() throws {
    // Only a sign-in shows the safe: a cancelled one (the app never cancels it) shows nothing.
    try start(SafeLoginFlow(world: world), .root) { [weak self] outcome in
      if outcome.cause == .completed { try? self?.setStack([.home]) }
    }
  }
}

@MainActor
final class SafeLoginFlow: Coordinator<SafeRoute, Void> {
  weak var world: SafeWorld?

  init(world: SafeWorld?) {
    self.world = world
  }

  override func start() throws {
    try setStack([.login])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case SafeIntent.signIn = intent else { return false }
    world?.signedIn = true
    finish(with: ())
    return true
  }
}

@MainActor
@Suite struct ExplorerTeardownTests {
  @Test func tearingALaunchDownLogsNothing() async {
    let records = LogRecords()
    let logger = Logger(label: "safe") { _ in CapturingLogHandler(records: records) }
    let world = SafeWorld()
    var options = NavigationExplorer<SafeRoute>.Options()
    options.maxDepth = 3
    // Signed in, the safe has no way back to its sign-in: not what this test is about.
    options.checks.remove(.startReachable)
    let model = ExplorationModel<SafeRoute>(
      actions: { route, _ in
        route == .login ? [ExplorationAction("signIn", SafeIntent.signIn)] : []
      },
      links: ["safe://secret"])
    let report = await NavigationExplorer(model: model, options: options) { _ in
      world.launch(logger: logger)
    }.explore()
    // The link waited behind the sign-in in some states, and their launches ended.
    #expect(report.nodes.contains { $0.visible == "login" })
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(records.messages(at: .error).isEmpty, "\(records.messages(at: .error))")
  }
}

// A splash that decides off the main actor (a keychain read) whether the user is signed in,
// through an app object that holds its navigator and gate and that only the launch keeps.

enum SplashRoute: Hashable, Codable, Sendable {
  case splash, home, detail
}

enum SplashIntent: NavigationIntent {
  case open
}

@MainActor
final class SplashApp {
  let navigator: Navigator<SplashRoute>
  let gate: NavigationGate<SplashRoute>

  init() {
    let root = SplashAppFlow()
    navigator = Navigator(root: root)
    var router = DeepLinkRouter<SplashRoute>()
    try? router.register("splash://detail") { _, _ in NavigationTree(.home, .detail) }
    gate = NavigationGate(navigator: navigator, router: router, waitsForMarkReady: true)
    root.didDecide = { [weak self] in self?.gate.markReady() }
  }

  /// The app object of the newest launch, held by nothing but that launch.
  static weak var newest: SplashApp?

  func launch() -> ExplorationLaunch<SplashRoute> {
    Self.newest = self
    return ExplorationLaunch(navigator: navigator, gate: gate, keeping: [self])
  }
}

@MainActor
final class SplashAppFlow: FlowCoordinator<SplashRoute> {
  var didDecide: (@MainActor () -> Void)?

  override func start() throws {
    try setStack([.splash])
    task { [weak self] in
      // Work off the main actor: no number of its turns is sure to outlast it.
      await Task.detached { try? await Task.sleep(for: .milliseconds(15)) }.value
      try self?.setStack([.home])
      self?.didDecide?()
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case SplashIntent.open = intent else { return false }
    try push(.detail)
    return true
  }
}

@MainActor
@Suite struct ExplorerLaunchDecisionTests {
  @Test func aLaunchThatDecidesOffTheMainActorIsWaitedForAndExploredTheSameEveryTime() async {
    var reports: [ExplorationReport] = []
    for _ in 0..<3 {
      let model = ExplorationModel<SplashRoute>(
        actions: { route, _ in route == .home ? [ExplorationAction("open", SplashIntent.open)] : []
        },
        links: ["splash://detail"],
        properties: [
          ExplorationProperty("the app object lives as long as its launch") { _ in
            SplashApp.newest == nil ? "released while its launch runs" : nil
          }
        ])
      var options = NavigationExplorer<SplashRoute>.Options()
      options.maxDepth = 3
      reports.append(
        await NavigationExplorer(model: model, options: options) { _ in SplashApp().launch() }
          .explore())
    }
    for report in reports {
      #expect(report.violations.isEmpty, "\(report.summary)")
      // The launch state is the decided one, never the splash.
      #expect(report.nodes.first?.visible == "home", "\(report.nodes.map(\.visible))")
      #expect(report.states == reports[0].states && report.transitions == reports[0].transitions)
    }
  }
}

// A mail client in three columns on a regular width: the sidebar's boxes, each box's list in
// the content column, a message in the detail column, whose first screen has no back button.

enum BoxRoute: Hashable, Codable, Sendable {
  case inbox, archive
  case message(Int)
}

enum BoxRow: String, CaseIterable, Hashable, Sendable {
  case inbox, archive
}

enum BoxIntent: NavigationIntent {
  case open(Int)
}

@MainActor
final class BoxTabs: TabsCoordinator<BoxRoute, BoxRow> {
  init() {
    super.init(tabs: BoxRow.allCases, layout: .split) { $0 == .inbox ? .inbox : .archive }
  }

  override func start() throws {
    try super.start()
    try setSplitColumns(.three)
  }

  override func flow(for row: BoxRow) -> Coordinator<BoxRoute, Void> { BoxFlow() }
}

@MainActor
final class BoxFlow: Coordinator<BoxRoute, Void> {
  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case BoxIntent.open(let id) = intent else { return false }
    try setStack([flowRoutes.first ?? .inbox, .message(id)])
    return true
  }
}

@MainActor
final class BoxAppFlow: FlowCoordinator<BoxRoute> {
  override func start() throws {
    try start(BoxTabs(), .root)
  }
}

@MainActor
@Suite struct ExplorerColumnTests {
  @Test func aDetailWithNoBackButtonGoesBackToTheContentColumn() async {
    let model = ExplorationModel<BoxRoute>(actions: { route, _ in
      route == .inbox || route == .archive ? [ExplorationAction("open(1)", BoxIntent.open(1))] : []
    })
    var options = NavigationExplorer<BoxRoute>.Options()
    options.maxDepth = 4
    options.sizeClasses = [.regular]
    let report = await NavigationExplorer(model: model, options: options) { _ in
      ExplorationLaunch(navigator: Navigator(root: BoxAppFlow()))
    }.explore()
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.edges.contains { $0.move == .showContentColumn }, "\(report.summary)")
  }
}

// Onboarding, shown once at the first launch: no state after it reaches the launch again.

enum GuideRoute: Hashable, Codable, Sendable {
  case welcome, home, trail
}

enum GuideIntent: NavigationIntent {
  case done, open
}

@MainActor
final class GuideAppFlow: FlowCoordinator<GuideRoute> {
  override func start() throws {
    try setStack([.home])
    try present(.fullScreen(.welcome))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case GuideIntent.done: try dismiss()
    case GuideIntent.open: try push(.trail)
    default: return false
    }
    return true
  }
}

@MainActor
@Suite struct ExplorerHomeTests {
  func explore(home: (@MainActor (NavigationTree<GuideRoute>) -> Bool)?) async -> ExplorationReport
  {
    let model = ExplorationModel<GuideRoute>(actions: { route, _ in
      switch route {
      case .welcome: [ExplorationAction("done", GuideIntent.done)]
      case .home: [ExplorationAction("open", GuideIntent.open)]
      case .trail: []
      }
    })
    var options = NavigationExplorer<GuideRoute>.Options()
    options.maxDepth = 4
    options.home = home
    return await NavigationExplorer(model: model, options: options) { _ in
      ExplorationLaunch(navigator: Navigator(root: GuideAppFlow()))
    }.explore()
  }

  @Test func theStatesTheUserComesBackToCanBeNamed() async {
    let fromLaunch = await explore(home: nil)
    #expect(fromLaunch.violations.contains { $0.property == "startReachable" })
    let named = await explore(home: { $0.topLevel == 0 && $0.visibleStack.routes == [.home] })
    #expect(named.violations.isEmpty, "\(named.summary)")
    #expect((named.checked["startReachable"] ?? 0) >= 3)
  }
}
