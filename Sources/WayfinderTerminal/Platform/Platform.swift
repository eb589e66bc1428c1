import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every call into the operating system that the terminal host makes: the only file that
/// imports the C library.
///
/// Raw mode turns off echo, line editing, `ISIG` and `IXON`: Ctrl-C, Ctrl-Z, Ctrl-\ and Ctrl-S
/// arrive as keys (``Key/control(_:)``) instead of as signals or flow control. The host then
/// decides what Ctrl-C means (leave a text field, quit), and quitting goes through the ordinary
/// path that ends the session, instead of a signal landing in the middle of a frame. `OPOST`
/// stays on, so a stray line printed by a library still starts at the left margin.
///
/// Restoring the terminal is armed once per session (``arm(input:output:mode:entering:leaving:)``) and
/// happens at most once, by whichever comes first: the session's `end()` or deinit, `exit()`
/// (through `atexit`), SIGINT, SIGTERM, SIGHUP or SIGQUIT (then the process exits with
/// 128 + the signal number), or a crash signal (SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
/// SIGSEGV: the previous handler is put back and the signal runs as before, so Swift's crash
/// report still prints, on a terminal that is readable again). Nothing can restore after
/// SIGKILL or `_exit`; a shell's `reset` or `stty sane` does.
///
/// Job control gives the terminal back for a while: SIGTSTP (`kill -TSTP`, or Ctrl-Z through
/// ``suspend()``) restores the terminal the same way and then stops the process, as the
/// default action would have; SIGCONT (`fg`) takes the terminal again (raw mode, the alternate
/// screen, the cursor hidden, the screen cleared) and wakes ``read(from:timeout:)`` with
/// ``ReadResult/resized``, so that the program draws its whole screen anew. Both act only while
/// the process is in the terminal's foreground: a job continued in the background (`bg`) leaves
/// the terminal to the shell until it is brought back.
package enum Platform {
  /// The standard input's file descriptor.
  package static let standardInput: Int32 = STDIN_FILENO
  /// The standard output's file descriptor.
  package static let standardOutput: Int32 = STDOUT_FILENO

  /// The terminal modes saved on entering raw mode, to put back on leaving it.
  package struct SavedMode: Sendable {
    fileprivate var attributes: termios
  }

  /// What one wait for input brought.
  package enum ReadResult: Equatable, Sendable {
    /// Bytes arrived.
    case bytes([UInt8])
    /// SIGWINCH arrived: the size may have changed; or SIGCONT, after the screen was cleared.
    /// Either way the whole screen is to be drawn again.
    case resized
    /// Nothing arrived before the timeout.
    case timedOut
    /// The input was closed.
    case endOfInput
  }
}

// MARK: Terminal queries

extension Platform {
  /// Whether the file descriptor is a terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's size from the kernel, or from `COLUMNS` and `LINES` when the descriptor is
  /// not a terminal; nil when neither knows.
  package static func size(of descriptor: Int32) -> TerminalSize? {
    var window = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
    return TerminalSize(columns: environment("COLUMNS"), lines: environment("LINES"))
  }

  /// The value of an environment variable.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Puts the terminal into raw mode and returns the modes to restore.
  package static func enterRawMode(_ descriptor: Int32) throws(TerminalError) -> SavedMode {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { throw systemError("tcgetattr") }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // One byte makes `read` return, so a read of zero bytes always means the end of input.
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw systemError("tcsetattr") }
    return SavedMode(attributes: saved)
  }

  /// Whether the terminal is in the raw mode ``enterRawMode(_:)`` sets: no echo, no line
  /// editing, no signals from keys.
  package static func isRawMode(_ descriptor: Int32) -> Bool {
    var current = termios()
    guard tcgetattr(descriptor, &current) == 0 else { return false }
    return current.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0
  }
}

// MARK: Reading and writing

extension Platform {
  /// Waits up to `timeout` (forever when nil) for input or a resize, and returns what came.
  package static func read(
    from descriptor: Int32, timeout: Duration?
  ) throws(TerminalError) -> ReadResult {
    let milliseconds = timeout.map { timeout in
      let (seconds, attoseconds) = timeout.components
      return Int32(
        clamping: seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
    var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    let waitForever: Int32 = -1
    if wakeReader >= 0 { watched.append(pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)) }
    while true {
      let ready = poll(&watched, nfds_t(watched.count), milliseconds ?? waitForever)
      if ready < 0 {
        if errno == EINTR { continue }
        throw systemError("poll")
      }
      if ready == 0 { return .timedOut }
      if watched.count > 1, watched[1].revents & Int16(POLLIN) != 0 {
        drainWakePipe()
        return .resized
      }
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 { return .bytes(Array(buffer[..<count])) }
      if count == 0 { return .endOfInput }
      if errno == EINTR || errno == EAGAIN { continue }
      throw systemError("read")
    }
  }

  /// Writes all the bytes, across partial writes and interruptions.
  package static func write(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalError) {
    let failedCall: String? = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN {
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&waiting, 1, -1) < 0, errno != EINTR { return "poll" }
        } else if errno != EINTR {
          return "write"
        }
      }
      return nil
    }
    if let failedCall { throw systemError(failedCall) }
  }

  private static func systemError(_ call: String) -> TerminalError {
    let code = errno
    return .systemCallFailed(call: call, code: code, reason: String(cString: strerror(code)))
  }
}

// MARK: Restoring on every exit

// The signal handlers read these, so they are plain values and pointers, written before the
// handlers are installed and never freed while they are: a handler may only make
// async-signal-safe calls (`tcsetattr`, `write`, `_exit`, `sigaction`), never allocate.
nonisolated(unsafe) private var restoreInput: Int32 = -1
nonisolated(unsafe) private var restoreOutput: Int32 = -1
nonisolated(unsafe) private var restoreMode: UnsafeMutablePointer<termios>? = nil
nonisolated(unsafe) private var restoreBytes: UnsafeMutableBufferPointer<UInt8>? = nil
nonisolated(unsafe) private var rawMode: UnsafeMutablePointer<termios>? = nil
nonisolated(unsafe) private var enterBytes: UnsafeMutableBufferPointer<UInt8>? = nil
nonisolated(unsafe) private var wakeReader: Int32 = -1
nonisolated(unsafe) private var wakeWriter: Int32 = -1
nonisolated(unsafe) private var previousActions: UnsafeMutablePointer<sigaction>? = nil
// 0: no session; -1: restored, not yet disarmed; above 0: the armed session's number.
private let armedSessionID = Atomic<Int>(0)
private let sessionCount = Atomic<Int>(0)
private let atExitRegistration: Void = { atexit { _ = Platform.restore() } }()

private let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
private let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
private let handledSignals = terminatingSignals + crashSignals + [SIGWINCH, SIGTSTP, SIGCONT]

// The C library's `read` and `write`, named apart from `Platform`'s own.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func onTerminatingSignal(_ signal: Int32) {
  _ = Platform.restore()
  _exit(128 + signal)
}

private func onCrashSignal(_ signal: Int32) {
  _ = Platform.restore()
  // Back to the handler from before (Swift's crash reporter, or the default): returning
  // re-runs the faulting instruction, or lets `abort()` raise again, under that handler.
  for index in handledSignals.indices where handledSignals[index] == signal {
    sigaction(signal, previousActions! + index, nil)
  }
}

private func onResize(_ signal: Int32) {
  let savedError = errno
  wakeTheReader()
  errno = savedError
}

/// Gives the terminal back and stops, as SIGTSTP's default action would have without the
/// terminal's modes; runs on when the process is continued.
private func onStop(_ signal: Int32) {
  let savedError = errno
  if armedSessionID.load(ordering: .acquiring) > 0, isInForeground() { performRestore() }
  // The default action stops the process: SIGTSTP is blocked while this handler runs, so the
  // raised signal waits until it is unblocked, and the process stops right there.
  setAction(SIGTSTP, handler: SIG_DFL)
  raise(SIGTSTP)
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &stop, nil)
  // Continued: SIGCONT's handler takes the terminal again.
  setAction(SIGTSTP, handler: onStop)
  errno = savedError
}

/// Takes the terminal again after a stop (or any SIGCONT), when the process is in the
/// foreground, and wakes the reader so that the screen is drawn in full.
private func onContinue(_ signal: Int32) {
  let savedError = errno
  if armedSessionID.load(ordering: .acquiring) > 0, isInForeground() {
    if let rawMode { tcsetattr(restoreInput, TCSANOW, rawMode) }
    if let enterBytes { writeAll(enterBytes, to: restoreOutput) }
    wakeTheReader()
  }
  errno = savedError
}

/// Whether this process may change the terminal's modes without being stopped for it: it is
/// the terminal's foreground process group, or the terminal is not the controlling one (as a
/// test's pseudo-terminal), where no job control applies.
private func isInForeground() -> Bool {
  let foreground = tcgetpgrp(restoreInput)
  return foreground < 0 || foreground == getpgrp()
}

/// Makes the pending ``Platform/read(from:timeout:)`` return ``Platform/ReadResult/resized``.
private func wakeTheReader() {
  var byte: UInt8 = 1
  _ = write(wakeWriter, &byte, 1)
}

/// Writes the bytes, across partial writes and interruptions; async-signal-safe.
private func writeAll(_ bytes: UnsafeMutableBufferPointer<UInt8>, to descriptor: Int32) {
  guard let start = bytes.baseAddress else { return }
  var offset = 0
  while offset < bytes.count {
    let written = systemWrite(descriptor, start + offset, bytes.count - offset)
    if written > 0 { offset += written } else if errno != EINTR { break }
  }
}

/// Gives the terminal back: the saved modes, then the bytes that leave the screen;
/// async-signal-safe.
private func performRestore() {
  if let restoreMode { tcsetattr(restoreInput, TCSANOW, restoreMode) }
  if let restoreBytes { writeAll(restoreBytes, to: restoreOutput) }
}

/// Installs a handler for a signal, with SA_RESTART for the signals that only wake the reader or
/// come back from a stop; async-signal-safe.
private func setAction(
  _ signal: Int32, handler: (@convention(c) (Int32) -> Void)?,
  previous: UnsafeMutablePointer<sigaction>? = nil
) {
  var action = sigaction()
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  let restarts = signal == SIGWINCH || signal == SIGTSTP || signal == SIGCONT
  action.sa_flags = restarts ? SA_RESTART : 0
  sigaction(signal, &action, previous)
}

extension Platform {
  /// The session whose restore is armed, or nil.
  package static var armedSession: Int? {
    let session = armedSessionID.load(ordering: .acquiring)
    return session == 0 ? nil : session
  }

  /// Arms the one restore of the terminal for a new session and installs the signal handlers.
  ///
  /// Call it with the terminal in raw mode already: those are the modes, and `entering` the
  /// bytes, that SIGCONT puts back after a stop.
  ///
  /// - Returns: The session's number, for ``restore(session:)``; nil if another session's
  ///   restore is armed.
  package static func arm(
    input: Int32, output: Int32, mode: SavedMode, entering: [UInt8], leaving bytes: [UInt8]
  ) -> Int? {
    let session = sessionCount.add(1, ordering: .relaxed).newValue
    guard
      armedSessionID.compareExchange(expected: 0, desired: session, ordering: .acquiring)
        .exchanged
    else { return nil }
    _ = atExitRegistration
    restoreInput = input
    restoreOutput = output
    restoreMode = .allocate(capacity: 1)
    restoreMode!.initialize(to: mode.attributes)
    restoreBytes = .allocate(capacity: bytes.count)
    _ = restoreBytes!.initialize(from: bytes)
    // The terminal is in raw mode now: what SIGCONT puts back after a stop.
    rawMode = .allocate(capacity: 1)
    rawMode!.initialize(to: termios())
    tcgetattr(input, rawMode!)
    enterBytes = .allocate(capacity: entering.count)
    _ = enterBytes!.initialize(from: entering)
    openWakePipe()
    installHandlers()
    return session
  }

  /// Stops the process as Ctrl-Z in a shell would: with a session armed, its SIGTSTP handler
  /// gives the terminal back first and takes it again when the process is continued; returns
  /// once it is.
  package static func suspend() {
    // Raised on this thread, so the handler has run, and the process has stopped and been
    // continued, by the time `raise` returns. Swift's task threads block most signals, so the
    // stop is let through here for that long.
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// Puts the saved modes back on the terminal, outside any session.
  package static func restore(_ mode: SavedMode, on descriptor: Int32) {
    var attributes = mode.attributes
    tcsetattr(descriptor, TCSANOW, &attributes)
  }

  /// Restores the terminal if the given session's restore is armed.
  ///
  /// - Returns: Whether this call restored; if so, call ``disarm()`` next.
  package static func restore(session: Int) -> Bool {
    guard
      armedSessionID.compareExchange(expected: session, desired: -1, ordering: .acquiring)
        .exchanged
    else { return false }
    performRestore()
    return true
  }

  /// Restores the terminal if any session's restore is armed.
  ///
  /// Async-signal-safe: the signal handlers and `atexit` call it.
  ///
  /// - Returns: Whether this call restored.
  @discardableResult
  package static func restore() -> Bool {
    guard armedSessionID.exchange(-1, ordering: .acquiring) > 0 else { return false }
    performRestore()
    return true
  }

  /// Puts back the signal handlers from before ``arm(input:output:mode:entering:leaving:)``, frees what
  /// the handlers used, and lets another session arm; call after ``restore(session:)`` returned
  /// true, outside a signal handler.
  package static func disarm() {
    if let previousActions {
      for index in handledSignals.indices {
        sigaction(handledSignals[index], previousActions + index, nil)
      }
      previousActions.deallocate()
    }
    previousActions = nil
    // Forgotten before they are closed, so that nothing writes to a descriptor reused since.
    let (reader, writer) = (wakeReader, wakeWriter)
    (wakeReader, wakeWriter) = (-1, -1)
    if reader >= 0 { close(reader) }
    if writer >= 0 { close(writer) }
    restoreMode?.deallocate()
    restoreMode = nil
    restoreBytes?.deallocate()
    restoreBytes = nil
    rawMode?.deallocate()
    rawMode = nil
    enterBytes?.deallocate()
    enterBytes = nil
    armedSessionID.store(0, ordering: .releasing)
  }

  private static func installHandlers() {
    previousActions = .allocate(capacity: handledSignals.count)
    for index in handledSignals.indices {
      let signal = handledSignals[index]
      let handler: @convention(c) (Int32) -> Void =
        switch signal {
        case SIGWINCH: onResize
        case SIGTSTP: onStop
        case SIGCONT: onContinue
        default: terminatingSignals.contains(signal) ? onTerminatingSignal : onCrashSignal
        }
      setAction(signal, handler: handler, previous: previousActions! + index)
    }
  }

  private static func openWakePipe() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    (wakeReader, wakeWriter) = (ends[0], ends[1])
  }

  private static func drainWakePipe() {
    var scratch = [UInt8](repeating: 0, count: 64)
    while scratch.withUnsafeMutableBytes({ systemRead(wakeReader, $0.baseAddress, $0.count) }) > 0 {
    }
  }
}
