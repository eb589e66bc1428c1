/// A link split into its parts, decoded and checked against limits.
///
/// The parser is strict on purpose: links come from outside the app. It accepts
/// `scheme://host[/segment…][?name=value&…][#fragment]`, lowercases scheme and host, decodes
/// `%` escapes (and `+` as a space in query values), and refuses control characters, spaces,
/// empty segments and bad escapes. A link without a host — `mailto:ada@example.com?subject=Hi`,
/// `tel:+15551234567` — has an empty ``host`` and its path as segments, and keeps `+` as it is
/// (RFC 6068).
public struct LinkURL: Hashable, Sendable {
  /// The scheme, lowercased: `bookkitty`.
  public var scheme: String
  /// The host, lowercased: `library`; empty for a link without one (`mailto:`).
  public var host: String
  /// The decoded path segments: `["books", "42"]`.
  public var segments: [String]
  /// The decoded query items, by name; a name given twice is refused, or keeps the value
  /// ``DeepLinkLimits/repeatedQueryItem`` says.
  public var query: [String: String]

  /// Parses `text` within `limits`.
  ///
  /// - Throws: ``DeepLinkError`` naming what is wrong.
  public init(parsing text: String, limits: DeepLinkLimits = DeepLinkLimits())
    throws(DeepLinkError)
  {
    // Parsed in place from the string's own UTF-8 storage: no copy of the link is made.
    // A `Result`, because `withContiguousStorageIfAvailable` rethrows untyped errors.
    let parse = { (bytes: UnsafeBufferPointer<UInt8>) in
      Result { () throws(DeepLinkError) in try Self.parse(bytes, limits: limits) }
    }
    let parsed =
      text.utf8.withContiguousStorageIfAvailable(parse)
      ?? Array(text.utf8).withUnsafeBufferPointer(parse)
    self = try parsed.get()
  }

  init(scheme: String, host: String, segments: [String], query: [String: String]) {
    self.scheme = scheme
    self.host = host
    self.segments = segments
    self.query = query
  }

  /// Parses the bytes of a link, checking in the order of the parts: length, characters,
  /// scheme, host, each segment in turn, then the query.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: DeepLinkLimits)
    throws(DeepLinkError) -> LinkURL
  {
    guard bytes.count <= limits.maxLength else {
      throw .tooLong(length: bytes.count, limit: limits.maxLength)
    }
    var schemeEnd: Int?
    for index in bytes.indices {
      let byte = bytes[index]
      if byte <= 0x20 || byte == 0x7F {
        throw .malformed("it contains a space or a control character")
      }
      if schemeEnd == nil, byte == UInt8(ascii: ":") { schemeEnd = index }
    }
    guard let schemeEnd else { throw .malformed("it has no 'scheme://'") }
    guard isValidScheme(bytes[..<schemeEnd]) else {
      throw .malformed("the scheme is empty or has characters other than letters, digits, +-.")
    }
    let hasHost = bytes[(schemeEnd + 1)...].starts(with: "//".utf8)
    let hostStart = schemeEnd + (hasHost ? 3 : 1)
    // The fragment is dropped, then the query is what follows the first `?`.
    let linkEnd = bytes[hostStart...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
    var end = linkEnd
    var queryStart = linkEnd
    if let mark = bytes[hostStart..<linkEnd].firstIndex(of: UInt8(ascii: "?")) {
      queryStart = mark + 1
      end = mark
    }
    let hostEnd =
      hasHost ? bytes[hostStart..<end].firstIndex(of: UInt8(ascii: "/")) ?? end : hostStart
    guard !hasHost || isValidHost(bytes[hostStart..<hostEnd]) else {
      throw .malformed("the host is empty or has characters other than letters, digits, -._")
    }
    // The path is what follows the host's `/` (or the scheme's `:`), without one trailing `/`.
    let pathStart = hasHost ? min(hostEnd + 1, end) : hostStart
    var pathEnd = end
    if pathEnd > pathStart, bytes[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
    var segments: [String] = []
    if pathStart < pathEnd {
      let path = bytes[pathStart..<pathEnd]
      let pieces = path.count { $0 == UInt8(ascii: "/") } + 1
      segments.reserveCapacity(max(0, min(pieces, limits.maxSegments)))
      var start = pathStart
      while start <= pathEnd {
        let stop = bytes[start..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
        guard stop > start else {
          throw .malformed("it has an empty path segment ('//')")
        }
        guard segments.count < limits.maxSegments else {
          let count = path.split(separator: UInt8(ascii: "/")).count
          throw .tooManySegments(count: count, limit: limits.maxSegments)
        }
        segments.append(try decode(bytes[start..<stop], plusIsSpace: false))
        start = stop + 1
      }
    }
    var query: [String: String] = [:]
    if queryStart < linkEnd {
      let items = bytes[queryStart..<linkEnd].split(separator: UInt8(ascii: "&"))
      guard items.count <= limits.maxQueryItems else {
        throw .tooManyQueryItems(count: items.count, limit: limits.maxQueryItems)
      }
      for item in items {
        let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
        let name = try decode(item[..<equals], plusIsSpace: hasHost)
        guard !name.isEmpty else { throw .malformed("a query item has no name") }
        var value = ""
        if equals < item.endIndex {
          value = try decode(item[(equals + 1)...], plusIsSpace: hasHost)
        }
        switch limits.repeatedQueryItem {
        case .refused:
          guard query.updateValue(value, forKey: name) == nil else {
            throw .duplicateQueryItem(name)
          }
        case .firstKept:
          if query[name] == nil { query[name] = value }
        case .lastKept:
          query[name] = value
        }
      }
    }
    return LinkURL(
      scheme: lowercased(bytes[..<schemeEnd]), host: lowercased(bytes[hostStart..<hostEnd]),
      segments: segments, query: query)
  }

  /// The text of ASCII `bytes` (a valid scheme or host), lowercased.
  private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { output in
      for (offset, byte) in bytes.enumerated() {
        output[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  /// The path, as matched: segments joined by `/`.
  public var path: String { segments.joined(separator: "/") }

  /// Scheme, host and path, as errors quote them: `bookkitty://library/books/42`,
  /// `mailto:ada@example.com`.
  var location: String {
    host.isEmpty ? "\(scheme):\(path)" : "\(scheme)://\(host)/\(path)"
  }

  /// Whether `scheme` is one a link may have: a letter, then letters, digits and `+-.`.
  static func isValidScheme(_ scheme: some Collection<UInt8>) -> Bool {
    guard let first = scheme.first, isLetter(first) else { return false }
    return scheme.allSatisfy { isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }
  }

  /// Whether `host` is one a link may have: letters, digits and `-._`, not empty.
  static func isValidHost(_ host: some Collection<UInt8>) -> Bool {
    !host.isEmpty && host.allSatisfy { isLetter($0) || isDigit($0) || "-._".utf8.contains($0) }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// The text of a segment, query name or query value: `%` escapes decoded (and `+` as a
  /// space when `plusIsSpace`).
  private static func decode(_ raw: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool)
    throws(DeepLinkError) -> String
  {
    let raw = UnsafeBufferPointer(rebasing: raw)
    guard raw.contains(UInt8(ascii: "%")) || (plusIsSpace && raw.contains(UInt8(ascii: "+")))
    else { return String(decoding: raw, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < raw.count,
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
