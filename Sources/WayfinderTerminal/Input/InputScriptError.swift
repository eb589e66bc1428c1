import Wayfinder

/// Why a line of an ``InputScript`` is not a command.
public enum InputScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line is none of ``InputScript/commands``.
  case unknownCommand(line: Int, command: String)
  /// `type` has no text after it.
  case missingText(line: Int)
  /// `resize` is not followed by `<columns>x<rows>`, two whole numbers from 1.
  case invalidSize(line: Int, argument: String)
  /// `resize` asks for more than ``TerminalSize/maximumSide`` columns or rows.
  case sizeTooLarge(line: Int, columns: Int, rows: Int)

  /// The line number from 1.
  public var line: Int {
    switch self {
    case .unknownCommand(let line, _), .missingText(let line), .invalidSize(let line, _),
      .sizeTooLarge(let line, _, _):
      line
    }
  }

  /// A text for people: what is wrong on which line, and what to write instead.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .unknownCommand(_, let command):
      "Line \(line): '\(command)' is not a command. Valid commands: "
        + InputScript.commands.joined(separator: ", ") + "."
    case .missingText:
      "Line \(line): 'type' needs the text to type after it, as in 'type hello'."
    case .invalidSize(_, let argument):
      "Line \(line): 'resize \(argument)' needs a size as <columns>x<rows>, each from 1 to "
        + "\(TerminalSize.maximumSide), as in 'resize 80x24'."
    case .sizeTooLarge(_, let columns, let rows):
      "Line \(line): 'resize \(columns)x\(rows)' is larger than a script may ask for: at most "
        + "\(TerminalSize.maximumSide) columns and \(TerminalSize.maximumSide) rows, as in "
        + "'resize 200x60'."
    }
  }
}
