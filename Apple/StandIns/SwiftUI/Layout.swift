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
