/// The catalog of books the app knows (implemented in the data layer).
public protocol CatalogRepository: Sendable {
  /// The books whose title or author match `text`, best match first.
  ///
  /// Matching ignores case and diacritics and takes every word of `text` as the start of a word
  /// (`"garcia marq"` finds *Gabriel García Márquez*). Text without any letter or digit matches
  /// nothing; no text makes a syntax error.
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - limit: The most books to return.
  /// - Returns: At most `limit` books, best match first.
  /// - Throws: ``BookKittyError/storage(_:)`` when the catalog cannot be read.
  func search(_ text: String, limit: Int) throws(BookKittyError) -> [Book]

  /// The book with this id, or `nil` when the catalog has none.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the catalog cannot be read.
  func book(id: Book.ID) throws(BookKittyError) -> Book?
}
