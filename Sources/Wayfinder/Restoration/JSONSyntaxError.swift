/// Why bytes are not one JSON value, and at which byte.
///
/// A snapshot that is not JSON gets a ``RestorationError`` with this text, such as
/// `at byte 17: found 'x' where ',' or '}' was expected`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The bytes end before the value does.
    case unexpectedEnd
    /// A byte that cannot stand here; `expected` says what could.
    case unexpectedByte(UInt8, expected: String)
    /// A number that starts with a zero followed by a digit, such as `012`.
    case leadingZero
    /// A backslash in a string followed by something JSON does not define, or a `\u` without
    /// four hexadecimal digits.
    case invalidEscape
    /// A `\u` escape of one half of a UTF-16 surrogate pair without the other half: JSON text
    /// may hold one, but no Swift string can, so it is refused rather than changed.
    case unpairedSurrogate
    /// A control character (below U+0020) written as itself inside a string, where JSON
    /// requires an escape.
    case controlCharacter(UInt8)
    /// Bytes that are not UTF-8 inside a string.
    case invalidUTF8
    /// Arrays and objects nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// An object with two members named `key`: JSON leaves the meaning open, so it is refused.
    case duplicateKey(String)
    /// Anything but white space after the value.
    case trailingData
  }

  /// The offset from the start of the bytes, counted from 0, of the byte that is wrong.
  public var offset: Int
  /// What is wrong there.
  public var reason: Reason

  /// Creates the error for `reason` at byte `offset`.
  package init(offset: Int, reason: Reason) {
    self.offset = offset
    self.reason = reason
  }

  /// The byte offset and what was wrong, for logs and error messages.
  public var description: String {
    PrintableText.escaping("at byte \(offset): " + explanation)
  }

  private var explanation: String {
    switch reason {
    case .unexpectedEnd: "the text ends in the middle of a value"
    case .unexpectedByte(let byte, let expected):
      "found \(Self.show(byte)) where \(expected) was expected"
    case .leadingZero: "a number has a leading zero"
    case .invalidEscape: "a string has an escape that JSON does not define"
    case .unpairedSurrogate: "a string escapes half of a UTF-16 surrogate pair without the other"
    case .controlCharacter(let byte):
      "a string holds the control character \(Self.show(byte)) unescaped"
    case .invalidUTF8: "a string holds bytes that are not UTF-8"
    case .tooDeep(let limit): "arrays and objects are nested deeper than \(limit) levels"
    case .duplicateKey(let key): "an object has a second member named \"\(Self.abbreviated(key))\""
    case .trailingData: "something follows the value"
    }
  }

  /// `key`, cut after 40 characters so that a hostile name does not flood a log.
  private static func abbreviated(_ key: String) -> String {
    key.count > 40 ? "\(key.prefix(40))…" : key
  }

  private static func show(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "the byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }
}
