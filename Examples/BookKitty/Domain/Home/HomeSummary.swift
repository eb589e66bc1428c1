/// What the Home tab shows: the books added last and the books recommended last.
public struct HomeSummary: Hashable, Sendable {
  /// The most recently added books, newest first.
  public var recentlyAdded: [LibraryEntry]
  /// The most recent recommendations, the latest question's best first, every book once.
  public var recentRecommendations: [Recommendation]

  /// Creates a summary.
  public init(recentlyAdded: [LibraryEntry], recentRecommendations: [Recommendation]) {
    self.recentlyAdded = recentlyAdded
    self.recentRecommendations = recentRecommendations
  }

  /// Whether there is nothing to show yet: no book added and no question asked.
  public var isEmpty: Bool { recentlyAdded.isEmpty && recentRecommendations.isEmpty }
}
