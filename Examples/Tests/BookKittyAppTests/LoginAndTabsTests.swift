import Testing

extension BookKittyEndToEnd {
  /// Logging in and out, and the three tabs, in a script run.
  @Suite struct LoginAndTabsTests {
    @Test func aWrongPasswordShowsTheErrorAndTheRightOneOpensHome() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let wrong = ["type \(BookKittyScript.email)", "enter", "type woof", "enter"]
      // A failed login clears the password, and typing goes back to it, the field last typed
      // into: the user types the password again, as on any sign-in form.
      let right = ["type meow", "enter"]

      let run = try await app.run(wrong + right)

      #expect(run.status == 0)
      let refused = run.screen(afterLine: wrong.count)
      #expect(refused.title == "BookKitty — Log In")
      #expect(refused.contains("! The email or password is wrong. Check them and try again."))
      #expect(refused.contains("Password: (select to type)"), "the wrong password is cleared")
      #expect(refused.contains("Email: kitty@bookkitty.app"))
      #expect(run.lastScreen.title == "Home")
      #expect(run.lastScreen.contains("  1 Home   2 Q&A   3 Library"))
      #expect(!run.lastScreen.contains("The email or password is wrong"))
    }

    @Test(arguments: [
      ("1", "Home", "No books yet: press + to add one."),
      ("2", "Q&A", "No questions yet: press + to ask one."),
      ("3", "Library", "Your library is empty: press + to add a book."),
    ])
    func eachTabShowsItsRootScreen(key: String, title: String, emptyMessage: String) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      // Start from another tab, so that every key changes the selection.
      let other = key == "1" ? "2" : "1"

      let run = try await app.run(BookKittyScript.logIn + [other, key])

      #expect(run.lastScreen.title == title)
      #expect(run.lastScreen.contains(emptyMessage))
      #expect(run.lastScreen.contains("↑↓ move · ⏎ open · 1–4 sections · + add/ask · q quit"))
    }

    @Test func logOutOnHomeReturnsToLogin() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      // With an empty library, Log out is Home's only selectable item.
      let run = try await app.run(BookKittyScript.logIn + ["enter"], arguments: ["--dump"])

      #expect(run.lastScreen.title == "BookKitty — Log In")
      // The email field is selected, so it takes typing at once.
      #expect(run.lastScreen.contains("› Email: ▏"))
      #expect(run.dump == "stack\n  login")
    }

    @Test func aNumberBeyondTheTabsSaysSo() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn + ["7"])

      #expect(run.lastScreen.title == "Home")
      #expect(run.lastScreen.contains("! There are 4 sections; 7 is not one of them."))
    }

    @Test func thePlusTabOpensTheMenuAndTheTabShownStays() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn + ["3", "4"], arguments: ["--dump"])

      #expect(run.lastScreen.title == "Library")
      #expect(run.lastScreen.contains("Add a book"))
      #expect(run.lastScreen.contains("Ask a question"))
      #expect(run.dump.contains("tab library (selected)"))
      #expect(run.dump.contains("overlay:menu: stack"))
    }
  }
}
