extension TerminalText {
  /// The text cut to at most `width` cells, ending in the ellipsis when it was cut.
  ///
  /// A character is never split: a wide character that would need one cell more than is left
  /// is dropped with the rest, so the result can be one cell narrower than `width`. Sanitise
  /// user data first (``sanitize(_:)``); ``Canvas`` does both.
  ///
  /// ```swift
  /// TerminalText.truncate("한국어 책", toWidth: 6)  // "한국…" (5 cells)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to cut.
  ///   - width: The most cells the result may take; zero or less gives "".
  ///   - ellipsis: What marks the cut; left out when `width` is narrower than it.
  /// - Returns: The text itself if it fits, otherwise its longest prefix that fits with the
  ///   ellipsis after it.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    let (fitting, isWhole) = prefix(of: text, width: width)
    if isWhole { return text }
    let ellipsisWidth = self.width(of: ellipsis)
    guard ellipsisWidth <= width else { return String(fitting) }
    return String(prefix(of: text, width: width - ellipsisWidth).prefix) + ellipsis
  }

  /// The text truncated to `width` cells (with an ellipsis) and padded with spaces to exactly
  /// `width` cells, for columns and bars.
  ///
  /// - Returns: The text in exactly `max(width, 0)` cells.
  public static func fit(_ text: String, width: Int) -> String {
    let cut = truncate(text, toWidth: width)
    let padding = max(width, 0) - self.width(of: cut)
    return padding > 0 ? cut + String(repeating: " ", count: padding) : cut
  }

  /// The longest prefix of whole characters that fits in `width` cells, and whether that is
  /// the whole text.
  private static func prefix(of text: String, width: Int) -> (prefix: Substring, isWhole: Bool) {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      used += self.width(of: text[index])
      if used > width { return (text[..<end], false) }
      end = text.index(after: index)
    }
    return (text[...], true)
  }
}
