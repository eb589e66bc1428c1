import BookKitty
import BookKittyData
import Foundation

/// A folder of its own for one test, removed with everything in it when the test ends.
final class TemporaryFolder {
  /// The folder's path.
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bookkitty-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of a file in the folder.
  func file(_ name: String) -> String { path + "/" + name }
}

/// A database file in a temporary folder, with its repositories.
struct TestDatabase {
  let folder: TemporaryFolder
  let path: String
  let database: BookKittyDatabase

  /// A migrated database, made once and copied for each test: migrating imports the catalog
  /// and hashes the demo password, which takes a while in a debug build.
  private static let template = Result { () throws(BookKittyError) in
    try BookKittyDatabase.inMemory()
  }

  /// Opens a new database file, a copy of a newly migrated one, in a new folder.
  init() throws {
    folder = try TemporaryFolder()
    path = folder.file("bookkitty.sqlite")
    try Self.template.get().backup(to: path)
    database = try BookKittyDatabase(path: path)
  }

  var catalog: SQLiteCatalogRepository { SQLiteCatalogRepository(database: database) }
  var library: SQLiteLibraryRepository { SQLiteLibraryRepository(database: database) }
  var questions: SQLiteQuestionRepository { SQLiteQuestionRepository(database: database) }
  var auth: SQLiteAuthRepository { SQLiteAuthRepository(database: database) }

  /// The id of the catalog's book with this title.
  func bookID(_ title: String) throws -> Book.ID {
    guard let book = try catalog.search(title, limit: 20).first(where: { $0.title == title })
    else { throw FixtureError.noSuchBook(title) }
    return book.id
  }
}

enum FixtureError: Error {
  case noSuchBook(String)
}

extension FileManager {
  /// Sets a file's permission bits.
  func setPermissions(_ permissions: Int, ofItemAtPath path: String) throws {
    try setAttributes([.posixPermissions: NSNumber(value: permissions)], ofItemAtPath: path)
  }
}
