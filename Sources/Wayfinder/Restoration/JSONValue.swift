/// A JSON value, for migrating snapshots whose routes changed shape between app versions.
public enum JSONValue: Hashable, Codable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

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
