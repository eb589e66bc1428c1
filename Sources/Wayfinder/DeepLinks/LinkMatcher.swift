/// The route-independent part of a router: templates in a trie of path segments, under their
/// scheme and host.
///
/// Literals are tried before parameters at every step — the host and each segment — and
/// parameters most specific type first, whatever the order the templates were declared in; a
/// branch that does not lead to a match gives way to the next.
struct LinkMatcher: Sendable {
  var limits: DeepLinkLimits
  private var types: [String: ParameterType]
  /// The trie, its nodes by position: children are positions, so walking it copies nothing.
  private var nodes: [Node] = []
  /// Every node's literal children: the root's (node 0) are the schemes, and a scheme's are
  /// its literal hosts (its parameters take any host their type parses).
  private var literals = LiteralEdges()
  private var templates: [DeepLinkTemplate] = []

  private struct Node: Sendable {
    /// How many literal children the node has, and the first: most nodes have one, found by
    /// comparing its text, without hashing.
    var literalCount = 0
    var firstLiteral = ""
    var firstChild = 0
    var parameters: [Branch] = []
    var endpoints: [Int] = []
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
    literals.add(from: node, text, to: child)
    if nodes[node].literalCount == 0 {
      nodes[node].firstLiteral = text
      nodes[node].firstChild = child
    }
    nodes[node].literalCount += 1
    return child
  }

  /// The literal child of `node` by `text`, compared as the standard library compares strings.
  private func literalChild(of node: Int, _ text: String) -> Int? {
    switch nodes[node].literalCount {
    case 0: nil
    case 1: nodes[node].firstLiteral == text ? nodes[node].firstChild : nil
    default: literals.child(of: node, text)
    }
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

  func match(_ text: String) throws(DeepLinkError) -> (match: DeepLinkMatch, pattern: Int) {
    let link = try LinkURL(parsing: text, limits: limits)
    guard let hosts = literalChild(of: 0, link.scheme) else { throw .unknownScheme(link.scheme) }
    var values: [(String, any Sendable)] = []
    var failure: Failure?
    var knownHost = false
    if let root = literalChild(of: hosts, link.host) {
      knownHost = true
      if let pattern = walk(root, link: link, index: 0, values: &values, failure: &failure) {
        return found(pattern, link: link, values: values)
      }
    }
    for parameter in nodes[hosts].parameters {
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
      throw .noMatchingPattern("\(link.scheme)://\(link.host)/\(link.path)")
    }
  }

  private func found(_ pattern: Int, link: LinkURL, values: [(String, any Sendable)])
    -> (match: DeepLinkMatch, pattern: Int)
  {
    (DeepLinkMatch(link: link, template: templates[pattern].text, values: values), pattern)
  }

  private func walk(
    _ node: Int, link: LinkURL, index: Int, values: inout [(String, any Sendable)],
    failure: inout Failure?
  ) -> Int? {
    guard index < link.segments.count else {
      for endpoint in nodes[node].endpoints
      where addQueryValues(of: endpoint, in: link, to: &values, failure: &failure) {
        return endpoint
      }
      return nil
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

  /// The link pattern `index` makes with `values`; `nil` when one is missing, or a host value
  /// is not one a link can have.
  func link(pattern index: Int, values: [String: String]) -> String? {
    let template = templates[index]
    let host: String
    switch template.host {
    case .literal(let literal):
      host = literal
    case .parameter(let name, _):
      guard let value = values[name]?.lowercased(), LinkURL.isValidHost(value) else { return nil }
      host = value
    }
    var text = "\(template.scheme)://\(host)"
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

extension DeepLinkTemplate {
  /// Whether this template, of the same shape as `later` and declared before it, matches every
  /// link `later` would: it has no query items, or the same ones.
  func hides(_ later: DeepLinkTemplate) -> Bool {
    query.isEmpty || query == later.query
  }
}
