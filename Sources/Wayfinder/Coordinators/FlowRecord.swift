/// The part of every flow coordinator that the navigator's bookkeeping reads and writes, without
/// the route type: ``FlowCoordinator``'s non-generic base.
///
/// The bookkeeping — starting, finishing, the descendants of a flow, child lists, the index of
/// running flows — is compiled once, in Wayfinder, for any route type. Run on the generic
/// coordinator, every step of it looked up the generic type's metadata and every dictionary or
/// array of flows ran unspecialized; on this base it runs specialized. Apps never use it
/// directly: subclass ``Coordinator`` or ``FlowCoordinator``.
@MainActor
open class FlowRecord {
  /// Where a flow is in its life; ``FlowCoordinator/State`` is its public face.
  enum LifeState: Hashable {
    case idle
    case running
    case finishing
    case finished(FinishCause)
    /// Dismissed without finishing: its part waits in the navigator to be presented again.
    case kept
  }

  // The bookkeeping state skips the run-time exclusivity check in release builds, as the
  // navigator's does (see `Navigator.storedTree`); debug builds keep it.
  /// The flow's identity; `nil` until it starts.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  package internal(set) var flowID: FlowID?
  /// The flow that started this one.
  weak var parentRecord: FlowRecord?
  /// The running child flows, oldest first.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var childRecords: [FlowRecord] = []
  /// Where the flow is in its life.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var lifeState: LifeState = .idle
  /// The part of the tree the flow owns, fixed when it starts.
  ///
  /// A level, a section, or the stack of its run. Where a run begins moves with the routes
  /// below it; the navigator's ``FlowMap`` alone knows that, and `place` holds the base the run
  /// had when it started or, once the flow stopped, when it left the map.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var place: FlowAnchor = .app
  /// The navigator that keeps where the running flows' runs begin; `nil` before the flow
  /// starts.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  weak var keeper: (any FlowMapKeeper)?
  /// The flow's tasks, cancelled when it finishes.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var tasks: [UInt64: Task<Void, Never>] = [:]
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var nextTaskKey: UInt64 = 0
  /// The path, fixed when the flow is attached: it is read at every start and finish (scope
  /// names, the journal, leak labels), and the parent does not change afterwards.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var attachedPath: String?
  /// The flow's scope once it started; before, the container of registrations made early, if
  /// any were (most flows make none, and then starting adopts nothing).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var dependencyScope: DependencyContainer?
  /// Whether the flow was started ``FlowPlacement/presenting``: it shows only what it presents,
  /// and ends when its last presentation closes.
  package internal(set) var presentsOnly = false
  /// Whether the flow owns a presentation's container, the only place from which a flow is
  /// kept when dismissed: only such a flow is asked ``FlowCoordinator/keepsWhenDismissed``.
  var mayBeKept = false
  /// Whether the flow joined its parent by adoption (re-created for restored or linked
  /// routes), so that the parent's code that starts it, and handles its outcome, never ran.
  var adopted = false
  /// Whether the flow is putting its own presentation away (``FlowCoordinator/putAway()``):
  /// kept whatever ``FlowCoordinator/keepsWhenDismissed`` says.
  var putsAway = false
  /// How many times the flow was kept: a host's screen keeper tells by it a level of a kept
  /// flow, whose screens come back, from one the planner presents anew.
  var timesKept = 0
  /// How many times the finish path ran; more than one would be a framework bug.
  @_spi(Testing) public internal(set) var finishCount = 0

  init() {}

  /// Whether the flow is running.
  public var isRunning: Bool { lifeState == .running }

  /// The part of the tree the flow owns.
  public var anchor: FlowAnchor {
    guard case .run(let path, _) = place, let id = flowID, let base = keeper?.base(of: id, in: path)
    else { return place }
    return .run(path, base: base)
  }

  /// Takes `child` out of ``childRecords``.
  func removeChild(_ child: FlowRecord) {
    childRecords.removeAll { $0 === child }
  }

  /// Whether this flow is `ancestor` or descends from it: read on the records, so the
  /// navigator's hot checks need no coordinator of its route type.
  func descends(from ancestor: FlowRecord) -> Bool {
    var current: FlowRecord? = self
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.parentRecord
    }
    return false
  }
}

/// What keeps where the running flows' runs begin: the navigator.
@MainActor
protocol FlowMapKeeper: AnyObject {
  /// Where the run of flow `id` in the stack at `path` begins now; `nil` when it has none
  /// there.
  func base(of id: FlowID, in path: StackPath) -> Int?
}
