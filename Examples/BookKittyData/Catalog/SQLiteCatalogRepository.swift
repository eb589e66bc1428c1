import BookKitty
import GRDB

/// The catalog in a ``BookKittyDatabase``, searched with SQLite's full-text index.
public struct SQLiteCatalogRepository: CatalogRepository {
  let database: BookKittyDatabase

  /// Creates the repository on a database.
  public init(database: BookKittyDatabase) {
    self.database = database
  }

  /// The books whose title or author have words starting with each word of `text`, best match
  /// first (a match in the title counts twice one in the author), then by title.
  ///
  /// `"HARRY pot"`, `"harry potter"` and `"rowl"` all find *Harry Potter*; `"garcia"` finds
  /// *García Márquez*; `"cats"` finds *Cat's Cradle* too, as English words match their stems.
  public func search(_ text: String, limit: Int) throws(BookKittyError) -> [Book] {
    guard limit > 0 else { return [] }
    return try database.read { db in
      guard let pattern = try SearchWords(text, in: db).allPrefixesInTitleOrAuthor else {
        return []
      }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT \(Book.columns) FROM bookSearch JOIN book ON book.id = bookSearch.rowid
          WHERE bookSearch MATCH ? ORDER BY bm25(bookSearch, 2.0, 1.0, 0.0), book.title
          LIMIT ?
          """,
        arguments: [pattern, limit]
      ).map(Book.init(row:))
    }
  }

  /// The book with this id, or `nil`.
  public func book(id: Book.ID) throws(BookKittyError) -> Book? {
    try database.read { db in
      try Row.fetchOne(db, sql: "SELECT \(Book.columns) FROM book WHERE id = ?", arguments: [id])
        .map(Book.init(row:))
    }
  }

  /// How many books the catalog has.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the catalog cannot be read.
  public func count() throws(BookKittyError) -> Int {
    try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM book") ?? 0 }
  }
}
