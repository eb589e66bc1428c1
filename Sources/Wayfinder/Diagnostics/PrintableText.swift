/// Text from outside the program made safe to print in a message: every character a terminal
/// or a log viewer would act on instead of showing is written out as a `\u{…}` escape.
///
/// Every error description in Wayfinder passes the texts it quotes through ``escaping(_:)``;
/// apps do the same with what they print. Escaping is idempotent. What is escaped, and why:
/// <doc:DeepLinksAndGuards#Printing-untrusted-text>.
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
