import Foundation
import Wayfinder

/// A route of an app this tool does not know, as the protocol carries it: the JSON its
/// `Codable` conformance wrote, printed the way Swift prints the route.
///
/// Swift writes an enum case `detail(7)` as `{"detail":{"_0":7}}` and
/// `account(email: "x")` as `{"account":{"email":"x"}}`; this prints them back as
/// `detail(7)` and `account(email: "x")`, so the tree reads like the app's own
/// `NavigationTree.dump()`. Other shapes print as Swift literals (`[1, 2]`, `(id: 5)`).
struct WireRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  var value: JSONValue

  init(_ value: JSONValue) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    value = try JSONValue(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }

  var description: String { Self.text(of: value) }

  private static func text(of value: JSONValue) -> String {
    switch value {
    case .null: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number.text
    case .string(let string): return quoted(string)
    case .array(let values): return "[" + values.map(text(of:)).joined(separator: ", ") + "]"
    case .object(let members):
      if members.count == 1, let (name, payload) = members.first,
        case .object(let arguments) = payload
      {
        return arguments.isEmpty ? name : name + "(" + argumentList(arguments) + ")"
      }
      return "(" + argumentList(members) + ")"
    }
  }

  /// `_0`, `_1`… unlabelled and first, in order; then the labelled ones, by name.
  private static func argumentList(_ members: [String: JSONValue]) -> String {
    func position(_ key: String) -> Int? {
      key.hasPrefix("_") ? Int(key.dropFirst()) : nil
    }
    let ordered = members.keys.sorted { lhs, rhs in
      switch (position(lhs), position(rhs)) {
      case (let left?, let right?): left < right
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): lhs < rhs
      }
    }
    return ordered.map { key in
      let argument = text(of: members[key] ?? .null)
      return position(key) == nil ? "\(key): \(argument)" : argument
    }.joined(separator: ", ")
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension JSONValue {
  /// This value decoded as `T`, as the protocol's `Codable` types read it.
  func decoded<T: Decodable>(as type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: jsonData)
  }

  /// The text of a string member, `nil` for anything else.
  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The whole number of a number member, `nil` for anything else.
  var int: Int? {
    if case .number(let number) = self { return number.int }
    return nil
  }

  /// The elements of an array member; none for anything else.
  var elements: [JSONValue] {
    if case .array(let values) = self { return values }
    return []
  }
}
