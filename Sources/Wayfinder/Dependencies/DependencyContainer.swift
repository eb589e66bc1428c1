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
  private let state = Mutex(State())

  private struct State: ~Copyable {
    var registrations: [DependencyKey: Registration] = [:]
    var instances: [DependencyKey: any Sendable] = [:]
    var weakInstances: [DependencyKey: WeakInstance] = [:]
    var ended = false
  }

  private struct WeakInstance: @unchecked Sendable {
    // Only the container's mutex reads or writes it.
    weak var object: AnyObject?
  }

  /// Creates a top-level container.
  public init(name: String = "app") {
    self.name = name
    self.parent = nil
  }

  private init(name: String, parent: DependencyContainer) {
    self.name = name
    self.parent = parent
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
  public func register<T: Sendable>(
    _ type: T.Type, name: String? = nil, scope: DependencyScope = .transient,
    factory: @escaping @Sendable (Resolver) throws -> T
  ) {
    let registration = Registration(
      scope: scope, typeName: String(describing: type), isClass: type is AnyClass,
      factory: { try factory($0) })
    let key = DependencyKey(type, name: name)
    state.withLock { state in
      state.registrations[key] = registration
      state.instances[key] = nil
      state.weakInstances[key] = nil
    }
  }

  /// Whether `type` (under `name`) is registered here or in a parent.
  public func isRegistered<T>(_ type: T.Type, name: String? = nil) -> Bool {
    let key = DependencyKey(type, name: name)
    var container: DependencyContainer? = self
    while let current = container {
      if current.state.withLock({ $0.registrations[key] != nil }) { return true }
      container = current.parent
    }
    return false
  }

  /// Resolves `type` (registered under `name`) from this scope.
  ///
  /// - Throws: ``ResolutionError`` naming the type and the chain that needed it; never
  ///   crashes and never returns a half-made graph.
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    try resolve(type, name: name, path: nil)
  }

  /// Ends the scope with its flow: cached instances are released and later resolutions fail.
  ///
  /// - Returns: the class instances the scope held, for the leak watcher to expect gone.
  @discardableResult
  public func end() -> [AnyObject] {
    let released = state.withLock { state -> [any Sendable] in
      state.ended = true
      let instances = Array(state.instances.values)
      state.instances.removeAll()
      state.weakInstances.removeAll()
      return instances
    }
    return released.filter { Swift.type(of: $0) is AnyClass }.map { $0 as AnyObject }
  }

  /// Whether the scope ended with its flow.
  public var isEnded: Bool { state.withLock { $0.ended } }

  func adoptRegistrations(from other: DependencyContainer) {
    let registrations = other.state.withLock { $0.registrations }
    state.withLock { $0.registrations.merge(registrations) { _, adopted in adopted } }
  }

  func resolve<T: Sendable>(_ type: T.Type, name: String?, path: ResolutionPath?)
    throws(ResolutionError) -> T
  {
    let key = DependencyKey(type, name: name)
    guard let (registration, owner) = lookUp(key) else {
      throw .missingRegistration(
        type: String(describing: type), name: name, chain: path?.names ?? [])
    }
    if let path, path.contains(key) {
      throw .cycle(path.names + [registration.typeName])
    }
    switch registration.scope {
    case .transient:
      if isEnded { throw .scopeEnded(scope: self.name, type: registration.typeName) }
      return try make(type, name: name, registration, key: key, in: self, path: path)
    case .singleton:
      return try owner.cached(type, name: name, registration, key: key, path: path)
    case .flow:
      return try cached(type, name: name, registration, key: key, path: path)
    case .weak:
      guard registration.isClass else {
        throw .weakScopeNeedsAClass(type: registration.typeName)
      }
      return try owner.weaklyCached(type, name: name, registration, key: key, path: path)
    }
  }

  private func lookUp(_ key: DependencyKey) -> (Registration, DependencyContainer)? {
    var container: DependencyContainer? = self
    while let current = container {
      if let registration = current.state.withLock({ $0.registrations[key] }) {
        return (registration, current)
      }
      container = current.parent
    }
    return nil
  }

  private func cached<T: Sendable>(
    _ type: T.Type, name: String?, _ registration: Registration, key: DependencyKey,
    path: ResolutionPath?
  ) throws(ResolutionError) -> T {
    let existing = state.withLock { state -> (ended: Bool, instance: (any Sendable)?) in
      (state.ended, state.instances[key])
    }
    if existing.ended { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    if let instance = existing.instance { return try cast(instance, to: type, registration) }
    let made = try make(type, name: name, registration, key: key, in: self, path: path)
    let stored = state.withLock { state -> any Sendable in
      if let instance = state.instances[key] { return instance }
      state.instances[key] = made
      return made
    }
    return try cast(stored, to: type, registration)
  }

  private func weaklyCached<T: Sendable>(
    _ type: T.Type, name: String?, _ registration: Registration, key: DependencyKey,
    path: ResolutionPath?
  ) throws(ResolutionError) -> T {
    let existing = state.withLock { state -> (ended: Bool, object: AnyObject?) in
      (state.ended, state.weakInstances[key]?.object)
    }
    if existing.ended { throw .scopeEnded(scope: self.name, type: registration.typeName) }
    if let object = existing.object { return try cast(object, to: type, registration) }
    let made = try make(type, name: name, registration, key: key, in: self, path: path)
    let stored = state.withLock { state -> AnyObject in
      if let object = state.weakInstances[key]?.object { return object }
      let object = made as AnyObject
      state.weakInstances[key] = WeakInstance(object: object)
      return object
    }
    return try cast(stored, to: type, registration)
  }

  private func make<T: Sendable>(
    _ type: T.Type, name: String?, _ registration: Registration, key: DependencyKey,
    in scope: DependencyContainer, path: ResolutionPath?
  ) throws(ResolutionError) -> T {
    let inner = ResolutionPath(key: key, typeName: registration.typeName, parent: path)
    let made: any Sendable
    do {
      made = try registration.factory(Resolver(container: scope, path: inner))
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw .factoryFailed(
        type: registration.typeName, name: name, chain: path?.names ?? [], underlying: error)
    }
    return try cast(made, to: type, registration)
  }

  private func cast<T>(_ value: Any, to type: T.Type, _ registration: Registration)
    throws(ResolutionError) -> T
  {
    guard let typed = value as? T else {
      throw .wrongType(type: registration.typeName, made: String(describing: Swift.type(of: value)))
    }
    return typed
  }
}
