import Observation
import Wayfinder

/// Ask a question, first screen: type the question and ask it.
@MainActor
@Observable
public final class AskQuestionViewModel {
  /// The question typed so far, kept in the flow's ``QuestionDraft``.
  public var text: String {
    get { draft.text }
    set { draft.text = newValue }
  }
  /// Why the question was refused (blank, too long) or could not be saved.
  public private(set) var errorMessage: String?

  private let useCase: any AskQuestionUseCase
  private let flow: FlowHandle<BookKittyRoute>
  private let draft: QuestionDraft

  /// Creates the view model on `draft` (the flow's, so that the flow knows whether the user
  /// typed something; an empty one of its own by default).
  public init(
    useCase: any AskQuestionUseCase, flow: FlowHandle<BookKittyRoute>,
    draft: QuestionDraft = QuestionDraft()
  ) {
    self.useCase = useCase
    self.flow = flow
    self.draft = draft
  }

  /// The longest question accepted, in characters, for a host that counts as the user types.
  public var maximumLength: Int { DefaultAskQuestionUseCase.maximumLength }

  /// Nothing to read: the form keeps what the user typed.
  public func reload() {}

  /// Asks the question: sends ``BookKittyIntent/asked(_:)`` with the answer.
  ///
  /// The flow shows the recommended books. A blank or overlong question, or a database error, shows in
  /// ``errorMessage`` and the screen stays.
  public func ask() {
    do {
      let answered = try useCase.ask(text)
      errorMessage = nil
      flow.send(BookKittyIntent.asked(answered))
    } catch {
      errorMessage = error.description
    }
  }

  /// Leaves Ask a question: sends ``BookKittyIntent/cancel``.
  public func cancel() {
    flow.send(BookKittyIntent.cancel)
  }
}
