import Foundation
import GRDB

extension BookKittyDatabase {
  /// Removes the rollback journal a process killed mid-commit can leave behind with its header
  /// cleared.
  ///
  /// SQLite rolls a hot journal back and deletes it at the first read, but a journal whose
  /// header is zero is not hot (its transaction committed, or never wrote a page) and SQLite
  /// leaves it until the next transaction that writes. A journal still there after the first
  /// read is such a one, or the live journal of another program's transaction: one write
  /// transaction that sets the schema's `user_version` to its own value journals a page and
  /// deletes the journal at its commit, after waiting its turn behind another program. A
  /// read-only, locked or full database keeps the journal, which harms nothing.
  func removeInertJournal() {
    guard path != ":memory:", FileManager.default.fileExists(atPath: path + "-journal") else {
      return
    }
    try? queue.write { db in
      let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      try db.execute(sql: "PRAGMA user_version = \(version)")
    }
  }
}
