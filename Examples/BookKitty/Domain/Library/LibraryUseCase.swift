/// Lists the user's books for the Library tab.
public protocol LibraryUseCase: Sendable {
  /// Every book in the library, the most recently added first.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the library cannot be read.
  func myBooks() throws(BookKittyError) -> [LibraryEntry]
}

/// Lists the books of a ``LibraryRepository``.
public struct DefaultLibraryUseCase: LibraryUseCase {
  let library: any LibraryRepository

  /// Creates the use case on a library.
  public init(library: any LibraryRepository) {
    self.library = library
  }

  /// Every book in the library, the most recently added first.
  public func myBooks() throws(BookKittyError) -> [LibraryEntry] {
    try library.entries()
  }
}
