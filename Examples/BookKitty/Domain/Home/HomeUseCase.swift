/// Loads the Home tab.
public protocol HomeUseCase: Sendable {
  /// The books added last and the books recommended last.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the database cannot be read.
  func summary() throws(BookKittyError) -> HomeSummary
}

/// Reads Home from a ``LibraryRepository`` and a ``QuestionRepository``.
public struct DefaultHomeUseCase: HomeUseCase {
  let library: any LibraryRepository
  let questions: any QuestionRepository
  /// The most books in each of Home's two lists.
  public let limit: Int

  /// Creates the use case on the library and the questions.
  public init(
    library: any LibraryRepository, questions: any QuestionRepository, limit: Int = 5
  ) {
    self.library = library
    self.questions = questions
    self.limit = max(1, limit)
  }

  /// The latest books added and recommended, at most ``limit`` of each.
  public func summary() throws(BookKittyError) -> HomeSummary {
    HomeSummary(
      recentlyAdded: try library.recentlyAdded(limit: limit),
      recentRecommendations: try questions.recentRecommendations(limit: limit))
  }
}
