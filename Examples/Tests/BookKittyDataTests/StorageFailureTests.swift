import BookKitty
import BookKittyData
import Foundation
import GRDB
import LoginSample
import Testing

@Suite struct StorageFailureTests {
  @Test func aReadOnlyFileReadsButRefusesWritesAndLosesNothing() throws {
    let store = try TestDatabase()
    let hobbit = try store.bookID("The Hobbit")
    let saved = try store.library.add(bookID: hobbit)
    let question = try store.questions.ask("cats", limit: 3)
    try FileManager.default.setPermissions(0o444, ofItemAtPath: store.path)
    defer { try? FileManager.default.setPermissions(0o644, ofItemAtPath: store.path) }

    let readOnly = try BookKittyDatabase(path: store.path)
    let library = SQLiteLibraryRepository(database: readOnly)
    let questions = SQLiteQuestionRepository(database: readOnly)
    #expect(try library.entries() == [saved])
    let kokoro = try store.bookID("Kokoro")
    let refusal = BookKittyError.storage(.readOnly(path: store.path))
    #expect(throws: refusal) { try library.add(bookID: kokoro) }
    #expect(throws: refusal) { try library.remove(bookID: hobbit) }
    #expect(throws: refusal) { try questions.ask("dogs", limit: 3) }
    #expect(throws: LoginError.unavailable(StorageError.readOnly(path: store.path).description)) {
      try SQLiteAuthRepository(database: readOnly).signIn(
        email: "kitty@bookkitty.app", password: "meow")
    }
    #expect(refusal.description.contains("is read-only"))
    #expect(refusal.description.contains(store.path))

    #expect(try library.entries() == [saved])
    #expect(try questions.history(limit: 10) == [question])
    try FileManager.default.setPermissions(0o644, ofItemAtPath: store.path)
    let writable = try BookKittyDatabase(path: store.path)
    #expect(try SQLiteLibraryRepository(database: writable).entries() == [saved])
    #expect(try SQLiteQuestionRepository(database: writable).history(limit: 10) == [question])
  }

  @Test func aFileOfGarbageIsReportedAsDamaged() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("bookkitty.sqlite")
    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try Data(garbage).write(to: URL(fileURLWithPath: path))
    let damaged = BookKittyError.storage(.damaged(path: path))
    #expect(throws: damaged) { try BookKittyDatabase(path: path) }
    #expect(
      damaged.description == "The database at \(path) is damaged; move it away to start fresh.")
    // The file is left for the user to move away, as the message says.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(garbage))
  }

  @Test func aDatabaseWithDamagedPagesIsReportedAsDamaged() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("bookkitty.sqlite")
    do {
      let database = try BookKittyDatabase(path: path)
      _ = try SQLiteLibraryRepository(database: database).add(bookID: 1)
    }
    // Keep the 100-byte header, so that SQLite takes the file for a database, and scramble
    // every page after the first.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.count > 16_384)
    for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(throws: BookKittyError.storage(.damaged(path: path))) {
      let database = try BookKittyDatabase(path: path)
      _ = try SQLiteCatalogRepository(database: database).search("cat", limit: 5)
      _ = try SQLiteLibraryRepository(database: database).entries()
    }
  }

  @Test func aDatabaseLockedByAnotherProgramAsksToRetryAndLosesNothing() throws {
    let store = try TestDatabase()
    let saved = try store.library.add(bookID: 1)
    let impatient = try BookKittyDatabase(path: store.path, busyTimeout: 0.05)
    let library = SQLiteLibraryRepository(database: impatient)
    let other = try DatabaseQueue(path: store.path)
    try other.inDatabase { db in
      try db.execute(sql: "BEGIN EXCLUSIVE")
      defer { try? db.execute(sql: "ROLLBACK") }
      let locked = BookKittyError.storage(.locked(path: store.path))
      #expect(throws: locked) { try library.add(bookID: 2) }
      #expect(throws: locked) { try library.entries() }
      #expect(locked.description.contains("try again"))
    }
    #expect(try library.entries() == [saved])
    _ = try library.add(bookID: 2)
    #expect(try library.entries().map(\.book.id) == [2, 1])
  }

  @Test func aMissingFolderCannotBeOpened() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("missing/bookkitty.sqlite")
    let error = #expect(throws: BookKittyError.self) { try BookKittyDatabase(path: path) }
    guard case .storage(.cannotOpen(let reportedPath, _)) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(reportedPath == path)
  }

  @Test func everyStorageErrorHasItsOwnMessage() {
    let path = "/data/bookkitty.sqlite"
    let errors: [StorageError] = [
      .readOnly(path: path), .damaged(path: path), .locked(path: path), .full(path: path),
      .cannotOpen(path: path, reason: "no such folder"), .failed(path: path, reason: "I/O"),
    ]
    let messages = errors.map { BookKittyError.storage($0).description }
    #expect(Set(messages).count == errors.count)
    #expect(messages.allSatisfy { $0.contains(path) })
    #expect(errors.allSatisfy { $0.path == path })
  }
}
