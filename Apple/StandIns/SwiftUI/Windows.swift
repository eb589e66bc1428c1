// Stand-in SwiftUI: opening, dismissing and following windows (scenes).

// https://developer.apple.com/documentation/swiftui/openwindowaction.md
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct OpenWindowAction {
  // https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:).md
  @MainActor @preconcurrency public func callAsFunction<D>(value: D)
  where D: Decodable, D: Encodable, D: Hashable {}
}

// https://developer.apple.com/documentation/swiftui/dismisswindowaction.md
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct DismissWindowAction {
  // https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(value:).md
  @MainActor @preconcurrency public func callAsFunction<D>(value: D)
  where D: Decodable, D: Encodable, D: Hashable {}
}

// https://developer.apple.com/documentation/swiftui/scenephase.md
// (Only the cases: the page's conformances are left out, so the adapters use none of them.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public enum ScenePhase {
  // https://developer.apple.com/documentation/swiftui/scenephase/background.md
  case background
  // https://developer.apple.com/documentation/swiftui/scenephase/inactive.md
  case inactive
  // https://developer.apple.com/documentation/swiftui/scenephase/active.md
  case active
}

extension EnvironmentValues {
  // https://developer.apple.com/tutorials/data/documentation/swiftui/environmentvalues/openwindow.md
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var openWindow: OpenWindowAction { fatalError() }

  // https://developer.apple.com/tutorials/data/documentation/swiftui/environmentvalues/dismisswindow.md
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var dismissWindow: DismissWindowAction { fatalError() }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows.md
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var supportsMultipleWindows: Bool { fatalError() }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase.md
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:).md
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _StandInModified()
  }
}

// https://developer.apple.com/documentation/swiftui/state.md (the property wrapper of the iOS 26
// SDK the review compiles against; the 2026 pages also show Xcode 27's `State` macro)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:).md
  public init(wrappedValue value: Value) {}
  // https://developer.apple.com/tutorials/data/documentation/swiftui/state/wrappedvalue.md
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue.md
  public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/state.md: Sendable only where its value is
// (a frozen struct without stored properties would otherwise be inferred Sendable for any value)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}
