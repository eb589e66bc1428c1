/// The secret in the inspector's URL: a viewer must show it to open the WebSocket.
///
/// Other programs on the machine can reach a loopback port, and a web page in the user's browser
/// can try to; the token, printed only to the app's own output, is what tells them apart.
struct AccessToken: Sendable, Hashable, CustomStringConvertible {
  /// Lowercase hexadecimal, two characters a byte.
  let description: String

  /// 128 bits from the system's cryptographically secure generator.
  init() {
    var generator = SystemRandomNumberGenerator()
    self.init(bytes: (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
  }

  init(bytes: [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    description = String(decoding: text, as: UTF8.self)
  }

  /// Compares in time that depends only on the lengths, so a caller cannot learn the token
  /// a character at a time by timing refusals.
  func matches(_ candidate: String) -> Bool {
    let expected = Array(description.utf8)
    let given = Array(candidate.utf8)
    guard expected.count == given.count else { return false }
    var difference: UInt8 = 0
    for index in expected.indices {
      difference |= expected[index] ^ given[index]
    }
    return difference == 0
  }
}
