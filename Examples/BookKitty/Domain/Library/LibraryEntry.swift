import Foundation

/// A book in the user's library ("my books"), with when it was added.
public struct LibraryEntry: Hashable, Codable, Sendable, Identifiable {
  /// The book.
  public var book: Book
  /// When the user added it.
  public var addedAt: Date

  /// Creates an entry.
  public init(book: Book, addedAt: Date) {
    self.book = book
    self.addedAt = addedAt
  }

  /// The book's id: a book is in the library at most once.
  public var id: Book.ID { book.id }
}
