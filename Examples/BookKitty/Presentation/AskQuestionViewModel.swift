import Observation
import Wayfinder

/// Ask a question, first screen: type the question and ask it.
@MainActor
@Observable
public final class AskQuestionViewModel {
  /// The question typed so far.
  public var text = ""
  /// Why the question was refused (blank, too long) or could not be saved.
  public private(set) var errorMessage: String?

  private let useCase: any AskQuestionUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model with an empty question.
  public init(useCase: any AskQuestionUseCase, flow: FlowHandle<BookKittyRoute>) {
    self.useCase = useCase
    self.flow = flow
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
