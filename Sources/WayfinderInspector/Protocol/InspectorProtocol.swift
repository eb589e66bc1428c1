import Foundation

/// The constants of the inspector's protocol, and how its messages are written.
enum InspectorProtocol {
  /// The protocol version every message carries as `"version"`.
  static let version = 1
  /// The largest command read, in bytes of UTF-8; larger ones are refused unread.
  static let maxCommandBytes = 64 * 1024

  /// Writes a message as the protocol's JSON: sorted keys, so equal states give equal text.
  static func text(of message: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(message), as: UTF8.self)
  }
}
