import Testing

extension BookKittyEndToEnd {
  /// The shared Book Detail, opened from each tab and left with back.
  @Suite struct BookDetailTests {
    @Test(arguments: [
      ("1", ["enter"], "Home"),
      ("2", ["enter", "enter"], "Question"),
      ("3", ["enter"], "Library"),
    ])
    func bookDetailOpensFromTheTabAndBackReturns(
      tab: String, toTheBook: [String], screenBefore: String
    ) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      let open = [tab] + toTheBook

      let run = try await app.run(open + ["b"], arguments: ["--dump"])

      let detail = run.screen(afterLine: open.count)
      #expect(detail.title == "Dune")
      #expect(detail.contains("by Frank Herbert, 1965"))
      #expect(detail.contains("In your library."))
      // Book Detail is pushed in the tab: the tab bar stays.
      #expect(detail.contains("  1 Home   2 Q&A   3 Library"))
      #expect(run.lastScreen.title == screenBefore)
      #expect(!run.dump.contains("bookDetail"))
    }

    @Test func aRecommendedBookOutsideTheLibraryCanBeAddedFromItsDetail() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      // The question's second recommendation is Holes, not in the library.
      let open = ["2", "enter", "down", "enter"]

      let run = try await app.run(open + ["enter", "3"])

      #expect(run.screen(afterLine: open.count).title == "Holes")
      #expect(run.screen(afterLine: open.count).selectedRow == "[ Add to library ]")
      #expect(run.screen(afterLine: open.count + 1).contains("In your library."))
      #expect(run.lastScreen.contains("Holes  Louis Sachar"))
    }
  }
}
