/// Loads what the shared Book Detail screen shows, from any tab or flow.
public protocol BookDetailUseCase: Sendable {
  /// The book with this id, and whether it is in the library.
  ///
  /// - Throws: ``BookKittyError/bookNotFound(id:)`` when the catalog has no such book (a stale
  ///   link, say); ``BookKittyError/storage(_:)`` when the database cannot be read.
  func detail(id: Book.ID) throws(BookKittyError) -> BookDetail
}

/// Reads the book from a ``CatalogRepository`` and its place from a ``LibraryRepository``.
public struct DefaultBookDetailUseCase: BookDetailUseCase {
  let catalog: any CatalogRepository
  let library: any LibraryRepository

  /// Creates the use case on the catalog and the library.
  public init(catalog: any CatalogRepository, library: any LibraryRepository) {
    self.catalog = catalog
    self.library = library
  }

  /// The book with this id, and when it was added to the library.
  public func detail(id: Book.ID) throws(BookKittyError) -> BookDetail {
    guard let book = try catalog.book(id: id) else { throw .bookNotFound(id: id) }
    return BookDetail(book: book, addedAt: try library.entry(bookID: id)?.addedAt)
  }
}
