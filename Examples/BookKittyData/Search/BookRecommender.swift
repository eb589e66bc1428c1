import BookKitty
import GRDB

/// Finds the books that answer a question: full-text search for any of the question's
/// keywords, ranked by bm25 with a word in the title worth more than one in the author, and
/// one in the author more than one in the subject.
enum BookRecommender {
  /// The bm25 weights of the `title`, `author` and `subject` columns.
  static let weights = (title: 4.0, author: 2.0, subject: 1.0)

  /// Up to `limit` books for `question`, best first, each with the keywords it matched.
  static func recommendations(
    for question: String, limit: Int, in db: Database
  ) throws -> [Recommendation] {
    let keywords = try SearchWords(question, in: db).keywords
    guard limit > 0, let pattern = keywords.anyWord else { return [] }
    let ranked = try Row.fetchAll(
      db,
      sql: """
        SELECT \(Book.columns), bm25(bookSearch, ?, ?, ?) AS rank
        FROM bookSearch JOIN book ON book.id = bookSearch.rowid
        WHERE bookSearch MATCH ? ORDER BY rank, book.title LIMIT ?
        """,
      arguments: [weights.title, weights.author, weights.subject, pattern, limit]
    ).map { row in (book: Book(row: row), score: -(row["rank"] as Double)) }
    let matches = try matchedWords(keywords.words, among: ranked.map(\.book.id), in: db)
    return ranked.map { book, score in
      Recommendation(book: book, score: score, matchedWords: matches[book.id] ?? [])
    }
  }

  /// For each book, the words that the index finds in it, in the words' order; asking the
  /// index rather than comparing strings keeps "cats" matching "cat", as the search did.
  private static func matchedWords(
    _ words: [String], among bookIDs: [Book.ID], in db: Database
  ) throws -> [Book.ID: [String]] {
    guard !bookIDs.isEmpty else { return [:] }
    let placeholders = Array(repeating: "?", count: bookIDs.count).joined(separator: ", ")
    let statement = try db.makeStatement(
      sql: "SELECT rowid FROM bookSearch WHERE bookSearch MATCH ? AND rowid IN (\(placeholders))")
    var matches: [Book.ID: [String]] = [:]
    for word in words {
      let values: [any DatabaseValueConvertible] = [SearchWords.quoted(word)] + bookIDs
      for id in try Book.ID.fetchAll(statement, arguments: StatementArguments(values)) {
        matches[id, default: []].append(word)
      }
    }
    return matches
  }
}
