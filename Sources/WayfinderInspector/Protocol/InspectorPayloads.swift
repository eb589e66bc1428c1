import Wayfinder
import WayfinderHosting

/// The parts of the protocol's messages: plain values with stable member names, written with
/// sorted keys. Routes inside them are written by the app's own `Codable` conformance, after
/// the app's redaction.

/// Why the tree changed: a kind for programs, the detail it carries, a text for people.
struct CausePayload: Codable, Hashable, Sendable {
  /// `code`, `intent`, `userBack`, `swipeDismiss`, `cancelledGesture`, `refusedDismissal`,
  /// `tabSelection`, `layoutSwitch`, `deepLink`, `guardRedirect`, `restoration`,
  /// `dialogChoice` or `detentChange`.
  var kind: String
  /// The intent, link, flow or dialog choice the cause names, if it names one.
  var detail: String?
  /// The cause as the journal's log writes it.
  var text: String

  init(_ cause: NavigationCause) {
    text = cause.description
    switch cause {
    case .code: kind = "code"
    case .intent(let intent): (kind, detail) = ("intent", intent)
    case .userBack: kind = "userBack"
    case .swipeDismiss: kind = "swipeDismiss"
    case .cancelledGesture: kind = "cancelledGesture"
    case .refusedDismissal: kind = "refusedDismissal"
    case .tabSelection: kind = "tabSelection"
    case .layoutSwitch: kind = "layoutSwitch"
    case .deepLink(let link): (kind, detail) = ("deepLink", link)
    case .guardRedirect(let flow): (kind, detail) = ("guardRedirect", flow)
    case .restoration: kind = "restoration"
    case .dialogChoice(let choice): (kind, detail) = ("dialogChoice", choice)
    case .detentChange: kind = "detentChange"
    }
  }
}

/// A flow's place in the tree.
struct AnchorPayload: Codable, Hashable, Sendable {
  /// `app`, `container`, `section` or `run`.
  var kind: String
  /// The level of the tree it is on (0 is the root container).
  var level: Int
  /// The section, for `section` and for a `run` in a section.
  var section: String?
  /// The index its run of routes begins at, for `run`.
  var base: Int?
  /// The anchor as the navigator's dumps write it.
  var text: String

  init(_ anchor: FlowAnchor) {
    text = anchor.description
    level = anchor.level
    switch anchor {
    case .app: kind = "app"
    case .container: kind = "container"
    case .section(let id, _): (kind, section) = ("section", id.rawValue)
    case .run(let path, let index): (kind, section, base) = ("run", path.section?.rawValue, index)
    }
  }
}

/// One journal event.
struct EventPayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  /// A flow the change started.
  struct Started: Codable, Hashable, Sendable {
    var path: String
    var anchor: AnchorPayload
  }

  /// A flow the change finished.
  struct Finished: Codable, Hashable, Sendable {
    var path: String
    /// The `FinishCause` by name, such as `completed` or `userWentBack`.
    var cause: String
  }

  /// The event's number in the navigator's journal, from 1.
  var sequence: Int
  var cause: CausePayload
  var started: [Started]
  var finished: [Finished]
  /// The issues the navigator noticed during the change, as text.
  var issues: [String]
  /// The tree after the change.
  var tree: NavigationTree<Route>

  init(_ event: NavigationEvent<Route>, redact: (NavigationTree<Route>) -> NavigationTree<Route>) {
    sequence = event.sequence
    cause = CausePayload(event.cause)
    started = event.started.map { Started(path: $0.path, anchor: AnchorPayload($0.anchor)) }
    finished = event.finished.map { Finished(path: $0.path, cause: $0.cause.rawValue) }
    issues = event.issues.map(\.description)
    tree = redact(event.tree)
  }
}

/// One running flow and the screens it owns.
struct FlowPayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  /// A screen of the tree the flow owns.
  struct Screen: Codable, Hashable, Sendable {
    var level: Int
    /// The section of the stack, when the level has sections.
    var section: String?
    /// The route's index in its stack, 0 at the bottom.
    var index: Int
    var route: Route
  }

  /// The flow's number, unique while the navigator runs; children name it as `parent`.
  var id: UInt64
  /// The flow's name (its type's, unless it says otherwise).
  var name: String
  /// The flow's path from the root flow, as the journal names it.
  var path: String
  /// The flow that started it; `nil` for the root flow.
  var parent: UInt64?
  var anchor: AnchorPayload
  /// The screens it owns, level by level, bottom first.
  var screens: [Screen]
  /// Whether the flow was dismissed and kept; absent for a running flow.
  ///
  /// A kept flow (`FlowCoordinator.keepsWhenDismissed`) owns no screen of the tree until its
  /// parent presents it again, and `anchor` is where it was.
  var kept: Bool?
}

/// One step of the plan in flight and its state.
struct StepPayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  /// `waiting`, `performing` or `done`.
  var state: PlanProgress<Route>.State
  /// The step as the navigator's log writes it.
  var text: String
  /// The step as a value, in the framework's `Codable` form.
  var step: NavigationStep<Route>
}

/// The plan the host is carrying out.
struct PlanPayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  var steps: [StepPayload<Route>]
}

/// A finished coordinator or a dropped screen still alive after it should have gone.
struct LeakPayload: Codable, Hashable, Sendable {
  /// `coordinator` or `screen`.
  var kind: String
  /// What it is and where it was, as the leak watcher labels it.
  var label: String
}

/// Everything the inspector shows: what `hello` and the `state` command carry.
struct StatePayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  var tree: NavigationTree<Route>
  /// The running flows, the root flow first, with the screens each owns.
  var flows: [FlowPayload<Route>]
  var plan: PlanPayload<Route>
  /// The journal events kept, oldest first.
  var history: [EventPayload<Route>]
  /// Every issue the navigator noticed, as text, oldest first.
  var issues: [String]
  /// The leaks found since the inspector started.
  var leaks: [LeakPayload]
  /// The most events the history keeps.
  var historyLimit: Int
}

/// A typed error in a reply.
struct ErrorPayload: Codable, Hashable, Sendable {
  /// ``InspectorError/code``.
  var code: String
  /// ``InspectorError/description``.
  var message: String

  init(_ error: InspectorError) {
    code = error.code
    message = error.description
  }
}

/// What a command that succeeded returns; only the members of its command are present.
struct ResultPayload<Route: NavigationRoute>: Codable, Hashable, Sendable {
  /// `jump`: the point whose tree is shown now.
  var sequence: Int?
  /// `open`: the navigator's outcome, as text.
  var outcome: String?
  /// `user`: the user event the navigator performed, as text.
  var event: String?
  /// `export`: the bundle.
  var bundle: InspectorBundle<Route>?
  /// `state`: the whole state.
  var state: StatePayload<Route>?
}
