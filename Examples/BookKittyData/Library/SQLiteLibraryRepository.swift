import BookKitty
import Foundation
import GRDB

/// The library in a ``BookKittyDatabase``.
public struct SQLiteLibraryRepository: LibraryRepository {
  let database: BookKittyDatabase

  /// Creates the repository on a database.
  public init(database: BookKittyDatabase) {
    self.database = database
  }

  /// Every book in the library, the most recently added first.
  public func entries() throws(BookKittyError) -> [LibraryEntry] {
    try database.read { db in try Self.entries(limit: -1, in: db) }
  }

  /// The most recently added books, newest first.
  public func recentlyAdded(limit: Int) throws(BookKittyError) -> [LibraryEntry] {
    guard limit > 0 else { return [] }
    return try database.read { db in try Self.entries(limit: limit, in: db) }
  }

  /// The library's entry for this book, or `nil`.
  public func entry(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry? {
    try database.read { db in try Self.entry(bookID: bookID, in: db) }
  }

  /// Adds the book dated now, or refuses a book that is in the library already or missing
  /// from the catalog.
  public func add(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry {
    try database.write { db in
      let book = try Row.fetchOne(
        db, sql: "SELECT \(Book.columns) FROM book WHERE id = ?", arguments: [bookID])
      guard let book = book.map(Book.init(row:)) else {
        throw BookKittyError.bookNotFound(id: bookID)
      }
      if try Self.entry(bookID: bookID, in: db) != nil {
        throw BookKittyError.alreadyInLibrary(title: book.title)
      }
      try db.execute(
        sql: "INSERT INTO libraryEntry (bookId, addedAt) VALUES (?, ?)",
        arguments: [bookID, Date()])
      // Read back, so that the date is the one saved (to the millisecond).
      guard let entry = try Self.entry(bookID: bookID, in: db) else {
        throw StorageError.failed(path: database.path, reason: "the new entry was not saved")
      }
      return entry
    }
  }

  /// Removes the book if it is in the library.
  @discardableResult
  public func remove(bookID: Book.ID) throws(BookKittyError) -> Bool {
    try database.write { db in
      try db.execute(sql: "DELETE FROM libraryEntry WHERE bookId = ?", arguments: [bookID])
      return db.changesCount > 0
    }
  }

  private static func entries(limit: Int, in db: Database) throws -> [LibraryEntry] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT \(Book.columns), libraryEntry.addedAt
        FROM libraryEntry JOIN book ON book.id = libraryEntry.bookId
        ORDER BY libraryEntry.addedAt DESC, libraryEntry.id DESC LIMIT ?
        """,
      arguments: [limit]
    ).map(LibraryEntry.init(row:))
  }

  private static func entry(bookID: Book.ID, in db: Database) throws -> LibraryEntry? {
    try Row.fetchOne(
      db,
      sql: """
        SELECT \(Book.columns), libraryEntry.addedAt
        FROM libraryEntry JOIN book ON book.id = libraryEntry.bookId
        WHERE libraryEntry.bookId = ?
        """,
      arguments: [bookID]
    ).map(LibraryEntry.init(row:))
  }
}

extension LibraryEntry {
  fileprivate init(row: Row) {
    self.init(book: Book(row: row), addedAt: row["addedAt"])
  }
}
