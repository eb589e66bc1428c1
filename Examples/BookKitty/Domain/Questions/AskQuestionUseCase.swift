/// Asks a question and gets books for it (the "Ask a question" flow).
public protocol AskQuestionUseCase: Sendable {
  /// Checks the question, keeps it, and returns it with its recommendations.
  ///
  /// The question is kept on one line: control characters become spaces, and the spaces
  /// around it are trimmed.
  ///
  /// - Throws: ``BookKittyError/emptyQuestion`` when `text` is blank,
  ///   ``BookKittyError/questionTooLong(maximum:)`` when it is too long to be a question, and
  ///   ``BookKittyError/storage(_:)`` when it cannot be saved (nothing is).
  func ask(_ text: String) throws(BookKittyError) -> AnsweredQuestion
}

/// Checks questions, then asks a ``QuestionRepository``.
public struct DefaultAskQuestionUseCase: AskQuestionUseCase {
  let questions: any QuestionRepository
  /// The most books recommended for one question.
  public let recommendationLimit: Int

  /// The longest question accepted, in characters.
  public static let maximumLength = 500

  /// Creates the use case on a question repository.
  public init(questions: any QuestionRepository, recommendationLimit: Int = 5) {
    self.questions = questions
    self.recommendationLimit = max(1, recommendationLimit)
  }

  /// Cleans the question up, refuses a blank or overlong one, and asks the rest.
  ///
  /// Control characters (line breaks, tabs, NUL) become spaces and the spaces around the text
  /// are trimmed, so the history shows the question on one line as it was meant.
  public func ask(_ text: String) throws(BookKittyError) -> AnsweredQuestion {
    let text = String(text.map { $0.isControl ? " " : $0 }).trimmed
    guard !text.isEmpty else { throw .emptyQuestion }
    guard text.count <= Self.maximumLength else {
      throw .questionTooLong(maximum: Self.maximumLength)
    }
    return try questions.ask(text, limit: recommendationLimit)
  }
}
