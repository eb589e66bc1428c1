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
  public var limits: DeepLinkLimits
  private var types: [String: ParameterType]
  private var roots: [String: Node] = [:]
  private var schemes: Set<String> = []
  private var patterns: [Pattern] = []

  private struct Pattern: Sendable {
    let template: DeepLinkTemplate
    let handler: Handler
    let reverse: Reverse?
  }

  private struct Node: Sendable {
    var literals: [String: Node] = [:]
    var parameters: [(name: String, type: ParameterType, node: Node)] = []
    var endpoints: [Int] = []
  }

  private enum Failure: Sendable {
    case parameter(name: String, value: String, expected: String)
    case missingQueryItem(String)
  }

  /// Creates a router that knows the built-in parameter types and `types`.
  public init(types: [ParameterType] = [], limits: DeepLinkLimits = DeepLinkLimits()) {
    self.limits = limits
    var known: [String: ParameterType] = [:]
    for type in [ParameterType.int, .string, .uuid] + types { known[type.name] = type }
    self.types = known
  }

  /// The number of declared patterns.
  public var patternCount: Int { patterns.count }

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
    let parsed = try DeepLinkTemplate(template, types: types)
    let index = patterns.count
    patterns.append(Pattern(template: parsed, handler: handler, reverse: reverse))
    schemes.insert(parsed.scheme)
    Self.insert(
      index, segments: parsed.segments[...],
      into: &roots["\(parsed.scheme)://\(parsed.host)", default: Node()])
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

  /// Matches a link against the declared patterns.
  ///
  /// - Throws: ``DeepLinkError`` for a link that is malformed, too large, of an unknown scheme
  ///   or host, of no declared path, or with a parameter of the wrong type.
  /// - Complexity: O(*s*·*b*) for *s* segments and *b* parameter branches per step, whatever
  ///   the number of patterns.
  public func match(_ text: String) throws(DeepLinkError) -> DeepLinkMatch {
    try match(LinkURL(parsing: text, limits: limits)).match
  }

  private func match(_ link: LinkURL) throws(DeepLinkError) -> (match: DeepLinkMatch, pattern: Int)
  {
    guard schemes.contains(link.scheme) else { throw .unknownScheme(link.scheme) }
    guard let root = roots["\(link.scheme)://\(link.host)"] else {
      throw .unknownHost("\(link.scheme)://\(link.host)")
    }
    var values: [String: any Sendable] = [:]
    var failure: Failure?
    guard
      let pattern = walk(
        root, link: link, index: 0, values: &values, failure: &failure)
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
    let match = DeepLinkMatch(link: link, template: patterns[pattern].template.text, values: values)
    return (match, pattern)
  }

  private func walk(
    _ node: Node, link: LinkURL, index: Int, values: inout [String: any Sendable],
    failure: inout Failure?
  ) -> Int? {
    guard index < link.segments.count else {
      for endpoint in node.endpoints {
        if let queryValues = queryValues(of: endpoint, in: link, failure: &failure) {
          values.merge(queryValues) { _, query in query }
          return endpoint
        }
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
      values[parameter.name] = value
      if let found = walk(
        parameter.node, link: link, index: index + 1, values: &values, failure: &failure)
      {
        return found
      }
      values[parameter.name] = nil
    }
    return nil
  }

  private func queryValues(of endpoint: Int, in link: LinkURL, failure: inout Failure?)
    -> [String: any Sendable]?
  {
    var values: [String: any Sendable] = [:]
    for item in patterns[endpoint].template.query {
      guard let text = link.query[item.name] else {
        if !item.optional {
          failure = .missingQueryItem(item.name)
          return nil
        }
        continue
      }
      guard let value = item.type.parse(text) else {
        failure = .parameter(name: item.name, value: text, expected: item.type.name)
        return nil
      }
      values[item.name] = value
    }
    return values
  }

  /// The tree a link leads to from `tree`.
  ///
  /// - Throws: ``DeepLinkError``; a handler's own error arrives as
  ///   ``DeepLinkError/unresolvable(_:)``.
  public func target(for text: String, from tree: NavigationTree<Route>) throws(DeepLinkError)
    -> NavigationTree<Route>
  {
    let (match, pattern) = try match(LinkURL(parsing: text, limits: limits))
    do {
      return try patterns[pattern].handler(match, tree)
    } catch let error as DeepLinkError {
      throw error
    } catch {
      throw .unresolvable(String(describing: error))
    }
  }

  /// A link to what `tree` shows, from the first pattern whose `reverse` describes it; `nil`
  /// when none does.
  public func link(for tree: NavigationTree<Route>) -> String? {
    for pattern in patterns {
      guard let values = pattern.reverse?(tree) else { continue }
      let template = pattern.template
      var text = "\(template.scheme)://\(template.host)"
      var complete = true
      for segment in template.segments {
        switch segment {
        case .literal(let literal):
          text += "/" + literal
        case .parameter(let name, _):
          guard let value = values[name] else {
            complete = false
            break
          }
          text += "/" + LinkURL.encode(value)
        }
      }
      guard complete else { continue }
      let items = template.query.compactMap { item in
        values[item.name].map { "\(LinkURL.encode(item.name))=\(LinkURL.encode($0))" }
      }
      if !items.isEmpty { text += "?" + items.joined(separator: "&") }
      return text
    }
    return nil
  }
}
