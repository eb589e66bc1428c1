/// A book recommended for a question, with why.
public struct Recommendation: Hashable, Codable, Sendable, Identifiable {
  /// The book.
  public var book: Book
  /// How well the book answers the question: higher is better, comparable only between the
  /// recommendations of one question.
  public var score: Double
  /// The question's words found in the book's title, author or subject, in the question's
  /// order (lowercased, without accents): what the screen can show as "because you asked
  /// about …".
  public var matchedWords: [String]

  /// Creates a recommendation.
  public init(book: Book, score: Double, matchedWords: [String]) {
    self.book = book
    self.score = score
    self.matchedWords = matchedWords
  }

  /// The book's id: a question recommends a book at most once.
  public var id: Book.ID { book.id }
}
