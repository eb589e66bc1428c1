import Testing

extension BookKittyEndToEnd {
  /// The floating "+" menu's Add a book flow, and removing a book again.
  @Suite struct AddBookTests {
    @Test func savingABookSelectsLibraryShowingIt() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn + BookKittyScript.addDune)

      let results = run.screen(afterLine: BookKittyScript.logIn.count + 4)
      #expect(results.title == "Add a Book")
      #expect(results.selectedRow == "Dune  Frank Herbert, 1965")
      let confirm = run.screen(afterLine: BookKittyScript.logIn.count + 5)
      #expect(confirm.title == "Add to Library?")
      #expect(confirm.contains("by Frank Herbert, 1965"))
      #expect(run.lastScreen.title == "Library")
      #expect(run.lastScreen.selectedRow == "Dune  Frank Herbert, 1965")
    }

    @Test func savingTheSameBookTwiceShowsTheError() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(
        BookKittyScript.logIn + BookKittyScript.addDune + BookKittyScript.addDune)

      #expect(run.lastScreen.title == "Add to Library?")
      #expect(run.lastScreen.contains(#"! "Dune" is already in your library."#))
    }

    @Test func backOnTheSearchScreenCancelsAddingABook() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      // The search field takes `b` as a letter until Esc stops typing into it.
      let run = try await app.run(
        BookKittyScript.logIn + ["3", "+", "enter", "esc", "b"], arguments: ["--dump"])

      #expect(run.screen(afterLine: BookKittyScript.logIn.count + 3).title == "Add a Book")
      #expect(run.screen(afterLine: BookKittyScript.logIn.count + 4).title == "Add a Book")
      #expect(run.lastScreen.title == "Library")
      #expect(run.lastScreen.contains("Your library is empty"))
      #expect(!run.dump.contains("searchCatalog"))
    }

    @Test func noResultSaysSoWithTheQuery() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn + ["+", "enter", "type zzzz", "enter"])

      #expect(run.lastScreen.contains("No book in the catalog matches “zzzz”."))
    }

    @Test func removingABookFromLibrarysBookDetailEmptiesTheLibrary() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let open = BookKittyScript.logIn + BookKittyScript.addDune + ["enter"]

      let run = try await app.run(open + ["enter"], arguments: ["--dump"])

      let detail = run.screen(afterLine: open.count)
      #expect(detail.title == "Dune")
      #expect(detail.contains("In your library."))
      #expect(detail.selectedRow == "[ Remove from library ]")
      #expect(run.lastScreen.title == "Library")
      #expect(run.lastScreen.contains("Your library is empty: press + to add a book."))
      #expect(!run.dump.contains("bookDetail"))
    }
  }
}
