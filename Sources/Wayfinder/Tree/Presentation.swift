/// How a presentation covers what is below it.
public enum PresentationStyle: String, Hashable, Codable, Sendable {
  /// A card the user can swipe down to dismiss.
  case sheet
  /// A full-screen cover; only code dismisses it.
  case fullScreen
  /// Pushed over the level below, covering its tab bar (BookKitty pushes Add Book over the tab
  /// container this way); going back from its first screen dismisses it.
  case pushed
}

/// A modal presentation in the tree, holding its own container.
public struct Presentation<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// How the presentation covers what is below it.
  public var style: PresentationStyle
  /// What the presentation shows.
  public var container: Container<Route>

  /// Creates a presentation.
  public init(_ style: PresentationStyle, _ container: Container<Route>) {
    self.style = style
    self.container = container
  }

  /// A presentation of one stack holding `routes`.
  public static func sheet(_ routes: Route...) -> Self {
    Self(.sheet, .stack(Stack(routes)))
  }

  /// A full-screen presentation of one stack holding `routes`.
  public static func fullScreen(_ routes: Route...) -> Self {
    Self(.fullScreen, .stack(Stack(routes)))
  }

  /// A stack holding `routes`, pushed over the level below.
  public static func pushed(_ routes: Route...) -> Self {
    Self(.pushed, .stack(Stack(routes)))
  }

  @inlinable
  package var identity: Identity { Identity(style: style, container: container.identity) }

  @usableFromInline
  package struct Identity: Hashable {
    @usableFromInline var style: PresentationStyle
    @usableFromInline var container: Container<Route>.Identity

    @inlinable
    init(style: PresentationStyle, container: Container<Route>.Identity) {
      self.style = style
      self.container = container
    }
  }
}
