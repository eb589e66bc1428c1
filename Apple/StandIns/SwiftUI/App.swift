// Stand-in SwiftUI: the app and its scenes, as the articles' SwiftUI apps declare them.

// https://developer.apple.com/documentation/swiftui/app.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype.md
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/app/body-swift.property.md
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // https://developer.apple.com/documentation/swiftui/app/init().md
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // https://developer.apple.com/tutorials/data/documentation/swiftui/app/main().md
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/scene.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype.md
  associatedtype Body: Scene
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property.md
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/tutorials/data/documentation/swiftui/scenebuilder.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:).md
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
  where repeat each Content: Scene { _StandInScene() }
}

/// What a stand-in scene's `body` is, behind `some Scene`.
nonisolated public struct _StandInScene: Scene {
  init() {}
  // (`return`: no result builder, so that the scene is its own body.)
  public var body: _StandInScene { return self }
}

// https://developer.apple.com/documentation/swiftui/windowgroup.md
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:).md
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init<D, C>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  )
  where
    Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View
  {}
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  // https://developer.apple.com/documentation/swiftui/windowgroup.md (a built-in scene: its
  // body is `some Scene`)
  public var body: some Scene { _StandInScene() }
}

// https://developer.apple.com/documentation/swiftui/presentedwindowcontent.md
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
