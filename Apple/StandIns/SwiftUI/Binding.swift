// Stand-in SwiftUI: bindings, transactions, the environment.

// https://developer.apple.com/documentation/swiftui/binding.md
// Not implicitly Sendable: the real struct stores its transaction and a location, and declares
// `extension Binding: @unchecked Sendable where Value: Sendable` (below).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/transaction.md
  public var transaction: Transaction

  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
  // `@_inheritActorContext`: a closure written in a main-actor `body` runs on the main actor
  // without `@MainActor in` (which crashes the compiler's IR generation, swiftlang/swift#88027).
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { transaction = Transaction() }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue.md (and, with the
  // initializer below, what lets a closure take a binding as `$id in`)
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:).md
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding.md ("Conforms To": Sendable,
// conditionally, where Value: Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/transaction.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
  // The real struct stores a property list of non-Sendable values.
  @usableFromInline var plist: [AnyHashable: Any] = [:]
  // https://developer.apple.com/documentation/swiftui/transaction.md (init())
  public init() {}
  // https://developer.apple.com/documentation/swiftui/transaction.md (disablesAnimations)
  public var disablesAnimations: Bool {
    get { false }
    set {}
  }
  // https://developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:).md
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {}
}

// https://developer.apple.com/documentation/swiftui/transaction.md ("Conforms To" lists no
// Sendable: the SDK marks it unavailable)
@available(*, unavailable)
extension Transaction: Sendable {}

// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria.md
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Sendable, Hashable {
  public static let logicallyComplete = AnimationCompletionCriteria()
  public static let removed = AnimationCompletionCriteria()
}

// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:).md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/environment.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/environment/init(_:).md
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue.md
  public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environment.md ("Conforms To": Sendable,
// conditionally, where Value: Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/environmentvalues/init().md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  public init() {}
  // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass.md
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { nil }
    set {}
  }
}

// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
  case compact
  case regular
}
