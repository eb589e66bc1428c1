// Stand-in SwiftUI: the layout views the adapters use to put a column beside another.
import Foundation

// https://developer.apple.com/tutorials/data/documentation/swiftui/hstack.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct HStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  // (the page's declaration, as VStack's init(alignment:spacing:content:) and
  // HStackLayout's init(alignment:spacing:) spell it with a vertical alignment)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/hstack.md (Sendable is
// unavailable, as for TupleView)
@available(*, unavailable)
extension HStack: Sendable {}

// https://developer.apple.com/documentation/swiftui/verticalalignment.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center.md
  public static let center = VerticalAlignment(raw: 0)
  private let raw: Int
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/divider.md
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Divider: View {
  // https://developer.apple.com/documentation/swiftui/divider/init()
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment.md
// ("Conforms To" includes Sendable; only the member the adapters use is declared)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Sendable {
  // https://developer.apple.com/documentation/swiftui/alignment/center.md
  public static let center = Alignment(raw: 0)
  private let raw: Int
}

// https://developer.apple.com/documentation/swiftui/edge.md (`@frozen enum Edge`; the SDK's raw
// type is Int8 and it is CaseIterable and Sendable, as its Edge.Set and VerticalEdge siblings
// list under "Conforms To")
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/edge/top
  case top
  // https://developer.apple.com/documentation/swiftui/edge/leading
  case leading
  // https://developer.apple.com/documentation/swiftui/edge/bottom
  case bottom
  // https://developer.apple.com/documentation/swiftui/edge/trailing
  case trailing
}

// https://developer.apple.com/documentation/swiftui/unitpoint.md (`@frozen struct UnitPoint`,
// Hashable and Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/unitpoint/x.md
  public var x: CGFloat
  // https://developer.apple.com/documentation/swiftui/unitpoint/y.md
  public var y: CGFloat
  // https://developer.apple.com/documentation/swiftui/unitpoint/init().md
  public init() { self.init(x: 0, y: 0) }
  // https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:).md
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

// https://developer.apple.com/documentation/swiftui/color.md (`@frozen struct Color`; "Conforms
// To" lists Hashable, Sendable and View among others)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/color/clear
  // (declared as its sibling https://developer.apple.com/documentation/swiftui/color/black.md is:
  // `static let black: Color`)
  public static let clear = Color(raw: 0)
  private let raw: Int
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  // (the docs corpus holds no page of its own for it; declared as its sibling
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:).md is:
  // `nonisolated`, optional CGFloat dimensions defaulting to nil, `alignment: Alignment = .center`)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { _StandInModified() }
}

// https://developer.apple.com/documentation/swiftui/verticaledge.md (`@frozen enum
// VerticalEdge`, Int8 raw values, CaseIterable and Sendable like Edge)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum VerticalEdge: Int8, CaseIterable, Sendable {
  // https://developer.apple.com/documentation/swiftui/verticaledge/top
  case top
  // https://developer.apple.com/documentation/swiftui/verticaledge/bottom
  case bottom
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment.md (`@frozen struct
// HorizontalAlignment`, Sendable; only the member a default argument uses is declared)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Sendable {
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(raw: 0)
  private let raw: Int
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l.md
  // (the vertical one; the SDK writes the builder `@ViewBuilder`)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { _StandInModified() }
}
