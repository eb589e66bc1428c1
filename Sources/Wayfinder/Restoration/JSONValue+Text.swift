import Foundation

/// JSON text: reading and writing it without going through `Double`, so that numbers keep
/// every digit.
extension JSONValue: CustomStringConvertible {
  /// Reads the JSON value in `data`, which must be UTF-8, keeping every number as its text.
  ///
  /// - Parameter data: One JSON value (RFC 8259), with white space around it if any.
  /// - Throws: ``JSONSyntaxError`` with the offset of the first byte that is wrong.
  public init(parsing data: Data) throws(JSONSyntaxError) {
    self = try JSONReader.value(in: [UInt8](data))
  }

  /// The value as compact UTF-8 JSON, object members sorted by name, that
  /// ``init(parsing:)`` reads back to the same value.
  package var jsonData: Data { Data(JSONWriter.bytes(of: self)) }

  /// The value as compact JSON, object members sorted by name: what a migration sees, for
  /// logs and test failures.
  public var description: String {
    String(decoding: JSONWriter.bytes(of: self), as: UTF8.self)
  }
}
