import Wayfinder
import WayfinderGraph
import WayfinderTesting

// A small cookbook for the navigation explorer's benchmarks: a welcome screen until the user
// signs in, then three tabs — recipes (a pushed recipe, which opens a similar recipe above it,
// cooks in a sheet — a flow of two steps that finishes — and asks before it is deleted), a
// shopping list (a pushed item, a confirmation dialog that clears the list) and a profile
// (settings in a sheet, with an about screen and signing out) — and links into the tabs
// through a gate that holds them until the user signs in. Everything is in memory.

/// The cookbook's screens.
public enum CookbookRoute: Hashable, Codable, Sendable {
  case welcome
  case recipes, shopping, profile
  case recipe(id: Int)
  case cookStep(Int)
  case shoppingItem(id: Int)
  case settings, about
}

/// What the cookbook's screens send.
public enum CookbookIntent: NavigationIntent, Equatable {
  case signIn, signOut
  case openRecipe(Int)
  case openSimilar, cook, nextStep, finishCooking, deleteRecipe
  case openItem(Int)
  case clearList
  case openSettings, openAbout, closeSettings
}

/// The cookbook's tabs.
public enum CookbookTab: String, CaseIterable, Sendable {
  case recipes, shopping, profile

  /// The tab's root screen.
  var root: CookbookRoute {
    switch self {
    case .recipes: .recipes
    case .shopping: .shopping
    case .profile: .profile
    }
  }
}

/// What outlives a launch of the cookbook: whether the user is signed in.
@MainActor
public final class CookbookWorld {
  /// Whether the user is signed in.
  public var signedIn = false

  /// Creates the world, signed out.
  public init() {}

  /// A new launch of the cookbook, neither attached nor started.
  ///
  /// An exploration's launch (no tree) starts signed out, as a fresh install does; a relaunch
  /// keeps the session and restores the saved tree while signed in.
  ///
  /// - Parameter restored: the tree to restore, for a relaunch.
  /// - Returns: the navigator and the gate its links go through.
  public func launch(restoring restored: NavigationTree<CookbookRoute>? = nil)
    -> ExplorationLaunch<CookbookRoute>
  {
    if restored == nil { signedIn = false }
    let navigator = Navigator(root: CookbookAppFlow(world: self))
    navigator.flowFactory = Self.flowFactory
    let gate = NavigationGate(navigator: navigator, router: Self.router)
    gate.addGuard { [weak self] _ in
      self?.signedIn == true ? .allow : .reject("sign in first")
    }
    if let restored, signedIn { navigator.start(restoring: restored) }
    return ExplorationLaunch(navigator: navigator, gate: gate)
  }

  /// The flow that begins at a route a link or a restoration put in the tree.
  static func flowFactory(_ route: CookbookRoute) -> FlowCoordinator<CookbookRoute>? {
    switch route {
    case .recipe(let id): RecipeFlow(id: id)
    // A cooking flow begins at its first step; the second is the same flow's.
    case .cookStep(1): CookFlow()
    case .settings: SettingsFlow()
    case .welcome, .recipes, .shopping, .profile, .cookStep, .shoppingItem, .about: nil
    }
  }

  static let router: DeepLinkRouter<CookbookRoute> = {
    var router = DeepLinkRouter<CookbookRoute>()
    do {
      for tab in CookbookTab.allCases {
        try router.register(
          "cookbook://\(tab.rawValue)",
          handler: { _, tree in try tree.showing(section: SectionID(tab), stack: [tab.root]) },
          reverse: { tree in tree.shows(tab, [tab.root]) ? [:] : nil })
      }
      try router.register(
        "cookbook://recipes/{id:int}",
        handler: { match, tree in
          try tree.showing(
            section: SectionID(CookbookTab.recipes),
            stack: [.recipes, .recipe(id: try match.int("id"))])
        },
        reverse: { tree in
          guard case .recipe(let id)? = tree.visibleRoute,
            tree.shows(.recipes, [.recipes, .recipe(id: id)])
          else { return nil }
          return ["id": "\(id)"]
        })
    } catch {
      preconditionFailure("the cookbook's links do not parse: \(error)")
    }
    return router
  }()

  /// What each screen of the cookbook can send.
  static func actions(for route: CookbookRoute) -> [ExplorationAction] {
    switch route {
    case .welcome: [ExplorationAction("signIn", CookbookIntent.signIn)]
    case .recipes:
      [
        ExplorationAction("openRecipe(1)", CookbookIntent.openRecipe(1)),
        ExplorationAction("openRecipe(2)", CookbookIntent.openRecipe(2)),
      ]
    case .recipe:
      [
        ExplorationAction("openSimilar", CookbookIntent.openSimilar),
        ExplorationAction("cook", CookbookIntent.cook),
        ExplorationAction("deleteRecipe", CookbookIntent.deleteRecipe),
      ]
    case .cookStep(1): [ExplorationAction("nextStep", CookbookIntent.nextStep)]
    case .cookStep: [ExplorationAction("finishCooking", CookbookIntent.finishCooking)]
    case .shopping:
      [
        ExplorationAction("openItem(1)", CookbookIntent.openItem(1)),
        ExplorationAction("clearList", CookbookIntent.clearList),
      ]
    case .shoppingItem: []
    case .profile: [ExplorationAction("openSettings", CookbookIntent.openSettings)]
    case .settings:
      [
        ExplorationAction("openAbout", CookbookIntent.openAbout),
        ExplorationAction("signOut", CookbookIntent.signOut),
        ExplorationAction("closeSettings", CookbookIntent.closeSettings),
      ]
    case .about: []
    }
  }

  /// The model the explorer needs of the cookbook: its screens' actions, its links, the
  /// signed-in guard, its restoration and its flow graph.
  public var model: ExplorationModel<CookbookRoute> {
    ExplorationModel(
      actions: { route, _ in Self.actions(for: route) },
      links: [
        "cookbook://recipes", "cookbook://recipes/3", "cookbook://shopping", "cookbook://profile",
      ],
      guards: [
        ExplorationGuard("signedIn", isOpen: { [unowned self] in signedIn }) { $0 != .welcome }
      ],
      restoration: Restoration(version: 1),
      graph: FlowGraph(
        root: CookbookAppFlow.self,
        routes: [
          .welcome, .recipes, .shopping, .profile, .recipe(id: 0), .cookStep(0),
          .shoppingItem(id: 0), .settings, .about,
        ]))
  }
}

extension NavigationTree<CookbookRoute> {
  /// Whether the tree shows exactly `stack` in `tab`, with nothing presented over it.
  fileprivate func shows(_ tab: CookbookTab, _ stack: Stack<CookbookRoute>) -> Bool {
    topLevel == 0 && visiblePath.section == SectionID(tab) && visibleStack == stack
  }
}

/// The root flow: the welcome screen while signed out, the tabs while signed in.
@MainActor
final class CookbookAppFlow: FlowCoordinator<CookbookRoute> {
  weak var world: CookbookWorld?

  init(world: CookbookWorld) {
    self.world = world
  }

  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(starts: [
      .flow(WelcomeFlow.self, .root), .flow(CookbookTabsFlow.self, .root),
    ])
  }

  override func start() throws {
    if world?.signedIn == true {
      try start(CookbookTabsFlow(), .root)
    } else {
      try start(WelcomeFlow(), .root)
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case CookbookIntent.signIn:
      world?.signedIn = true
      try start(CookbookTabsFlow(), .root)
    case CookbookIntent.signOut:
      world?.signedIn = false
      try start(WelcomeFlow(), .root)
    default:
      return false
    }
    return true
  }
}

/// The welcome screen; signing in is the root flow's.
@MainActor
final class WelcomeFlow: Coordinator<CookbookRoute, Void> {
  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.welcome])
  }

  override func start() throws {
    try push(.welcome)
  }
}

/// The three tabs, one flow each.
@MainActor
final class CookbookTabsFlow: TabsCoordinator<CookbookRoute, CookbookTab> {
  init() {
    super.init(selected: .recipes) { $0.root }
  }

  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(starts: [
      .flow(RecipesFlow.self, .tab(SectionID(CookbookTab.recipes))),
      .flow(ShoppingFlow.self, .tab(SectionID(CookbookTab.shopping))),
      .flow(ProfileFlow.self, .tab(SectionID(CookbookTab.profile))),
    ])
  }

  override func flow(for tab: CookbookTab) -> Coordinator<CookbookRoute, Void> {
    switch tab {
    case .recipes: RecipesFlow()
    case .shopping: ShoppingFlow()
    case .profile: ProfileFlow()
    }
  }
}

/// The recipes tab: opens a recipe.
@MainActor
final class RecipesFlow: Coordinator<CookbookRoute, Void> {
  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.recipes], starts: [.flow(RecipeFlow.self, .push)])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case CookbookIntent.openRecipe(let id) = intent else { return false }
    try start(RecipeFlow(id: id), .push)
    return true
  }
}

/// A recipe: opens a similar one above it, cooks it in a sheet, or deletes it after asking.
@MainActor
final class RecipeFlow: Coordinator<CookbookRoute, Void> {
  static let deleteDialog = "deleteRecipe"
  let id: Int

  init(id: Int) {
    self.id = id
  }

  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(
      shows: [.recipe(id: 0)],
      starts: [.flow(RecipeFlow.self, .push), .flow(CookFlow.self, .present(.sheet))])
  }

  override func start() throws {
    try push(.recipe(id: id))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case CookbookIntent.openSimilar:
      try start(RecipeFlow(id: id + 1), .push)
    case CookbookIntent.cook:
      try start(CookFlow(), .present(.sheet))
    case CookbookIntent.deleteRecipe:
      try present(
        .alert(
          Dialog(
            id: Self.deleteDialog, title: "Delete this recipe?",
            actions: [DialogAction(id: "delete", title: "Delete", role: .destructive), .cancel()]
          )))
    case let choice as DialogChoice where choice.dialog == Self.deleteDialog:
      // The recipe is gone: back to the list.
      if choice.action == "delete" { finish(with: ()) }
    default:
      return false
    }
    return true
  }
}

/// Cooking a recipe in a sheet, step by step; finishes after the last step.
@MainActor
final class CookFlow: Coordinator<CookbookRoute, Void> {
  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.cookStep(0)])
  }

  override func start() throws {
    try push(.cookStep(1))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case CookbookIntent.nextStep: try push(.cookStep(2))
    case CookbookIntent.finishCooking: finish(with: ())
    default: return false
    }
    return true
  }
}

/// The shopping list tab: an item, and clearing the list after a confirmation.
@MainActor
final class ShoppingFlow: Coordinator<CookbookRoute, Void> {
  static let clearDialog = "clearList"

  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.shopping, .shoppingItem(id: 0)])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case CookbookIntent.openItem(let id):
      try push(.shoppingItem(id: id))
    case CookbookIntent.clearList:
      try present(
        .confirmationDialog(
          Dialog(
            id: Self.clearDialog, title: "Clear the list?",
            actions: [DialogAction(id: "clear", title: "Clear", role: .destructive), .cancel()]
          )))
    case let choice as DialogChoice where choice.dialog == Self.clearDialog:
      // The list lives in the app's data, not in its navigation.
      break
    default:
      return false
    }
    return true
  }
}

/// The profile tab: settings in a sheet.
@MainActor
final class ProfileFlow: Coordinator<CookbookRoute, Void> {
  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.profile], starts: [.flow(SettingsFlow.self, .present(.sheet))])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case CookbookIntent.openSettings = intent else { return false }
    try start(SettingsFlow(), .present(.sheet))
    return true
  }
}

/// Settings, in a sheet: an about screen, closing, and signing out (the root flow's).
@MainActor
final class SettingsFlow: Coordinator<CookbookRoute, Void> {
  override class var declaration: FlowDeclaration<CookbookRoute> {
    FlowDeclaration(shows: [.settings, .about])
  }

  override func start() throws {
    try push(.settings)
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case CookbookIntent.openAbout: try push(.about)
    case CookbookIntent.closeSettings: cancel()
    default: return false
    }
    return true
  }
}
