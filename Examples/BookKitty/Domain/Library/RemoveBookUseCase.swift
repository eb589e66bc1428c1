/// Removes a book from the library (Library tab and Book Detail).
public protocol RemoveBookUseCase: Sendable {
  /// Removes the book; a book that is not in the library is left alone, so a second tap on
  /// "Remove" is harmless.
  ///
  /// - Returns: Whether the book was in the library.
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved (nothing changed).
  @discardableResult
  func remove(bookID: Book.ID) throws(BookKittyError) -> Bool
}

/// Removes books from a ``LibraryRepository``.
public struct DefaultRemoveBookUseCase: RemoveBookUseCase {
  let library: any LibraryRepository

  /// Creates the use case on a library.
  public init(library: any LibraryRepository) {
    self.library = library
  }

  /// Removes the book if it is in the library.
  @discardableResult
  public func remove(bookID: Book.ID) throws(BookKittyError) -> Bool {
    try library.remove(bookID: bookID)
  }
}
