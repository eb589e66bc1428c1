import Foundation

/// The type of a link parameter: how its text parses into a value.
///
/// Built in: ``int``, ``string`` and ``uuid``. An app declares its own with a name and a parser,
/// and uses the name in its templates:
///
/// ```swift
/// let isbn = ParameterType(name: "isbn") { text in
///   text.count == 13 && text.allSatisfy(\.isNumber) ? text : nil
/// }
/// var router = DeepLinkRouter<AppRoute>(types: [isbn])
/// try router.register("bookkitty://library/isbn/{code:isbn}") { ... }
/// ```
public struct ParameterType: Sendable {
  /// The name templates use: `{id:int}`.
  public let name: String
  /// Tried before other types at the same place in a path; typed parameters win over `string`.
  let specificity: Int
  let parse: @Sendable (String) -> (any Sendable)?
  /// Which built-in type this is, if any: those parse a link's bytes without making text first.
  private let builtIn: BuiltIn?

  private enum BuiltIn: Sendable {
    case int, string
  }

  /// Creates a type with a parser that returns `nil` for text that is not a valid value.
  public init(name: String, parse: @escaping @Sendable (String) -> (any Sendable)?) {
    self.init(name: name, specificity: 1, parse: parse)
  }

  private init(
    name: String, specificity: Int, builtIn: BuiltIn? = nil,
    parse: @escaping @Sendable (String) -> (any Sendable)?
  ) {
    self.name = name
    self.specificity = specificity
    self.builtIn = builtIn
    self.parse = parse
  }

  /// A decimal integer, at most 18 digits, with an optional leading `-`.
  public static let int = ParameterType(name: "int", specificity: 2, builtIn: .int) { text in
    guard text.utf8.count <= 19 else { return nil }
    return Int(text)
  }

  /// Any non-empty text.
  public static let string = ParameterType(name: "string", specificity: 0, builtIn: .string) {
    text in
    text.isEmpty ? nil : text
  }

  /// A UUID in its 36-character form.
  public static let uuid = ParameterType(name: "uuid", specificity: 2) { text in
    text.utf8.count == 36 ? UUID(uuidString: text) : nil
  }

  /// The value of ASCII `bytes`, as ``parse`` gives it for their text.
  func parse(ascii bytes: UnsafeBufferPointer<UInt8>) -> (any Sendable)? {
    switch builtIn {
    case .int: Self.int(ascii: bytes)
    case .string: bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    case nil: parse(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// `Int(text)` for the text of ASCII `bytes`, at most 19 of them: an optional sign, then
  /// decimal digits, `nil` when there are none or the value does not fit.
  private static func int(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = bytes.first, bytes.count <= 19 else { return nil }
    let isNegative = first == UInt8(ascii: "-")
    let start = isNegative || first == UInt8(ascii: "+") ? 1 : 0
    return DecimalDigits.value(of: bytes[start...], isNegative: isNegative, as: Int.self)
  }
}
