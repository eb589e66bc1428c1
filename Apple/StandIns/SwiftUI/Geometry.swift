// Stand-in SwiftUI: preferences, anchors and the geometry reader that resolves them.
import Foundation

// https://developer.apple.com/documentation/swiftui/preferencekey.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  // https://developer.apple.com/documentation/swiftui/preferencekey/value
  associatedtype Value
  // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue.md
  static var defaultValue: Self.Value { get }
  // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:).md
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

// https://developer.apple.com/documentation/swiftui/anchor.md (`@frozen struct Anchor<Value>`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Anchor<Value> {
  // https://developer.apple.com/documentation/swiftui/anchor/source.md (`@frozen struct Source`)
  @frozen public struct Source {}
}

// https://developer.apple.com/documentation/swiftui/anchor.md ("Conforms To": Sendable, which the
// SDK declares conditionally, `extension Anchor : Sendable where Value : Sendable`; declared here
// so that the frozen struct is not inferred Sendable for every Value)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor: Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/anchor/source.md (the SDK declares
// `extension Anchor.Source : Sendable where Value : Sendable`, as for Anchor)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source: Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
  // https://developer.apple.com/documentation/swiftui/anchor/source/rect(_:).md
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source() }
  // https://developer.apple.com/documentation/swiftui/anchor/source/bounds.md
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/geometryproxy.md
// (`struct GeometryProxy`: not frozen, and no Sendable, so none is inferred here either)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  init() {}
  // https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:).md
  public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/geometryreader.md
// (`@frozen nonisolated struct GeometryReader<Content> where Content : View`; the stored
// closure keeps it from being inferred Sendable, as in the SDK)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct GeometryReader<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/geometryreader/content.md
  public var content: (GeometryProxy) -> Content
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:).md
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:).md
  nonisolated public func anchorPreference<A, K>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View where K: PreferenceKey { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:).md
  // (the iOS 13 overload, declared because the SDK offers both: a call without `alignment:`
  // must resolve between the two here as it does there)
  nonisolated public func overlayPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:alignment:_:).md
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func overlayPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View { _StandInModified() }
}
