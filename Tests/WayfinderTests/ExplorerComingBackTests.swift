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

  func exploreShop(_ defects: ShopDefects, comingBack: Bool) async -> ExplorationReport {
    let world = ShopWorld(defects: defects)
    var options = NavigationExplorer<ShopRoute>.Options()
    options.maxDepth = 5
    options.comesBackByMoves = comingBack
    let explorer = NavigationExplorer(model: world.model, options: options) {
      world.launch(restoring: $0)
    }
    return await explorer.explore()
  }

  /// The same states, transitions, edges and violations, with the same traces.
  func expectSame(_ comingBack: ExplorationReport, _ relaunching: ExplorationReport) {
    #expect(comingBack.states == relaunching.states)
    #expect(comingBack.transitions == relaunching.transitions)
    #expect(comingBack.nodes == relaunching.nodes)
    #expect(Set(comingBack.edges) == Set(relaunching.edges))
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
    expectSame(comingBack, relaunching)
    if defects != [] { #expect(!comingBack.violations.isEmpty) }
  }

  @Test func dataThatChangedOnTheWayKeepsTheExplorerFromComingBack() async {
    let relaunching = await exploreShelf(comingBack: false, dataVersion: false)
    #expect(relaunching.violations.isEmpty, "\(relaunching.summary)")
    // A favorite leaves the book as it was (the same state), so from a launch the shelf
    // with favorites is never reached: the shelf and the book.
    #expect(relaunching.states == 2, "\(relaunching.nodes)")
    expectSame(await exploreShelf(comingBack: true, dataVersion: true), relaunching)
  }

  @Test func withoutItsDataVersionAnAppOfDataIsReportedNotMisexplored() async throws {
    // Coming back to the book after a favorite, the explorer finds the shelf with favorites
    // by "open, toShelf", which a launch does not reproduce: determinism says so, and why.
    let report = await exploreShelf(comingBack: true, dataVersion: false)
    let found = try #require(
      report.violations.first { $0.property == ExplorationCheck.determinism.rawValue },
      "\(report.summary)")
    #expect(found.message.contains("comesBackByMoves"), "\(found)")
  }
}
