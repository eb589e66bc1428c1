/// Text made safe and measured for a terminal: user data is sanitised before it is drawn, and
/// measured in cells, not characters.
///
/// A title, a book's name or a search query can carry escape sequences that would retitle the
/// window, clear the screen or move the cursor, and bidi overrides that make text read in a
/// different order than it is stored. ``sanitize(_:)`` removes all of them; ``Canvas`` applies
/// it to everything it draws.
///
/// ```swift
/// TerminalText.sanitize("Cats\u{1B}]0;pwned\u{07}\u{1B}[2J")  // "Cats"
/// TerminalText.width(of: "한국어")                              // 6
/// TerminalText.fit("Library of Babel", width: 10)             // "Library o…"
/// ```
public enum TerminalText {
  /// The text without anything a terminal would act on instead of showing.
  ///
  /// Removed: whole escape sequences (CSI such as `ESC [ 2 J`, OSC, DCS, SOS, PM and APC strings
  /// up to their BEL or ST, and two- and three-character escapes), their 8-bit C1 forms, every
  /// other C0 and C1 control character, DEL, and the bidi embeddings, overrides, isolates and
  /// marks (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). A tab and a line break
  /// (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) each become one space, so that words stay
  /// apart. An unterminated string sequence removes the rest of the text, as a terminal would
  /// swallow it.
  ///
  /// - Complexity: O(n) in the number of Unicode scalars; text with nothing to remove is
  ///   returned as is after one scan.
  public static func sanitize(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    if !text.unicodeScalars.contains(where: { isSpaceLike($0) || isRemoved($0) }) { return text }
    var scanner = EscapeScanner()
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      guard scanner.consume(scalar) == .text else { continue }
      if isSpaceLike(scalar) {
        if !(scalar == "\n" && previous == "\r") { result.append(" ") }
      } else if !isRemoved(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isSpaceLike(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
    default: false
    }
  }
}
