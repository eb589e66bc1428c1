import Wayfinder
import WayfinderGraph

/// What one launch of the app under exploration gives the explorer: its navigator, not yet
/// attached to a host, and the gate its links go through.
///
/// ``NavigationExplorer`` launches the app anew for every path it follows, so the closure that
/// makes this must build a whole app — root flow, navigator, dependencies, gate — each time,
/// sharing with earlier launches only what the app would keep across launches (a database).
@MainActor
public struct ExplorationLaunch<Route: NavigationRoute> {
  /// The app's navigator; the explorer attaches a ``TestHost`` to it, then starts it unless the
  /// launch started it already.
  public var navigator: Navigator<Route>
  /// The gate the app opens links through; without one, no link is opened.
  public var gate: NavigationGate<Route>?
  /// The app's windows, for an app of several (``init(windows:restoresWhenDecided:keeping:events:)``); `nil` for one navigator.
  public let windows: Windows<Route>?
  /// Whether the app restores its windows for their root flows to take once decided
  /// (`Windows.restore(from:with:whenDecided:)` with `whenDecided: true`), as the restoration
  /// round trip then does too; `false` for one navigator.
  public let restoresWhenDecided: Bool
  /// Objects the explorer keeps alive as long as the launch: the explorer holds only the
  /// navigator, the gate and the windows, so an app object that nothing else holds — one whose
  /// callbacks capture it weakly, as an asynchronous splash's decision does — goes here.
  public var keeping: [AnyObject]
  /// What happens to this launch of the app from outside its screens, tried in every state as
  /// moves (``ExplorationMove/event(_:)``): each closure acts on this launch's app, which it
  /// captures.
  public var events: [ExplorationEvent]

  /// Creates a launch.
  ///
  /// - Parameters:
  ///   - navigator: the app's navigator, not attached to a host. The explorer attaches its
  ///     ``TestHost``, then calls `Navigator.start()`, which does nothing when the launch
  ///     started the navigator already: a launch given a tree to restore starts it itself
  ///     (`Navigator.start(restoring:)`, or the app's own launch code); one given `nil` may
  ///     leave it unstarted.
  ///   - gate: the gate the app opens links through, if it opens links.
  ///   - keeping: objects to keep alive as long as the launch (``keeping``).
  ///   - events: what happens to the app from outside its screens (``events``).
  public init(
    navigator: Navigator<Route>, gate: NavigationGate<Route>? = nil, keeping: [AnyObject] = [],
    events: [ExplorationEvent] = []
  ) {
    self.navigator = navigator
    self.gate = gate
    windows = nil
    restoresWhenDecided = false
    self.keeping = keeping
    self.events = events
  }

  /// Creates the launch of an app of several windows: it launches with one window, whose
  /// navigator is ``navigator``.
  ///
  /// The explorer hosts every window on a ``TestWindows`` and the user's moves open a window,
  /// bring one to the front and close one (``NavigationExplorer/Options/maxWindows``); every
  /// other move acts in the window in front. Links go through each window's gate
  /// (`Windows.makeGate`), and restoration round-trips the snapshot of all windows
  /// (`Windows.snapshot(with:)`, restored into new windows of the same `makeNavigator` and
  /// `makeGate`, as the app restores them).
  ///
  /// - Parameters:
  ///   - windows: the app's windows, none open yet; this opens the launch window and starts
  ///     its navigator.
  ///   - restoresWhenDecided: whether the app restores its windows with `whenDecided: true`,
  ///     each root flow taking its saved tree (`FlowCoordinator.takeSavedTree()`); the round trip
  ///     lets the app's tasks run first, as after any move, so a root flow that decides after
  ///     an `await` takes it.
  ///   - keeping: objects to keep alive as long as the launch (``keeping``).
  ///   - events: what happens to the app from outside its screens (``events``).
  public init(
    windows: Windows<Route>, restoresWhenDecided: Bool = false, keeping: [AnyObject] = [],
    events: [ExplorationEvent] = []
  ) {
    self.restoresWhenDecided = restoresWhenDecided
    self.keeping = keeping
    self.events = events
    // Leaks are watched from the launch on, in release builds too.
    windows.willStart = { $0.leakWatcher.isEnabled = true }
    navigator = windows.openLaunchWindow()
    gate = nil
    self.windows = windows
  }
}

/// Something that happens to the app from outside its screens — it went to the background and
/// locks, the server ended the session, a notification was tapped — named so that a trace can
/// say it and a replay can do it again.
///
/// The launch that makes the app lists them (``ExplorationLaunch/events``), each acting on that
/// launch's app:
///
/// ```swift
/// let app = AppFlow()
/// let launch = ExplorationLaunch(
///   navigator: Navigator(root: app),
///   events: [
///     ExplorationEvent("lock") { try? app.present(.fullScreen(.login)) },
///     ExplorationEvent("session expired") { try? app.setStack([.welcome]) },
///   ])
/// ```
@MainActor
public struct ExplorationEvent {
  /// The name, unique among the launch's events: `lock`.
  public var name: String
  /// What happens: the app's own code for it, called as the outside world would.
  public var perform: @MainActor () -> Void

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - name: its name in traces, unique among the launch's events.
  ///   - perform: what happens, on the launch's app.
  public init(_ name: String, perform: @escaping @MainActor () -> Void) {
    self.name = name
    self.perform = perform
  }
}

/// Something a screen can do: send an intent with a sample payload, or act on the app's own
/// screen object (press a button of a terminal screen), named so that a trace can say it and a
/// replay can find it again.
public struct ExplorationAction: Sendable {
  /// The name, unique among the actions of one screen: `openBook(1)`.
  public var name: String
  /// Swift code that does the same, for the test a failure's trace becomes.
  public var code: String
  /// What the action does.
  let effect: Effect

  enum Effect: Sendable {
    /// Sent through the flow handle of the screen.
    case send(any NavigationIntent)
    /// Done to the screen object ``ExplorationModel/makeScreen`` made.
    case act(@MainActor @Sendable (AnyObject) -> Void)
  }

  /// An action that sends `intent` from the screen, as its button would.
  ///
  /// - Parameters:
  ///   - name: the action's name, unique among one screen's actions.
  ///   - intent: the intent the screen sends.
  ///   - code: Swift code that makes the intent; by default its reflected description, which
  ///     is the code for an enum case with literal payloads (`AppIntent.openBook(id: 1)`).
  public init(_ name: String, _ intent: any NavigationIntent, code: String? = nil) {
    self.name = name
    self.code = code ?? String(reflecting: intent)
    self.effect = .send(intent)
  }

  /// An action done to the app's screen object: a terminal screen's button pressed, a view
  /// model's method called, so that the screen's own code decides what to send.
  ///
  /// - Parameters:
  ///   - name: the action's name, unique among one screen's actions.
  ///   - code: Swift code that does the same to `screen`, for the test a trace becomes.
  ///   - perform: what the user does to the screen object.
  public init(
    _ name: String, code: String, perform: @escaping @MainActor @Sendable (AnyObject) -> Void
  ) {
    self.name = name
    self.code = code
    self.effect = .act(perform)
  }
}

/// A guard as the explorer checks it: the routes it keeps out while it is closed.
@MainActor
public struct ExplorationGuard<Route: NavigationRoute> {
  /// The guard's name in reports: `signedIn`.
  public var name: String
  /// Whether the guard lets its routes in now (the user is signed in).
  public var isOpen: @MainActor () -> Bool
  /// Whether the guard keeps `route` out while it is closed.
  public var guards: @MainActor (Route) -> Bool

  /// Creates a guard.
  ///
  /// - Parameters:
  ///   - name: its name in reports.
  ///   - isOpen: whether it lets its routes in now.
  ///   - guards: whether it keeps a route out while closed.
  public init(
    _ name: String, isOpen: @escaping @MainActor () -> Bool,
    guards: @escaping @MainActor (Route) -> Bool
  ) {
    self.name = name
    self.isOpen = isOpen
    self.guards = guards
  }
}

/// A property of the app's own, checked in every state the explorer reaches.
@MainActor
public struct ExplorationProperty<Route: NavigationRoute> {
  /// Its name in reports.
  public var name: String
  /// What is wrong in `state`, or `nil` when the property holds there.
  public var check: @MainActor (ExploredState<Route>) -> String?

  /// Creates a property.
  ///
  /// - Parameters:
  ///   - name: its name in reports.
  ///   - check: what is wrong in a state, or `nil` when the property holds.
  public init(_ name: String, check: @escaping @MainActor (ExploredState<Route>) -> String?) {
    self.name = name
    self.check = check
  }
}

/// A state the explorer reached, as a custom property sees it.
@MainActor
public struct ExploredState<Route: NavigationRoute> {
  /// The app's navigator in the state.
  public let navigator: Navigator<Route>
  /// The host, showing the state.
  public let host: TestHost<Route>
  /// The app's screen object for the visible route, when the model makes them
  /// (``ExplorationModel/makeScreen``).
  public let screen: AnyObject?
  /// The moves from launch that reached the state, shortest first found.
  public let trace: [ExplorationMove]
}

/// What the explorer knows of the app beyond its navigator: what its screens send, its links,
/// its guards, its restoration and its declared flows.
///
/// The explorer finds the user's moves (back, swipes, tabs, dialog choices, size classes) on
/// its own; it cannot know what a screen's buttons send, so the model says it, route by route,
/// with sample payloads. Keep the model beside the screens it describes: an action a screen
/// offers that the model lacks is a path the explorer never takes.
@MainActor
public struct ExplorationModel<Route: NavigationRoute> {
  /// What the screen of a route can do: given the route and the screen object
  /// ``makeScreen`` made for it (`nil` without one).
  public var actions: @MainActor (Route, AnyObject?) -> [ExplorationAction]
  /// Makes the app's own screen object for a route — a terminal screen, a view model — so
  /// that actions can act on it and the model can read what the screen offers; `nil` when
  /// actions only send intents.
  public var makeScreen: (@MainActor (Route, FlowHandle<Route>) -> AnyObject)?
  /// Links to open in every state, through the launch's gate.
  ///
  /// One for each pattern the app declares, with sample parameters.
  public var links: [String]
  /// The guards whose routes must not be shown while they are closed.
  public var guards: [ExplorationGuard<Route>]
  /// The app's restoration: each state must come back whole from its snapshot.
  public var restoration: Restoration<Route>?
  /// How the app's earlier builds wrote a tree, so that its migrations are checked too: for
  /// an earlier snapshot version `old`, a rewrite of a tree's JSON from version `old + 1` back
  /// to `old` — the inverse of the app's `Restoration.migrate(from: old)`.
  ///
  /// Each state's snapshot is written back to every earlier version the chain reaches (from
  /// the restoration's version down, while a downgrade is declared) and must migrate to the
  /// same tree: a migration that drops or changes a route fails ``ExplorationCheck/restorationRoundTrip``.
  ///
  /// ```swift
  /// // Version 2 renamed `confirmation` to `receipt`.
  /// var restoration = Restoration<AppRoute>(version: 2)
  /// restoration.migrate(from: 1) { $0 = $0.renamingRoute("confirmation", to: "receipt") }
  /// let model = ExplorationModel<AppRoute>(
  ///   restoration: restoration,
  ///   downgrades: [1: { $0 = $0.renamingRoute("receipt", to: "confirmation") }])
  /// ```
  public var downgrades: [Int: @Sendable (inout JSONValue) throws -> Void]
  /// The app's flow graph: every route kind and flow it declares should be reached.
  public var graph: FlowGraph<Route>?
  /// Makes a flow of a type the flow graph declares, by the type's name (`CartFlow`): the
  /// graph's declared starts become moves.
  ///
  /// Once the app's own moves are explored, in every state each running flow starts each flow
  /// its declaration says it may start, at the declared placement
  /// (``ExplorationMove/startFlow(_:from:at:)``). `nil`, the default, leaves them out; a
  /// name it returns `nil` for is left out.
  ///
  /// This explores what the flows' code may do by their declarations, also where no screen
  /// of the app leads: a declared placement that breaks in some state is found there.
  public var makeFlow: (@MainActor (String) -> FlowCoordinator<Route>?)?
  /// Properties of the app's own.
  public var properties: [ExplorationProperty<Route>]
  /// A number that changes whenever the data the app's screens read changes — a database's
  /// count of changes, `nil` when it cannot be read — or no closure for an app whose screens
  /// read no data a move can change.
  ///
  /// The explorer comes back to a state by moves only while it is the same number
  /// (``NavigationExplorer/Options/comesBackByMoves``): a screen that shows a row the user
  /// added on the way is not the state it was.
  public var dataVersion: (@MainActor () -> Int?)?

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - actions: what the screen of a route can do, given its screen object, if any.
  ///   - makeScreen: makes the app's screen object for a route, for actions done to it.
  ///   - links: links to open in every state, one per declared pattern.
  ///   - guards: the guards to check.
  ///   - restoration: the app's restoration, to check that every state round-trips.
  ///   - downgrades: how earlier builds wrote a tree, by version, to check the migrations.
  ///   - graph: the app's flow graph, for coverage and declared starts.
  ///   - makeFlow: makes a declared flow by its type's name, to try the graph's declared starts.
  ///   - properties: properties of the app's own.
  ///   - dataVersion: a number that changes whenever the app's data changes.
  public init(
    actions: @escaping @MainActor (Route, AnyObject?) -> [ExplorationAction] = { _, _ in [] },
    makeScreen: (@MainActor (Route, FlowHandle<Route>) -> AnyObject)? = nil, links: [String] = [],
    guards: [ExplorationGuard<Route>] = [],
    restoration: Restoration<Route>? = nil,
    downgrades: [Int: @Sendable (inout JSONValue) throws -> Void] = [:],
    graph: FlowGraph<Route>? = nil,
    makeFlow: (@MainActor (String) -> FlowCoordinator<Route>?)? = nil,
    properties: [ExplorationProperty<Route>] = [],
    dataVersion: (@MainActor () -> Int?)? = nil
  ) {
    self.actions = actions
    self.makeScreen = makeScreen
    self.links = links
    self.guards = guards
    self.restoration = restoration
    self.downgrades = downgrades
    self.graph = graph
    self.makeFlow = makeFlow
    self.properties = properties
    self.dataVersion = dataVersion
  }
}
