// Stand-in SwiftUI: bindings, transactions, the environment.

// https://developer.apple.com/documentation/swiftui/binding.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/transaction.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Transaction {
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
