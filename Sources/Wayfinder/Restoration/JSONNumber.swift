import Foundation

/// A JSON number, kept exactly as its text so that no digit is lost on the way through a
/// migration.
///
/// It is checked against the JSON grammar when it is made, and converted only when asked
/// (``int``, ``uint64``, ``double``). Two numbers are equal when their texts are: `1` is not
/// `1.0`. See <doc:SavingAndRestoring#Numbers-are-kept-exactly>.
public struct JSONNumber: Hashable, Sendable, LosslessStringConvertible {
  /// The number as JSON text, such as `42`, `-0.5` or `1e+16`.
  public let text: String

  /// Creates a number from text already checked against the JSON grammar.
  init(validated text: String) {
    self.text = text
  }

  /// Creates the number written as `description`, kept as written (`1.50` stays `1.50`), or `nil`
  /// when that is not a JSON number: no leading `+` or zeros, no bare `.5` or `5.`, no hexadecimal,
  /// `NaN` or `Infinity`.
  ///
  /// See <doc:SavingAndRestoring#Numbers-are-kept-exactly>.
  ///
  /// - Parameter description: The text of a JSON number.
  public init?(_ description: String) {
    guard JSONReader.isNumber(Array(description.utf8)) else { return nil }
    text = description
  }

  /// Creates the number that holds `value` exactly.
  ///
  /// - Parameter value: Any integer, whatever its width.
  public init(_ value: some BinaryInteger) {
    text = String(value)
  }

  /// Creates the number that holds `value` exactly, or `nil` when `value` is NaN or infinite,
  /// which JSON cannot hold.
  ///
  /// The text is the shortest that reads back as `value`, as `JSONEncoder` writes it.
  ///
  /// - Parameter value: A finite `Double`.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    self.text = text
  }

  /// Creates the number that holds `value` exactly, or `nil` when `value` is NaN.
  ///
  /// - Parameter value: A `Decimal`.
  public init?(_ value: Decimal) {
    guard !value.isNaN else { return nil }
    self.init(value.description)
  }

  /// The number's text, the same as ``text``.
  public var description: String { text }

  /// The number as an `Int`, or `nil` when it is not a whole number or does not fit.
  ///
  /// Exact: `9007199254740993` gives `9007199254740993`, `1e2` gives `100`, `1.5` gives `nil`.
  public var int: Int? { integer(as: Int.self) }

  /// The number as an `Int64`, or `nil` when it is not a whole number or does not fit.
  package var int64: Int64? { integer(as: Int64.self) }

  /// The number as a `UInt64`, or `nil` when it is not a whole number or does not fit.
  public var uint64: UInt64? { integer(as: UInt64.self) }

  /// The number as an integer of type `type`, or `nil` when it is not a whole number or does not
  /// fit.
  ///
  /// - Parameter type: The integer type, such as `Int32` or `UInt8`.
  /// - Returns: The exact value, or `nil`.
  public func integer<Integer: FixedWidthInteger>(as type: Integer.Type) -> Integer? {
    let parts = JSONNumber.Parts(text)
    guard !parts.isZero else { return 0 }
    guard let exponent = parts.exponent, parts.digits.count <= exponent,
      exponent <= Integer.bitWidth / 3 + 1
    else { return nil }
    let zeros = repeatElement(UInt8(ascii: "0"), count: exponent - parts.digits.count)
    let digits = String(decoding: parts.digits + zeros, as: UTF8.self)
    return Integer(parts.isNegative ? "-" + digits : digits)
  }

  /// The `Double` nearest to the number, or `nil` when it is beyond the largest finite `Double`.
  ///
  /// Most numbers with a fraction have no exact `Double`: `0.1` gives the `Double` nearest to it.
  public var double: Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The number as a `Decimal`, or `nil` when a `Decimal` cannot hold it exactly.
  ///
  /// A `Decimal` holds up to 38 significant digits (39 when they are below 2^128) times a power
  /// of ten from −128 to 127.
  public var decimal: Decimal? {
    let parts = Parts(text)
    guard parts.isZero || parts.digits.count <= 39, let value = Decimal(string: text),
      !value.isNaN, Parts(value.description).isSameValue(as: parts)
    else { return nil }
    return value
  }

  /// Whether the number has the same value as `other`, however each is spelled: `1e2` and
  /// `100.0` have.
  func hasSameValue(as other: JSONNumber) -> Bool {
    Parts(text).isSameValue(as: Parts(other.text))
  }
}
