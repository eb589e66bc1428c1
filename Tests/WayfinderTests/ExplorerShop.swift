import Wayfinder
import WayfinderGraph
import WayfinderTesting

// A small shop for the navigation explorer's tests: sign in, a catalog of items, a cart in a
// sheet that checks out to a receipt, settings in a sheet that signs out, terms in a full
// screen, an admin screen only links reach. Each planted defect is one way such an app goes
// wrong.

enum ShopRoute: Hashable, Codable, Sendable {
  case login, catalog, cart, receipt, settings, terms, admin
  case item(id: Int)
}

enum ShopIntent: NavigationIntent, Equatable {
  case signIn, signOut, openCart, pay, done, openSettings, openTerms, close
  case openItem(Int)
}

/// The defects a test plants in the shop.
struct ShopDefects: OptionSet {
  let rawValue: Int
  /// The cart flow is pushed though it shows only a sheet: swiping the sheet away leaves it
  /// running, showing nothing, where `.presenting` would finish it.
  static let cartOutlivesItsSheet = ShopDefects(rawValue: 1)
  /// The terms screen, full screen, has no close button.
  static let termsHaveNoWayBack = ShopDefects(rawValue: 2)
  /// The gate's guard forgets the admin link.
  static let adminLinkUnguarded = ShopDefects(rawValue: 4)
  /// The app's launch code drops the receipt of the tree it restores.
  static let restorationDropsReceipt = ShopDefects(rawValue: 8)
  /// Settings registers a closure that holds it on an object that outlives it.
  static let settingsHeldByClosure = ShopDefects(rawValue: 16)
  /// The migration from version 1, which called the receipt a confirmation, drops
  /// confirmations where it should rename them.
  static let migrationDropsReceipt = ShopDefects(rawValue: 32)
}

/// What outlives every launch: the session, and a bus that listeners register on.
@MainActor
final class ShopWorld {
  var signedIn = false
  var listeners: [@MainActor () -> Void] = []
  let defects: ShopDefects

  init(defects: ShopDefects = []) {
    self.defects = defects
  }

  /// A new launch of the shop.
  func launch(restoring restored: NavigationTree<ShopRoute>? = nil) -> ExplorationLaunch<ShopRoute>
  {
    // Every exploration's launch starts signed out, as a fresh install does; a relaunch keeps
    // the session and restores what was saved.
    if restored == nil { signedIn = false }
    let navigator = Navigator(root: ShopAppFlow(world: self))
    navigator.flowFactory = { [defects] route in
      switch route {
      case .cart: CartFlow()
      case .settings: SettingsFlow(world: nil, defects: defects)
      default: nil
      }
    }
    let gate = NavigationGate(navigator: navigator, router: Self.router)
    let defects = defects
    gate.addGuard { [weak self] request in
      guard let self, !signedIn else { return .allow }
      if defects.contains(.adminLinkUnguarded), case .deepLink(let link) = request.origin,
        link.hasSuffix("admin")
      {
        return .allow
      }
      return .reject("sign in first")
    }
    if var restored {
      // The planted defect: the launch code loses the receipt it was given.
      if defects.contains(.restorationDropsReceipt) {
        for level in 0...restored.topLevel {
          guard let path = try? restored.visiblePath(at: level),
            let stack = try? restored.stack(at: path)
          else { continue }
          try? restored.setStack(Stack(stack.routes.filter { $0 != .receipt }), at: path)
        }
      }
      navigator.start(restoring: restored)
    }
    return ExplorationLaunch(navigator: navigator, gate: gate)
  }

  static let router: DeepLinkRouter<ShopRoute> = {
    var router = DeepLinkRouter<ShopRoute>()
    do {
      try router.register(
        "shop://catalog", handler: { _, _ in NavigationTree(.catalog) },
        reverse: { tree in tree.topLevel == 0 && tree.visibleStack.routes == [.catalog] ? [:] : nil
        })
      try router.register(
        "shop://items/{id:int}",
        handler: { match, _ in NavigationTree(.catalog, .item(id: try match.int("id"))) },
        reverse: { tree in
          guard tree.topLevel == 0, tree.visibleStack.count == 2,
            case .item(let id) = tree.visibleStack.routes[1]
          else { return nil }
          return ["id": "\(id)"]
        })
      try router.register(
        "shop://admin", handler: { _, _ in NavigationTree(.catalog, .admin) },
        reverse: { tree in
          tree.topLevel == 0 && tree.visibleStack.routes == [.catalog, .admin] ? [:] : nil
        })
    } catch {
      preconditionFailure("the shop's links do not parse: \(error)")
    }
    return router
  }()

  /// The shop's restoration.
  ///
  /// Version 2 renamed the receipt, which version 1 called a confirmation.
  var restoration: Restoration<ShopRoute> {
    var restoration = Restoration<ShopRoute>(version: 2)
    if defects.contains(.migrationDropsReceipt) {
      restoration.migrate(from: 1) { tree in
        tree = tree.rewritten { value in
          guard case .array(let routes) = value else { return value }
          return .array(routes.filter { $0["confirmation"] == nil })
        }
      }
    } else {
      restoration.migrate(from: 1) { $0 = $0.renamingRoute("confirmation", to: "receipt") }
    }
    return restoration
  }

  /// How version 1 wrote a tree: the inverse of the migration.
  static let downgrades: [Int: @Sendable (inout JSONValue) throws -> Void] = [
    1: { $0 = $0.renamingRoute("receipt", to: "confirmation") }
  ]

  /// What each screen of the shop can send.
  func actions(for route: ShopRoute) -> [ExplorationAction] {
    switch route {
    case .login: [ExplorationAction("signIn", ShopIntent.signIn)]
    case .catalog:
      [
        ExplorationAction("openItem(1)", ShopIntent.openItem(1)),
        ExplorationAction("openItem(2)", ShopIntent.openItem(2)),
        ExplorationAction("openCart", ShopIntent.openCart),
        ExplorationAction("openSettings", ShopIntent.openSettings),
        ExplorationAction("openTerms", ShopIntent.openTerms),
      ]
    case .item: [ExplorationAction("openCart", ShopIntent.openCart)]
    case .cart: [ExplorationAction("pay", ShopIntent.pay)]
    case .receipt: [ExplorationAction("done", ShopIntent.done)]
    case .settings:
      [
        ExplorationAction("signOut", ShopIntent.signOut),
        ExplorationAction("close", ShopIntent.close),
      ]
    case .terms:
      defects.contains(.termsHaveNoWayBack) ? [] : [ExplorationAction("close", ShopIntent.close)]
    case .admin: []
    }
  }

  /// The model the explorer needs of the shop.
  var model: ExplorationModel<ShopRoute> {
    ExplorationModel(
      actions: { [unowned self] route, _ in actions(for: route) },
      links: ["shop://catalog", "shop://items/7", "shop://admin"],
      guards: [
        ExplorationGuard("signedIn", isOpen: { [unowned self] in signedIn }) { $0 != .login }
      ],
      restoration: restoration, downgrades: Self.downgrades,
      graph: FlowGraph(root: ShopAppFlow.self, routes: [.login, .catalog, .item(id: 0)]))
  }
}

@MainActor
final class ShopAppFlow: FlowCoordinator<ShopRoute> {
  weak var world: ShopWorld?

  init(world: ShopWorld) {
    self.world = world
  }

  override class var declaration: FlowDeclaration<ShopRoute> {
    FlowDeclaration(
      shows: [.login, .catalog, .item(id: 0), .terms, .admin],
      starts: [
        .flow(CartFlow.self, .presenting), .flow(CartFlow.self, .push),
        .flow(SettingsFlow.self, .present(.sheet)),
      ])
  }

  override func start() throws {
    try setStack([world?.signedIn == true ? .catalog : .login])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let intent = intent as? ShopIntent, let world else { return false }
    switch intent {
    case .signIn:
      world.signedIn = true
      try setStack([.catalog])
    case .signOut:
      world.signedIn = false
      try navigator?.transaction { () throws(NavigationError) in
        try dismiss()
        try setStack([.login])
      }
    case .openItem(let id): try push(.item(id: id))
    case .openCart:
      try start(CartFlow(), world.defects.contains(.cartOutlivesItsSheet) ? .push : .presenting)
    case .openSettings:
      try start(SettingsFlow(world: world, defects: world.defects), .present(.sheet))
    case .openTerms: try present(.fullScreen(.terms))
    case .close: try dismiss()
    case .pay, .done: return false
    }
    return true
  }
}

@MainActor
final class CartFlow: Coordinator<ShopRoute, Void> {
  override class var declaration: FlowDeclaration<ShopRoute> {
    FlowDeclaration(shows: [.cart, .receipt])
  }

  override func start() throws {
    try present(.sheet(.cart))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case ShopIntent.pay: try push(.receipt)
    case ShopIntent.done: finish(with: ())
    default: return false
    }
    return true
  }
}

@MainActor
final class SettingsFlow: Coordinator<ShopRoute, Void> {
  weak var world: ShopWorld?
  let defects: ShopDefects

  init(world: ShopWorld?, defects: ShopDefects) {
    self.world = world
    self.defects = defects
  }

  override class var declaration: FlowDeclaration<ShopRoute> {
    FlowDeclaration(shows: [.settings])
  }

  override func start() throws {
    try push(.settings)
    if defects.contains(.settingsHeldByClosure) {
      world?.listeners.append { self.refresh() }
    }
  }

  func refresh() {}

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case ShopIntent.close = intent else { return false }
    cancel()
    return true
  }
}
