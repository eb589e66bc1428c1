/// A JSON value, for migrating snapshots whose routes changed shape between app versions.
///
/// A migration gets the snapshot's tree as a ``JSONValue`` and rewrites it in place; the value
/// holds everything the snapshot held, exactly. Read it with ``subscript(_:)`` and pattern
/// matching, write it with literals. See <doc:SavingAndRestoring#Migrations>.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its exact text.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// The member `key` of an object, `nil` for other values; setting it on a non-object does
  /// nothing.
  public subscript(key: String) -> JSONValue? {
    get {
      if case .object(let members) = self { return members[key] }
      return nil
    }
    set {
      guard case .object(var members) = self else { return }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// Applies `transform` to this value and every value inside it, depth first.
  public func rewritten(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONValue {
    switch self {
    case .array(let values):
      return try transform(.array(values.map { try $0.rewritten(transform) }))
    case .object(let members):
      return try transform(.object(members.mapValues { try $0.rewritten(transform) }))
    default: return try transform(self)
    }
  }

  /// This tree — the `tree` a migration rewrites — with every route whose case is `old`
  /// renamed `new`, and nothing else: the migration when a route case was renamed between app
  /// versions.
  ///
  /// ```swift
  /// restoration.migrate(from: 1) { tree in tree = tree.renamingRoute("book", to: "bookDetail") }
  /// ```
  ///
  /// Routes are the elements of the tree's stacks — the root's, each section's, each
  /// presentation's — as an enum's synthesized `Codable` writes them: an object whose one member
  /// is the case (`{"book":{"id":42}}`), or a string (`"book"`, an enum of strings). A payload
  /// label or a member of Wayfinder's own of that name elsewhere stays, where
  /// ``renamingKey(_:to:)`` would rename it too; so does a route held in another route's
  /// payload (`case modal(AppRoute)`), which ``rewritten(_:)`` reaches.
  public func renamingRoute(_ old: String, to new: String) -> JSONValue {
    var tree = self
    tree["root"] = tree["root"]?.renamingRoutes(inContainer: old, to: new)
    if case .array(let presentations)? = tree["presentations"] {
      tree["presentations"] = .array(
        presentations.map { presentation in
          var presentation = presentation
          presentation["container"] = presentation["container"]?.renamingRoutes(
            inContainer: old, to: new)
          return presentation
        })
    }
    return tree
  }

  /// This container (`{"stack":…}`, `{"tabs":…}`, `{"split":…}`) with its routes renamed.
  private func renamingRoutes(inContainer old: String, to new: String) -> JSONValue {
    var container = self
    if let stack = container["stack"]?["_0"] {
      container["stack"]?["_0"] = stack.renamingRoutes(inStack: old, to: new)
    }
    for layout in ["tabs", "split"] {
      guard case .array(let sections)? = container[layout]?["_0"]?["sections"] else { continue }
      container[layout]?["_0"]?["sections"] = .array(
        sections.map { section in
          var section = section
          section["stack"] = section["stack"]?.renamingRoutes(inStack: old, to: new)
          return section
        })
    }
    return container
  }

  /// This stack (an array of routes, or an object with its `routes`) with each route of case
  /// `old` renamed `new`.
  private func renamingRoutes(inStack old: String, to new: String) -> JSONValue {
    if case .object = self, let routes = self["routes"] {
      var stack = self
      stack["routes"] = routes.renamingRoutes(inStack: old, to: new)
      return stack
    }
    guard case .array(let routes) = self else { return self }
    return .array(
      routes.map { route in
        switch route {
        case .string(old): return .string(new)
        case .object(let members) where members.count == 1:
          guard let payload = members[old] else { return route }
          return .object([new: payload])
        default: return route
        }
      })
  }

  /// This value with every object member named `old` renamed `new`, at any depth: for a payload
  /// label renamed in every route that has it (`book(isbn:)` to `book(code:)`).
  ///
  /// Every member of that name is renamed, Wayfinder's own too (`options`, `style`, `id`…): for
  /// a renamed route case, ``renamingRoute(_:to:)`` renames the routes alone.
  ///
  /// ```swift
  /// restoration.migrate(from: 1) { tree in tree = tree.renamingKey("isbn", to: "code") }
  /// ```
  public func renamingKey(_ old: String, to new: String) -> JSONValue {
    rewritten { value in
      guard case .object(var members) = value, let moved = members.removeValue(forKey: old)
      else { return value }
      members[new] = moved
      return .object(members)
    }
  }
}
