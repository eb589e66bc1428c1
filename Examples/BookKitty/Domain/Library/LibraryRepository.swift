/// The user's books (implemented in the data layer).
///
/// The library belongs to the device, as in the original app: everyone who signs in on it sees
/// the same books.
public protocol LibraryRepository: Sendable {
  /// Every book in the library, the most recently added first.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the library cannot be read.
  func entries() throws(BookKittyError) -> [LibraryEntry]

  /// The most recently added books, newest first, at most `limit` of them.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the library cannot be read.
  func recentlyAdded(limit: Int) throws(BookKittyError) -> [LibraryEntry]

  /// The library's entry for this book, or `nil` when the book is not in the library.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the library cannot be read.
  func entry(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry?

  /// Adds a book, dated now.
  ///
  /// - Returns: The new entry.
  /// - Throws: ``BookKittyError/alreadyInLibrary(title:)`` when the book is in the library
  ///   already (its entry keeps its date); ``BookKittyError/bookNotFound(id:)`` when the catalog
  ///   has no such book; ``BookKittyError/storage(_:)`` when it cannot be saved, in which case
  ///   the library is as it was.
  func add(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry

  /// Removes a book; removing a book that is not in the library does nothing.
  ///
  /// - Returns: Whether the book was in the library.
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved, in which case the library
  ///   is as it was.
  @discardableResult
  func remove(bookID: Book.ID) throws(BookKittyError) -> Bool
}

extension LibraryRepository {
  /// Whether the book is in the library.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the library cannot be read.
  public func contains(bookID: Book.ID) throws(BookKittyError) -> Bool {
    try entry(bookID: bookID) != nil
  }
}
