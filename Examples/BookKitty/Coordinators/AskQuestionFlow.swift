import Wayfinder

/// Ask a question, started from the floating menu: type the question, see the books
/// recommended for it, pick one.
///
/// Once the question is asked its entry screen gives way to the answers, so that it cannot be
/// asked twice by going back. Finishes with the question when the user picks a book; swiping
/// the sheet away, or ``BookKittyIntent/cancel``, cancels it.
@MainActor
public final class AskQuestionFlow: Coordinator<BookKittyRoute, AnsweredQuestion> {
  private var answered: AnsweredQuestion?

  /// Creates the flow.
  public override init() {}

  /// The question form and the answers.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.askQuestion, .answers(questionID: 0)])
  }

  /// Shows the question form.
  public override func start() throws {
    try push(.askQuestion)
  }

  /// Shows the answers to the question asked, finishes when a book is picked, cancels on
  /// request.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.asked(let question):
      answered = question
      try setStack([.answers(questionID: question.id)])
    case BookKittyIntent.picked:
      // Nothing asked yet means nothing to pick from: a stale screen; leave as if cancelled.
      guard let question = try answeredQuestion() else {
        cancel()
        return true
      }
      finish(with: question)
    case BookKittyIntent.cancel:
      cancel()
    default:
      return false
    }
    return true
  }

  /// The question answered: the one asked in this flow, or, for a restored flow, the one its
  /// answers screen shows, read again from the history; `nil` before the question is asked.
  private func answeredQuestion() throws -> AnsweredQuestion? {
    if let answered { return answered }
    for case .answers(let id) in flowRoutes.reversed() {
      return try dependencies.resolve((any QuestionHistoryUseCase).self).question(id: id)
    }
    return nil
  }
}
