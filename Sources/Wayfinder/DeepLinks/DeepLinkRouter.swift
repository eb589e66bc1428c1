/// Maps links to target trees through declared patterns, and the visible state back to a link.
///
/// Patterns are kept in a trie of path segments, so matching costs the same whatever the number
/// of patterns. See <doc:DeepLinksAndGuards#Declaring-patterns>.
public struct DeepLinkRouter<Route: NavigationRoute>: Sendable {
  // The closures a pattern is declared with; the public signatures spell them out, so that an
  // app reads each where it passes one.
  typealias Handler =
    @Sendable (DeepLinkMatch, NavigationTree<Route>) throws -> NavigationTree<Route>
  typealias Action = @Sendable (DeepLinkMatch) throws -> any NavigationIntent
  typealias Forward = @Sendable (DeepLinkMatch) throws -> String
  typealias Reverse = @Sendable (NavigationTree<Route>) -> [String: String]?

  /// How many times one link may be forwarded before it is refused: a pattern that forwards
  /// to itself would never end.
  package static var forwardLimit: Int { 4 }

  /// The sizes beyond which links are refused, and what a repeated query item means.
  public var limits: DeepLinkLimits {
    get { matcher.limits }
    set { matcher.limits = newValue }
  }
  private var matcher: LinkMatcher
  /// What each pattern leads to, by its position.
  ///
  /// A tree (`handlers`), an action, or another link (`forwards`), each `nil` where the
  /// pattern has none; apart, so that matching a link looks at one optional and copies no
  /// closure.
  private var handlers: [Handler?] = []
  private var actions: [Action?] = []
  private var forwards: [Forward?] = []
  private var reverses: [Reverse?] = []

  /// Creates a router that knows the built-in parameter types and `types`.
  public init(types: [ParameterType] = [], limits: DeepLinkLimits = DeepLinkLimits()) {
    matcher = LinkMatcher(types: types, limits: limits)
  }

  /// The number of declared patterns: for an app's test that every pattern has a link that
  /// reaches it.
  public var patternCount: Int { handlers.count }

  /// Declares a pattern that leads to a tree, and may ask a flow to act once it is shown.
  ///
  /// See <doc:DeepLinksAndGuards#Declaring-patterns> and <doc:DeepLinksAndGuards#Links-that-act>.
  ///
  /// - Parameters:
  ///   - template: `scheme://host/literal/{name:type}/{rest*}?{query:type?}`, or
  ///     `scheme:{name}?{query?}` for a link without a host (`mailto:`).
  ///   - handler: builds the target tree of a matched link from the current tree and the link's
  ///     values.
  ///   - action: what the link asks a flow to do once the tree is applied — open a page in a new
  ///     tab, search — as an intent that the ``NavigationGate`` offers to the running flows from
  ///     the root down (``Navigator/offer(_:reportingUnhandled:)``); `nil` to only navigate.
  ///   - reverse: turns a tree back into the pattern's values, for ``link(for:)``; `nil` when
  ///     the pattern does not describe the tree.
  /// - Throws: ``DeepLinkError/invalidTemplate(_:)`` for a bad template or an unknown type.
  public mutating func register(
    _ template: String,
    handler:
      @escaping @Sendable (DeepLinkMatch, NavigationTree<Route>) throws
      -> NavigationTree<Route>,
    action: (@Sendable (DeepLinkMatch) throws -> any NavigationIntent)? = nil,
    reverse: (@Sendable (NavigationTree<Route>) -> [String: String]?)? = nil
  ) throws(DeepLinkError) {
    try add(template, handler: handler, action: action, reverse: reverse)
  }

  /// Declares a pattern that only acts: the tree stays as it is, and the action is offered to the
  /// running flows from the root down.
  ///
  /// See <doc:DeepLinksAndGuards#Links-that-act>.
  ///
  /// - Parameters:
  ///   - template: the pattern, as for ``register(_:handler:action:reverse:)``.
  ///   - action: what the link asks a flow to do.
  /// - Throws: ``DeepLinkError/invalidTemplate(_:)`` for a template that does not parse.
  public mutating func register(
    _ template: String, action: @escaping @Sendable (DeepLinkMatch) throws -> any NavigationIntent
  ) throws(DeepLinkError) {
    try add(template, action: action)
  }

  /// Declares a pattern whose links stand for other links, which the router matches in their
  /// place — guards see the link it forwards to.
  ///
  /// See <doc:DeepLinksAndGuards#Links-that-carry-a-link>.
  ///
  /// - Parameters:
  ///   - template: the pattern, as for ``register(_:handler:action:reverse:)``.
  ///   - forward: the link a matched link stands for, which the router matches in its place: a
  ///     link that carries another in a query item (`app://deep-link?url=/settings/general`). A
  ///     link forwarded more than four times is refused: a pattern that forwards to itself would
  ///     never end.
  /// - Throws: ``DeepLinkError/invalidTemplate(_:)`` for a template that does not parse.
  public mutating func register(
    _ template: String, forwardingTo forward: @escaping @Sendable (DeepLinkMatch) throws -> String
  ) throws(DeepLinkError) {
    try add(template, forward: forward)
  }

  private mutating func add(
    _ template: String, handler: Handler? = nil, action: Action? = nil, forward: Forward? = nil,
    reverse: Reverse? = nil
  ) throws(DeepLinkError) {
    try matcher.add(template)
    handlers.append(handler)
    actions.append(action)
    forwards.append(forward)
    reverses.append(reverse)
  }

  /// Matches a link against the declared patterns, following forwards.
  ///
  /// - Throws: ``DeepLinkError`` for a link that is malformed, too large, of an unknown scheme
  ///   or host, of no declared path, or with a parameter of the wrong type;
  ///   ``DeepLinkError/unresolvable(_:)`` for one forwarded more than four times.
  /// - Complexity: O(*s*·*b*) for *s* segments and *b* parameter branches per step, whatever
  ///   the number of patterns.
  public func match(_ text: String) throws(DeepLinkError) -> DeepLinkMatch {
    try resolve(text).match
  }

  /// The match of the link `text` leads to once its forwards are followed, and its pattern.
  private func resolve(_ text: String) throws(DeepLinkError) -> (match: DeepLinkMatch, pattern: Int)
  {
    var (match, pattern) = try matcher.match(text)
    var forwarded = 0
    while let forward = forwards[pattern] {
      let link = try DeepLinkError.building { try forward(match) }
      guard forwarded < Self.forwardLimit else {
        throw .unresolvable(
          "'\(text)' is forwarded more than \(Self.forwardLimit) times (the last time to '\(link)')"
        )
      }
      forwarded += 1
      (match, pattern) = try matcher.match(link)
    }
    return (match, pattern)
  }

  /// The tree a link leads to from `tree`; the tree itself for a link that only acts.
  ///
  /// - Throws: ``DeepLinkError``; a handler's ``NavigationError`` arrives as
  ///   ``DeepLinkError/navigation(_:)``, any other error of its own as
  ///   ``DeepLinkError/unresolvable(_:)``.
  public func target(for text: String, from tree: NavigationTree<Route>) throws(DeepLinkError)
    -> NavigationTree<Route>
  {
    let (match, pattern) = try resolve(text)
    guard let handler = handlers[pattern] else { return tree }
    return try DeepLinkError.building { try handler(match, tree) }
  }

  /// What a link leads to, as a request a ``NavigationGate`` runs through its guards: the
  /// match, the target built from the tree current when it is applied, and the action.
  ///
  /// - Throws: ``DeepLinkError`` for a link that matches no pattern, or whose action throws
  ///   (a ``NavigationError`` as ``DeepLinkError/navigation(_:)``, another error as
  ///   ``DeepLinkError/unresolvable(_:)``).
  func request(for text: String) throws(DeepLinkError) -> NavigationRequest<Route> {
    let (match, pattern) = try resolve(text)
    let handler = handlers[pattern]
    var action: (any NavigationIntent)?
    if let makeAction = actions[pattern] {
      action = try DeepLinkError.building { try makeAction(match) }
    }
    return NavigationRequest(origin: .deepLink(text), match: match, action: action) { tree in
      try handler?(match, tree) ?? tree
    }
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
