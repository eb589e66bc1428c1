import Foundation
import Testing

extension BookKittyEndToEnd {
  /// What a second launch with the same `--db` restores: the session, and the navigation.
  @Suite struct RestorationTests {
    @Test func relaunchingRestoresTheNavigationWithoutLoggingInAgain() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      // Leave the app on Library → Book Detail.
      let first = try await app.run(["3", "enter", "q"])
      #expect(first.lastScreen.title == "Dune")
      #expect(FileManager.default.fileExists(atPath: app.savedNavigation.path))

      let second = try await app.run([], arguments: ["--dump"])

      #expect(second.screens.count == 1)
      #expect(second.lastScreen.title == "Dune")
      #expect(second.lastScreen.contains("In your library."))
      #expect(
        second.dump == """
          tabs
            tab home
              home
            tab questions
              questions
            tab library (selected)
              library
              bookDetail(id: \(BookKittyScript.dune))
            tab add (action)
          """)
    }

    @Test func relaunchingKeepsEachTabsStack() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      _ = try await app.run(["2", "enter", "3", "enter", "q"])

      let second = try await app.run(["b", "2"])

      #expect(second.screen(afterLine: 1).title == "Library")
      #expect(second.lastScreen.title == "Question")
      #expect(second.lastScreen.contains("“a desert planet with sandworms”"))
    }

    @Test func relaunchingAfterLoggingOutShowsLogin() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let loggedOut = try await app.run(BookKittyScript.logIn + ["3", "1", "enter"])
      #expect(loggedOut.lastScreen.title == "BookKitty — Log In")

      let second = try await app.run([], arguments: ["--dump"])

      #expect(second.lastScreen.title == "BookKitty — Log In")
      #expect(second.dump == "stack\n  login")
    }
  }
}
