/// The route-independent part of a router: templates in a trie of path segments, under their
/// scheme and host.
///
/// Literals are tried before parameters at every step — the host and each segment — and
/// parameters most specific type first, then a catch-all (`{rest*}`), whatever the order the
/// templates were declared in; a branch that does not lead to a match gives way to the next.
struct LinkMatcher: Sendable {
  var limits: DeepLinkLimits
  private var types: [String: ParameterType]
  /// The trie, its nodes by position: children are positions, so walking it copies nothing.
  private var nodes: [Node] = []
  /// Every node's literal children, by the node and the text.
  ///
  /// The root's (node 0) are the schemes, and a scheme's are its literal hosts (its parameters
  /// take any host their type parses). One table for the whole trie, so a look-up costs the
  /// same whatever the number of templates.
  private var literals: [Edge: Int] = [:]
  private var templates: [DeepLinkTemplate] = []

  private struct Edge: Hashable, Sendable {
    let node: Int
    let text: String
  }

  private struct Node: Sendable {
    var parameters: [Branch] = []
    /// Catch-alls: each takes the rest of the path, so its node has only endpoints.
    var rests: [Rest] = []
    var endpoints: [Int] = []
  }

  private struct Rest: Sendable {
    let name: String
    let node: Int
  }

  private struct Branch: Sendable {
    let name: String
    let type: ParameterType
    let node: Int
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
    nodes.append(Node())
  }

  /// Adds a template.
  ///
  /// - Throws: ``DeepLinkError/invalidTemplate(_:)`` for a template that does not parse, or that
  ///   could never match because an earlier one of the same shape always matches first.
  mutating func add(_ text: String) throws(DeepLinkError) {
    let template = try DeepLinkTemplate(text, types: types)
    if let earlier = templates.first(where: { $0.shape == template.shape && $0.hides(template) }) {
      throw .invalidTemplate(
        "'\(text)' would never match: '\(earlier.text)', declared before it, matches every link"
          + " it would")
    }
    let index = templates.count
    templates.append(template)
    let hosts = addLiteral(to: 0, template.scheme)
    let root: Int
    switch template.host {
    case .literal(let host): root = addLiteral(to: hosts, host)
    case .parameter(let name, let type): root = parameterChild(of: hosts, name: name, type: type)
    }
    var node = root
    for segment in template.segments {
      switch segment {
      case .literal(let text): node = addLiteral(to: node, text)
      case .parameter(let name, let type): node = parameterChild(of: node, name: name, type: type)
      case .rest(let name): node = restChild(of: node, name: name)
      }
    }
    nodes[node].endpoints.append(index)
  }

  private mutating func newNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  private mutating func addLiteral(to node: Int, _ text: String) -> Int {
    if let child = literalChild(of: node, text) { return child }
    let child = newNode()
    literals[Edge(node: node, text: text)] = child
    return child
  }

  /// The literal child of `node` by `text`, compared as the standard library compares strings.
  private func literalChild(of node: Int, _ text: String) -> Int? {
    literals[Edge(node: node, text: text)]
  }

  /// The branch of parameter `name` of `type` under `node`, made when no branch has its name
  /// and type; branches stay sorted most specific type first.
  private mutating func parameterChild(of node: Int, name: String, type: ParameterType) -> Int {
    if let branch = nodes[node].parameters.first(where: {
      $0.name == name && $0.type.name == type.name
    }) {
      return branch.node
    }
    let child = newNode()
    nodes[node].parameters.append(Branch(name: name, type: type, node: child))
    nodes[node].parameters.sort { $0.type.specificity > $1.type.specificity }
    return child
  }

  /// The catch-all `name` under `node`, made when it has none of that name.
  private mutating func restChild(of node: Int, name: String) -> Int {
    if let rest = nodes[node].rests.first(where: { $0.name == name }) { return rest.node }
    let child = newNode()
    nodes[node].rests.append(Rest(name: name, node: child))
    return child
  }

  func match(_ text: String) throws(DeepLinkError) -> (match: DeepLinkMatch, pattern: Int) {
    let link = try LinkURL(parsing: text, limits: limits)
    guard let hosts = literalChild(of: 0, link.scheme) else { throw .unknownScheme(link.scheme) }
    // A link without a host, of a scheme whose every template has one, lacks its `//`.
    if link.host.isEmpty, literalChild(of: hosts, "") == nil {
      throw .malformed("it has no 'scheme://'")
    }
    var values: [(String, any Sendable)] = []
    var failure: Failure?
    var knownHost = false
    if let root = literalChild(of: hosts, link.host) {
      knownHost = true
      if let pattern = walk(root, link: link, index: 0, values: &values, failure: &failure) {
        return found(pattern, link: link, values: values)
      }
    }
    // A link without a host (`mailto:`) matches only templates without one.
    for parameter in nodes[hosts].parameters where !link.host.isEmpty {
      guard let value = parameter.type.parse(link.host) else { continue }
      knownHost = true
      values = [(parameter.name, value)]
      if let pattern = walk(
        parameter.node, link: link, index: 0, values: &values, failure: &failure)
      {
        return found(pattern, link: link, values: values)
      }
    }
    guard knownHost else { throw .unknownHost("\(link.scheme)://\(link.host)") }
    switch failure {
    case .parameter(let name, let value, let expected):
      throw .invalidParameter(name: name, value: value, expected: expected)
    case .missingQueryItem(let name):
      throw .missingQueryItem(name)
    case nil:
      throw .noMatchingPattern(link.location)
    }
  }

  private func found(_ pattern: Int, link: LinkURL, values: [(String, any Sendable)])
    -> (match: DeepLinkMatch, pattern: Int)
  {
    let match = DeepLinkMatch(
      template: templates[pattern].text, values: values, link: link)
    return (match, pattern)
  }

  /// The pattern a catch-all under `node` matches with the rest of the path `path` (empty when
  /// none is left), its value added to `values`; `nil` when none does.
  private func rest(
    of node: Int, _ path: String, in query: [String: String],
    values: inout [(String, any Sendable)], failure: inout Failure?
  ) -> Int? {
    for rest in nodes[node].rests {
      values.append((rest.name, path))
      for endpoint in nodes[rest.node].endpoints
      where addQueryValues(of: endpoint, in: query, to: &values, failure: &failure) {
        return endpoint
      }
      values.removeLast()
    }
    return nil
  }

  private func walk(
    _ node: Int, link: LinkURL, index: Int, values: inout [(String, any Sendable)],
    failure: inout Failure?
  ) -> Int? {
    guard index < link.segments.count else {
      for endpoint in nodes[node].endpoints
      where addQueryValues(of: endpoint, in: link.query, to: &values, failure: &failure) {
        return endpoint
      }
      return rest(of: node, "", in: link.query, values: &values, failure: &failure)
    }
    let segment = link.segments[index]
    if let child = literalChild(of: node, segment),
      let found = walk(child, link: link, index: index + 1, values: &values, failure: &failure)
    {
      return found
    }
    for parameter in nodes[node].parameters {
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
    guard !nodes[node].rests.isEmpty else { return nil }
    let path = link.segments[index...].joined(separator: "/")
    return rest(of: node, path, in: link.query, values: &values, failure: &failure)
  }

  private func addQueryValues(
    of endpoint: Int, in query: [String: String], to values: inout [(String, any Sendable)],
    failure: inout Failure?
  ) -> Bool {
    let items = templates[endpoint].query
    guard !items.isEmpty else { return true }
    var found: [(String, any Sendable)] = []
    for item in items {
      // An optional item with an empty value (`?text=`, a share sheet's empty draft) is absent.
      guard let text = query[item.name], !(item.optional && text.isEmpty) else {
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

  /// The link pattern `index` makes with `values`; `nil` when one is missing, or a host value
  /// is not one a link can have.
  func link(pattern index: Int, values: [String: String]) -> String? {
    let template = templates[index]
    let host: String
    switch template.host {
    case .literal(let literal):
      host = literal
    case .parameter(let name, _):
      guard let value = values[name]?.lowercased(), LinkURL.isValidHost(value.utf8) else {
        return nil
      }
      host = value
    }
    var path: [String] = []
    for segment in template.segments {
      switch segment {
      case .literal(let literal):
        path.append(literal)
      case .parameter(let name, _):
        guard let value = values[name] else { return nil }
        path.append(LinkURL.encode(value))
      case .rest(let name):
        guard let value = values[name] else { return nil }
        // Each segment escaped on its own: the slashes between them stay slashes. An empty
        // segment is one no link carries (`a//b`): no link describes the value then.
        let segments = value.split(separator: "/", omittingEmptySubsequences: false)
        guard value.isEmpty || !segments.contains(where: \.isEmpty) else { return nil }
        for segment in value.isEmpty ? [] : segments {
          path.append(LinkURL.encode(String(segment)))
        }
      }
    }
    // A template without a host (`mailto:{to}`) makes a link without one.
    var text =
      host.isEmpty
      ? "\(template.scheme):" + path.joined(separator: "/")
      : "\(template.scheme)://\(host)" + path.map { "/" + $0 }.joined()
    // An optional item with an empty value reads as absent: the link leaves it out.
    let items = template.query.compactMap { item -> String? in
      guard let value = values[item.name], !(item.optional && value.isEmpty) else { return nil }
      return "\(LinkURL.encode(item.name))=\(LinkURL.encode(value))"
    }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
  }
}

extension DeepLinkTemplate {
  /// Whether this template, of the same shape as `later` and declared before it, matches every
  /// link `later` would: it has no query items, or the same ones.
  func hides(_ later: DeepLinkTemplate) -> Bool {
    query.isEmpty || query == later.query
  }
}
