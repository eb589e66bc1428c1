import Wayfinder

/// Runs a ``TerminalHost`` on a real terminal, or on a script of commands when standard input is
/// not a terminal.
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
@MainActor
public enum TerminalRunner {
  /// How long a read waits before a lone Escape counts as the Escape key.
  static let escapeDelay = Duration.milliseconds(50)

  /// Runs the host on `session` until the user quits or the input closes, redrawing only the
  /// lines that changed.
  ///
  /// Ctrl-Z suspends the program (``TerminalSession/suspend()``) instead of reaching the host,
  /// as it would in a shell; after `fg`, and after a resize, the whole screen is drawn again.
  ///
  /// - Parameters:
  ///   - host: the host.
  ///   - session: the terminal, in raw mode.
  ///   - columns: a width to use instead of the terminal's.
  ///   - afterEvent: called after each handled input, before the redraw: to save state, or to
  ///     let the app's tasks (a deep link waiting for login) go on.
  /// - Throws: ``TerminalError`` when the terminal cannot be read or written.
  public static func run(
    _ host: some TerminalInterface, on session: TerminalSession, columns: Int? = nil,
    afterEvent: @MainActor () async -> Void = {}
  ) async throws(TerminalError) {
    func size() -> TerminalSize {
      var size = session.size
      if let columns { size.columns = columns }
      return size
    }
    var decoder = KeyDecoder()
    var renderer = LineDiffRenderer()
    host.resize(to: size())
    try session.write(renderer.fullRedraw(host.render()))
    while !host.wantsToQuit {
      var keys: [Key] = []
      switch try session.read(timeout: escapeDelay) {
      case .bytes(let bytes): keys = decoder.decode(bytes)
      case .timedOut: keys = decoder.flush()
      case .resized:
        host.resize(to: size())
        renderer.invalidate()
      case .endOfInput: return
      }
      for key in keys where !host.wantsToQuit {
        if key == .control("z") {
          session.suspend()
        } else {
          host.handle(.key(key))
        }
      }
      await afterEvent()
      // Lets the main actor's other work run between reads — an inspector's command, a task
      // of the app — and draws what it changed on the next turn at the latest.
      await Task.yield()
      try session.write(renderer.render(host.render()))
    }
  }

  /// Runs the host on commands, one a line (``InputScript``), and prints the screen as plain
  /// text at the start and after each command, until `q` or the end of the input.
  ///
  /// - Parameters:
  ///   - host: the host, at the size the screens are printed at.
  ///   - lines: the next line of input, `nil` at its end.
  ///   - print: prints a screen, with a heading naming the command that led to it.
  ///   - report: prints a line that is not a command.
  ///   - afterEvent: called after each command, before the screen is printed.
  public static func run(
    _ host: some TerminalInterface, lines: () -> String?, print: (String) -> Void,
    report: (InputScriptError) -> Void = { _ in },
    afterEvent: @MainActor () async -> Void = {}
  ) async {
    print(screen(of: host, heading: "start"))
    var number = 0
    while !host.wantsToQuit, let line = lines() {
      number += 1
      await handle(line, number: number, host, print: print, report: report, afterEvent: afterEvent)
    }
  }

  /// Runs the host on commands, one a line, as the overload taking a closure of lines does,
  /// from lines that arrive asynchronously: the main actor stays free while the next line is
  /// awaited, so other work on it (an inspector's command, a task of the app) goes on.
  ///
  /// ```swift
  /// await TerminalRunner.run(host, lines: InputScript.standardInputLines(), print: { print($0) })
  /// ```
  public static func run(
    _ host: some TerminalInterface, lines: some AsyncSequence<String, Never>,
    print: (String) -> Void, report: (InputScriptError) -> Void = { _ in },
    afterEvent: @MainActor () async -> Void = {}
  ) async {
    print(screen(of: host, heading: "start"))
    var number = 0
    for await line in lines {
      guard !host.wantsToQuit else { return }
      number += 1
      await handle(line, number: number, host, print: print, report: report, afterEvent: afterEvent)
      if host.wantsToQuit { return }
    }
  }

  private static func handle(
    _ line: String, number: Int, _ host: some TerminalInterface, print: (String) -> Void,
    report: (InputScriptError) -> Void, afterEvent: @MainActor () async -> Void
  ) async {
    do {
      guard let event = try InputScript.event(line: line, number: number) else { return }
      host.handle(event)
      await afterEvent()
      if !host.wantsToQuit { print(screen(of: host, heading: heading(of: event))) }
    } catch {
      report(error)
    }
  }

  /// The screen as text under a heading line.
  static func screen(of host: some TerminalInterface, heading: String) -> String {
    "── \(heading) " + String(repeating: "─", count: max(0, host.size.columns - 4 - heading.count))
      + "\n" + host.render().text
  }

  /// A command as the heading shows it; typed text is counted, not shown, since it may be a
  /// password.
  static func heading(of event: InputEvent) -> String {
    switch event {
    case .key(let key): InputScript.command(for: key) ?? "\(key)"
    case .text(let text): "type (\(text.count) characters)"
    case .resize(let size): "resize \(size)"
    }
  }
}
