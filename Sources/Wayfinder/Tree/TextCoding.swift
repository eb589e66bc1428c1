/// How values written as one text — a presentation's style, its transition, a sheet's detent —
/// are decoded and encoded: the text, parsed, or refused with what it is not.
enum TextCoding {
  /// The value `parse` makes of the decoder's text.
  ///
  /// - Throws: `DecodingError.dataCorrupted` saying the text is not `what` (`"a sheet detent"`).
  static func decode<Value>(
    _ decoder: any Decoder, as what: String, _ parse: (String) -> Value?
  ) throws -> Value {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = parse(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not \(what)"))
    }
    return value
  }

  /// Writes `text` as the encoder's single value.
  static func encode(_ text: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
