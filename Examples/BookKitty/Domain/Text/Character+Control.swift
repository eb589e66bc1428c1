extension Character {
  /// Whether the character is a control character (a line break, a tab, NUL, …): nothing a
  /// person means as part of a one-line text.
  var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
