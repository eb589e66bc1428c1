/// A key the user pressed, as a ``KeyDecoder`` reads it from the terminal.
///
/// A screen's key handler, in part:
///
/// <!-- fragment -->
/// ```swift
/// switch key {
/// case .up, .character("k"): selection -= 1
/// case .escape, .character("b"): back()
/// case .control("c"), .character("q"): quit()
/// case .character(let character): field.append(character)
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// Return or Enter.
  case enter
  /// Escape, pressed on its own.
  case escape
  /// Backspace.
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// A function key, F1 to F12.
  case function(Int)
  /// A typed character: a letter, digit, symbol, space, or a whole Hangul syllable or emoji.
  case character(Character)
  /// A letter or symbol typed with Ctrl, lowercased: Ctrl-C is `.control("c")`, Ctrl-Space
  /// is `.control(" ")`.
  case control(Character)
}
