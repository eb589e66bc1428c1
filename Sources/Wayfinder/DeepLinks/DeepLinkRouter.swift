/// Maps links to target trees through declared patterns, and the visible state back to a link.
///
/// Patterns are kept in a trie of path segments, so matching costs the same whatever the number
/// of patterns: a literal segment is one hash look-up, and only the parameter branches at
/// each step are tried, most specific type first.
///
/// ```swift
/// var router = DeepLinkRouter<AppRoute>()
/// try router.register("bookkitty://library/books/{id:int}") { match, tree in
///   try tree.showing(section: TabID(Tab.library), stack: [.library, .bookDetail(id: match.int("id"))])
/// } reverse: { tree in
///   guard case .bookDetail(let id)? = tree.visibleRoute else { return nil }
///   return ["id": "\(id)"]
/// }
/// let target = try router.target(for: "bookkitty://library/books/42", from: navigator.tree)
/// ```
public struct DeepLinkRouter<Route: NavigationRoute>: Sendable {
  /// Builds the target tree of a matched link from the current tree.
  public typealias Handler =
    @Sendable (DeepLinkMatch, NavigationTree<Route>) throws -> NavigationTree<Route>
  /// Gives the parameters that make a link for a tree, or `nil` when the pattern does not
  /// describe it.
  public typealias Reverse = @Sendable (NavigationTree<Route>) -> [String: String]?

  /// The sizes beyond which links are refused.
  public var limits: DeepLinkLimits {
    get { matcher.limits }
    set { matcher.limits = newValue }
  }
  private var matcher: LinkMatcher
  private var handlers: [Handler] = []
  private var reverses: [Reverse?] = []

  /// Creates a router that knows the built-in parameter types and `types`.
  public init(types: [ParameterType] = [], limits: DeepLinkLimits = DeepLinkLimits()) {
    matcher = LinkMatcher(types: types, limits: limits)
  }

  /// The number of declared patterns.
  public var patternCount: Int { handlers.count }

  /// Declares a pattern.
  ///
  /// - Parameters:
  ///   - template: `scheme://host/literal/{name:type}?{query:type?}`.
  ///   - handler: builds the target tree from the current one and the link's values.
  ///   - reverse: turns a tree back into the pattern's values, for ``link(for:)``.
  /// - Throws: ``DeepLinkError/invalidTemplate(_:)`` for a template that does not parse or
  ///   names an unknown type.
  public mutating func register(
    _ template: String, handler: @escaping Handler, reverse: Reverse? = nil
  ) throws(DeepLinkError) {
    try matcher.add(template)
    handlers.append(handler)
    reverses.append(reverse)
  }

  /// Matches a link against the declared patterns.
  ///
  /// - Throws: ``DeepLinkError`` for a link that is malformed, too large, of an unknown scheme
  ///   or host, of no declared path, or with a parameter of the wrong type.
  /// - Complexity: O(*s*·*b*) for *s* segments and *b* parameter branches per step, whatever
  ///   the number of patterns.
  public func match(_ text: String) throws(DeepLinkError) -> DeepLinkMatch {
    try matcher.match(text).match
  }

  /// The tree a link leads to from `tree`.
  ///
  /// - Throws: ``DeepLinkError``; a handler's ``NavigationError`` arrives as
  ///   ``DeepLinkError/navigation(_:)``, any other error of its own as
  ///   ``DeepLinkError/unresolvable(_:)``.
  public func target(for text: String, from tree: NavigationTree<Route>) throws(DeepLinkError)
    -> NavigationTree<Route>
  {
    let (match, pattern) = try matcher.match(text)
    return try DeepLinkError.building { try handlers[pattern](match, tree) }
  }

  /// A link to what `tree` shows, from the first pattern whose `reverse` describes it; `nil`
  /// when none does.
  public func link(for tree: NavigationTree<Route>) -> String? {
    for (index, reverse) in reverses.enumerated() {
      guard let values = reverse?(tree), let link = matcher.link(pattern: index, values: values)
      else { continue }
      return link
    }
    return nil
  }
}
