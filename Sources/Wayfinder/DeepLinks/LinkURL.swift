/// A link split into its parts, decoded and checked against limits.
///
/// The parser is strict on purpose: links come from outside the app. It accepts
/// `scheme://host[/segment…][?name=value&…][#fragment]`, lowercases scheme and host, decodes
/// `%` escapes (and `+` as a space in query values), and refuses control characters, spaces,
/// empty segments and bad escapes.
public struct LinkURL: Hashable, Sendable {
  /// The scheme, lowercased: `bookkitty`.
  public var scheme: String
  /// The host, lowercased: `library`.
  public var host: String
  /// The decoded path segments: `["books", "42"]`.
  public var segments: [String]
  /// The decoded query items, by name.
  public var query: [String: String]

  /// Parses `text` within `limits`.
  ///
  /// - Throws: ``DeepLinkError`` naming what is wrong.
  public init(parsing text: String, limits: DeepLinkLimits = DeepLinkLimits())
    throws(DeepLinkError)
  {
    let bytes = Array(text.utf8)
    guard bytes.count <= limits.maxLength else {
      throw .tooLong(length: bytes.count, limit: limits.maxLength)
    }
    for byte in bytes where byte <= 0x20 || byte == 0x7F {
      throw .malformed("it contains a space or a control character")
    }
    guard let schemeEnd = Self.find(Array("://".utf8), in: bytes) else {
      throw .malformed("it has no 'scheme://'")
    }
    let schemeBytes = bytes[..<schemeEnd]
    guard Self.isValidScheme(schemeBytes) else {
      throw .malformed("the scheme is empty or has characters other than letters, digits, +-.")
    }
    var rest = bytes[(schemeEnd + 3)...]
    if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    var queryBytes: ArraySlice<UInt8> = []
    if let mark = rest.firstIndex(of: UInt8(ascii: "?")) {
      queryBytes = rest[(mark + 1)...]
      rest = rest[..<mark]
    }
    let hostEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let hostBytes = rest[..<hostEnd]
    guard Self.isValidHost(hostBytes) else {
      throw .malformed("the host is empty or has characters other than letters, digits, -._")
    }
    var pathBytes = rest[hostEnd...].dropFirst()
    if pathBytes.last == UInt8(ascii: "/") { pathBytes = pathBytes.dropLast() }
    var segments: [String] = []
    if !pathBytes.isEmpty {
      for raw in pathBytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
        guard !raw.isEmpty else { throw .malformed("it has an empty path segment ('//')") }
        guard segments.count < limits.maxSegments else {
          throw .tooManySegments(
            count: pathBytes.split(separator: UInt8(ascii: "/")).count, limit: limits.maxSegments)
        }
        segments.append(try Self.decode(raw, plusIsSpace: false))
      }
    }
    var query: [String: String] = [:]
    if !queryBytes.isEmpty {
      let items = queryBytes.split(separator: UInt8(ascii: "&"))
      guard items.count <= limits.maxQueryItems else {
        throw .tooManyQueryItems(count: items.count, limit: limits.maxQueryItems)
      }
      for item in items {
        let parts = item.split(
          separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
        let name = try Self.decode(parts[0], plusIsSpace: true)
        guard !name.isEmpty else { throw .malformed("a query item has no name") }
        let value = parts.count > 1 ? try Self.decode(parts[1], plusIsSpace: true) : ""
        guard query.updateValue(value, forKey: name) == nil else {
          throw .duplicateQueryItem(name)
        }
      }
    }
    self.scheme = String(decoding: schemeBytes, as: UTF8.self).lowercased()
    self.host = String(decoding: hostBytes, as: UTF8.self).lowercased()
    self.segments = segments
    self.query = query
  }

  /// The path, as matched: segments joined by `/`.
  public var path: String { segments.joined(separator: "/") }

  /// Whether `scheme` is one a link may have: a letter, then letters, digits and `+-.`.
  static func isValidScheme(_ scheme: some Collection<UInt8>) -> Bool {
    guard let first = scheme.first, isLetter(first) else { return false }
    return scheme.allSatisfy { isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }
  }

  static func isValidScheme(_ scheme: String) -> Bool { isValidScheme(Array(scheme.utf8)) }

  /// Whether `host` is one a link may have: letters, digits and `-._`, not empty.
  static func isValidHost(_ host: some Collection<UInt8>) -> Bool {
    !host.isEmpty && host.allSatisfy { isLetter($0) || isDigit($0) || "-._".utf8.contains($0) }
  }

  static func isValidHost(_ host: String) -> Bool { isValidHost(Array(host.utf8)) }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  static func decode(_ raw: ArraySlice<UInt8>, plusIsSpace: Bool) throws(DeepLinkError)
    -> String
  {
    guard raw.contains(UInt8(ascii: "%")) || (plusIsSpace && raw.contains(UInt8(ascii: "+")))
    else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < raw.endIndex,
          let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
        else { throw .badPercentEncoding(String(decoding: raw, as: UTF8.self)) }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
        index += 1
      }
    }
    guard let text = String(validating: decoded, as: UTF8.self) else {
      throw .badPercentEncoding(String(decoding: raw, as: UTF8.self))
    }
    return text
  }

  /// Escapes `text` for a path segment or a query value.
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let safe =
        isLetter(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
      if safe {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF".utf8)
        result += "%"
        result.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
        result.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0x0F)]))
      }
    }
    return result
  }
}
