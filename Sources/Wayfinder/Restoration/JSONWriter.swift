/// Writes a ``JSONValue`` as compact UTF-8 JSON that ``JSONReader`` reads back to the same
/// value.
///
/// Numbers are written as their text, strings as their Unicode scalars with only what JSON
/// requires escaped (`"`, `\` and the control characters below U+0020), and object members in the
/// order of their names' UTF-8 bytes, so one value always gives the same bytes.
///
/// - Complexity: O(*n* log *n*) for an object of *n* members, O(*n*) for everything else.
enum JSONWriter {
  /// The bytes of `value`.
  static func bytes(of value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    write(value, into: &output)
    return output
  }

  private static func write(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .number(let number): output += number.text.utf8
    case .string(let string): appendString(string.utf8, to: &output)
    case .array(let values):
      output.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(value, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        appendString(member.key.utf8, to: &output)
        output.append(UInt8(ascii: ":"))
        write(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Appends the UTF-8 `text` as a JSON string, quotes included: `"`, `\` and control
  /// characters escaped.
  private static func appendString(_ text: some Sequence<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text {
      switch byte {
      case UInt8(ascii: "\""): output += #"\""#.utf8
      case UInt8(ascii: "\\"): output += #"\\"#.utf8
      case 0x08: output += #"\b"#.utf8
      case 0x09: output += #"\t"#.utf8
      case 0x0A: output += #"\n"#.utf8
      case 0x0C: output += #"\f"#.utf8
      case 0x0D: output += #"\r"#.utf8
      case 0..<0x20:
        output += #"\u00"#.utf8
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0xF))
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
