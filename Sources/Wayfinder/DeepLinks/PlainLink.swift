/// Where the parts of a plain link lie in its UTF-8 bytes: a link that ``LinkURL`` accepts as it
/// is written, with nothing to decode or lowercase.
///
/// Most links are plain: printable ASCII, a lowercase scheme and host, segments without `%`
/// escapes, no query and no fragment. The matcher reads such a link's segments where they lie,
/// without making a ``LinkURL``; every other link, valid or not, goes through ``LinkURL``, which
/// gives the same parts for a plain link.
struct PlainLink: Sendable {
  /// The end of the scheme, where `://` starts.
  let schemeEnd: Int
  let hostStart: Int
  let hostEnd: Int
  /// Where the first segment starts; past `pathEnd` when there is none.
  let pathStart: Int
  /// The end of the last segment, without one trailing `/`.
  let pathEnd: Int

  /// The parts of `bytes`, or `nil` when they are not a plain link within `limits`.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, limits: DeepLinkLimits) {
    // One pass, each part's bytes checked against what it may hold.
    guard bytes.count <= limits.maxLength, let first = bytes.first, Self.isLowercaseLetter(first)
    else { return nil }
    var index = 1
    while index < bytes.count, Self.isSchemeByte(bytes[index]) { index += 1 }
    guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"),
      bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
    else { return nil }
    schemeEnd = index
    hostStart = index + 3
    index = hostStart
    while index < bytes.count, Self.isHostByte(bytes[index]) { index += 1 }
    guard index > hostStart, index == bytes.count || bytes[index] == UInt8(ascii: "/")
    else { return nil }
    hostEnd = index
    // The path: segments of printable ASCII, none empty, at most `maxSegments`; one trailing
    // `/` is not a segment.
    var end = bytes.count
    if end > hostEnd + 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    pathEnd = end
    guard hostEnd + 1 < end else {
      pathStart = end + 1
      return
    }
    pathStart = hostEnd + 1
    var segments = 1
    index = pathStart
    var segmentStart = index
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") {
        guard index > segmentStart, segments < limits.maxSegments else { return nil }
        segments += 1
        segmentStart = index + 1
      } else if !Self.isPathByte(byte) {
        return nil
      }
      index += 1
    }
    guard end > segmentStart, segments <= limits.maxSegments else { return nil }
  }

  /// The link's parts as ``LinkURL`` gives them, `text` being the link these parts are of.
  func link(in text: String) -> LinkURL {
    text.utf8.withContiguousStorageIfAvailable { link(in: $0) }
      ?? Array(text.utf8).withUnsafeBufferPointer { link(in: $0) }
  }

  private func link(in bytes: UnsafeBufferPointer<UInt8>) -> LinkURL {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var segments: [String] = []
    var start = pathStart
    while start <= pathEnd {
      let stop = bytes[start..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
      segments.append(text(start..<stop))
      start = stop + 1
    }
    return LinkURL(
      scheme: text(0..<schemeEnd), host: text(hostStart..<hostEnd), segments: segments, query: [:])
  }

  /// Printable ASCII but `%` (an escape), `?` (a query) and `#` (a fragment).
  private static func isPathByte(_ byte: UInt8) -> Bool {
    byte &- 0x21 < 0x5E && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "?")
      && byte != UInt8(ascii: "#")
  }

  private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func isHostByte(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
  }
}
