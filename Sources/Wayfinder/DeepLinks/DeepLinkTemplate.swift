/// A link pattern's template, parsed: `bookkitty://library/books/{id:int}?{ref?}`, in the
/// grammar of the deep links article's "Declaring patterns" (a literal or one-parameter host,
/// literal and `{name[:type]}` segments, a last `{name*}` catch-all, `?{name[:type][?]}` items).
///
/// A template that no link could ever match is refused when it is parsed, with the reason: a
/// scheme or literal host with characters ``LinkURL`` refuses, a fragment (links lose theirs
/// before matching), a literal segment with braces in it, an optional host.
struct DeepLinkTemplate: Sendable {
  enum Segment: Sendable {
    case literal(String)
    case parameter(name: String, type: ParameterType)
    /// The rest of the path, none or many segments, as one string.
    case rest(name: String)

    /// What decides which links the segment matches: its text, or its parameter's type.
    var shape: String {
      switch self {
      case .literal(let text): "=" + text
      case .parameter(_, let type): "{" + type.name + "}"
      case .rest: "{*}"
      }
    }
  }

  /// A literal host, or a parameter that takes the whole host.
  enum Host: Sendable {
    case literal(String)
    case parameter(name: String, type: ParameterType)

    var shape: String {
      switch self {
      case .literal(let text): "=" + text
      case .parameter(_, let type): "{" + type.name + "}"
      }
    }
  }

  struct QueryItem: Sendable, Equatable {
    let name: String
    let type: ParameterType
    let optional: Bool

    static func == (lhs: QueryItem, rhs: QueryItem) -> Bool {
      lhs.name == rhs.name && lhs.type.name == rhs.type.name && lhs.optional == rhs.optional
    }
  }

  let text: String
  let scheme: String
  let host: Host
  let segments: [Segment]
  let query: [QueryItem]

  /// Scheme, host and path as they decide matching: two templates of the same shape match the
  /// same links, whatever their parameters are called.
  var shape: String {
    ([scheme + "://" + host.shape] + segments.map(\.shape)).joined(separator: "/")
  }

  init(_ text: String, types: [String: ParameterType]) throws(DeepLinkError) {
    guard let colon = text.firstIndex(of: ":") else {
      throw .invalidTemplate(
        "'\(text)' has no 'scheme://' (nor 'scheme:' for a link without a host)")
    }
    // `mailto:{to}` has no host: its path follows the scheme's colon.
    let hasHost = text[colon...].hasPrefix("://")
    let schemeRange = colon..<text.index(colon, offsetBy: hasHost ? 3 : 1)
    guard !text.contains("#") else {
      throw .invalidTemplate(
        "'\(text)' has a fragment ('#'); links are matched without theirs, so it would never match"
      )
    }
    let scheme = String(text[..<schemeRange.lowerBound]).lowercased()
    var rest = String(text[schemeRange.upperBound...])
    var queryText = ""
    // The query begins at the first `?` outside braces: `{page:int?}` marks an optional item.
    var depth = 0
    let queryMark = rest.indices.first { index in
      switch rest[index] {
      case "{": depth += 1
      case "}": depth -= 1
      case "?" where depth == 0: return true
      default: break
      }
      return false
    }
    if let mark = queryMark {
      queryText = String(rest[rest.index(after: mark)...])
      rest = String(rest[..<mark])
    }
    var parts =
      !hasHost && rest.isEmpty
      ? [] : rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let hostText = hasHost ? parts.removeFirst() : ""
    guard !scheme.isEmpty, !hasHost || !hostText.isEmpty else {
      throw .invalidTemplate("'\(text)' needs a scheme and a host")
    }
    // `mailto:{to}`, `tel:{number}`: a link without a host is one parameter (and a query);
    // `bookkitty:library/books/{id}` is a template missing its `//`.
    if !hasHost, parts.count > 1 || parts.first?.hasPrefix("{") == false {
      throw .invalidTemplate(
        "'\(text)' has no 'scheme://'; a link without a host, as 'mailto:{to}', has one"
          + " parameter after its scheme")
    }
    guard LinkURL.isValidScheme(scheme.utf8) else {
      throw .invalidTemplate(
        "the scheme of '\(text)' has characters other than letters, digits and +-. (or does not"
          + " begin with a letter), so no link would match it")
    }
    var names = Set<String>()
    let host: Host
    if hostText.hasPrefix("{") {
      let (name, type, optional) = try Self.parameter(hostText, in: text, types: types)
      guard !optional else {
        throw .invalidTemplate(
          "the host parameter of '\(text)' cannot be optional: every link has a host")
      }
      guard !name.hasSuffix("*") else {
        throw .invalidTemplate(
          "the host of '\(text)' cannot be a catch-all; a catch-all takes the rest of the path,"
            + " as in 'https://{host}/{path*}'")
      }
      names.insert(name)
      host = .parameter(name: name, type: type)
    } else if !hasHost {
      host = .literal("")
    } else {
      guard !hostText.contains("{"), !hostText.contains("}") else {
        throw .invalidTemplate(
          "the host of '\(text)' mixes literal text and a parameter; a host parameter takes the"
            + " whole host, as in 'https://{server}/tags/{tag}'")
      }
      let literal = hostText.lowercased()
      guard LinkURL.isValidHost(literal.utf8) else {
        throw .invalidTemplate(
          "the host '\(hostText)' of '\(text)' has characters other than letters, digits and -._"
            + " (a port or user is not part of a link's host), so no link would match it")
      }
      host = .literal(literal)
    }
    var segments: [Segment] = []
    for (position, part) in parts.enumerated() {
      guard !part.isEmpty else { throw .invalidTemplate("'\(text)' has an empty segment") }
      if part.hasPrefix("{"), part.hasSuffix("*}") {
        let name = String(part.dropFirst().dropLast(2))
        guard position == parts.count - 1 else {
          throw .invalidTemplate(
            "the catch-all '\(part)' of '\(text)' is not the last segment; it takes the rest of"
              + " the path, so nothing can follow it")
        }
        guard !name.isEmpty, !name.contains(":"), !name.contains("?") else {
          throw .invalidTemplate(
            "the catch-all '\(part)' of '\(text)' must be '{name*}': it takes the rest of the"
              + " path as a string, has no type and cannot be optional (it matches no segment too)")
        }
        guard names.insert(name).inserted else {
          throw .invalidTemplate("'\(text)' uses '\(name)' twice")
        }
        segments.append(.rest(name: name))
      } else if part.hasPrefix("{") {
        let (name, type, _) = try Self.parameter(part, in: text, types: types)
        guard names.insert(name).inserted else {
          throw .invalidTemplate("'\(text)' uses '\(name)' twice")
        }
        segments.append(.parameter(name: name, type: type))
      } else {
        guard !part.contains("{"), !part.contains("}") else {
          throw .invalidTemplate(
            "the segment '\(part)' of '\(text)' mixes literal text and a parameter; a parameter"
              + " takes a whole segment")
        }
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
    self.text = text
    self.scheme = scheme
    self.host = host
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
    guard !name.contains("*"), !typeName.contains("*") else {
      throw .invalidTemplate(
        "'\(part)' in '\(text)' uses '*', which only a catch-all, '{name*}' as the last path"
          + " segment, may")
    }
    guard let type = types[typeName] else {
      throw .invalidTemplate(
        "'\(text)' uses the unknown type '\(typeName)'; declare it with a ParameterType")
    }
    return (name, type, optional)
  }
}
