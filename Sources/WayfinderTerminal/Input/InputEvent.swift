/// One thing the user did, from the keyboard or from a script: a key, text, or a new terminal
/// size.
public enum InputEvent: Hashable, Sendable {
  /// A key.
  case key(Key)
  /// Text to insert into the focused field at once, as a script's `type <text>` gives it.
  case text(String)
  /// The terminal has a new size: lay out again for it (tabs or sidebar).
  case resize(TerminalSize)
}
