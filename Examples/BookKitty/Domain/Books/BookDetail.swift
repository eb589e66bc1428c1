import Foundation

/// What the shared Book Detail screen shows: the book, and whether it is in the library.
public struct BookDetail: Hashable, Sendable, Identifiable {
  /// The book.
  public var book: Book
  /// When the book was added to the library, or `nil` when it is not in it.
  public var addedAt: Date?

  /// Creates a detail.
  public init(book: Book, addedAt: Date?) {
    self.book = book
    self.addedAt = addedAt
  }

  /// The book's id.
  public var id: Book.ID { book.id }

  /// Whether the book is in the library.
  public var isInLibrary: Bool { addedAt != nil }
}
