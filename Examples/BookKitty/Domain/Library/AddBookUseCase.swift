/// Adds a book to the library (the "Add a book" flow and Book Detail).
public protocol AddBookUseCase: Sendable {
  /// Adds the book, dated now.
  ///
  /// Adding a book twice is refused rather than ignored, so that the flow can tell the user the
  /// book was there already instead of pretending it was just added; the first entry keeps its
  /// date.
  ///
  /// - Returns: The new entry.
  /// - Throws: ``BookKittyError/alreadyInLibrary(title:)``,
  ///   ``BookKittyError/bookNotFound(id:)``, or ``BookKittyError/storage(_:)`` (nothing saved).
  func add(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry
}

/// Adds books to a ``LibraryRepository``.
public struct DefaultAddBookUseCase: AddBookUseCase {
  let library: any LibraryRepository

  /// Creates the use case on a library.
  public init(library: any LibraryRepository) {
    self.library = library
  }

  /// Adds the book, or refuses a book that is in the library already.
  public func add(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry {
    try library.add(bookID: bookID)
  }
}
