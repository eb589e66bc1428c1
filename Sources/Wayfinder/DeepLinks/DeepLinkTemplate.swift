/// A link pattern's template, parsed: `bookkitty://library/books/{id:int}?{ref?}`.
///
/// Segments are literals or `{name}` / `{name:type}` parameters (`string` when no type is
/// given). After `?`, `{name[:type]}` items joined by `&` are query items; a trailing `?` inside
/// the braces makes one optional: `{page:int?}`.
struct DeepLinkTemplate: Sendable {
  enum Segment: Sendable {
    case literal(String)
    case parameter(name: String, type: ParameterType)
  }

  struct QueryItem: Sendable {
    let name: String
    let type: ParameterType
    let optional: Bool
  }

  let text: String
  let scheme: String
  let host: String
  let segments: [Segment]
  let query: [QueryItem]

  init(_ text: String, types: [String: ParameterType]) throws(DeepLinkError) {
    self.text = text
    guard let schemeRange = text.range(of: "://") else {
      throw .invalidTemplate("'\(text)' has no 'scheme://'")
    }
    scheme = String(text[..<schemeRange.lowerBound]).lowercased()
    var rest = String(text[schemeRange.upperBound...])
    var queryText = ""
    if let mark = rest.firstIndex(of: "?") {
      queryText = String(rest[rest.index(after: mark)...])
      rest = String(rest[..<mark])
    }
    var parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    host = parts.removeFirst().lowercased()
    guard !scheme.isEmpty, !host.isEmpty else {
      throw .invalidTemplate("'\(text)' needs a scheme and a host")
    }
    var names = Set<String>()
    var segments: [Segment] = []
    for part in parts {
      guard !part.isEmpty else { throw .invalidTemplate("'\(text)' has an empty segment") }
      if part.hasPrefix("{") {
        let (name, type, _) = try Self.parameter(part, in: text, types: types)
        guard names.insert(name).inserted else {
          throw .invalidTemplate("'\(text)' uses '\(name)' twice")
        }
        segments.append(.parameter(name: name, type: type))
      } else {
        segments.append(.literal(part))
      }
    }
    var query: [QueryItem] = []
    for part in queryText.split(separator: "&").map(String.init) {
      let (name, type, optional) = try Self.parameter(part, in: text, types: types)
      guard names.insert(name).inserted else {
        throw .invalidTemplate("'\(text)' uses '\(name)' twice")
      }
      query.append(QueryItem(name: name, type: type, optional: optional))
    }
    self.segments = segments
    self.query = query
  }

  private static func parameter(_ part: String, in text: String, types: [String: ParameterType])
    throws(DeepLinkError) -> (String, ParameterType, Bool)
  {
    guard part.hasPrefix("{"), part.hasSuffix("}"), part.count > 2 else {
      throw .invalidTemplate("'\(part)' in '\(text)' is not a {name} or {name:type} parameter")
    }
    var inner = String(part.dropFirst().dropLast())
    let optional = inner.hasSuffix("?")
    if optional { inner.removeLast() }
    let pieces = inner.split(separator: ":", maxSplits: 1).map(String.init)
    let name = pieces[0]
    let typeName = pieces.count > 1 ? pieces[1] : "string"
    guard !name.isEmpty else { throw .invalidTemplate("a parameter in '\(text)' has no name") }
    guard let type = types[typeName] else {
      throw .invalidTemplate(
        "'\(text)' uses the unknown type '\(typeName)'; declare it with a ParameterType")
    }
    return (name, type, optional)
  }
}
