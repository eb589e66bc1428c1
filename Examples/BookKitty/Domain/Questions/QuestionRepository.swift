/// The questions asked and their recommendations (implemented in the data layer).
public protocol QuestionRepository: Sendable {
  /// Keeps a question and recommends books for it, in one step: either both are saved or
  /// neither is.
  ///
  /// The books are found by full-text search for the question's words in the catalog's titles,
  /// authors and subjects, ranked so that a word in the title counts most. Any text is safe:
  /// quotes, search operators, emoji or text in other scripts never make a syntax error; a
  /// question without a usable word gets no recommendations.
  ///
  /// - Parameters:
  ///   - text: The question, already checked by ``AskQuestionUseCase``.
  ///   - limit: The most books to recommend.
  /// - Returns: The stored question with its recommendations, best first.
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved (nothing is).
  func ask(_ text: String, limit: Int) throws(BookKittyError) -> AnsweredQuestion

  /// The questions asked, the most recent first, at most `limit` of them, each with its
  /// recommendations.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the history cannot be read.
  func history(limit: Int) throws(BookKittyError) -> [AnsweredQuestion]

  /// The question with this id and its recommendations, or `nil` when there is none.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the history cannot be read.
  func question(id: Question.ID) throws(BookKittyError) -> AnsweredQuestion?

  /// The books recommended most recently, for Home: the latest questions first and each
  /// question's best first, every book once, at most `limit` of them.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the history cannot be read.
  func recentRecommendations(limit: Int) throws(BookKittyError) -> [Recommendation]
}
