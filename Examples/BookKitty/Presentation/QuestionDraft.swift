import Observation

/// The question typed into Ask a question so far, shared by the form's view model, which
/// types into it, and ``AskQuestionFlow``, which will not let the sheet be swiped away while
/// it holds text.
///
/// Observable, so that the navigator reads the flow's refusal again as the user types.
@MainActor
@Observable
public final class QuestionDraft {
  /// The text typed so far.
  public var text = ""

  /// Creates an empty draft.
  public init() {}
}
