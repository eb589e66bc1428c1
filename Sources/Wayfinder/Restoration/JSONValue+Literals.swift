/// Literals, so that a migration writes `tree["id"] = 42` or `["id": "42"]`.
///
/// `null` is written ``JSONValue/null``: `nil` stays the absence of a value, so that
/// `tree["id"] = nil` removes the member.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// Creates `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }

  /// Creates the number `value`, exactly.
  public init(integerLiteral value: Int) {
    self = .number(JSONNumber(value))
  }

  /// Creates the number `value`, spelled as the shortest text that reads back as the same
  /// `Double`.
  ///
  /// A float literal is a `Double` first: `0.1000000000000000055511151231257827` becomes `0.1`.
  /// To keep digits that no `Double` holds, write the number's text:
  /// `.number(JSONNumber("0.1000000000000000055511151231257827")!)`.
  public init(floatLiteral value: Double) {
    self = .number(JSONNumber(floatLiteral: value))
  }

  /// Creates a string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }

  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }

  /// Creates an object; a name written twice is a programming error, as in a `Dictionary`
  /// literal.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(uniqueKeysWithValues: elements))
  }
}

/// Literals, so that a number is written `42` or `0.5`.
extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates the number `value`, exactly.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// Creates the number `value`, spelled as the shortest text that reads back as the same
  /// `Double`; a literal too large for a `Double` is a programming error.
  public init(floatLiteral value: Double) {
    guard let number = JSONNumber(value) else {
      preconditionFailure("\(value) is not a number JSON can hold")
    }
    self = number
  }
}
