import Synchronization

/// One registration: how long made instances live.
@usableFromInline
class Registration: @unchecked Sendable {
  // Immutable after initialization; subclasses guard their mutable state with a Mutex.
  @usableFromInline let scope: DependencyScope

  @usableFromInline
  init(scope: DependencyScope) {
    self.scope = scope
  }
}

/// A registration of `T`, with the factory and the instance a singleton or weak scope keeps.
///
/// Its key holds `T`'s identity, so a registration found by key is always of this type.
@usableFromInline
final class TypedRegistration<T: Sendable>: Registration, @unchecked Sendable {
  @usableFromInline let factory: @Sendable (Resolver) throws -> T
  /// The address of a singleton's kept instance (a retained ``Shared`` box), or 0: stored once
  /// and read without a lock. (The standard `AtomicLazyReference` does the same, but its
  /// `load()` is not specialized for `T` and cost ten times a whole resolution.)
  @usableFromInline let instance = Atomic<UInt>(0)
  /// The instance of a weak registration, while someone holds it; only weak ones have it.
  /// (Boxed, so that the other scopes' registrations carry one pointer, not a mutex.)
  @usableFromInline let weakInstance: WeakInstance?

  @usableFromInline
  init(scope: DependencyScope, factory: @escaping @Sendable (Resolver) throws -> T) {
    self.factory = factory
    self.weakInstance = scope == .weak ? WeakInstance() : nil
    super.init(scope: scope)
  }

  /// The type's name, for messages; computed only when one is needed.
  @usableFromInline
  var typeName: String { String(describing: T.self) }

  /// Whether `T` is a class, which the weak scope needs.
  @usableFromInline
  var isClass: Bool {
    switch classKind.load(ordering: .relaxed) {
    case 1: return false
    case 2: return true
    default:
      let isClass = T.self is AnyClass
      classKind.store(isClass ? 2 : 1, ordering: .relaxed)
      return isClass
    }
  }

  /// Whether `T` is a class, worked out once: 0 not yet, 1 no, 2 yes.
  @usableFromInline let classKind = Atomic<UInt8>(0)

  /// How a flow's scope keeps `value`: a class instance as itself, anything else boxed.
  @inlinable
  func keptInFlow(_ value: T) -> KeptInstance {
    // A class type's value is one reference: reinterpreting it costs nothing, where `as
    // AnyObject` in code the optimizer merged across types runs the dynamic bridging.
    isClass ? unsafeBitCast(value, to: KeptInstance.self) : TypedFlowInstance(value)
  }

  /// The value a flow's scope kept as `object` (see ``keptInFlow(_:)``).
  @inlinable
  func value(keptInFlow object: KeptInstance) -> T {
    isClass
      ? unsafeBitCast(object, to: T.self)
      : unsafeDowncast(object, to: TypedFlowInstance<T>.self).value
  }

  /// Makes an instance; errors from deeper resolutions get this type prepended to their chain.
  @inlinable
  func make(_ resolver: Resolver, name: String?) throws(ResolutionError) -> T {
    do {
      return try factory(resolver)
    } catch let error as ResolutionError {
      throw error.inside(ResolutionError.label(typeName, name))
    } catch {
      throw .factoryFailed(type: typeName, name: name, chain: [], underlying: error)
    }
  }

  /// Makes the singleton's instance and keeps it, once ``kept()`` found none; when two threads
  /// make it at once, the first stored wins and both get it.
  @inlinable
  func makeShared(_ resolver: Resolver, name: String?) throws(ResolutionError) -> T {
    let made = try make(resolver, name: name)
    let address = UInt(bitPattern: Unmanaged.passRetained(Shared(made)).toOpaque())
    let (stored, first) = instance.compareExchange(
      expected: 0, desired: address, ordering: .acquiringAndReleasing)
    if stored { return made }
    // Another thread stored its instance first: drop ours, return theirs.
    Unmanaged<Shared<T>>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
    return Unmanaged<Shared<T>>.fromOpaque(UnsafeRawPointer(bitPattern: first)!)
      .takeUnretainedValue().value
  }

  /// The singleton's instance, when made.
  @inlinable
  func kept() -> T? {
    guard let pointer = UnsafeRawPointer(bitPattern: instance.load(ordering: .acquiring)) else {
      return nil
    }
    return Unmanaged<Shared<T>>.fromOpaque(pointer).takeUnretainedValue().value
  }

  deinit {
    if let pointer = UnsafeRawPointer(bitPattern: instance.load(ordering: .acquiring)) {
      Unmanaged<Shared<T>>.fromOpaque(pointer).release()
    }
  }

  /// The instance while someone holds it.
  @inlinable
  func weaklyShared(_ resolver: Resolver, name: String?) throws(ResolutionError) -> T {
    // Only weak registrations get here, and they all have the storage.
    if let existing = weakInstance?.reference.withLock({ $0.object }) as? T { return existing }
    let made = try make(resolver, name: name)
    let existing = weakInstance?.reference.withLock { reference -> T? in
      if let existing = reference.object as? T { return existing }
      reference.object = made as AnyObject
      return nil
    }
    return existing ?? made
  }
}

/// A singleton's instance, boxed so that it can be stored atomically once.
@usableFromInline
final class Shared<T: Sendable>: Sendable {
  @usableFromInline let value: T

  @usableFromInline
  init(_ value: T) {
    self.value = value
  }
}

/// A weak reference, kept only behind a registration's mutex.
@usableFromInline
struct WeakReference: @unchecked Sendable {
  @usableFromInline weak var object: AnyObject?
}

/// A weak registration's instance, behind its mutex.
@usableFromInline
final class WeakInstance: Sendable {
  @usableFromInline let reference = Mutex(WeakReference())
}

/// A flow-scoped instance of a type that is not a class, boxed so that a scope can keep it as
/// an object. (Class instances are kept as themselves.)
@usableFromInline
class FlowInstance: @unchecked Sendable {
  // Immutable after initialization.
  @usableFromInline
  init() {}

  /// The class instance inside, when the value behind a protocol type is one.
  func object() -> AnyObject? { nil }
}

/// A flow-scoped instance of `T`, a type that is not a class.
@usableFromInline
final class TypedFlowInstance<T: Sendable>: FlowInstance, @unchecked Sendable {
  @usableFromInline let value: T

  @inlinable
  init(_ value: T) {
    self.value = value
    super.init()
  }

  override func object() -> AnyObject? {
    // Behind a protocol type, the value's dynamic type decides; worked out only when asked.
    Swift.type(of: value as Any) is AnyClass ? value as AnyObject : nil
  }
}
