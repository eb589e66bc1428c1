/// The terminal, taken over for a full-screen program: raw mode, the alternate screen, no
/// cursor; and given back exactly once.
///
/// ``begin()`` saves the terminal's modes, enters raw mode, switches to the alternate screen and
/// hides the cursor. The terminal is restored (modes back, cursor shown, the alternate screen
/// left, so the shell's screen reappears as it was) exactly once, by whichever comes first:
/// ``end()``, the session's deinit, `exit()`, SIGINT, SIGTERM, SIGHUP or SIGQUIT (the process
/// then exits with status 128 + the signal number), or a crash signal (the crash then proceeds as
/// before, on a readable terminal). Nothing restores after SIGKILL; `reset` does.
///
/// Job control lends the terminal to the shell for a while. A stop (SIGTSTP from `kill -TSTP`,
/// or ``suspend()``) gives the terminal back the same way and stops the process, so the shell's
/// prompt appears on the shell's screen with the cursor shown. When the process is continued in
/// the foreground (`fg`, SIGCONT), the session takes the terminal again — raw mode, the
/// alternate screen, the cursor hidden, the screen cleared — and the next ``read(timeout:)``
/// returns ``TerminalInput/resized``, so that the program draws the whole screen anew.
///
/// Keys that would send signals (Ctrl-C, Ctrl-Z, Ctrl-\\) arrive as ``Key/control(_:)``, so the
/// host decides what they do; ``TerminalRunner`` suspends on Ctrl-Z.
///
/// ```swift
/// let session = try TerminalSession.begin()
/// defer { session.end() }
/// var renderer = LineDiffRenderer()
/// var decoder = KeyDecoder()
/// while true {
///   try session.write(renderer.render(host.render()))
///   switch try session.read(timeout: .milliseconds(50)) {
///   case .bytes(let bytes): for key in decoder.decode(bytes) { host.handle(.key(key)) }
///   case .timedOut: for key in decoder.flush() { host.handle(.key(key)) }
///   case .resized: renderer.invalidate()
///   case .endOfInput: return
///   }
/// }
/// ```
public final class TerminalSession: Sendable {
  /// The bytes that take over the screen: the alternate screen, the cursor hidden, the screen
  /// cleared and the cursor home.
  public static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H".utf8)

  /// The bytes that give the screen back: CAN (ends an escape sequence cut off by a signal),
  /// plain style, the cursor shown, the alternate screen left.
  public static let leaveSequence: [UInt8] = Array("\u{18}\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  private let input: Int32
  private let output: Int32
  private let number: Int

  private init(input: Int32, output: Int32, number: Int) {
    self.input = input
    self.output = output
    self.number = number
  }

  /// Whether standard input and output are both terminals that can move the cursor, so that
  /// ``begin()`` can take them over; when not, read an ``InputScript`` from standard input
  /// instead and print each screen as text.
  ///
  /// A terminal whose `TERM` is `dumb` (Emacs's shell buffer, some CI logs), empty or not set
  /// cannot move the cursor (``canMoveCursor``), so it is not available, though it is a
  /// terminal: the line mode suits it.
  ///
  /// ```swift
  /// if TerminalSession.isAvailable {
  ///   let session = try TerminalSession.begin()
  ///   defer { session.end() }
  ///   try await TerminalRunner.run(host, on: session)
  /// } else {
  ///   await TerminalRunner.run(host, lines: { readLine() }, print: { print($0) })
  /// }
  /// ```
  public static var isAvailable: Bool {
    Platform.isTerminal(Platform.standardInput) && Platform.isTerminal(Platform.standardOutput)
      && canMoveCursor
  }

  /// Whether the terminal type in the `TERM` environment variable can move the cursor and
  /// switch screens: false when `TERM` is `dumb`, empty or not set.
  public static var canMoveCursor: Bool {
    canMoveCursor(term: Platform.environment("TERM"))
  }

  /// Whether a terminal of type `term` (the value of `TERM`, nil when not set) can move the
  /// cursor.
  package static func canMoveCursor(term: String?) -> Bool {
    guard let term else { return false }
    return !term.isEmpty && term != "dumb"
  }

  /// Takes over the terminal on standard input and output.
  ///
  /// - Returns: The session; keep it alive while the program draws, and call ``end()``.
  /// - Throws: ``TerminalError/notATerminal(_:)`` when standard input or output is not a
  ///   terminal (use an ``InputScript`` instead), ``TerminalError/cannotMoveCursor`` when
  ///   `TERM` is `dumb` or not set, ``TerminalError/sessionAlreadyActive``, or
  ///   ``TerminalError/systemCallFailed(call:code:reason:)``.
  public static func begin() throws(TerminalError) -> TerminalSession {
    guard Platform.isTerminal(Platform.standardInput) else { throw .notATerminal("input") }
    guard Platform.isTerminal(Platform.standardOutput) else { throw .notATerminal("output") }
    guard canMoveCursor else { throw .cannotMoveCursor }
    return try begin(input: Platform.standardInput, output: Platform.standardOutput)
  }

  /// Takes over the terminal on the given file descriptors (tests use a pseudo-terminal).
  package static func begin(input: Int32, output: Int32) throws(TerminalError)
    -> TerminalSession
  {
    guard Platform.isTerminal(input) else { throw .notATerminal("input") }
    guard Platform.isTerminal(output) else { throw .notATerminal("output") }
    guard Platform.armedSession == nil else { throw .sessionAlreadyActive }
    let mode = try Platform.enterRawMode(input)
    guard
      let number = Platform.arm(
        input: input, output: output, mode: mode, entering: enterSequence, leaving: leaveSequence)
    else {
      Platform.restore(mode, on: input)
      throw .sessionAlreadyActive
    }
    let session = TerminalSession(input: input, output: output, number: number)
    do {
      try session.write(enterSequence)
    } catch {
      session.end()
      throw error
    }
    return session
  }

  /// The terminal's current size, read anew on every call; ``TerminalSize/standard`` when the
  /// system cannot tell.
  public var size: TerminalSize { Platform.size(of: output) ?? .standard }

  /// Whether this session still holds the terminal (``end()`` has not run yet).
  public var isActive: Bool { Platform.armedSession == number }

  /// Waits for input, a resize or the timeout.
  ///
  /// - Parameter timeout: How long to wait; nil waits until something happens. Pass a short
  ///   timeout (about 50 ms) after a lone Escape byte, so that ``KeyDecoder/flush()`` can tell
  ///   the Escape key from the start of an arrow key's sequence.
  /// - Returns: The bytes that came, or that the size changed, the time ran out, or the input
  ///   closed.
  /// - Throws: ``TerminalError/systemCallFailed(call:code:reason:)``.
  public func read(timeout: Duration?) throws(TerminalError) -> TerminalInput {
    switch try Platform.read(from: input, timeout: timeout) {
    case .bytes(let bytes): .bytes(bytes)
    case .resized: .resized
    case .timedOut: .timedOut
    case .endOfInput: .endOfInput
    }
  }

  /// Writes all the bytes to the terminal, as a ``LineDiffRenderer`` produces them.
  ///
  /// - Throws: ``TerminalError/systemCallFailed(call:code:reason:)``.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try Platform.write(bytes, to: output)
  }

  /// Gives the terminal back and stops the process, as Ctrl-Z does in a shell; returns when the
  /// process is continued (`fg`), with the terminal taken again.
  ///
  /// The next ``read(timeout:)`` then returns ``TerminalInput/resized``: the screen was cleared
  /// and may have a new size, so draw it in full (``LineDiffRenderer/invalidate()``).
  public func suspend() {
    Platform.suspend()
  }

  /// Gives the terminal back: modes restored, cursor shown, alternate screen left.
  ///
  /// Calling it again, or after a signal restored the terminal, does nothing.
  public func end() {
    if Platform.restore(session: number) { Platform.disarm() }
  }

  deinit { end() }
}
