import Foundation
import Testing

extension BookKittyEndToEnd {
  /// `--open` with each of BookKitty's links, before and after login, and bad links.
  @Suite struct DeepLinkTests {
    static let dune = BookKittyScript.dune

    @Test(arguments: [
      ("bookkitty://home", "Home", "tab home (selected)\n    home\n"),
      ("bookkitty://questions", "Q&A", "tab questions (selected)\n    questions\n"),
      ("bookkitty://library", "Library", "tab library (selected)\n    library"),
      (
        "bookkitty://library/books/\(dune)", "Dune",
        "tab library (selected)\n    library\n    bookDetail(id: \(dune))"
      ),
      (
        "bookkitty://home/books/\(dune)", "Dune",
        "tab home (selected)\n    home\n    bookDetail(id: \(dune))"
      ),
      (
        "bookkitty://questions/1", "Question",
        "tab questions (selected)\n    questions\n    question(id: 1)\n"
      ),
      (
        "bookkitty://questions/1/books/\(dune)", "Dune",
        "tab questions (selected)\n    questions\n    question(id: 1)\n    bookDetail(id: \(dune))"
      ),
    ])
    func aLinkOpensItsScreenAtLaunch(link: String, title: String, tree: String) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()

      let run = try await app.run([], arguments: ["--open", link, "--dump"])

      #expect(run.status == 0)
      #expect(run.error.isEmpty)
      #expect(run.lastScreen.title == title)
      #expect(!run.lastScreen.contains("!"), "no error on the screen")
      #expect(run.dump.contains(tree))
    }

    @Test func aLinkLandsWithNothingPresentedOverTheTabs() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      // Leave the Ask a question sheet open: it is restored at the next launch.
      _ = try await app.run(["+", "down", "enter", "q"])

      let run = try await app.run([], arguments: ["--open", "bookkitty://library", "--dump"])

      #expect(run.lastScreen.title == "Library")
      #expect(!run.dump.contains("sheet"))
    }

    @Test func aLinkToAQuestionThatIsNotThereSaysSoOnTheScreen() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()

      let run = try await app.run([], arguments: ["--open", "bookkitty://questions/99"])

      #expect(run.status == 0)
      #expect(run.lastScreen.title == "Question")
      #expect(
        run.lastScreen.contains(
          "! There is no question 99 in your history. Ask it again from the Q&A tab."))
    }

    @Test func aLinkBeforeLoginLandsOnLoginAndOpensAfterLoggingIn() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(
        BookKittyScript.logIn, arguments: ["--open", "bookkitty://library/books/\(Self.dune)"])

      #expect(run.screens.first?.title == "BookKitty — Log In")
      #expect(run.lastScreen.title == "Dune")
      #expect(run.lastScreen.selectedRow == "[ Add to library ]")
      #expect(run.lastScreen.contains("  1 Home   2 Q&A   3 Library"))
    }

    @Test(arguments: [
      ("bookkitty://nowhere", "No link pattern is declared for 'bookkitty://nowhere'."),
      (
        "bookkitty://library/books/seven",
        "The link's 'id' is 'seven', which is not a valid int."
      ),
      ("not a url", "The link is malformed: it contains a space or a control character."),
    ])
    func aBadLinkExitsWithItsErrorAndCreatesNoDatabase(link: String, message: String)
      async throws
    {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run([], arguments: ["--open", link])

      #expect(run.status == 2)
      #expect(run.error == "bookkitty: cannot open \(link): \(message)\n")
      #expect(run.output.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: app.database.path))
      #expect(!FileManager.default.fileExists(atPath: app.savedNavigation.path))
    }
  }
}
