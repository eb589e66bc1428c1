import Synchronization

/// Registers how to make dependencies and resolves them by type (and name), with scopes that
/// follow flows.
///
/// Each flow gets a child scope of its parent's (``FlowCoordinator/dependencies``). A child
/// falls back to its parent for what it does not register, and overrides what it does — which
/// is how tests and previews swap a repository for a fake. A ``DependencyScope/flow`` service is
/// made once per flow and released when the flow finishes.
///
/// ```swift
/// let app = DependencyContainer(name: "app")
/// app.register(APIClient.self, scope: .singleton) { _ in LiveAPIClient() }
/// app.register(AuthRepository.self) { r in DefaultAuthRepository(api: try r.resolve()) }
/// app.register(LoginUseCase.self) { r in DefaultLoginUseCase(repository: try r.resolve()) }
///
/// let test = app.makeChild(name: "test")
/// test.register(AuthRepository.self) { _ in FakeAuthRepository(session: nil) }
/// let useCase = try test.resolve(LoginUseCase.self)  // built on the fake
/// ```
///
/// The container is safe to use from any thread or isolation; its state is guarded by a
/// `Mutex`. Factories run outside the lock, so they may resolve their own dependencies; when two
/// threads make the same singleton at once, the first one stored wins and both get it.
public final class DependencyContainer: Sendable {
  /// The scope's name in error messages: the flow's path for a flow's scope.
  public let name: String
  /// The scope this one falls back to.
  public let parent: DependencyContainer?
  @usableFromInline let state = Mutex(State())
  /// Counts registrations in this container's whole tree, so that a scope's cached look-ups
  /// of its parents' registrations know when they are stale.
  @usableFromInline let clock: RegistrationClock

  /// How deep resolutions may nest before the container calls it a cycle.
  @usableFromInline static let depthLimit = 128

  @usableFromInline
  struct State: ~Copyable {
    /// This container's own registrations.
    @usableFromInline var registrations = RegistrationTable()
    /// Registrations not yet in `registrations`: registering only appends, and the first
    /// look-up indexes them, in order, so that a later one replaces an earlier one.
    @usableFromInline var unindexed: [(DependencyKey, Registration)] = []
    /// What this scope resolves from, valid while the clock reads `viewTime`.
    @usableFromInline var view: RegistrationView?
    @usableFromInline var viewTime = -1
    /// The parent's view `view` was made on; when the parent still has it, only the time moves.
    @usableFromInline var parentView: RegistrationView?
    /// The first flow-scoped instance this scope made, kept inline: most flows resolve one or
    /// two flow services, and a dictionary would cost an allocation and hashing each time.
    @usableFromInline var firstKey: DependencyKey?
    @usableFromInline var firstInstance: FlowInstance?
    /// The other flow-scoped instances this scope made.
    @usableFromInline var instances: [DependencyKey: FlowInstance] = [:]
    @usableFromInline var ended = false

    @usableFromInline
    init() {}

    /// Moves the registrations made since the last look-up into the table; whether there were
    /// any.
    @usableFromInline
    mutating func index() -> Bool {
      guard !unindexed.isEmpty else { return false }
      for (key, registration) in unindexed {
        registrations.insert(registration, for: key)
        removeInstance(for: key)
      }
      unindexed.removeAll()
      return true
    }

    @usableFromInline
    func instance(for key: DependencyKey) -> FlowInstance? {
      if firstKey == key { return firstInstance }
      return instances.isEmpty ? nil : instances[key]
    }

    @usableFromInline
    mutating func store(_ instance: FlowInstance, for key: DependencyKey) {
      if firstKey == nil {
        firstKey = key
        firstInstance = instance
      } else {
        instances[key] = instance
      }
    }

    @usableFromInline
    mutating func removeInstance(for key: DependencyKey) {
      if firstKey == key {
        firstKey = nil
        firstInstance = nil
      } else if !instances.isEmpty {
        instances[key] = nil
      }
    }

    /// Removes and returns every instance.
    @usableFromInline
    mutating func takeInstances() -> [FlowInstance] {
      var all: [FlowInstance] = []
      if let firstInstance { all.append(firstInstance) }
      if !instances.isEmpty { all.append(contentsOf: instances.values) }
      firstKey = nil
      firstInstance = nil
      instances = [:]
      return all
    }
  }

  /// Creates a top-level container.
  public init(name: String = "app") {
    self.name = name
    self.parent = nil
    self.clock = RegistrationClock()
  }

  private init(name: String, parent: DependencyContainer) {
    self.name = name
    self.parent = parent
    self.clock = parent.clock
  }

  /// Creates a child scope that falls back to this one.
  public func makeChild(name: String) -> DependencyContainer {
    DependencyContainer(name: name, parent: self)
  }

  /// Registers how to make `type`, replacing an earlier registration of the same type and name
  /// in this container (a parent's stays as it is).
  ///
  /// - Parameters:
  ///   - type: the type resolved, often a protocol.
  ///   - name: a name, to register several of the same type.
  ///   - scope: how long a made instance lives.
  ///   - factory: makes the instance; it may resolve its own dependencies from the resolver
  ///     and throw its own errors.
  @inlinable
  public func register<T: Sendable>(
    _ type: T.Type, name: String? = nil, scope: DependencyScope = .transient,
    factory: @escaping @Sendable (Resolver) throws -> T
  ) {
    let registration = TypedRegistration(scope: scope, factory: factory)
    let key = DependencyKey(type, name: name)
    state.withLock { state in state.unindexed.append((key, registration)) }
    clock.tick()
  }

  /// Whether `type` (under `name`) is registered here or in a parent.
  public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
    lookUp(DependencyKey(type, name: name)) != nil
  }

  /// Resolves `type` (registered under `name`) from this scope.
  ///
  /// - Throws: ``ResolutionError`` naming the type and the chain that needed it; never
  ///   crashes and never returns a half-made graph.
  @inlinable
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    do {
      return try resolve(type, name: name, depth: 0)
    } catch {
      throw error.trimmingCycle()
    }
  }

  /// Ends the scope with its flow: cached instances are released and later resolutions fail.
  public func end() {
    end(releasing: nil)
  }

  /// Ends the scope, handing each class instance it held to `released` (for the leak watcher).
  func end(releasing released: ((AnyObject) -> Void)?) {
    // Taken out under the lock, released after it: an instance's deinit may resolve again.
    let (first, others) = state.withLock {
      state -> (FlowInstance?, [DependencyKey: FlowInstance]) in
      state.ended = true
      defer {
        state.firstKey = nil
        state.firstInstance = nil
        state.instances = [:]
      }
      return (state.firstInstance, state.instances)
    }
    guard let released else { return }
    if let object = first?.object() { released(object) }
    for instance in others.values {
      if let object = instance.object() { released(object) }
    }
  }

  /// Whether the scope ended with its flow.
  public var isEnded: Bool { state.withLock { $0.ended } }

  /// Registers here what `other` registered, as overrides.
  func adoptRegistrations(from other: DependencyContainer) {
    let (table, unindexed) = other.state.withLock { ($0.registrations, $0.unindexed) }
    guard !table.isEmpty || !unindexed.isEmpty else { return }
    state.withLock { state in
      state.unindexed.append(contentsOf: table.all)
      state.unindexed.append(contentsOf: unindexed)
    }
    clock.tick()
  }

  @inlinable
  func resolve<T: Sendable>(_ type: T.Type, name: String?, depth: Int)
    throws(ResolutionError) -> T
  {
    let key = DependencyKey(type, name: name)
    guard let found = lookUp(key) else {
      throw .missingRegistration(type: String(describing: type), name: name, chain: [])
    }
    // The key holds T's identity, so the registration found for it registered a T.
    let registration = unsafeDowncast(found.registration, to: TypedRegistration<T>.self)
    guard depth < Self.depthLimit else { throw .cycle([registration.typeName]) }
    if found.ended { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    switch registration.scope {
    case .transient:
      return try registration.make(Resolver(container: self, depth: depth + 1), name: name)
    case .singleton:
      if let kept = registration.kept() { return kept }
      return try registration.shared(
        Resolver(container: found.owner.takeUnretainedValue(), depth: depth + 1), name: name)
    case .weak:
      guard registration.isClass else {
        throw .weakScopeNeedsAClass(type: registration.typeName)
      }
      return try registration.weaklyShared(
        Resolver(container: found.owner.takeUnretainedValue(), depth: depth + 1), name: name)
    case .flow:
      return try flowInstance(registration, key: key, name: name, depth: depth)
    }
  }

  @inlinable
  func flowInstance<T: Sendable>(
    _ registration: TypedRegistration<T>, key: DependencyKey, name: String?, depth: Int
  ) throws(ResolutionError) -> T {
    if let existing = state.withLock({ $0.instance(for: key) }) {
      // Stored under T's key, so it holds a T.
      return unsafeDowncast(existing, to: TypedFlowInstance<T>.self).value
    }
    let made = try registration.make(Resolver(container: self, depth: depth + 1), name: name)
    let instance = TypedFlowInstance(made)
    let stored = state.withLock { state -> FlowInstance? in
      if state.ended { return nil }
      if let existing = state.instance(for: key) { return existing }
      state.store(instance, for: key)
      return instance
    }
    guard let stored else { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    return unsafeDowncast(stored, to: TypedFlowInstance<T>.self).value
  }

  @usableFromInline
  struct Found: @unchecked Sendable {
    // Immutable references to immutable registrations and to containers, which are Sendable.
    @usableFromInline let registration: Registration
    /// Kept alive by the scope the resolution started in, which is it or its descendant.
    @usableFromInline let owner: Unmanaged<DependencyContainer>
    /// Whether the scope the resolution started in has ended.
    @usableFromInline let ended: Bool
  }

  /// The registration for `key` in this scope or the nearest parent that has one.
  @usableFromInline
  func lookUp(_ key: DependencyKey) -> Found? {
    let now = clock.time
    let (view, ended) = state.withLock { state in
      (state.viewTime == now ? state.view : refreshView(&state, at: now), state.ended)
    }
    guard let (registration, owner) = view?.find(key) else { return nil }
    return Found(registration: registration, owner: owner, ended: ended)
  }

  /// What this scope resolves from when the clock reads `now`.
  func view(at now: Int) -> RegistrationView? {
    state.withLock { state in
      state.viewTime == now ? state.view : refreshView(&state, at: now)
    }
  }

  /// Brings the view up to `now`: a new layer only when this scope's registrations or its
  /// parent's view changed; otherwise the view stays and only its time moves.
  ///
  /// Locks the parents while holding this scope's lock: locks are only ever taken from child to
  /// parent, never the other way, so two threads cannot wait on each other.
  func refreshView(_ state: inout State, at now: Int) -> RegistrationView? {
    let changed = state.index()
    let parentView = parent?.view(at: now)
    if changed || state.viewTime < 0 || state.parentView !== parentView {
      state.view =
        state.registrations.isEmpty
        ? parentView
        : RegistrationView(table: state.registrations, owner: self, next: parentView)
      state.parentView = parentView
    }
    state.viewTime = now
    return state.view
  }
}

/// The registration count of a tree of containers.
@usableFromInline
final class RegistrationClock: Sendable {
  private let ticks = Atomic<Int>(0)

  @usableFromInline
  init() {}

  @usableFromInline
  var time: Int { ticks.load(ordering: .acquiring) }

  @usableFromInline
  func tick() {
    ticks.add(1, ordering: .releasing)
  }
}
