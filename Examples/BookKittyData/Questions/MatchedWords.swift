import Foundation

/// How a recommendation's matched words are kept: a JSON array of strings.
enum MatchedWords {
  /// The JSON text of `words`.
  static func encode(_ words: [String]) throws -> String {
    String(decoding: try JSONEncoder().encode(words), as: UTF8.self)
  }

  /// The words in a JSON text.
  static func decode(_ json: String) throws -> [String] {
    try JSONDecoder().decode([String].self, from: Data(json.utf8))
  }
}
