extension JSONNumber {
  /// A number's value as sign × 0.d₁d₂…dₙ × 10^exponent with neither d₁ nor dₙ zero: the form
  /// in which every spelling of one value is the same (`100`, `1e2`, `100.00`, `0.1E+3`).
  struct Parts {
    /// Whether the text starts with a minus sign.
    var isNegative: Bool
    /// The significant digits, as ASCII; empty for zero.
    var digits: [UInt8]
    /// The power of ten, or `nil` when the written exponent is so large that the number is far
    /// beyond the range of any Swift number (more than 15 digits of exponent).
    var exponent: Int?

    /// Whether the number is zero (`0`, `-0`, `0.000e7`).
    var isZero: Bool { digits.isEmpty }

    /// The parts of `text`, a JSON number or a `Decimal`'s description.
    init(_ text: String) {
      let bytes = Array(text.utf8)
      isNegative = bytes.first == UInt8(ascii: "-")
      var index = isNegative ? 1 : 0
      var all: [UInt8] = []
      var point: Int?
      while index < bytes.count, bytes[index] != UInt8(ascii: "e"),
        bytes[index] != UInt8(ascii: "E")
      {
        if bytes[index] == UInt8(ascii: ".") { point = all.count } else { all.append(bytes[index]) }
        index += 1
      }
      var written = 0
      var isWrittenHuge = false
      if index < bytes.count {
        index += 1
        let isNegativeExponent = bytes[index] == UInt8(ascii: "-")
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        for byte in bytes[index...] {
          written = written * 10 + Int(byte - UInt8(ascii: "0"))
          if written >= 1_000_000_000_000_000 {
            isWrittenHuge = true
            break
          }
        }
        if isNegativeExponent { written = -written }
      }
      let leadingZeros = all.prefix { $0 == UInt8(ascii: "0") }.count
      let trailingZeros = all.reversed().prefix { $0 == UInt8(ascii: "0") }.count
      if leadingZeros == all.count {
        digits = []
        exponent = 0
      } else {
        digits = Array(all[leadingZeros..<(all.count - trailingZeros)])
        exponent = isWrittenHuge ? nil : (point ?? all.count) - leadingZeros + written
      }
    }

    /// Whether both are the same value; zero and negative zero are.
    func isSameValue(as other: Parts) -> Bool {
      guard !isZero, !other.isZero else { return isZero && other.isZero }
      return isNegative == other.isNegative && digits == other.digits && exponent != nil
        && exponent == other.exponent
    }
  }
}
