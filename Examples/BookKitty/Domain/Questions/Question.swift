import Foundation

/// A question the user asked ("Ask a question"), as kept in the Q&A history.
public struct Question: Hashable, Codable, Sendable, Identifiable {
  /// The question's id in the history.
  public var id: Int64
  /// What the user asked, trimmed.
  public var text: String
  /// When it was asked.
  public var askedAt: Date

  /// Creates a question.
  public init(id: Int64, text: String, askedAt: Date) {
    self.id = id
    self.text = text
    self.askedAt = askedAt
  }
}
