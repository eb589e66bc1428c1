import Observation
import Wayfinder

/// The Q&A tab: the questions asked, newest first, each with its recommendations.
@MainActor
@Observable
public final class QuestionHistoryViewModel {
  /// The questions asked, the most recent first.
  public private(set) var questions: [AnsweredQuestion] = []
  /// Why the history could not be loaded.
  public private(set) var errorMessage: String?

  private let useCase: any QuestionHistoryUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model and loads the history.
  public init(useCase: any QuestionHistoryUseCase, flow: FlowHandle<BookKittyRoute>) {
    self.useCase = useCase
    self.flow = flow
    reload()
  }

  /// Reads the history again; a database error goes to ``errorMessage``.
  public func reload() {
    do {
      questions = try useCase.history()
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Opens a question: sends ``BookKittyIntent/openQuestion(id:)``.
  public func openQuestion(_ id: Question.ID) {
    flow.send(BookKittyIntent.openQuestion(id: id))
  }

  /// Opens the floating "+" menu: sends ``BookKittyIntent/openMenu``.
  public func openMenu() {
    flow.send(BookKittyIntent.openMenu)
  }
}
