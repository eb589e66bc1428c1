/// What a flow type says about itself: the routes it shows and the flows it may start.
///
/// A flow overrides ``FlowCoordinator/declaration`` to return one; declarations are read from
/// types, never from running flows. See <doc:CoordinatorsAndFlows#The-flow-graph>.
@MainActor
public struct FlowDeclaration<Route: NavigationRoute> {
  /// The kinds of route the flow shows itself (not those of the flows it starts).
  public var shows: [RouteKind]
  /// The flows the flow may start, and where.
  public var starts: [FlowStart<Route>]
  /// Whether the flow declared anything; `false` for ``undeclared``.
  package let isDeclared: Bool

  /// Declares the routes a flow shows, by sample values, and the flows it may start.
  ///
  /// - Parameters:
  ///   - shows: one route per case the flow shows; payloads are ignored
  ///     (`.bookDetail(id: 0)` stands for every book).
  ///   - starts: the flows it may start, each with its placement.
  public init(shows: [Route] = [], starts: [FlowStart<Route>] = []) {
    self.shows = shows.map(RouteKind.init)
    self.starts = starts
    self.isDeclared = true
  }

  /// Declares the routes a flow shows by their cases' names, and the flows it may start.
  ///
  /// For routes whose payloads are awkward to make up: `FlowDeclaration(showing: ["answers"])`.
  public init(showing kinds: [RouteKind], starts: [FlowStart<Route>] = []) {
    self.shows = kinds
    self.starts = starts
    self.isDeclared = true
  }

  private init(undeclared: Void) {
    shows = []
    starts = []
    isDeclared = false
  }

  /// The declaration of a flow that declared nothing: ``FlowCoordinator/declaration`` by
  /// default.
  public static var undeclared: Self { Self(undeclared: ()) }
}
