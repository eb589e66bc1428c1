// Stand-in SwiftUI: stacks, splits, tabs and presentations.

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q.md
  @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/navigationsplitview.md
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
  // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:).md
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {}
  // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:content:detail:).md
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn.md
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar.md
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(raw: 0) }
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content.md
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(raw: 1) }
  // https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail.md
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(raw: 2) }
  private let raw: Int
}

// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility.md
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  public static let detailOnly = NavigationSplitViewVisibility(raw: 0)
  public static let doubleColumn = NavigationSplitViewVisibility(raw: 1)
  public static let all = NavigationSplitViewVisibility(raw: 2)
  public static let automatic = NavigationSplitViewVisibility(raw: 3)
  private let raw: Int
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:).md
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { _StandInModified() }

  // https://developer.apple.com/tutorials/data/documentation/swiftui/view/sheet(item:ondismiss:content:).md
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:).md
  @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:).md
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    _StandInModified()
  }

  // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:).md
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { _StandInModified() }

  // https://developer.apple.com/tutorials/data/documentation/swiftui/view/toolbar(_:for:).md
  // (The 2026 page lists it through iOS 27, where toolbarVisibility(_:for:) takes over; at the
  // package's iOS 18 deployment target it is current.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { _StandInModified() }

  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg.md
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable { _StandInModified() }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/visibility.md
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
// (Only the cases: the page's conformances are left out, so the adapters use none of them.)
@frozen public enum Visibility {
  // https://developer.apple.com/documentation/swiftui/visibility/automatic.md
  case automatic
  // https://developer.apple.com/documentation/swiftui/visibility/visible.md
  case visible
  // https://developer.apple.com/tutorials/data/documentation/swiftui/visibility/hidden.md
  case hidden
}

// https://developer.apple.com/documentation/swiftui/toolbarplacement.md
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar.md
  @available(iOS 16.0, tvOS 16.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var tabBar: ToolbarPlacement { ToolbarPlacement() }
  private init() {}
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent.md (Never is the body of
// primitive toolbar content, as of primitive views)
extension Never: ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder.md (only the one-item
// block the adapter builds)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
  // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-6xtg5
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement.md (only the members
// the adapter uses)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
  public static let automatic = ToolbarItemPlacement(raw: 0)
  // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading.md
  // (`@backDeployed(before: iOS 17.0)`: available from iOS 14; watchOS from 10)
  @available(macOS, unavailable)
  @available(watchOS 10.0, *)
  public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(raw: 1) }
  private let raw: Int
}

// https://developer.apple.com/documentation/swiftui/toolbaritem.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
  // https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:).md
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View where Content: ToolbarContent { _StandInModified() }
}
