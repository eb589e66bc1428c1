/// Reads the Q&A history: the list, and one question with its answer.
public protocol QuestionHistoryUseCase: Sendable {
  /// The questions asked, the most recent first, each with its recommendations.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the history cannot be read.
  func history() throws(BookKittyError) -> [AnsweredQuestion]

  /// One question with its recommendations.
  ///
  /// - Throws: ``BookKittyError/questionNotFound(id:)`` when there is no such question (a
  ///   stale link, say); ``BookKittyError/storage(_:)`` when the history cannot be read.
  func question(id: Question.ID) throws(BookKittyError) -> AnsweredQuestion
}

/// Reads the history of a ``QuestionRepository``, at most ``limit`` questions.
public struct DefaultQuestionHistoryUseCase: QuestionHistoryUseCase {
  let questions: any QuestionRepository
  /// The most questions the history lists.
  public let limit: Int

  /// Creates the use case on a question repository.
  public init(questions: any QuestionRepository, limit: Int = 100) {
    self.questions = questions
    self.limit = max(1, limit)
  }

  /// The latest questions, the most recent first.
  public func history() throws(BookKittyError) -> [AnsweredQuestion] {
    try questions.history(limit: limit)
  }

  /// The question with this id, or ``BookKittyError/questionNotFound(id:)``.
  public func question(id: Question.ID) throws(BookKittyError) -> AnsweredQuestion {
    guard let question = try questions.question(id: id) else {
      throw .questionNotFound(id: id)
    }
    return question
  }
}
