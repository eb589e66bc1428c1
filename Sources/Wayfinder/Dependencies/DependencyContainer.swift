import Synchronization

/// Registers how to make dependencies and resolves them by type (and name), with scopes that
/// follow flows.
///
/// Each flow gets a child scope of its parent's (``FlowCoordinator/dependencies``), which falls
/// back to its parent and overrides what it registers. It is safe to use from any thread. See
/// <doc:DependenciesAndFlowScopes>.
public final class DependencyContainer: Sendable {
  /// The scope's name in error messages: the flow's path for a flow's scope.
  @usableFromInline package let name: String
  /// The scope this one falls back to.
  package let parent: DependencyContainer?
  @usableFromInline let state = Mutex(State())
  /// Counts registrations in this container's whole tree, so that a scope knows when its view
  /// of its own and its parents' registrations may be stale.
  @usableFromInline let clock: RegistrationClock

  /// How deep resolutions may nest: past it the container reports a cycle when a registration
  /// repeats on the path, and ``ResolutionError/tooDeep(path:limit:)`` when none does.
  @usableFromInline static let depthLimit = 128

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
    state.withLock { state in state.register(registration, for: key) }
    clock.tick()
  }

  /// Whether `type` (under `name`) is registered here or in a parent.
  package func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
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
      throw error.classifyingDepth()
    }
  }

  /// Ends the scope with its flow: cached instances are released and later resolutions fail.
  public func end() {
    end(releasing: nil)
  }

  /// Ends the scope, handing each class instance it held to `released` (for the leak watcher).
  func end(releasing released: ((AnyObject) -> Void)?) {
    // Taken out under the lock, released after it: an instance's deinit may resolve again.
    var taken = FlowInstances()
    state.withLock { state in
      state.ended = true
      swap(&taken, &state.instances)
    }
    if let released { taken.forEachObject(released) }
  }

  /// Whether the scope ended with its flow.
  package var isEnded: Bool { state.withLock { $0.ended } }

  /// Registers here what `other` registered, as overrides.
  func adoptRegistrations(from other: DependencyContainer) {
    let adopted = other.state.withLock { state in state.own?.all ?? [] }
    guard !adopted.isEmpty else { return }
    state.withLock { state in
      for (key, registration) in adopted { state.register(registration, for: key) }
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
    guard depth < Self.depthLimit else {
      throw .tooDeep(
        path: [ResolutionError.label(registration.typeName, name)], limit: Self.depthLimit)
    }
    if found.ended { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    switch registration.scope {
    case .transient:
      return try registration.make(Resolver(container: self, depth: depth + 1), name: name)
    case .singleton:
      if let kept = registration.kept() { return kept }
      return try registration.makeShared(
        Resolver(container: found.owner.takeUnretainedValue(), depth: depth + 1), name: name)
    case .weak:
      guard registration.isClass else {
        throw .weakScopeNeedsAClass(type: registration.typeName)
      }
      return try registration.weaklyShared(
        Resolver(container: found.owner.takeUnretainedValue(), depth: depth + 1), name: name)
    case .flow:
      // Stored under T's key, so it holds a T.
      if let existing = found.instance { return registration.value(keptInFlow: existing) }
      return try flowInstance(registration, key: key, name: name, depth: depth)
    }
  }

  /// Makes the flow's instance of `registration` and keeps it until the scope ends; when
  /// another thread kept one first, returns that one.
  @inlinable
  func flowInstance<T: Sendable>(
    _ registration: TypedRegistration<T>, key: DependencyKey, name: String?, depth: Int
  ) throws(ResolutionError) -> T {
    let made = try registration.make(Resolver(container: self, depth: depth + 1), name: name)
    let instance = registration.keptInFlow(made)
    let stored = state.withLock { state -> KeptInstance? in
      if state.ended { return nil }
      if let existing = state.instances.instance(for: key) { return existing }
      state.instances.store(instance, for: key)
      return instance
    }
    guard let stored else { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    return registration.value(keptInFlow: stored)
  }

  @usableFromInline
  struct Found: @unchecked Sendable {
    // Immutable references to immutable registrations and to containers, which are Sendable.
    @usableFromInline let registration: Registration
    /// Kept alive by the scope the resolution started in, which is it or its descendant.
    @usableFromInline let owner: Unmanaged<DependencyContainer>
    /// Whether the scope the resolution started in has ended.
    @usableFromInline let ended: Bool
    /// What the scope the resolution started in made of a flow-scoped registration.
    @usableFromInline let instance: KeptInstance?
  }

  /// The registration for `key` in this scope or the nearest parent that has one, with what
  /// this scope made of it when it is flow-scoped (checked under the same lock).
  @usableFromInline
  func lookUp(_ key: DependencyKey) -> Found? {
    let now = clock.time
    // Probed under the lock, so that the view needs no retain of its own.
    return state.withLock { state -> Found? in
      let view = currentView(&state, at: now)
      guard let (registration, owner) = view?.find(key) else { return nil }
      return Found(
        registration: registration, owner: owner, ended: state.ended,
        instance: state.instances.instance(for: key))
    }
  }

  /// What this scope resolves from when the clock reads `now`.
  func view(at now: Int) -> RegistrationView? {
    state.withLock { state in currentView(&state, at: now) }
  }

  /// The view at `now`, brought up to date when the clock moved.
  @inline(__always)
  func currentView(_ state: inout State, at now: Int) -> RegistrationView? {
    state.viewTime == now ? state.view : refreshView(&state, at: now)
  }

  /// Brings the view up to `now`: a new layer only when this scope's registrations or its
  /// parent's view changed; otherwise the view stays and only its time moves.
  ///
  /// Locks the parents while holding this scope's lock: locks are only ever taken from child to
  /// parent, never the other way, so two threads cannot wait on each other.
  private func refreshView(_ state: inout State, at now: Int) -> RegistrationView? {
    let parentView = parent?.view(at: now)
    let parentIdentity = parentView.map(ObjectIdentifier.init)
    if state.ownChanged || state.viewTime < 0 || state.parentView != parentIdentity {
      if let own = state.own, !own.isEmpty {
        state.view = RegistrationView(table: own, owner: self, next: parentView)
      } else {
        state.view = parentView
      }
      state.parentView = parentIdentity
      state.ownChanged = false
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
