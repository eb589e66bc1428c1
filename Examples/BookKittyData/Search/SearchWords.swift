import GRDB

/// The words of what a user typed, as the search index sees them, and full-text queries built
/// from them that are never a syntax error.
///
/// The words come from SQLite's own `unicode61` tokenizer (lowercased, without diacritics,
/// split at anything that is not a letter or a digit), so quotes, `*`, `-`, `:`, parentheses
/// and emoji are never part of a word. Each word is then quoted in the query, so that `NEAR`,
/// `AND`, `OR` or `NOT` are searched as words rather than read as operators.
struct SearchWords: Hashable {
  /// The words, in the order typed, each once.
  var words: [String]

  /// The words of `text`.
  init(_ text: String, in db: Database) throws {
    let tokenizer = try db.makeTokenizer(.unicode61(diacritics: .remove))
    var seen: Set<String> = []
    words = try tokenizer.tokenize(query: text).compactMap { token, flags in
      guard !flags.contains(.colocated), seen.insert(token).inserted else { return nil }
      return token
    }
  }

  /// The words without those that say nothing about a book ("a", "the", "books", "about").
  var keywords: SearchWords {
    var keywords = self
    keywords.words.removeAll { $0.count < 2 || Self.stopWords.contains($0) }
    return keywords
  }

  /// A query for the books whose title or author have a word starting with each word:
  /// `{title author} : ("garcia"* "marq"*)`; `nil` when there is no word.
  var allPrefixesInTitleOrAuthor: String? {
    guard !words.isEmpty else { return nil }
    return "{title author} : (" + words.map { Self.quoted($0) + "*" }.joined(separator: " ") + ")"
  }

  /// A query for the books that have any of the words: `"cats" OR "tokyo"`; `nil` when there
  /// is no word.
  var anyWord: String? {
    guard !words.isEmpty else { return nil }
    return words.map(Self.quoted).joined(separator: " OR ")
  }

  /// `word` as an FTS5 string, which the query syntax never reads as an operator.
  static func quoted(_ word: String) -> String {
    "\"" + word.replacing("\"", with: "\"\"") + "\""
  }

  /// Words of questions that do not tell books apart.
  static let stopWords: Set<String> = [
    "about", "after", "all", "also", "an", "and", "any", "are", "as", "at", "be", "because",
    "been", "book", "books", "but", "by", "can", "could", "did", "do", "does", "for", "from",
    "get", "give", "good", "great", "had", "has", "have", "he", "her", "his", "how", "if", "in",
    "into", "is", "it", "its", "just", "like", "looking", "me", "more", "my", "need", "novel",
    "novels", "of", "on", "one", "or", "other", "please", "read", "reading", "recommend",
    "recommendation", "recommendations", "she", "should", "so", "some", "something", "suggest",
    "than", "that", "the", "their", "them", "there", "these", "they", "this", "to", "up", "us",
    "want", "was", "we", "were", "what", "when", "where", "which", "who", "why", "will", "with",
    "would", "you", "your",
  ]
}
