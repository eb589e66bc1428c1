import Foundation
import Testing

extension BookKittyEndToEnd {
  @Suite struct StorageErrorTests {
    @Test func aDamagedDatabaseIsNamedAndLeftAsItWas() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let garbage = Data("not a database, and it must stay exactly so".utf8)
      try garbage.write(to: app.database)

      let run = try await app.run(["q"])

      #expect(run.status == 1)
      #expect(
        run.error
          == "bookkitty: The database at \(app.database.path) is damaged; move it away to start fresh.\n"
      )
      #expect(run.output.isEmpty)
      #expect(try Data(contentsOf: app.database) == garbage, "nothing already saved is lost")
    }

    @Test func aReadOnlyDatabaseShowsWhySavingFailedAndTheAppGoesOn() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      _ = try await app.run(BookKittyScript.logIn)
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o444], ofItemAtPath: app.database.path)

      let run = try await app.run(
        ["3"] + BookKittyScript.addDune + ["b", "b", "3"], arguments: ["--dump"])

      #expect(run.status == 0)
      let refused = run.screen(afterLine: 1 + BookKittyScript.addDune.count)
      #expect(refused.title == "Add to Library?")
      #expect(refused.contains("! Can't save: the database at"))
      #expect(refused.contains("read-only. Nothing was changed."))
      // Back out of Add a book: the app kept running and the library is as it was.
      #expect(run.lastScreen.title == "Library")
      #expect(run.lastScreen.contains("Your library is empty"))
    }
  }
}
