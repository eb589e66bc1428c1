import Foundation
import Testing
@_spi(Testing) import Wayfinder

/// JSON text as migrations see it: numbers kept as their text, strings as their scalars, the
/// reader strict about what it accepts, and the writer's output read back to the same value.
@Suite struct JSONTextTests {
  func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue(parsing: Data(text.utf8))
  }

  /// Texts in the writer's own form: compact, members sorted by name, only required escapes.
  static let canonical = [
    "null", "true", "false", "0", "-0", "9007199254740993", "-9223372036854775808",
    "18446744073709551615", "0.1000000000000000055511151231257827", "1e400", "-1.5E-400",
    "123456789012345678901234567890123456789012345678901234567890", #""""#,
    #""\" \\ \u0000\u001f\b\f\n\r\t é 😀 \u{2028}""#, "[]", "{}", "[[[]],{}]",
    #"{"":null,"a":[1,2.5,"x"],"b":{"c":{"d":-0.0}},"é":true,"😀":false}"#,
  ]

  @Test(arguments: canonical)
  func readingAndWritingGivesTheSameBytes(text: String) throws {
    let text = text.replacingOccurrences(of: #"\u{2028}"#, with: "\u{2028}")
    #expect(String(decoding: try read(text).jsonData, as: UTF8.self) == text)
  }

  @Test func escapesAreReadAsTheirScalarsAndWrittenOnlyWhereJSONRequires() throws {
    let value = try read(#"" \u0000\u2028\ud83d\ude00\/\u00E9\u0065\u0301\"\\""#)
    #expect(
      value == .string(" \u{0}\u{2028}😀/é\u{65}\u{301}\"\\"),
      "e and a combining accent stay two scalars")
    guard case .string(let string) = value else { return }
    #expect(string.unicodeScalars.map(\.value).suffix(4) == [0x65, 0x301, 0x22, 0x5C])
    #expect(
      String(decoding: value.jsonData, as: UTF8.self)
        == "\" \\u0000\u{2028}😀/é\u{65}\u{301}\\\"\\\\\"")
  }

  @Test func whiteSpaceAndMemberOrderAreNotKeptButEverythingElseIs() throws {
    let value = try read(" \t\r\n{ \"b\" : [ 1 , 2 ] , \"a\" : 1.50 }\n")
    #expect(value == ["a": .number(JSONNumber("1.50")!), "b": [1, 2]])
    #expect(value.description == #"{"a":1.50,"b":[1,2]}"#)
    #expect(try read(value.description) == value)
  }

  @Test func aUTF8ByteOrderMarkIsSkipped() throws {
    #expect(try JSONValue(parsing: Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)) == [1])
  }

  @Test func nestingIsLimitedAsJSONDecoderLimitsIt() throws {
    func nested(_ depth: Int) -> String {
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }
    #expect(throws: Never.self) { try read(nested(512)) }
    #expect(throws: JSONSyntaxError(offset: 512, reason: .tooDeep(limit: 512))) {
      try read(nested(513))
    }
  }

  /// Texts that are not one JSON value, with where and why.
  static let invalid: [(text: String, offset: Int, reason: JSONSyntaxError.Reason)] = [
    ("", 0, .unexpectedEnd),
    ("  ", 2, .unexpectedEnd),
    ("[1,]", 3, .unexpectedByte(UInt8(ascii: "]"), expected: "a value")),
    ("[1 2]", 3, .unexpectedByte(UInt8(ascii: "2"), expected: "',' or ']'")),
    (#"{"a" 1}"#, 5, .unexpectedByte(UInt8(ascii: "1"), expected: "':'")),
    ("{1:2}", 1, .unexpectedByte(UInt8(ascii: "1"), expected: "a member name in double quotes")),
    (
      #"{"a":1,}"#, 7,
      .unexpectedByte(UInt8(ascii: "}"), expected: "a member name in double quotes")
    ),
    (#"{"a":1,"a":2}"#, 7, .duplicateKey("a")),
    ("01", 0, .leadingZero),
    ("-012", 1, .leadingZero),
    ("+1", 0, .unexpectedByte(UInt8(ascii: "+"), expected: "a value")),
    (".5", 0, .unexpectedByte(UInt8(ascii: "."), expected: "a value")),
    ("1.", 2, .unexpectedEnd),
    ("1e", 2, .unexpectedEnd),
    ("1e+", 3, .unexpectedEnd),
    ("-", 1, .unexpectedEnd),
    ("NaN", 0, .unexpectedByte(UInt8(ascii: "N"), expected: "a value")),
    ("nul", 3, .unexpectedEnd),
    ("nulL", 3, .unexpectedByte(UInt8(ascii: "L"), expected: "'null'")),
    ("[] []", 3, .trailingData),
    ("1 x", 2, .trailingData),
    (#""abc"#, 4, .unexpectedEnd),
    (#""\u12"#, 5, .unexpectedEnd),
    (#""\u12G4""#, 1, .invalidEscape),
    (#""\a""#, 1, .invalidEscape),
    (#""\ud800""#, 1, .unpairedSurrogate),
    (#""\ud800\n""#, 1, .unpairedSurrogate),
    (#""\ud800\u0041""#, 1, .unpairedSurrogate),
    (#""\udc00\ud800""#, 1, .unpairedSurrogate),
    ("\"\u{1}\"", 1, .controlCharacter(1)),
    ("\"\n\"", 1, .controlCharacter(0x0A)),
  ]

  @Test(arguments: invalid.indices)
  func invalidTextGetsTheOffsetAndTheReason(index: Int) {
    let (text, offset, reason) = Self.invalid[index]
    #expect(throws: JSONSyntaxError(offset: offset, reason: reason), "\(text)") {
      try read(text)
    }
  }

  /// Bytes that are not UTF-8, each inside a string at offset 1.
  static let notUTF8: [[UInt8]] = [
    [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
    [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
  ]

  @Test(arguments: notUTF8)
  func bytesThatAreNotUTF8AreRefusedWhereTheyStart(bytes: [UInt8]) {
    let data = Data([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
    #expect(throws: JSONSyntaxError(offset: 1, reason: .invalidUTF8)) {
      try JSONValue(parsing: data)
    }
  }

  @Test func theLongestAndShortestUTF8SequencesAreRead() throws {
    for scalar in [
      "\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}",
    ] {
      #expect(try read("\"\(scalar)\"") == .string(scalar))
    }
  }

  @Test func theErrorSaysWhereAndWhat() {
    #expect(
      JSONSyntaxError(offset: 7, reason: .unexpectedByte(0, expected: "a value")).description
        == "at byte 7: found the byte 0x00 where a value was expected")
    #expect(
      JSONSyntaxError(offset: 0, reason: .duplicateKey(String(repeating: "k", count: 50)))
        .description
        == "at byte 0: an object has a second member named \"\(String(repeating: "k", count: 40))…\""
    )
  }
}
