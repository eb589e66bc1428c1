extension CheckedJSONDecoder {
  /// The checked bytes, and whether anything was refused on the way.
  final class Source {
    let bytes: [UInt8]
    var isRefused = false

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Marks the decoding refused, and gives the error to throw.
    func refuse(_ path: CodingPathNode?, _ reason: String) -> DecodingError {
      isRefused = true
      return .dataCorrupted(.init(codingPath: CodingPathNode.keys(path), debugDescription: reason))
    }

    func skipWhiteSpace(from start: Int) -> Int {
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return index
        }
      }
      return index
    }

    /// Where the value that starts at `start` ends.
    func end(ofValueAt start: Int) -> Int {
      switch bytes[start] {
      case UInt8(ascii: "\""): return end(ofStringAt: start)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        var index = start
        while true {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            index = end(ofStringAt: index)
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { return index + 1 }
          default: break
          }
          index += 1
        }
      default:
        var index = start + 1
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
            return index
          default: index += 1
          }
        }
        return index
      }
    }

    /// Where the string that starts at `start` ends, after its closing quote.
    func end(ofStringAt start: Int) -> Int {
      var index = start + 1
      while true {
        switch bytes[index] {
        case UInt8(ascii: "\""): return index + 1
        case UInt8(ascii: "\\"): index += 2
        default: index += 1
        }
      }
    }

    /// The first element of the array or member of the object that starts at `start`, or its
    /// closing bracket.
    func firstElement(in start: Int) -> Int {
      skipWhiteSpace(from: start + 1)
    }

    /// The element or member after the one that starts at `start` (for a member, its name),
    /// or the closing bracket.
    func element(after start: Int, isMember: Bool) -> Int {
      var index = start
      if isMember {
        index = skipWhiteSpace(from: end(ofStringAt: index))
        index = skipWhiteSpace(from: index + 1)
      }
      index = skipWhiteSpace(from: end(ofValueAt: index))
      return bytes[index] == UInt8(ascii: ",") ? skipWhiteSpace(from: index + 1) : index
    }

    /// The value of the member whose name starts at `start`.
    func value(ofMemberAt start: Int) -> Int {
      let colon = skipWhiteSpace(from: end(ofStringAt: start))
      return skipWhiteSpace(from: colon + 1)
    }

    func isClosing(_ index: Int) -> Bool {
      bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: "]")
    }

    /// The text of the string that starts at `start`.
    func string(at start: Int) -> String {
      let end = end(ofStringAt: start)
      let content = start + 1..<end - 1
      guard bytes[content].contains(UInt8(ascii: "\\")) else {
        return bytes.withUnsafeBufferPointer {
          String(decoding: UnsafeBufferPointer(rebasing: $0[content]), as: UTF8.self)
        }
      }
      return JSONReader.string(in: bytes, at: start)
    }

    /// Whether the member name that starts at `start` is `name`, as `String`s compare.
    func isName(at start: Int, _ name: String) -> Bool {
      let end = end(ofStringAt: start)
      let content = start + 1..<end - 1
      let isPlainASCII = !bytes[content].contains { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }
      guard isPlainASCII else { return string(at: start) == name }
      var name = name
      return name.withUTF8 { name in
        guard name.count == content.count else { return false }
        for (offset, byte) in name.enumerated() where bytes[content.lowerBound + offset] != byte {
          return false
        }
        return true
      }
    }

    /// The member named `name` in the object that starts at `object`: where its value starts.
    func member(_ name: String, inObjectAt object: Int) -> Int? {
      var index = firstElement(in: object)
      while !isClosing(index) {
        if isName(at: index, name) { return value(ofMemberAt: index) }
        index = element(after: index, isMember: true)
      }
      return nil
    }

    func isNull(at index: Int) -> Bool { bytes[index] == UInt8(ascii: "n") }

    /// The number that starts at `start`, if it is a plain integer that fits `T`.
    func integer<T: FixedWidthInteger>(at start: Int, as type: T.Type) -> T? {
      let end = end(ofValueAt: start)
      let isNegative = bytes[start] == UInt8(ascii: "-")
      return DecimalDigits.value(
        of: bytes[(isNegative ? start + 1 : start)..<end], isNegative: isNegative, as: T.self)
    }

    /// The number that starts at `start` as the nearest `Double`, if it is finite.
    func double(at start: Int) -> Double? {
      guard bytes[start] == UInt8(ascii: "-") || (0x30...0x39).contains(bytes[start]) else {
        return nil
      }
      let text = String(decoding: bytes[start..<end(ofValueAt: start)], as: UTF8.self)
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
  }
}
