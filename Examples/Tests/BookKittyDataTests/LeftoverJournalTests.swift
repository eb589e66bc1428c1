import BookKittyData
import Foundation
import Testing

/// What a `kill -9` mid-commit leaves beside the database, and the next open.
@Suite struct LeftoverJournalTests {
  /// A rollback journal as a kill between SQLite's steps leaves it: pages, and a header whose
  /// magic number was cleared, so that SQLite does not take it for a hot journal.
  static func inertJournal() -> Data {
    var bytes = Data(count: 8_704)
    bytes.replaceSubrange(12..<16, with: [0xBE, 0x9D, 0xBA, 0x99])
    return bytes
  }

  @Test func anInertJournalIsRemovedWhenTheDatabaseOpens() throws {
    let store = try TestDatabase()
    let saved = try store.library.add(bookID: try store.bookID("The Hobbit"))
    let journal = store.path + "-journal"
    try Self.inertJournal().write(to: URL(fileURLWithPath: journal))

    let reopened = try BookKittyDatabase(path: store.path)

    #expect(!FileManager.default.fileExists(atPath: journal))
    #expect(try SQLiteLibraryRepository(database: reopened).entries() == [saved])
  }

  @Test func aReadOnlyDatabaseKeepsTheJournalAndStillOpens() throws {
    let store = try TestDatabase()
    let saved = try store.library.add(bookID: try store.bookID("The Hobbit"))
    let journal = store.path + "-journal"
    try Self.inertJournal().write(to: URL(fileURLWithPath: journal))
    try FileManager.default.setPermissions(0o444, ofItemAtPath: store.path)
    defer { try? FileManager.default.setPermissions(0o644, ofItemAtPath: store.path) }

    let reopened = try BookKittyDatabase(path: store.path)

    #expect(try SQLiteLibraryRepository(database: reopened).entries() == [saved])
  }
}
