import Foundation

/// The type of a link parameter: how its text parses into a value.
///
/// Built in: ``int``, ``string`` and ``uuid``; an app declares its own with a name and a parser.
/// See <doc:DeepLinksAndGuards#Declaring-patterns>.
public struct ParameterType: Sendable {
  /// The name templates use: `{id:int}`.
  public let name: String
  /// Tried before other types at the same place in a path; typed parameters win over `string`.
  let specificity: Int
  let parse: @Sendable (String) -> (any Sendable)?

  /// Creates a type with a parser that returns `nil` for text that is not a valid value.
  public init(name: String, parse: @escaping @Sendable (String) -> (any Sendable)?) {
    self.init(name: name, specificity: 1, parse: parse)
  }

  private init(
    name: String, specificity: Int, parse: @escaping @Sendable (String) -> (any Sendable)?
  ) {
    self.name = name
    self.specificity = specificity
    self.parse = parse
  }

  /// A decimal integer, at most 18 digits, with an optional leading `-`.
  public static let int = ParameterType(name: "int", specificity: 2) { text in
    guard text.utf8.count <= 19 else { return nil }
    return Int(text)
  }

  /// Any non-empty text.
  public static let string = ParameterType(name: "string", specificity: 0) { text in
    text.isEmpty ? nil : text
  }

  /// A UUID in its 36-character form.
  public static let uuid = ParameterType(name: "uuid", specificity: 2) { text in
    text.utf8.count == 36 ? UUID(uuidString: text) : nil
  }
}
