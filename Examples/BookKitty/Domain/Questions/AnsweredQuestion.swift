/// A question with the books recommended for it, best first.
///
/// The recommendations are computed once, when the question is asked, and kept with it: the
/// Q&A history shows the same answer later, even after the catalog changes.
public struct AnsweredQuestion: Hashable, Codable, Sendable, Identifiable {
  /// The question.
  public var question: Question
  /// The recommended books, best first; empty when no book matched the question's words.
  public var recommendations: [Recommendation]

  /// Creates an answered question.
  public init(question: Question, recommendations: [Recommendation]) {
    self.question = question
    self.recommendations = recommendations
  }

  /// The question's id.
  public var id: Question.ID { question.id }
}
