import BookKitty
import GRDB

extension StorageError {
  /// The storage error for a failure of the database at `path`: SQLite's result code says
  /// which, its message fills in the rest.
  init(_ error: any Error, path: String) {
    if let error = error as? StorageError {
      self = error
      return
    }
    guard let error = error as? DatabaseError else {
      self = .failed(path: path, reason: String(describing: error))
      return
    }
    let reason = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
    switch error.resultCode {
    case .SQLITE_READONLY: self = .readOnly(path: path)
    case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked(path: path)
    case .SQLITE_FULL: self = .full(path: path)
    case .SQLITE_CANTOPEN, .SQLITE_PERM: self = .cannotOpen(path: path, reason: reason)
    default: self = .failed(path: path, reason: reason)
    }
  }
}

extension BookKittyError {
  /// Runs `body`, letting its BookKitty errors through and reporting any other failure as the
  /// storage error about `path`.
  static func reportingStorageFailures<T>(
    at path: String, _ body: () throws -> T
  ) throws(BookKittyError) -> T {
    do {
      return try body()
    } catch let error as BookKittyError {
      throw error
    } catch {
      throw .storage(StorageError(error, path: path))
    }
  }
}
