import Wayfinder

/// Ask a question, started from the floating menu: type the question, see the books
/// recommended for it, pick one.
///
/// Once the question is asked its entry screen gives way to the answers, so that it cannot be
/// asked twice by going back. Finishes with the question when the user picks a book; swiping
/// the sheet away, or ``BookKittyIntent/cancel``, cancels it.
///
/// While the form holds a question not asked yet, the sheet refuses the swipe (and the
/// terminal's Esc): the flow asks whether to discard the question, and the sheet stays unless
/// the user says so.
@MainActor
public final class AskQuestionFlow: Coordinator<BookKittyRoute, AnsweredQuestion> {
  /// What the user typed into the form; its view model resolves it from the flow's scope.
  public let draft = QuestionDraft()
  private var answered: AnsweredQuestion?

  /// The id of the dialog that asks whether to discard the question typed.
  public static let discardDialog = "discardQuestion"

  /// Creates the flow.
  public override init() {
    super.init()
    let draft = self.draft
    dependencies.register(QuestionDraft.self) { _ in draft }
  }

  /// Whether the form holds a question not asked yet: its text would be lost.
  public override var refusesUserDismissal: Bool {
    answered == nil && !draft.text.trimmed.isEmpty
  }

  /// Asks whether to discard the question typed: Discard cancels the flow, Keep Editing (or
  /// tapping outside) keeps the sheet.
  public override func didRefuseUserDismissal() throws {
    try present(
      .alert(
        Dialog(
          id: Self.discardDialog, title: "Discard your question?",
          message: "What you typed has not been asked yet.",
          actions: [
            DialogAction(id: "discard", title: "Discard", role: .destructive),
            .cancel("Keep Editing"),
          ])))
  }

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
    case let choice as DialogChoice where choice.dialog == Self.discardDialog:
      if choice.action == "discard" { cancel() }
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
