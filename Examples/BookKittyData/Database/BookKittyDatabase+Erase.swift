import BookKitty
import GRDB

extension BookKittyDatabase {
  /// Erases what the user made — the library, the questions and their recommendations — and
  /// keeps the catalog and the accounts: the database as a new user finds it.
  ///
  /// For a database made to explore navigation, where every path starts from the same data.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved.
  package func eraseUserData() throws(BookKittyError) {
    try write { db in
      try db.execute(sql: "DELETE FROM recommendation")
      try db.execute(sql: "DELETE FROM question")
      try db.execute(sql: "DELETE FROM libraryEntry")
    }
  }

  /// How many rows the writes on this database changed so far: a number that changes whenever
  /// its data does (SQLite's total changes of its one connection); `nil` when it cannot be
  /// read.
  package var changeCount: Int? {
    try? read { $0.totalChangesCount }
  }
}
