/// Input from a script, one command a line, for when standard input is not a terminal: tests
/// and demos drive a terminal program by piping commands into it.
///
/// ```text
/// # open the second book, then go back
/// down
/// enter
/// b
/// type 고양이 책
/// resize 60x24
/// ```
///
/// Commands: `up`, `down`, `left`, `right`, `enter`, `esc`, `tab`, `backspace` name keys;
/// `next-window` and `close-window` are Ctrl-N and Ctrl-W, which ``TerminalWindows`` takes;
/// `j`, `k`, `b`, `q`, `1`…`9`, `+` and `/` are those characters typed; `type <text>` types the
/// rest of the line as it is; `resize <columns>x<rows>` resizes the terminal, to at most
/// ``TerminalSize/maximumSide`` columns and rows. Blank lines and lines starting with `#` are
/// skipped.
///
/// ```swift
/// var number = 0
/// while let line = readLine() {
///   number += 1
///   if let event = try InputScript.event(line: line, number: number) { host.handle(event) }
/// }
/// ```
public enum InputScript {
  /// Every command, as help texts and error messages list them.
  public static let commands = [
    "up", "down", "left", "right", "j", "k", "enter", "esc", "b", "q", "1", "2", "3", "4", "5",
    "6", "7", "8", "9", "+", "/", "tab", "backspace", "next-window", "close-window",
    "type <text>", "resize <columns>x<rows>",
  ]

  /// The events of a whole script, in order.
  ///
  /// - Throws: ``InputScriptError`` for the first line that is not a command, with its number.
  public static func events(in script: String) throws(InputScriptError) -> [InputEvent] {
    var events: [InputEvent] = []
    let lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, line) in lines.enumerated() {
      if let event = try event(line: line, number: offset + 1) { events.append(event) }
    }
    return events
  }

  /// The event of one line, or nil for a blank line or a comment.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  ///   - number: The line's number from 1, for the error.
  /// - Returns: The line's event; nil for a blank line or a comment.
  /// - Throws: ``InputScriptError`` when the line is not a command.
  public static func event(line: some StringProtocol, number: Int) throws(InputScriptError)
    -> InputEvent?
  {
    let command = line.drop { $0.isWhitespace }
    if command.isEmpty || command.hasPrefix("#") { return nil }
    if command == "type" || command.hasPrefix("type ") {
      let text = command.dropFirst("type ".count)
      guard !text.isEmpty else { throw .missingText(line: number) }
      return .text(String(text))
    }
    // Trailing blanks dropped from the end, one at a time: linear in what is dropped, so a
    // line of megabytes costs one pass, not one per character.
    var trimmed = command
    while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
    if trimmed.hasPrefix("resize ") || trimmed == "resize" {
      let argument = trimmed.dropFirst("resize".count).drop { $0 == " " }
      guard argument.utf8.count <= Self.longestCommand else {
        throw .invalidSize(line: number, argument: Self.quoted(argument))
      }
      return .resize(try size(String(argument), line: number))
    }
    // No command is longer than a few letters: a longer line is none, and only its beginning
    // is quoted.
    guard trimmed.utf8.count <= Self.longestCommand, let key = keys[String(trimmed)] else {
      throw .unknownCommand(line: number, command: Self.quoted(trimmed))
    }
    return .key(key)
  }

  /// More bytes than any command but `type` has, with its argument.
  static let longestCommand = 64

  /// The beginning of a line that is not a command, as an error quotes it: the characters that
  /// fit in ``longestCommand`` bytes (a character of a thousand combining marks counts for all
  /// of them, and is cut before), then `…`.
  static func quoted(_ text: some StringProtocol) -> String {
    var bytes = 0
    var end = text.startIndex
    for index in text.indices {
      bytes += text[index].utf8.count
      if bytes > longestCommand { break }
      end = text.index(after: index)
    }
    return end == text.endIndex ? String(text) : String(text[..<end]) + "…"
  }

  /// The command that names `key` in a script (`down`, `enter`, `b`, `3`), `nil` for a key no
  /// command names.
  public static func command(for key: Key) -> String? {
    commandsByKey[key]
  }

  private static let commandsByKey: [Key: String] = Dictionary(
    keys.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })

  private static let keys: [String: Key] = {
    var keys: [String: Key] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter,
      "esc": .escape, "tab": .tab, "backspace": .backspace,
      "next-window": .control("n"), "close-window": .control("w"),
    ]
    for character in "jkbq123456789+/" { keys[String(character)] = .character(character) }
    return keys
  }()

  private static func size(_ argument: String, line: Int) throws(InputScriptError)
    -> TerminalSize
  {
    let argument = argument.drop { $0 == " " }
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0,
      rows > 0
    else { throw .invalidSize(line: line, argument: String(argument)) }
    // A canvas holds a cell for every column of every row: a downloaded script must not make
    // one of millions of cells.
    guard columns <= TerminalSize.maximumSide, rows <= TerminalSize.maximumSide else {
      throw .sizeTooLarge(line: line, columns: columns, rows: rows)
    }
    return TerminalSize(columns: columns, rows: rows)
  }
}
