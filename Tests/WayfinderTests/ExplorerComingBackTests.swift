import Testing
import Wayfinder
import WayfinderTesting

// The explorer comes back to a state by moves instead of launching again: it must explore what
// launching again explores, and an app's data must keep it from coming back where the data
// changed on the way.

enum ShelfRoute: Hashable, Codable, Sendable {
  case shelf, book
}

enum ShelfIntent: NavigationIntent, Equatable {
  case open, favorite, toShelf
}

/// What outlives the shelf's screens: whether the user made a favorite, which the shelf
/// screen offers to show.
@MainActor
final class ShelfData {
  var favorites = 0
}

final class ShelfFlow: FlowCoordinator<ShelfRoute> {
  let data: ShelfData

  init(data: ShelfData) {
    self.data = data
  }

  override func start() throws {
    try setStack([.shelf])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let intent = intent as? ShelfIntent else { return false }
    switch intent {
    case .open: try push(.book)
    case .favorite: data.favorites += 1
    case .toShelf: try popToRoot()
    }
    return true
  }
}

@MainActor
@Suite struct ExplorerComingBackTests {
  /// Explores the shelf: the book screen makes a favorite and goes back to the shelf by the
  /// app's own button; the shelf offers its favorites once there are some.
  func exploreShelf(comingBack: Bool, dataVersion: Bool) async -> ExplorationReport {
    let data = ShelfData()
    var options = NavigationExplorer<ShelfRoute>.Options()
    options.maxDepth = 4
    options.comesBackByMoves = comingBack
    var model = ExplorationModel<ShelfRoute>(actions: { route, _ in
      Self.actions(of: route, data: data)
    })
    if dataVersion { model.dataVersion = { data.favorites } }
    let explorer = NavigationExplorer(model: model, options: options) { _ in
      data.favorites = 0
      return ExplorationLaunch(navigator: Navigator(root: ShelfFlow(data: data)))
    }
    return await explorer.explore()
  }

  static func actions(of route: ShelfRoute, data: ShelfData) -> [ExplorationAction] {
    switch route {
    case .shelf:
      let favorites = [ExplorationAction("favorites", ShelfIntent.open)]
      return [ExplorationAction("open", ShelfIntent.open)] + (data.favorites > 0 ? favorites : [])
    case .book:
      return [
        ExplorationAction("favorite", ShelfIntent.favorite),
        ExplorationAction("toShelf", ShelfIntent.toShelf),
      ]
    }
  }

  /// Explores the shop; returns the report and how often the app was launched for a path.
  func exploreShop(_ defects: ShopDefects, comingBack: Bool) async
    -> (report: ExplorationReport, launches: Int)
  {
    let world = ShopWorld(defects: defects)
    var options = NavigationExplorer<ShopRoute>.Options()
    options.maxDepth = 5
    options.comesBackByMoves = comingBack
    var launches = 0
    let explorer = NavigationExplorer(model: world.model, options: options) { restored in
      if restored == nil { launches += 1 }
      return world.launch(restoring: restored)
    }
    return (await explorer.explore(), launches)
  }

  /// The same states, transitions, edges in the same order, checks and violations, with the
  /// same traces.
  func expectSame(_ comingBack: ExplorationReport, _ relaunching: ExplorationReport) {
    #expect(comingBack.states == relaunching.states)
    #expect(comingBack.transitions == relaunching.transitions)
    #expect(comingBack.nodes == relaunching.nodes)
    #expect(comingBack.edges == relaunching.edges)
    #expect(comingBack.checked == relaunching.checked)
    #expect(comingBack.violations == relaunching.violations, "\(comingBack.summary)")
    #expect(comingBack.cutBy == relaunching.cutBy)
  }

  @Test(arguments: [
    ShopDefects(), .cartOutlivesItsSheet, .termsHaveNoWayBack, .settingsHeldByClosure,
    .restorationDropsReceipt,
  ])
  func comingBackExploresWhatLaunchingAgainExplores(_ defects: ShopDefects) async {
    let comingBack = await exploreShop(defects, comingBack: true)
    let relaunching = await exploreShop(defects, comingBack: false)
    expectSame(comingBack.report, relaunching.report)
    if defects != [] { #expect(!comingBack.report.violations.isEmpty) }
    // Fewer launches: a state's moves after the first are tried without one where the app
    // comes back (a move that finds a new state is taken again from a launch).
    #expect(
      comingBack.launches < relaunching.launches,
      "\(comingBack.launches) launches coming back, \(relaunching.launches) launching again")
  }

  @Test func dataThatChangedOnTheWayKeepsTheExplorerFromComingBack() async {
    let relaunching = await exploreShelf(comingBack: false, dataVersion: false)
    #expect(relaunching.violations.isEmpty, "\(relaunching.summary)")
    // A favorite leaves the book as it was (the same state), so from a launch the shelf
    // with favorites is never reached: the shelf and the book.
    #expect(relaunching.states == 2, "\(relaunching.nodes)")
    expectSame(await exploreShelf(comingBack: true, dataVersion: true), relaunching)
  }

  @Test func aNewStateFoundAfterComingBackIsTakenAgainFromLaunch() async {
    // Without its data version, the explorer comes back to the book after a favorite and
    // finds the shelf with favorites by "open, toShelf": a new state, so the move is taken
    // again on a new launch, which finds the shelf without — the state is not reported on a
    // trace that does not reach it.
    let relaunching = await exploreShelf(comingBack: false, dataVersion: false)
    expectSame(await exploreShelf(comingBack: true, dataVersion: false), relaunching)
  }
}

// Two links wait behind the same sign-in: which one waits decides where the sign-in leads, so
// the explorer must tell the two states apart though their trees are the same.

enum VaultRoute: Hashable, Codable, Sendable {
  case lobby, unlock, a, b
}

enum VaultIntent: NavigationIntent, Equatable {
  case unlock
}

@MainActor
final class VaultWorld {
  var unlocked = false
}

final class UnlockFlow: Coordinator<VaultRoute, Void> {
  let world: VaultWorld

  init(world: VaultWorld) {
    self.world = world
  }

  override func start() throws {
    try setStack([.unlock])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard intent as? VaultIntent == .unlock else { return false }
    world.unlocked = true
    finish(with: ())
    return true
  }
}

final class LobbyFlow: FlowCoordinator<VaultRoute> {
  override func start() throws {
    try setStack([.lobby])
  }
}

@MainActor
@Test func whichLinkWaitsBehindTheSignInIsPartOfTheState() async throws {
  let world = VaultWorld()
  var router = DeepLinkRouter<VaultRoute>()
  try router.register("vault://a", handler: { _, _ in NavigationTree(.lobby, .a) })
  try router.register("vault://b", handler: { _, _ in NavigationTree(.lobby, .b) })
  var options = NavigationExplorer<VaultRoute>.Options()
  options.maxDepth = 3
  let model = ExplorationModel<VaultRoute>(
    actions: { route, _ in route == .unlock ? [ExplorationAction("unlock", VaultIntent.unlock)] : []
    },
    links: ["vault://a", "vault://b"])
  let explorer = NavigationExplorer(model: model, options: options) { _ in
    world.unlocked = false
    let navigator = Navigator(root: LobbyFlow())
    let gate = NavigationGate(navigator: navigator, router: router)
    gate.addGuard { _ in world.unlocked ? .allow : .redirect(.to(UnlockFlow(world: world))) }
    return ExplorationLaunch(navigator: navigator, gate: gate)
  }
  let report = await explorer.explore()
  #expect(report.violations.isEmpty, "\(report.summary)")
  // The unlock sheet with a waiting, and with b waiting: two states, each unlocking into its
  // own link.
  let waiting = report.nodes.indices.filter { report.nodes[$0].visible == "unlock" }
  #expect(waiting.count == 2, "\(report.nodes)")
  let unlocked = Set(
    report.edges.filter { waiting.contains($0.from) && $0.move == .send("unlock") }
      .map { report.nodes[$0.to].visible })
  #expect(unlocked == ["a", "b"])
}
