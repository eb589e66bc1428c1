/// One flow a flow may start, and where it appears: an edge of the flow graph.
///
/// ```swift
/// FlowDeclaration<AppRoute>(
///   shows: [.library],
///   starts: [.flow(BookDetailFlow.self, .push), .flow(AddBookFlow.self, .present(.sheet))])
/// ```
@MainActor
public struct FlowStart<Route: NavigationRoute> {
  /// The type of the flow started.
  public let flow: FlowCoordinator<Route>.Type
  /// Where the started flow appears.
  public let placement: FlowPlacement

  /// Declares that `flow` may be started at `placement`.
  package init(_ flow: FlowCoordinator<Route>.Type, _ placement: FlowPlacement) {
    self.flow = flow
    self.placement = placement
  }

  /// Declares that `flow` may be started at `placement`; reads well in an array literal.
  ///
  /// ```swift
  /// FlowDeclaration<AppRoute>(starts: [.flow(HomeFlow.self, .tab(SectionID(Tab.home)))])
  /// ```
  public static func flow(_ flow: FlowCoordinator<Route>.Type, _ placement: FlowPlacement) -> Self {
    Self(flow, placement)
  }
}
