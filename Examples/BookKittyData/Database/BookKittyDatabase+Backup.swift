import BookKitty
import GRDB

extension BookKittyDatabase {
  /// Copies the whole database, as it is now, into a new file at `path`.
  ///
  /// Tests migrate one database and copy it for each test, instead of importing the catalog
  /// and hashing the demo password every time.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` about `path` when the copy cannot be written.
  package func backup(to path: String) throws(BookKittyError) {
    try BookKittyError.reportingStorageFailures(at: path) {
      let destination = try DatabaseQueue(path: path)
      try queue.backup(to: destination)
      try destination.close()
    }
  }
}
