import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BookKittyEndToEnd {
  /// `bookkitty` stopped and continued by the shell's job control, in tmux as
  /// ``InteractiveTests`` runs it: a stop gives the terminal back to the shell, `fg` takes it
  /// again and draws the screen anew, and keys act at once, without Enter.
  @Suite(.enabled(if: Tmux.isAvailable, "tmux is not on PATH: the job control test needs it"))
  struct JobControlTests {
    @Test func aStopGivesTheTerminalBackAndFgTakesItAgainAndRedraws() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      // Signed in, so that the app starts on Home with its tab bar.
      let setUp = try await app.run(BookKittyScript.logIn + ["q"])
      try #require(setUp.status == 0, "set-up failed: \(setUp.error)")

      let tmux = try Tmux(columns: 90, rows: 30)
      defer { tmux.end() }
      try await tmux.waitFor("bk-shell$")
      // The app's process id, written by the shell that becomes the app: `exec` keeps it.
      let pidFile = app.folder.appendingPathComponent("bookkitty.pid")
      let binary = try BookKittyProcess.binary().path
      try tmux.type(
        "sh -c 'echo $$ > \"$0\"; exec \"$1\" --db \"$2\"' '\(pidFile.path)' '\(binary)' "
          + "'\(app.database.path)'; echo \"exited with $?\"")
      try tmux.press("Enter")
      try await tmux.waitFor("1 Home   2 Q&A   3 Library")
      let pid = try #require(
        pid_t(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .newlines)))
      try #require(tmux.display("#{alternate_on}") == "1", "the app draws on the alternate screen")

      // A stop from outside: the shell's screen comes back, the cursor shown, modes restored.
      try #require(kill(pid, SIGTSTP) == 0)
      try await tmux.waitFor("Stopped")
      try await expectTheShellHasTheTerminal(tmux)

      // `fg` continues the app in the foreground: its screen is drawn again in full, and one
      // key switches the tab, as raw mode reads it.
      try tmux.type("fg")
      try tmux.press("Enter")
      try await tmux.waitFor("1 Home   2 Q&A   3 Library")
      try await expectTheAppHasTheTerminal(tmux)
      try tmux.type("2")
      var pane = try await tmux.waitFor("No questions yet")
      #expect(!pane.contains("Stopped"), "the app's screen, not the shell's, is shown")

      // Ctrl-Z from the keyboard stops the app the same way.
      try tmux.press("C-z")
      try await tmux.waitFor("Stopped")
      try await expectTheShellHasTheTerminal(tmux)
      // The command line that started the app went on when it stopped; `fg` reports the end.
      try tmux.type("fg; echo \"exited with $?\"")
      try tmux.press("Enter")
      pane = try await tmux.waitFor("No questions yet")
      try await expectTheAppHasTheTerminal(tmux)
      #expect(pane.contains("1 Home   2 Q&A   3 Library"), "the whole screen is drawn again")

      try tmux.type("q")
      try await tmux.waitFor("exited with 0")
      #expect(try tmux.display("#{alternate_on}") == "0", "the alternate screen was left")
      #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor is visible")
    }

    /// The shell's screen, the cursor shown, and canonical mode and echo back (`stty -a`).
    private func expectTheShellHasTheTerminal(
      _ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      #expect(
        try tmux.display("#{alternate_on}") == "0", "the alternate screen was left",
        sourceLocation: sourceLocation)
      #expect(
        try tmux.display("#{cursor_flag}") == "1", "the cursor is visible",
        sourceLocation: sourceLocation)
      try tmux.run("clear-history", "-t", Tmux.session)
      try tmux.type("stty -a; echo stty-done")
      try tmux.press("Enter")
      let pane = try await tmux.waitFor("\nstty-done", sourceLocation: sourceLocation)
      let words = Set(pane.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }))
      #expect(
        words.contains("icanon") && !words.contains("-icanon"), "canonical mode is back",
        sourceLocation: sourceLocation)
      #expect(
        words.contains("echo") && !words.contains("-echo"), "echo is back",
        sourceLocation: sourceLocation)
      // The pane is cleared, so that the next check reads only what comes after.
      try tmux.type("clear")
      try tmux.press("Enter")
      try await waitUntil(sourceLocation: sourceLocation) { !(try tmux.capture()).contains("stty") }
    }

    /// The alternate screen, the cursor hidden, and raw mode (checked by the keys that follow).
    private func expectTheAppHasTheTerminal(
      _ tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      #expect(
        try tmux.display("#{alternate_on}") == "1", "the app took the alternate screen again",
        sourceLocation: sourceLocation)
      #expect(
        try tmux.display("#{cursor_flag}") == "0", "the cursor is hidden again",
        sourceLocation: sourceLocation)
    }

    /// Polls `condition` every 50 ms for up to 10 seconds; records an issue if it never holds.
    private func waitUntil(
      sourceLocation: SourceLocation, _ condition: () throws -> Bool
    ) async throws {
      let deadline = ContinuousClock.now + .seconds(120)
      while try !condition(), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      if try !condition() {
        Issue.record("The pane never changed as expected", sourceLocation: sourceLocation)
      }
    }
  }
}
