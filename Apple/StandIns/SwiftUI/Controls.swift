// Stand-in SwiftUI: text, buttons, text fields and lists.

// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  public init<S>(_ content: S) where S: StringProtocol {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
  @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/textfield.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi.md
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:).md
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj.md
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}
}
