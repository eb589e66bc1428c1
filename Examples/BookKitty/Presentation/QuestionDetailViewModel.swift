import Observation
import Wayfinder

/// One question of the history with the books recommended for it.
@MainActor
@Observable
public final class QuestionDetailViewModel {
  /// The question's id.
  public let questionID: Question.ID
  /// The question, `nil` until loaded or when it cannot be.
  public private(set) var question: Question?
  /// The recommended books, best first.
  public private(set) var recommendations: [Recommendation] = []
  /// Why the question could not be loaded (a stale link, a database error).
  public private(set) var errorMessage: String?

  private let useCase: any QuestionHistoryUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model for question `id` and loads it.
  public init(
    id: Question.ID, useCase: any QuestionHistoryUseCase, flow: FlowHandle<BookKittyRoute>
  ) {
    self.questionID = id
    self.useCase = useCase
    self.flow = flow
    reload()
  }

  /// Reads the question again; an error goes to ``errorMessage``.
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

  /// Opens a recommended book: sends ``BookKittyIntent/openBook(id:)``.
  public func openBook(_ id: Book.ID) {
    flow.send(BookKittyIntent.openBook(id: id))
  }
}
