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

  /// This value with every object member named `old` renamed `new`, at any depth: the usual
  /// migration when a route case was renamed between app versions.
  ///
  /// ```swift
  /// restoration.migrate(from: 1) { tree in tree = tree.renamingKey("book", to: "bookDetail") }
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
