// Stand-in SwiftUI: text, buttons, text fields and lists.

import Foundation

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  // (a literal, with or without interpolations, is a localized string key)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) {}
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4.md
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation.md
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:).md
    public mutating func appendLiteral(_ literal: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation.md
    // (a String is interpolated as `%@`; the corpus holds no page of its own for this overload)
    public mutating func appendInterpolation(_ string: String) {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-378v9.md
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo.md
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) {}
    // Any other value: deprecated, as the SDK's interface declares it (its message is the one
    // Xcode prints for `Text("… \(value)")` with a value of no dedicated overload).
    @available(
      *, deprecated,
      message:
        "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible."
    )
    public mutating func appendInterpolation<T>(_ value: T) {}
  }
}

// The SDK's protocol of the values a localized interpolation formats itself (integers and
// floating-point numbers), named in appendInterpolation(_:)-378v9's constraint.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

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
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy.md
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7.md
  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/buttonrole.md (`struct ButtonRole`,
// Equatable and Sendable)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(kind: 0)
  // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(kind: 1)
  private let kind: Int
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-93ek6
  // (`@_disfavoredOverload`, as its string-title siblings)
  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/textfield.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:).md
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi.md
  @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
  // https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz.md
  // (watchOS 10; the page, for a newer SDK, names the builder `@ContentBuilder`: a closure of
  // views builds with either)
  @available(watchOS 10.0, *)
  nonisolated public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // https://developer.apple.com/documentation/swiftui/list/init(content:).md
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {}

  // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj.md
  @MainActor @preconcurrency public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {}
}

// https://developer.apple.com/documentation/swiftui/label (a title and an icon; declared for the
// button that makes one)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bkxj.md
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/image (declared as a label's icon)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
  // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:).md
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {}
  // https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-79ggb
  // (the string-title overload, `@_disfavoredOverload` as the SDK's interface declares it)
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}
}
