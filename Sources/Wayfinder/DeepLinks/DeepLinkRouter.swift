/// Maps links to target trees through declared patterns, and the visible state back to a link.
///
/// Patterns are kept in a trie of path segments, so matching costs the same whatever the number
/// of patterns: a literal segment is one dictionary look-up, and only the parameter branches at
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
  /// - Throws: ``DeepLinkError``; a handler's own error arrives as
  ///   ``DeepLinkError/unresolvable(_:)``.
  public func target(for text: String, from tree: NavigationTree<Route>) throws(DeepLinkError)
    -> NavigationTree<Route>
  {
    let (match, pattern) = try matcher.match(text)
    do {
      return try handlers[pattern](match, tree)
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw .unresolvable(String(describing: error))
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

/// The route-independent part of a router: templates in a trie of path segments.
struct LinkMatcher: Sendable {
  var limits: DeepLinkLimits
  private var types: [String: ParameterType]
  private var roots: [String: [String: Node]] = [:]
  private var templates: [DeepLinkTemplate] = []

  private struct Node: Sendable {
    var literals: [String: Node] = [:]
    var parameters: [(name: String, type: ParameterType, node: Node)] = []
    var endpoints: [Int] = []
  }

  private enum Failure: Sendable {
    case parameter(name: String, value: String, expected: String)
    case missingQueryItem(String)
  }

  init(types: [ParameterType], limits: DeepLinkLimits) {
    self.limits = limits
    var known: [String: ParameterType] = [:]
    for type in [ParameterType.int, .string, .uuid] + types { known[type.name] = type }
    self.types = known
  }

  mutating func add(_ text: String) throws(DeepLinkError) {
    let template = try DeepLinkTemplate(text, types: types)
    let index = templates.count
    templates.append(template)
    Self.insert(
      index, segments: template.segments[...],
      into: &roots[template.scheme, default: [:]][template.host, default: Node()])
  }

  private static func insert(
    _ index: Int, segments: ArraySlice<DeepLinkTemplate.Segment>, into node: inout Node
  ) {
    guard let first = segments.first else {
      node.endpoints.append(index)
      return
    }
    switch first {
    case .literal(let text):
      insert(index, segments: segments.dropFirst(), into: &node.literals[text, default: Node()])
    case .parameter(let name, let type):
      if let position = node.parameters.firstIndex(where: {
        $0.name == name && $0.type.name == type.name
      }) {
        insert(index, segments: segments.dropFirst(), into: &node.parameters[position].node)
      } else {
        var child = Node()
        insert(index, segments: segments.dropFirst(), into: &child)
        node.parameters.append((name, type, child))
        node.parameters.sort { $0.type.specificity > $1.type.specificity }
      }
    }
  }

  func match(_ text: String) throws(DeepLinkError) -> (match: DeepLinkMatch, pattern: Int) {
    let link = try LinkURL(parsing: text, limits: limits)
    guard let hosts = roots[link.scheme] else { throw .unknownScheme(link.scheme) }
    guard let root = hosts[link.host] else {
      throw .unknownHost("\(link.scheme)://\(link.host)")
    }
    var values: [(String, any Sendable)] = []
    var failure: Failure?
    guard let pattern = walk(root, link: link, index: 0, values: &values, failure: &failure)
    else {
      switch failure {
      case .parameter(let name, let value, let expected):
        throw .invalidParameter(name: name, value: value, expected: expected)
      case .missingQueryItem(let name):
        throw .missingQueryItem(name)
      case nil:
        throw .noMatchingPattern("\(link.scheme)://\(link.host)/\(link.path)")
      }
    }
    return (DeepLinkMatch(link: link, template: templates[pattern].text, values: values), pattern)
  }

  private func walk(
    _ node: Node, link: LinkURL, index: Int, values: inout [(String, any Sendable)],
    failure: inout Failure?
  ) -> Int? {
    guard index < link.segments.count else {
      for endpoint in node.endpoints
      where addQueryValues(of: endpoint, in: link, to: &values, failure: &failure) {
        return endpoint
      }
      return nil
    }
    let segment = link.segments[index]
    if let child = node.literals[segment],
      let found = walk(child, link: link, index: index + 1, values: &values, failure: &failure)
    {
      return found
    }
    for parameter in node.parameters {
      guard let value = parameter.type.parse(segment) else {
        if failure == nil {
          failure = .parameter(name: parameter.name, value: segment, expected: parameter.type.name)
        }
        continue
      }
      values.append((parameter.name, value))
      if let found = walk(
        parameter.node, link: link, index: index + 1, values: &values, failure: &failure)
      {
        return found
      }
      values.removeLast()
    }
    return nil
  }

  private func addQueryValues(
    of endpoint: Int, in link: LinkURL, to values: inout [(String, any Sendable)],
    failure: inout Failure?
  ) -> Bool {
    let items = templates[endpoint].query
    guard !items.isEmpty else { return true }
    var found: [(String, any Sendable)] = []
    for item in items {
      guard let text = link.query[item.name] else {
        if !item.optional {
          failure = .missingQueryItem(item.name)
          return false
        }
        continue
      }
      guard let value = item.type.parse(text) else {
        failure = .parameter(name: item.name, value: text, expected: item.type.name)
        return false
      }
      found.append((item.name, value))
    }
    values.append(contentsOf: found)
    return true
  }

  func link(pattern index: Int, values: [String: String]) -> String? {
    let template = templates[index]
    var text = "\(template.scheme)://\(template.host)"
    for segment in template.segments {
      switch segment {
      case .literal(let literal):
        text += "/" + literal
      case .parameter(let name, _):
        guard let value = values[name] else { return nil }
        text += "/" + LinkURL.encode(value)
      }
    }
    let items = template.query.compactMap { item in
      values[item.name].map { "\(LinkURL.encode(item.name))=\(LinkURL.encode($0))" }
    }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
  }
}
