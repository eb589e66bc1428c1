import Testing
import WayfinderTerminal

/// A terminal whose `TERM` is `dumb`, empty or not set cannot move the cursor: a session does
/// not take it over, and programs print screens as text instead.
@Suite struct DumbTerminalTests {
  @Test(
    arguments: [
      (nil, false), ("", false), ("dumb", false), ("xterm-256color", true), ("screen", true),
      ("tmux-256color", true), ("linux", true), ("vt100", true),
    ] as [(String?, Bool)])
  func onlyATerminalTypeThatCanMoveTheCursorIsTakenOver(term: String?, canMove: Bool) {
    #expect(TerminalSession.canMoveCursor(term: term) == canMove)
  }

  @Test func theErrorSaysWhatToDo() {
    let text = TerminalError.cannotMoveCursor.description
    #expect(text.contains("TERM is dumb or not set"))
    #expect(text.contains("TERM=xterm-256color"))
    #expect(text.contains("script of commands on standard input"))
  }
}
