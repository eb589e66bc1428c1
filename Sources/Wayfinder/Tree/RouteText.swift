/// Routes as text for people: dumps, steps, errors.
package enum RouteText {
  /// `String(describing: route)` without the module names before payload types.
  ///
  /// Swift prints `book(MyApp.Book(title: "Dune"))`; this prints `book(Book(title: "Dune"))`,
  /// so that expected strings in tests do not depend on the module a type lives in. Text
  /// inside string literals is kept as it is.
  package static func describe(_ value: Any) -> String {
    let text = String(describing: value)
    guard text.contains(".") else { return text }
    var result = ""
    result.reserveCapacity(text.count)
    var inString = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        index = text.index(after: index)
        continue
      }
      if character == "\"" {
        inString = true
        result.append(character)
        index = text.index(after: index)
        continue
      }
      // At the start of a dotted name, drop its first part when more parts follow: the module.
      if isIdentifierStart(character), startsName(text, at: index) {
        var end = index
        while end < text.endIndex, isIdentifierPart(text[end]) { end = text.index(after: end) }
        if end < text.endIndex, text[end] == ".",
          text.index(after: end) < text.endIndex, isIdentifierStart(text[text.index(after: end)])
        {
          index = text.index(after: end)
          // Keep the rest of the name as it is.
          while index < text.endIndex, isIdentifierPart(text[index]) || text[index] == "." {
            result.append(text[index])
            index = text.index(after: index)
          }
          continue
        }
        result.append(contentsOf: text[index..<end])
        index = end
        continue
      }
      result.append(character)
      index = text.index(after: index)
    }
    return result
  }

  /// `routes` as `[a, b]`, each as ``describe(_:)`` writes it.
  package static func list(_ routes: [some Any]) -> String {
    "[" + routes.map { describe($0) }.joined(separator: ", ") + "]"
  }

  private static func startsName(_ text: String, at index: String.Index) -> Bool {
    guard index > text.startIndex else { return true }
    let before = text[text.index(before: index)]
    return !isIdentifierPart(before) && before != "."
  }

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  private static func isIdentifierPart(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }
}
