// Stand-in SwiftUI: the iOS 18 tab view with programmatic selection.

// https://developer.apple.com/documentation/swiftui/tabview/init(content:).md (the type)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  // https://developer.apple.com/tutorials/data/documentation/swiftui/tabview/init(selection:content:).md
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<C>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tabcontent.md
// https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue.md
// https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property.md
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue>
where Self.TabValue == Self.Body.TabValue {
  associatedtype TabValue: Hashable
  associatedtype Body: TabContent
  @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/tabcontentbuilder.md
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:).md
  public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<
    TabValue
  > { content }

  // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content.md
  nonisolated public struct Content<C>: View where C: TabContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
  }
}

// https://developer.apple.com/documentation/swiftui/tab.md
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
// Primitive tab content is its own body here, as AnyTabContent's is in the SDK
// (https://developer.apple.com/documentation/swiftui/anytabcontent.md conforms to TabContent
// with `typealias Body = AnyTabContent<SelectionValue>`); `return` keeps the builder out of it.
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value
  public var body: Tab<Value, Content, Label> { return self }

  // https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:).md
  nonisolated public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {}
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/foreach.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

// ForEach is tab content when its content is: https://developer.apple.com/documentation/swiftui/foreach
// lists `TabContent` under "Conforms To" (iOS 18, with the protocol). The docs corpus holds no
// page for the tab-content initializer itself; it is declared as the view initializer
// `init(_:id:content:)` with the tab content builder, the form public iOS 18 code writes
// (`TabView(selection:) { ForEach(tabs, id: \.self) { tab in Tab(value: tab) { … } label: { … } } }`),
// and the review's SDK build is what confirms it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public var body: ForEach<Data, ID, Content> { return self }
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where Content: TabContent<V> {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
  // https://developer.apple.com/documentation/swiftui/tabcontent/badge(_:)
  nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { return self }
}
