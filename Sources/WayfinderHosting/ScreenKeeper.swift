import Wayfinder

/// Keeps one screen object per route a host shows, as the host's steps and the user's events
/// change what it shows: the identity map between routes and screens that every host needs.
///
/// A step's new screens are made with `make`, bound to the flow that owns them
/// (`Navigator.handle(forRouteAt:in:)`); the screens a step or an event removes are handed to
/// `release` — give them to the navigator's `LeakWatcher` there with
/// ``watchForLeaks(_:at:)`` to prove they are gone —;
/// every other screen stays, the same object.
/// Which screens are new is what the step says — `NavigationStep.setStack(_:at:keeping:)`
/// keeps its first `keeping` screens, a removal keeps the screens above it — never a guess from
/// equal routes, so a screen whose flow changed is made anew. A hand-off that keeps its screens
/// (`Coordinator.handOff(to:keepingScreens:)`) sends no step for them: they stay, and their
/// handles reach the successor. The screens of a kept flow's level
/// (`FlowCoordinator.keepsWhenDismissed`, `putAway()`) wait with it when the level goes:
/// presented again, each route gets its screen object back at its place; once the flow
/// finishes, they are released (a sheet the flow showed above its level is not kept, nor its
/// screens). Screens a flow received in a hand-off
/// (`keepingScreens: true`) are made anew when that flow is kept and shown again.
///
/// ```swift
/// let keeper = ScreenKeeper<AppRoute, UIViewController>(make: { route, flow in
///   AppScreens.controller(route, flow: flow)
/// })
/// keeper.attach(to: navigator)
/// ```
///
/// The host's `perform(_:animated:completion:)` then gives each step to the keeper first,
/// `try keeper.perform(step)`, and shows the screens it keeps.
@MainActor
public final class ScreenKeeper<Route: NavigationRoute, Screen> {
  /// One shown route and its screen.
  public struct Entry {
    /// The route.
    public let route: Route
    /// The handle of the flow the screen was bound to when it was made.
    public let flow: FlowHandle<Route>
    /// The screen.
    public let screen: Screen
    /// Whether the screen is on its flow's own level (not a sheet the flow showed above it).
    let onOwnLevel: Bool
    /// How many times its flow had been kept when the screen was made.
    let timesKept: Int
  }

  /// A screen of a kept flow's level that went, waiting for the level to be shown again.
  private struct Waiting {
    let entry: Entry
    /// Where it was: its section and index come back with the level (the level's number may
    /// change).
    let path: StackPath
    let index: Int
    /// Whether its flow was kept (or shown again already): until then the wait is only the
    /// user's dismissal's, which the navigator has not taken in yet.
    var confirmed: Bool
  }

  /// What the host shows.
  public private(set) var tree: NavigationTree<Route>
  private var entries: [StackPath: [Entry]] = [:]
  /// The screens of kept flows whose levels went, waiting to be shown again.
  private var waiting: [Waiting] = [] {
    didSet { watchWaitingFlows() }
  }
  /// While screens wait: hears the flows that finish, to let go of their screens at once.
  private var waitingWatch: NavigationWatch?
  private weak var navigator: Navigator<Route>?
  private let make: @MainActor (Route, FlowHandle<Route>) -> Screen
  private let release: @MainActor (Entry, StackPath) -> Void

  /// Creates a keeper of a host that shows `tree` (an empty stack by default).
  ///
  /// - Parameters:
  ///   - tree: what the host shows now.
  ///   - make: makes the screen of a route, bound to its flow's handle.
  ///   - release: called with each screen the host lets go of — from a step or a user's
  ///     event, or, for a kept flow's waiting screens, as the navigator records that the flow
  ///     finished (during its change, before the host gets its steps).
  public init(
    showing tree: NavigationTree<Route> = NavigationTree(root: .stack([])),
    make: @escaping @MainActor (Route, FlowHandle<Route>) -> Screen,
    release: @escaping @MainActor (Entry, StackPath) -> Void = { _, _ in }
  ) {
    self.tree = tree
    self.make = make
    self.release = release
  }

  /// Binds new screens to `navigator`'s flows; until a keeper is attached (the navigator is
  /// held weakly), it follows the tree but makes no screens.
  public func attach(to navigator: Navigator<Route>) {
    self.navigator = navigator
  }

  /// Performs `step` on the tree the host shows and on its screens.
  ///
  /// - Throws: `NavigationError` when the step does not fit what the host shows; nothing
  ///   changes then.
  public func perform(_ step: NavigationStep<Route>) throws(NavigationError) {
    try step.apply(to: &tree)
    switch step {
    case .dismiss(let level):
      releaseLevels(above: level)
    case .replaceRoot:
      releaseLevels(above: -1)
      makeScreens(forLevel: 0)
    case .present:
      makeScreens(forLevel: tree.topLevel)
    case .setLayout, .select, .clearSelection, .setColumnVisibility, .setSectionBarHidden,
      .setRefusesUserDismissal, .setVisibility, .setSplitColumns, .setPinnedColumn,
      .setTabBarOrder, .setPresentationOptions, .setRefusesUserBack:
      break
    case .insertSection(let id, _, _, _, let level):
      let path = StackPath(level: level, section: id)
      entries[path] = []
      keepScreens(at: path, count: 0)
    case .removeSection(let id, let level, _):
      let path = StackPath(level: level, section: id)
      for record in entries[path] ?? [] { letGo(record, at: path) }
      entries[path] = nil
    case .push(_, let path):
      keepScreens(at: path, count: entries[path]?.count ?? 0)
    case .pop(let count, let path):
      keepScreens(at: path, count: count)
    case .remove(let indices, let path):
      guard var records = entries[path], indices.upperBound <= records.count else { break }
      for record in records[indices] { letGo(record, at: path) }
      records.removeSubrange(indices)
      entries[path] = records
    case .setStack(_, let path, let keeping):
      keepScreens(at: path, count: keeping)
    }
    // A step may close levels on its own (selecting or removing another tab closes that tab's
    // over-current-context presentation).
    releaseLevels(above: tree.topLevel)
    releaseWaitingScreens()
  }

  /// Takes in what the user did on screen: the screens it removed go.
  ///
  /// - Throws: `NavigationError` when the event does not fit what the host shows.
  public func apply(_ event: UserEvent) throws(NavigationError) {
    try event.apply(to: &tree)
    switch event {
    case .popped(let count, let path): keepScreens(at: path, count: count)
    case .dismissed(let level): releaseLevels(above: level, pending: true)
    case .chose(_, let level): releaseLevels(above: level - 1, pending: true)
    case .selected, .layoutChanged, .gestureCancelled, .sizeClassChanged, .selectionCleared,
      .columnVisibilityChanged, .attemptedToDismiss, .detentChanged:
      break
    }
    releaseLevels(above: tree.topLevel, pending: true)
    releaseWaitingScreens(settled: false)
  }

  /// Hands a released screen object to the navigator's `LeakWatcher`, labelled with its flow,
  /// route and place, to prove it is gone; a host calls it from its `release` closure.
  public func watchForLeaks(_ entry: Entry, at path: StackPath) {
    guard let watcher = navigator?.leakWatcher, watcher.isEnabled else { return }
    // The label's parts, not the entry: the label must not keep the flow or the screen alive.
    let flowPath = entry.flow.flowPath
    let route = entry.route
    watcher.watch(entry.screen as AnyObject, as: .screen) {
      "\(flowPath) › screen \(route) at \(path)"
    }
  }

  /// The screens of the stack at `path`, bottom first.
  public func entries(at path: StackPath) -> [Entry] { entries[path] ?? [] }

  /// The screen of the route at `index` in the stack at `path`.
  public func screen(at index: Int, in path: StackPath) -> Screen? {
    guard let records = entries[path], records.indices.contains(index) else { return nil }
    return records[index].screen
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: Screen? { entries[tree.visiblePath]?.last?.screen }

  /// The number of screens kept.
  public var count: Int { entries.values.reduce(0) { $0 + $1.count } }

  /// The screens bound to a finished flow, or to another flow than the one that owns their
  /// route now, as text.
  ///
  /// Empty when every screen reaches its own flow; meaningful when the host shows the
  /// navigator's tree.
  public var misboundScreens: [String] {
    guard let navigator else { return [] }
    var problems: [String] = []
    for path in tree.allStackPaths {
      for (index, record) in (entries[path] ?? []).enumerated() {
        let owner = navigator.flow(owningRouteAt: index, in: path)
        if !record.flow.isActive {
          problems.append(
            "screen \(record.route) at index \(index) of \(path) is bound to the finished flow "
              + record.flow.flowPath)
        } else if record.flow.flowID != owner.flowID {
          problems.append(
            "screen \(record.route) at index \(index) of \(path) is bound to \(record.flow.flowPath), "
              + "but \(owner.flowPath) owns it")
        }
      }
    }
    return problems
  }

  /// Keeps the first `count` screens of the stack at `path` and makes the rest anew.
  private func keepScreens(at path: StackPath, count: Int) {
    var records = entries[path] ?? []
    let kept = min(count, records.count)
    for record in records[kept...] { letGo(record, at: path) }
    records.removeSubrange(kept...)
    let stack = (try? tree.stack(at: path)) ?? Stack()
    for index in records.count..<stack.count {
      guard let handle = navigator?.handle(forRouteAt: index, in: path) else { break }
      if let waited = waiting.firstIndex(where: {
        $0.confirmed && $0.index == index && $0.path.section == path.section
          && $0.entry.route == stack[index] && $0.entry.flow.flowID != nil
          && $0.entry.flow.flowID == handle.flowID
      }) {
        // A kept flow presented again: its screen comes back, the same object.
        records.append(waiting.remove(at: waited).entry)
        continue
      }
      records.append(
        Entry(
          route: stack[index], flow: handle, screen: make(stack[index], handle),
          onOwnLevel: handle.anchorLevel == path.level, timesKept: handle.timesKept))
    }
    entries[path] = records
  }

  /// Watches the navigator's changes while screens wait, and only then: each settles which
  /// flows are kept, and a kept flow that finishes changes no tree, so no step would let go
  /// of its screens.
  private func watchWaitingFlows() {
    if waiting.isEmpty {
      waitingWatch?.cancel()
      waitingWatch = nil
    } else if waitingWatch == nil, let navigator {
      waitingWatch = navigator.journal.onEvent { [weak self] _ in
        self?.releaseWaitingScreens()
      }
    }
  }

  /// Lets go of the waiting screens that will not be shown again.
  ///
  /// A screen waits while its flow is kept; once the flow runs again, until the host has shown
  /// what the navigator shows (its level presented again takes its screens back before). One
  /// whose flow was not yet seen kept waits only until the navigator has taken in the user's
  /// event that removed it (`settled`).
  private func releaseWaitingScreens(settled: Bool = true) {
    guard !waiting.isEmpty else { return }
    var caughtUp: Bool?
    var gone: [Waiting] = []
    var kept: [Waiting] = []
    for var screen in waiting {
      let flow = screen.entry.flow
      // Kept now, or kept and shown again since the screen was made (the same change may do
      // both: a parent presents it again as it hears it was kept).
      if flow.isKept || flow.timesKept > screen.entry.timesKept { screen.confirmed = true }
      let waits: Bool
      if flow.isKept {
        waits = true
      } else if !flow.isActive {
        waits = false
      } else if !screen.confirmed {
        waits = !settled
      } else {
        if caughtUp == nil { caughtUp = navigator.map { $0.tree == tree } ?? true }
        waits = caughtUp == false
      }
      if waits { kept.append(screen) } else { gone.append(screen) }
    }
    waiting = kept
    for screen in gone { letGo(screen.entry, at: screen.path) }
  }

  /// Lets go of the screens of the levels above `level`, but for a kept flow's screens on its
  /// own level, which wait to be shown again.
  ///
  /// A flow was kept when it is kept now, or was kept (and shown again already: the host is
  /// behind) since its screen was made; a level of a running flow the planner presents anew
  /// gets new screens. After the user's dismissal (`pending`), the navigator has yet to say
  /// whether a running flow that may keep does: its screens wait for that.
  private func releaseLevels(above level: Int, pending: Bool = false) {
    for (path, records) in entries where path.level > level {
      for (index, record) in records.enumerated() {
        let flow = record.flow
        let wasKept = flow.isKept || (flow.isActive && flow.timesKept > record.timesKept)
        let waits = record.onOwnLevel && (wasKept || (pending && flow.isActive && flow.mayKeep))
        if waits {
          waiting.append(Waiting(entry: record, path: path, index: index, confirmed: wasKept))
        } else {
          letGo(record, at: path)
        }
      }
      entries[path] = nil
    }
  }

  private func makeScreens(forLevel level: Int) {
    for path in tree.allStackPaths where path.level == level {
      entries[path] = []
      keepScreens(at: path, count: 0)
    }
  }

  private func letGo(_ record: Entry, at path: StackPath) {
    release(record, path)
  }
}
