/// What ``TerminalRunner`` runs: a ``TerminalHost``, or ``TerminalWindows`` showing an app's
/// windows one at a time.
@MainActor
public protocol TerminalInterface: AnyObject {
  /// The terminal's size.
  var size: TerminalSize { get }
  /// Whether the user (or the app) asked to quit.
  var wantsToQuit: Bool { get }
  /// Takes in one thing the user did: a key, typed text, or a new terminal size.
  func handle(_ event: InputEvent)
  /// Takes in a new terminal size.
  func resize(to size: TerminalSize)
  /// Draws what the user sees.
  func render() -> Canvas
}

extension TerminalHost: TerminalInterface {}
