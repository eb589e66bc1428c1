/// Why the terminal could not be set up, read or written.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal, so there are no keys to read or no screen to
  /// draw on; the value names which.
  case notATerminal(String)
  /// The terminal cannot move the cursor: `TERM` is `dumb`, empty or not set
  /// (``TerminalSession/canMoveCursor``), so a full screen cannot be drawn on it.
  case cannotMoveCursor
  /// A ``TerminalSession`` is active already; a process has one terminal to restore.
  case sessionAlreadyActive
  /// A call into the operating system failed, with its `errno` and the system's text for it.
  case systemCallFailed(call: String, code: Int32, reason: String)

  /// A text for people: logs and error messages.
  public var description: String {
    switch self {
    case .notATerminal(let stream):
      "The standard \(stream) is not a terminal. Run the program in a terminal, or give it a "
        + "script of commands on standard input (see InputScript)."
    case .cannotMoveCursor:
      "The terminal cannot move the cursor (TERM is dumb or not set), so the screen cannot be "
        + "drawn. Set TERM to the terminal's type (such as TERM=xterm-256color), or give the "
        + "program a script of commands on standard input (see InputScript)."
    case .sessionAlreadyActive:
      "A terminal session is already active. End it with end() before beginning another."
    case .systemCallFailed(let call, let code, let reason):
      "The system call \(call) failed with errno \(code) (\(reason)). The terminal may have "
        + "been closed; if it looks wrong, run `reset`."
    }
  }
}
