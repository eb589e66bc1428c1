/// A route's case, without its payload: what a flow declares it shows.
///
/// Routes carry data (`bookDetail(id: 42)`), but a flow shows a *kind* of screen, whichever
/// book it is. A kind is made from a sample route — its payload is ignored — or from the case's
/// name. See <doc:CoordinatorsAndFlows#The-flow-graph>.
public struct RouteKind: Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The case's name: `bookDetail` for `bookDetail(id: 42)`.
  public let name: String

  /// Creates the kind of `route`: the name of its case, whatever its payload.
  ///
  /// For a route that is not an enum, the kind is its text up to the first parenthesis: the
  /// type's name for a struct.
  public init(_ route: some NavigationRoute) {
    let mirror = Mirror(reflecting: route)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
      name = label
    } else {
      let text = RouteText.describe(route)
      name = String(text.prefix { $0 != "(" })
    }
  }

  /// Creates a kind from a case's name.
  public init(named name: String) {
    self.name = name
  }

  /// Creates a kind from a case's name written as a literal.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// Whether `lhs` sorts before `rhs`, by name.
  public static func < (lhs: RouteKind, rhs: RouteKind) -> Bool { lhs.name < rhs.name }

  /// The case's name.
  public var description: String { name }
}
