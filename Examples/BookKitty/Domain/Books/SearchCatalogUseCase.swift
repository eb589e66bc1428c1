/// Finds books in the catalog by title or author, as the user types ("Add a book").
public protocol SearchCatalogUseCase: Sendable {
  /// The books that match `text`, best first; no books while `text` is blank.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the catalog cannot be read.
  func search(_ text: String) throws(BookKittyError) -> [Book]
}

/// Searches a ``CatalogRepository``, returning at most ``limit`` books.
public struct DefaultSearchCatalogUseCase: SearchCatalogUseCase {
  let catalog: any CatalogRepository
  /// The most books one search returns: what fits on a screen or two.
  public let limit: Int

  /// Creates the use case on a catalog.
  public init(catalog: any CatalogRepository, limit: Int = 20) {
    self.catalog = catalog
    self.limit = max(1, limit)
  }

  /// The books that match `text`, best first; no books, and no query, while `text` is blank.
  public func search(_ text: String) throws(BookKittyError) -> [Book] {
    guard !text.trimmed.isEmpty else { return [] }
    return try catalog.search(text, limit: limit)
  }
}
