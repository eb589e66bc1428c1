extension String {
  /// The string with ESC shown as `⎋`.
  func replacingEscapes() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}
