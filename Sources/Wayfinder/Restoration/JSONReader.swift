import Foundation

/// Reads one JSON value (RFC 8259) from UTF-8 bytes, keeping every number as its text.
///
/// Strict where the RFC leaves room, because its input is an untrusted snapshot:
/// - arrays and objects nest at most ``maxDepth`` levels, as `JSONDecoder` allows;
/// - an object may not name a member twice;
/// - a `\u` escape of half a surrogate pair is refused (no Swift string can hold it);
/// - the text must be UTF-8; a UTF-8 byte order mark at the start is skipped, as the RFC allows;
/// - nothing but white space may follow the value.
///
/// Every refusal is a ``JSONSyntaxError`` at the byte at fault. O(*n*) in the number of bytes.
struct JSONReader {
  /// The deepest nesting of arrays and objects read.
  static let maxDepth = 512

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0
  /// How many levels of arrays and objects are built; those nested deeper are read as strictly
  /// and given as `null`.
  private let builtDepth: Int

  private init(_ bytes: [UInt8], builtDepth: Int = .max) {
    self.bytes = bytes
    self.builtDepth = builtDepth
  }

  /// The value that `bytes`, the UTF-8 text of one JSON value, hold, with arrays and objects
  /// built `builtDepth` levels deep (the top-level one is level 1).
  ///
  /// - Throws: ``JSONSyntaxError`` at the first byte that is not valid JSON.
  static func value(in bytes: [UInt8], builtDepth: Int = .max) throws(JSONSyntaxError)
    -> JSONValue
  {
    var reader = JSONReader(bytes, builtDepth: builtDepth)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
    reader.skipWhiteSpace()
    let value = try reader.readValue()
    reader.skipWhiteSpace()
    guard reader.offset == bytes.count else { throw reader.error(.trailingData) }
    return value
  }

  /// The value a snapshot's `data` hold, read as ``value(in:)`` reads it.
  ///
  /// - Throws: ``RestorationError/tooLarge(bytes:limit:)`` past `limit` bytes,
  ///   ``RestorationError/truncated`` for data that is empty or ends inside the value, else
  ///   ``RestorationError/corrupt(_:)``.
  static func document(in data: Data, limit: Int, builtDepth: Int = .max)
    throws(RestorationError) -> JSONValue
  {
    guard data.count <= limit else { throw .tooLarge(bytes: data.count, limit: limit) }
    guard !data.isEmpty else { throw .truncated }
    do {
      return try value(in: [UInt8](data), builtDepth: builtDepth)
    } catch {
      throw error.reason == .unexpectedEnd ? .truncated : .corrupt(error.description)
    }
  }

  /// Whether `bytes` are one JSON number and nothing else.
  static func isNumber(_ bytes: [UInt8]) -> Bool {
    var reader = JSONReader(bytes)
    guard (try? reader.checkNumber()) != nil else { return false }
    return reader.offset == bytes.count
  }

  private var next: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, reason: reason)
  }

  /// The error for the byte here, which is not `expected`, or for the end of the bytes.
  private func unexpected(_ expected: String) -> JSONSyntaxError {
    guard let next else { return error(.unexpectedEnd) }
    return error(.unexpectedByte(next, expected: expected))
  }

  private mutating func skipWhiteSpace() {
    while let next, next == .space || next == .tab || next == .newline || next == .return {
      offset += 1
    }
  }

  private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = next else { throw error(.unexpectedEnd) }
    switch byte {
    case .openBrace: return try readObject()
    case .openBracket: return try readArray()
    case .quote: return .string(try readString())
    case .letterT: return try readWord("true", meaning: .bool(true))
    case .letterF: return try readWord("false", meaning: .bool(false))
    case .letterN: return try readWord("null", meaning: .null)
    case .minus, .digit0 ... .digit9: return .number(try readNumber())
    default: throw unexpected("a value")
    }
  }

  private mutating func readWord(_ word: String, meaning value: JSONValue)
    throws(JSONSyntaxError) -> JSONValue
  {
    for byte in word.utf8 {
      guard next == byte else { throw unexpected("'\(word)'") }
      offset += 1
    }
    return value
  }

  private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
    let builds = depth < builtDepth
    var values: [JSONValue] = []
    try readElements(closedBy: .closeBracket) { reader throws(JSONSyntaxError) in
      let value = try reader.readValue()
      if builds { values.append(value) }
    }
    return builds ? .array(values) : .null
  }

  private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
    let builds = depth < builtDepth
    var members: [String: JSONValue] = [:]
    // Unbuilt, the names are kept only to refuse a second member of the same name, and only
    // from the second member on: most objects of a snapshot have one.
    var first: String?
    var names: Set<String> = []
    try readElements(closedBy: .closeBrace) { reader throws(JSONSyntaxError) in
      let (key, keyOffset) = try reader.readMemberName()
      let value = try reader.readValue()
      let isNew: Bool
      if builds {
        isNew = members.updateValue(value, forKey: key) == nil
      } else if let name = first {
        if names.isEmpty { names.insert(name) }
        isNew = names.insert(key).inserted
      } else {
        first = key
        isNew = true
      }
      guard isNew else { throw JSONSyntaxError(offset: keyOffset, reason: .duplicateKey(key)) }
    }
    return builds ? .object(members) : .null
  }

  /// Reads a member's name and the `:` after it, and gives the name with its offset.
  private mutating func readMemberName() throws(JSONSyntaxError) -> (String, Int) {
    guard next == .quote else { throw unexpected("a member name in double quotes") }
    let keyOffset = offset
    let key = try readString()
    skipWhiteSpace()
    guard next == .colon else { throw unexpected("':'") }
    offset += 1
    skipWhiteSpace()
    return (key, keyOffset)
  }

  /// Reads the array or object that starts here, one level deeper: `readElement` reads each
  /// element, and the elements are separated by commas up to `close`.
  private mutating func readElements(
    closedBy close: UInt8, _ readElement: (inout JSONReader) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    guard depth < Self.maxDepth else { throw error(.tooDeep(limit: Self.maxDepth)) }
    depth += 1
    defer { depth -= 1 }
    offset += 1
    skipWhiteSpace()
    if next == close {
      offset += 1
      return
    }
    while true {
      try readElement(&self)
      skipWhiteSpace()
      switch next {
      case .comma:
        offset += 1
        skipWhiteSpace()
      case close:
        offset += 1
        return
      default: throw unexpected("',' or '\(Character(Unicode.Scalar(close)))'")
      }
    }
  }

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and keeps it as text.
  private mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = offset
    try checkNumber()
    return JSONNumber(validated: String(decoding: bytes[start..<offset], as: UTF8.self))
  }

  /// Reads a number as ``readNumber()`` does, keeping nothing.
  private mutating func checkNumber() throws(JSONSyntaxError) {
    if next == .minus { offset += 1 }
    if next == .digit0 {
      offset += 1
      if let next, (.digit0 ... .digit9).contains(next) {
        throw JSONSyntaxError(offset: offset - 1, reason: .leadingZero)
      }
    } else {
      try readDigits(after: "a digit")
    }
    if next == .point {
      offset += 1
      try readDigits(after: "a digit after the decimal point")
    }
    if next == .letterE || next == .capitalE {
      offset += 1
      if next == .plus || next == .minus { offset += 1 }
      try readDigits(after: "a digit in the exponent")
    }
  }

  private mutating func readDigits(after expected: String) throws(JSONSyntaxError) {
    guard let first = next, (.digit0 ... .digit9).contains(first) else {
      throw unexpected(expected)
    }
    while let next, (.digit0 ... .digit9).contains(next) { offset += 1 }
  }

  /// Reads a string.
  private mutating func readString() throws(JSONSyntaxError) -> String {
    offset += 1
    var decoded: [UInt8] = []
    var run = offset
    while true {
      guard let byte = next else { throw error(.unexpectedEnd) }
      switch byte {
      case .quote:
        let end = offset
        offset += 1
        // Every byte was checked as UTF-8 on the way, so decoding replaces nothing.
        if decoded.isEmpty { return String(decoding: bytes[run..<end], as: UTF8.self) }
        decoded += bytes[run..<end]
        return String(decoding: decoded, as: UTF8.self)
      case .backslash:
        decoded += bytes[run..<offset]
        try readEscape(into: &decoded)
        run = offset
      case 0..<0x20:
        throw error(.controlCharacter(byte))
      case 0x80...:
        guard let length = utf8Length(at: offset) else { throw error(.invalidUTF8) }
        offset += length
      default:
        offset += 1
      }
    }
  }

  /// The length of the well-formed UTF-8 sequence that starts here, or `nil`: the table of
  /// well-formed byte sequences in the Unicode standard (§3.9, table 3-7), which excludes
  /// overlong forms, surrogates and code points past U+10FFFF.
  private func utf8Length(at start: Int) -> Int? {
    let second: ClosedRange<UInt8>
    let length: Int
    switch bytes[start] {
    case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
    case 0xE0: (second, length) = (0xA0...0xBF, 3)
    case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
    case 0xED: (second, length) = (0x80...0x9F, 3)
    case 0xF0: (second, length) = (0x90...0xBF, 4)
    case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
    case 0xF4: (second, length) = (0x80...0x8F, 4)
    default: return nil
    }
    guard start + length <= bytes.count, second.contains(bytes[start + 1]) else { return nil }
    for index in start + 2..<start + length where !(0x80...0xBF).contains(bytes[index]) {
      return nil
    }
    return length
  }

  private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
    let start = offset
    offset += 1
    guard let byte = next else { throw error(.unexpectedEnd) }
    offset += 1
    switch byte {
    case .quote, .backslash, .slash: decoded.append(byte)
    case .letterB: decoded.append(0x08)
    case .letterF: decoded.append(0x0C)
    case .letterN: decoded.append(0x0A)
    case .letterR: decoded.append(0x0D)
    case .letterT: decoded.append(0x09)
    case .letterU:
      var scalar = UInt32(try readHex(escapeAt: start))
      if (0xDC00...0xDFFF).contains(scalar) {
        throw JSONSyntaxError(offset: start, reason: .unpairedSurrogate)
      }
      if (0xD800...0xDBFF).contains(scalar) {
        guard next == .backslash, offset + 1 < bytes.count, bytes[offset + 1] == .letterU else {
          throw JSONSyntaxError(offset: start, reason: .unpairedSurrogate)
        }
        let lowStart = offset
        offset += 2
        let low = UInt32(try readHex(escapeAt: lowStart))
        guard (0xDC00...0xDFFF).contains(low) else {
          throw JSONSyntaxError(offset: start, reason: .unpairedSurrogate)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      // Every value left is a scalar: surrogates were combined or refused above.
      UTF8.encode(Unicode.Scalar(scalar)!) { decoded.append($0) }
    default:
      throw JSONSyntaxError(offset: start, reason: .invalidEscape)
    }
  }

  /// Reads the four hexadecimal digits of a `\u` escape that starts at `start`.
  private mutating func readHex(escapeAt start: Int) throws(JSONSyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = next else { throw error(.unexpectedEnd) }
      let digit: UInt8
      switch byte {
      case .digit0 ... .digit9: digit = byte - .digit0
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONSyntaxError(offset: start, reason: .invalidEscape)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }
}

extension UInt8 {
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let `return` = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let minus = UInt8(ascii: "-")
  fileprivate static let point = UInt8(ascii: ".")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let digit0 = UInt8(ascii: "0")
  fileprivate static let digit9 = UInt8(ascii: "9")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let capitalE = UInt8(ascii: "E")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let letterB = UInt8(ascii: "b")
  fileprivate static let letterE = UInt8(ascii: "e")
  fileprivate static let letterF = UInt8(ascii: "f")
  fileprivate static let letterN = UInt8(ascii: "n")
  fileprivate static let letterR = UInt8(ascii: "r")
  fileprivate static let letterT = UInt8(ascii: "t")
  fileprivate static let letterU = UInt8(ascii: "u")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
}
