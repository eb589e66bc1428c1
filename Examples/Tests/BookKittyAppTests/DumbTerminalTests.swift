import Foundation
import Testing

extension BookKittyEndToEnd {
  /// `bookkitty` on a terminal with `TERM=dumb`, in tmux: it prints each screen as text, as it
  /// does when standard output is not a terminal, and writes no escape sequence at all.
  @Suite(.enabled(if: Tmux.isAvailable, "tmux is not on PATH: the dumb terminal test needs it"))
  struct DumbTerminalTests {
    @Test func aDumbTerminalGetsTheScreensAsTextAndTakesCommandsALine() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let setUp = try await app.run(BookKittyScript.logIn + ["q"])
      try #require(setUp.status == 0, "set-up failed: \(setUp.error)")

      let tmux = try Tmux(columns: 90, rows: 40)
      defer { tmux.end() }
      try await tmux.waitFor("bk-shell$")
      // Everything written to the pane from now on, as the terminal receives it.
      let written = app.folder.appendingPathComponent("pane-output.bin")
      try tmux.run("pipe-pane", "-o", "-t", Tmux.session, "cat > '\(written.path)'")
      let binary = try BookKittyProcess.binary().path
      try tmux.type(
        "TERM=dumb '\(binary)' --db '\(app.database.path)'; echo \"exited with $?\"")
      try tmux.press("Enter")

      // The tab bar is the screen's last line: a busy machine shows the pane between lines.
      var pane = try await tmux.waitFor("1 Home   2 Q&A   3 Library")
      #expect(pane.contains("this terminal cannot move the cursor"), "the person is told why")
      #expect(pane.contains("── start ──"))
      #expect(try tmux.display("#{alternate_on}") == "0", "the screen is not taken over")
      #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor stays visible")

      // Commands a line, as a script gives them: echoed by the terminal, then the screen.
      try tmux.type("2")
      try tmux.press("Enter")
      pane = try await tmux.waitFor("No questions yet")
      try tmux.type("q")
      try tmux.press("Enter")
      pane = try await tmux.waitFor("exited with 0")

      // `cat` writes the file a little after the pane shows it.
      var text = ""
      let deadline = ContinuousClock.now + .seconds(120)
      while !text.contains("exited with 0"), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
        text = (try? String(contentsOf: written, encoding: .utf8)) ?? ""
      }
      try tmux.run("pipe-pane", "-t", Tmux.session)
      #expect(text.contains("── 2 ─"), "each command's screen was written: \(pane)")
      #expect(
        !text.unicodeScalars.contains("\u{1B}"),
        "no escape sequence reached the dumb terminal: \(text.debugDescription)")
    }
  }
}
