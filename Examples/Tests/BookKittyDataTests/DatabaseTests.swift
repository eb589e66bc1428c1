import BookKitty
import BookKittyData
import Foundation
import LoginSample
import Testing

@Suite struct DatabaseTests {
  @Test func aNewFileRunsEveryMigrationAndReopensWithoutRunningThemAgain() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("bookkitty.sqlite")
    do {
      let database = try BookKittyDatabase(path: path)
      #expect(try database.appliedMigrations() == BookKittyDatabase.migrationIdentifiers)
      #expect(BookKittyDatabase.migrationIdentifiers.first == "v1")
      _ = try SQLiteLibraryRepository(database: database).add(bookID: 1)
    }
    for _ in 1...2 {
      let database = try BookKittyDatabase(path: path)
      #expect(try database.appliedMigrations() == BookKittyDatabase.migrationIdentifiers)
      #expect(try SQLiteLibraryRepository(database: database).entries().map(\.book.id) == [1])
    }
  }

  @Test func theCatalogIsImportedOnceWithStableIDs() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("bookkitty.sqlite")
    var firstBook: Book?
    for _ in 1...3 {
      let catalog = SQLiteCatalogRepository(database: try BookKittyDatabase(path: path))
      #expect(try catalog.count() == 502)
      let book = try catalog.book(id: 1)
      #expect(book?.title == "1776")
      #expect(firstBook == nil || firstBook == book)
      firstBook = book
    }
  }

  @Test func anInMemoryDatabaseHasTheCatalogAndTheDemoAccount() throws {
    let database = try BookKittyDatabase.inMemory()
    #expect(database.path == ":memory:")
    #expect(try SQLiteCatalogRepository(database: database).count() >= 200)
    let user = try SQLiteAuthRepository(database: database).signIn(
      email: "kitty@bookkitty.app", password: "meow")
    #expect(user == User(email: "kitty@bookkitty.app", name: "Kitty"))
  }

  @Test func theDefaultPathIsInXDGDataHomeAndItsFolderIsCreated() throws {
    let folder = try TemporaryFolder()
    let path = try BookKittyDatabase.defaultPath(environment: [
      "XDG_DATA_HOME": folder.file("data"), "HOME": "/nonexistent",
    ])
    #expect(path == folder.file("data/bookkitty/bookkitty.sqlite"))
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: folder.file("data/bookkitty"), isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(try BookKittyDatabase(path: path).appliedMigrations().count > 0)
  }

  @Test(arguments: [nil, "", "relative/data"])
  func theDefaultPathFallsBackToTheHomeFolder(xdgDataHome: String?) throws {
    let folder = try TemporaryFolder()
    var environment = ["HOME": folder.path]
    environment["XDG_DATA_HOME"] = xdgDataHome
    let path = try BookKittyDatabase.defaultPath(environment: environment)
    #expect(path == folder.file(".local/share/bookkitty/bookkitty.sqlite"))
    #expect(FileManager.default.fileExists(atPath: folder.file(".local/share/bookkitty")))
  }

  @Test func theDefaultPathNeedsAHomeFolder() throws {
    let error = #expect(throws: BookKittyError.self) {
      try BookKittyDatabase.defaultPath(environment: [:])
    }
    guard case .storage(.cannotOpen(_, let reason)) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(reason.contains("HOME"))
  }
}
