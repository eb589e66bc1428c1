import BookKitty
import Foundation
import GRDB

/// BookKitty's SQLite database: the catalog, the library, the questions, the accounts and the
/// session, in one file.
///
/// Opening runs the migrations that have not run yet (see ``migrationIdentifiers``): the first
/// open creates the tables, imports the bundled catalog and the demo account; later opens find
/// them and change nothing. Every failure is a ``BookKittyError/storage(_:)`` that names the
/// file and says what to do.
///
/// ```swift
/// let database = try BookKittyDatabase(path: BookKittyDatabase.defaultPath())
/// let catalog = SQLiteCatalogRepository(database: database)
/// let books = try catalog.search("murakami", limit: 10)
/// ```
///
/// One connection serves every repository, one statement at a time: a local file with a few
/// hundred books answers in well under a millisecond, so the repositories are synchronous and
/// safe to call from any thread.
public final class BookKittyDatabase: Sendable {
  /// The database file, or `:memory:` for a database that lives only as long as this object.
  public let path: String
  let queue: DatabaseQueue

  /// How long a write waits for another program's lock before it fails with
  /// ``StorageError/locked(path:)``.
  public static let defaultBusyTimeout: TimeInterval = 2

  /// Opens the database file at `path`, creating it (not its folder) when it does not exist.
  ///
  /// A file without any write permission is opened read-only, even by root: reading works,
  /// and saving fails with ``StorageError/readOnly(path:)`` instead of changing a file its owner
  /// protected.
  ///
  /// - Parameter path: The database file; ``defaultPath(environment:)`` gives the usual one.
  /// - Throws: ``BookKittyError/storage(_:)``: ``StorageError/damaged(path:)`` for a file that is
  ///   not a BookKitty database or is corrupt, ``StorageError/cannotOpen(path:reason:)`` when the
  ///   folder is missing or cannot be written, ``StorageError/locked(path:)`` when another
  ///   program holds it, ``StorageError/readOnly(path:)`` when it is read-only and still needs
  ///   its tables.
  public convenience init(path: String) throws(BookKittyError) {
    try self.init(path: path, busyTimeout: Self.defaultBusyTimeout)
  }

  /// Opens the file at `path`, waiting at most `busyTimeout` seconds for another program's
  /// lock; tests shorten the wait.
  package init(path: String, busyTimeout: TimeInterval) throws(BookKittyError) {
    var configuration = Self.configuration
    configuration.busyMode = .timeout(busyTimeout)
    configuration.readonly = Self.isWriteProtected(path)
    self.path = path
    queue = try BookKittyError.reportingStorageFailures(at: path) {
      try DatabaseQueue(path: path, configuration: configuration)
    }
    try migrate()
    removeInertJournal()
  }

  private init(inMemory: Void) throws(BookKittyError) {
    path = ":memory:"
    queue = try BookKittyError.reportingStorageFailures(at: path) {
      try DatabaseQueue(configuration: Self.configuration)
    }
    try migrate()
  }

  /// The connection's settings: SQLite's defaults, with foreign keys enforced (GRDB's default).
  private static var configuration: Configuration {
    var configuration = Configuration()
    configuration.label = "BookKitty"
    return configuration
  }

  /// A new database that lives in memory as long as the returned object: for tests and
  /// previews, with the catalog and the demo account as in a new file.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` if the tables cannot be created.
  public static func inMemory() throws(BookKittyError) -> BookKittyDatabase {
    try BookKittyDatabase(inMemory: ())
  }

  /// The identifiers of the migrations that have run on this database, in order.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` if the database cannot be read.
  public func appliedMigrations() throws(BookKittyError) -> [String] {
    try read { db in try BookKittySchema.migrator.appliedMigrations(db) }
  }

  /// The identifiers of every migration this version of BookKitty knows, in order.
  public static var migrationIdentifiers: [String] { BookKittySchema.migrator.migrations }

  /// Runs the migrations not applied yet; a database that has them all is left untouched, so
  /// a read-only one still opens.
  private func migrate() throws(BookKittyError) {
    let migrator = BookKittySchema.migrator
    let isComplete = try read { db in try migrator.hasCompletedMigrations(db) }
    guard !isComplete else { return }
    try BookKittyError.reportingStorageFailures(at: path) { try migrator.migrate(queue) }
  }

  /// Reads in one transaction, mapping database failures to ``BookKittyError/storage(_:)``.
  func read<T>(_ body: (Database) throws -> T) throws(BookKittyError) -> T {
    try BookKittyError.reportingStorageFailures(at: path) { try queue.read(body) }
  }

  /// Writes in one transaction: when `body` or the commit fails, nothing of it is saved.
  func write<T>(_ body: (Database) throws -> T) throws(BookKittyError) -> T {
    try BookKittyError.reportingStorageFailures(at: path) { try queue.write(body) }
  }

  /// Whether `path` is a file that nobody may write to by its permissions.
  private static func isWriteProtected(_ path: String) -> Bool {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let permissions = attributes[.posixPermissions] as? NSNumber
    else { return false }
    return permissions.uint16Value & 0o222 == 0
  }
}
