/// Text from outside the program made safe to print in a message: every character a terminal
/// or a log viewer would act on instead of showing is written out as a `\u{…}` escape.
///
/// A link, a snapshot, a script line or a book title can carry an escape sequence that would
/// retitle the window or write the clipboard (`ESC ] 52 ; …`), a line break that forges a log
/// line, or a bidi override that makes text read in another order than it is stored. Every
/// error description in Wayfinder passes the texts it quotes through ``escaping(_:)``; apps
/// do the same with what they print:
///
/// ```swift
/// let link = "books/\u{1B}]0;PWNED\u{07}"
/// PrintableText.escaping(link)  // #"books/\u{1B}]0;PWNED\u{07}"#
/// do {
///   _ = try router.target(for: link, from: navigator.tree)
/// } catch {
///   print("cannot open \(printable: link): \(error)")
/// }
/// ```
///
/// Escaped: the C0 controls U+0000–U+001F (ESC, BEL, line breaks and tabs included), DEL, the
/// C1 controls U+0080–U+009F (8-bit CSI and OSC), the line and paragraph separators U+2028 and
/// U+2029, and the bidi controls U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
/// Everything else, other scripts and emoji included, stays as it is. Escaping is idempotent:
/// the result has nothing left to escape, so text escaped twice reads the same.
public enum PrintableText {
  /// `text` with every control character written out as `\u{1B}`, `\u{07}`, `\u{202E}`.
  ///
  /// - Complexity: O(*n*) in the Unicode scalars of `text`; text with nothing to escape is
  ///   returned after one scan.
  public static func escaping(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: false
    case 0x00..<0x20, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x2028, 0x2029: true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi controls
    default: false
    }
  }
}

extension DefaultStringInterpolation {
  /// Appends `value`'s description with every control character escaped
  /// (``PrintableText/escaping(_:)``): for texts from outside the program in a message.
  ///
  /// ```swift
  /// let path = "books/\u{1B}[2J"
  /// let message = "No link pattern matches '\(printable: path)'."
  /// ```
  public mutating func appendInterpolation<Value>(printable value: Value) {
    appendLiteral(PrintableText.escaping(String(describing: value)))
  }
}
