import Foundation
import Wayfinder

/// The constants of the inspector's protocol, and how its messages are written.
enum InspectorProtocol {
  /// The protocol version every message carries as `"version"`.
  static let version = 1
  /// The largest command read, in bytes of UTF-8; larger ones are refused unread.
  static let maxCommandBytes = 64 * 1024

  /// The error codes of a reply to a message that was not a command at all — oversized, not
  /// JSON, of another version, of no known type, with members missing, mistyped or foreign:
  /// a tampered or broken viewer, whose connection the server closes after the reply.
  ///
  /// A well-formed command the app cannot carry out (a point no longer kept, a link that fails)
  /// gets other codes, and the connection stays.
  static let tamperedCodes: Set<String> = [
    "tooLarge", "malformed", "unsupportedVersion", "unknownCommand", "missingField",
    "invalidField", "unexpectedField",
  ]

  /// Whether `reply` refuses a tampered or broken message (``tamperedCodes``): the server
  /// sends it, then closes the connection.
  static func refusesTamperedMessage(_ reply: String) -> Bool {
    tamperedCode(of: reply) != nil
  }

  /// The code of `reply` when it refuses a tampered or broken message, else `nil`.
  ///
  /// Such a reply is small (an error and the command's id, itself under ``maxCommandBytes``);
  /// a larger reply (a state, a bundle) is not read again.
  static func tamperedCode(of reply: String) -> String? {
    guard reply.utf8.count <= maxCommandBytes + 4096,
      let value = try? JSONValue(parsing: Data(reply.utf8)),
      case .string(let code)? = value["error"]?["code"], tamperedCodes.contains(code)
    else { return nil }
    return code
  }

  /// Writes a message as the protocol's JSON: sorted keys, so equal states give equal text.
  static func text(of message: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(message), as: UTF8.self)
  }
}
