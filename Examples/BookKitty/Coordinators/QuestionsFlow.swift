import Wayfinder

/// The Q&A tab's flow: the history, one question with its recommendations, and the shared
/// Book Detail for a recommended book.
@MainActor
public final class QuestionsFlow: Coordinator<BookKittyRoute, Void> {
  /// Creates the flow; the tabs flow starts it.
  public override init() {}

  /// The history and a question, and Book Detail.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(
      shows: [.questions, .question(id: 0)], starts: [.flow(BookDetailFlow.self, .push)])
  }

  /// Pushes a question on ``BookKittyIntent/openQuestion(id:)``; opens Book Detail on
  /// ``BookKittyIntent/openBook(id:)``.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.openQuestion(let id):
      try push(.question(id: id))
    case BookKittyIntent.openBook(let id):
      try start(BookDetailFlow(id: id), .push)
    default:
      return false
    }
    return true
  }
}
