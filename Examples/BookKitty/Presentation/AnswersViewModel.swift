import Observation
import Wayfinder

/// Ask a question, second screen: the books recommended for the question, with the words of
/// the question each one matched.
@MainActor
@Observable
public final class AnswersViewModel {
  /// The question's id.
  public let questionID: Question.ID
  /// The question, `nil` until loaded or when it cannot be.
  public private(set) var question: Question?
  /// The recommended books, best first, each with its ``Recommendation/matchedWords``.
  public private(set) var recommendations: [Recommendation] = []
  /// Why the answer could not be loaded.
  public private(set) var errorMessage: String?

  private let useCase: any QuestionHistoryUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model for question `id` and loads its answer.
  public init(
    questionID: Question.ID, useCase: any QuestionHistoryUseCase,
    flow: FlowHandle<BookKittyRoute>
  ) {
    self.questionID = questionID
    self.useCase = useCase
    self.flow = flow
    reload()
  }

  /// Reads the answer again; an error goes to ``errorMessage``.
  public func reload() {
    do {
      let answered = try useCase.question(id: questionID)
      question = answered.question
      recommendations = answered.recommendations
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Picks a recommended book: sends ``BookKittyIntent/picked(bookID:)``; Ask a question
  /// finishes and the Q&A tab shows the question.
  public func pick(_ bookID: Book.ID) {
    flow.send(BookKittyIntent.picked(bookID: bookID))
  }

  /// Leaves Ask a question: sends ``BookKittyIntent/cancel``.
  public func cancel() {
    flow.send(BookKittyIntent.cancel)
  }
}
