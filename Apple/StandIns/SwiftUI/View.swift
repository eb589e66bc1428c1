// Stand-in SwiftUI: the View protocol, its builder and the views the builder produces.
// Every declaration is transcribed from Apple's documentation (the page is cited above it);
// bodies are placeholders that never run. The 2026 pages spell the builder attribute
// `@ContentBuilder` (Xcode 27); the iOS 26 SDK the review compiles against spells it
// `@ViewBuilder`, which is what this stand-in declares.
//
// Real SwiftUI re-exports CoreGraphics (its interface opens with `@_exported import CoreGraphics`,
// e.g. the iOS 16 SDK's, https://gist.github.com/muukii/ddafb48842bf64258bf3d5098934855d), so a
// file that imports only SwiftUI can name `CGRect` and `CGFloat`. On Linux those live in
// Foundation, which this stand-in re-exports for the same reason, as the UIKit stand-in does.
// It re-exports Observation too, as SwiftUI does since the iOS 17 SDK: a file that imports only
// SwiftUI writes `@Observable`.
@_exported import Foundation
@_exported import Observation

// https://developer.apple.com/documentation/swiftui/view.md
// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype.md
// https://developer.apple.com/documentation/swiftui/view/body-8kl5o.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/view.md (Never is the body of primitive views)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder (buildBlock, buildIf, buildEither)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { _ConditionalContent() }
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { _ConditionalContent() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview (Sendable is unavailable: a
// frozen struct would otherwise be inferred Sendable where the SDK's is not)
@available(*, unavailable)
extension TupleView: Sendable {}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent (Sendable is
// unavailable, as for TupleView)
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// https://developer.apple.com/documentation/swiftui/viewbuilder (buildIf makes an optional view)
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
  // https://developer.apple.com/documentation/swiftui/anyview/init(_:).md
  nonisolated public init<V>(_ view: V) where V: View {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview.md (Sendable is unavailable)
@available(*, unavailable)
extension AnyView: Sendable {}

/// What every modifier of this stand-in returns, behind `some View`.
nonisolated public struct _StandInModified: View {
  init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}
