import Foundation

/// `Codable`, for a ``JSONValue`` inside another `Codable` type.
///
/// Snapshots do not go through this. Through an `Encoder` a number travels as one of Swift's
/// number types, so not every number keeps its digits or its spelling: see
/// <doc:SavingAndRestoring#Numbers-are-kept-exactly>.
extension JSONValue: Codable {
  /// Decodes any JSON value: `null`, a Boolean, a number (trying `Int64`, then `UInt64`, then
  /// `Double` and `Decimal`), a string, an array or an object.
  ///
  /// - Throws: `DecodingError` when the decoder holds nothing of these.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let number = Self.number(in: container) {
      self = .number(number)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The number in `container`, as exact as its decoder gives it.
  private static func number(in container: any SingleValueDecodingContainer) -> JSONNumber? {
    if let value = try? container.decode(Int64.self) {
      // `-0` reads as the integer 0; only a Double keeps its sign.
      let isNegativeZero = value == 0 && (try? container.decode(Double.self))?.sign == .minus
      return isNegativeZero ? JSONNumber(-0.0) : JSONNumber(value)
    }
    if let value = try? container.decode(UInt64.self) { return JSONNumber(value) }
    // A decoder that reads a number as a Double may read it as a Decimal too, with more digits.
    guard let double = try? container.decode(Double.self), let number = JSONNumber(double)
    else { return nil }
    guard let decimal = try? container.decode(Decimal.self), let precise = JSONNumber(decimal),
      precise.double == double, !precise.hasSameValue(as: number)
    else { return number }
    return precise
  }

  /// Encodes the value, numbers as the first of `Int64`, `UInt64`, `Double` and `Decimal` that
  /// holds them exactly.
  ///
  /// - Throws: `EncodingError.invalidValue` for a number beyond the largest `Double`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let number): try Self.encode(number, into: &container)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  private static func encode(
    _ number: JSONNumber, into container: inout any SingleValueEncodingContainer
  ) throws {
    let double = number.double
    if let double, double == 0, double.sign == .minus {
      try container.encode(double)
    } else if let value = number.int64 {
      try container.encode(value)
    } else if let value = number.uint64 {
      try container.encode(value)
    } else if let double, let exact = JSONNumber(double), exact.hasSameValue(as: number) {
      try container.encode(double)
    } else if let value = number.decimal {
      try container.encode(value)
    } else if let double {
      try container.encode(double)
    } else {
      throw EncodingError.invalidValue(
        number,
        EncodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "\(number) is beyond the largest Double"))
    }
  }
}
