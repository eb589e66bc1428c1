import Crypto

/// A password as an account keeps it: PBKDF2-HMAC-SHA256 (RFC 8018) of the password with a
/// random salt of its own, never the password itself.
///
/// The salt makes equal passwords hash differently; the rounds make each guess cost the same
/// work as a sign-in. The rounds are stored with the hash, so raising ``defaultRounds`` later
/// leaves existing accounts working.
package struct PasswordHash: Hashable, Sendable {
  /// The random bytes hashed with the password.
  package var salt: [UInt8]
  /// How many HMAC rounds the hash took.
  package var rounds: Int
  /// The derived key.
  package var hash: [UInt8]

  /// The rounds for new passwords.
  package static let defaultRounds = 50_000
  /// The bytes of a new salt, and of a hash.
  static let length = 32

  /// The hash of `password` with a new random salt.
  package static func make(password: String, rounds: Int = defaultRounds) -> PasswordHash {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return PasswordHash(
      salt: salt, rounds: rounds,
      hash: derive(password: Array(password.utf8), salt: salt, rounds: rounds, length: length))
  }

  /// Whether `password` is the one hashed; takes the same time wherever the bytes differ.
  package func matches(_ password: String) -> Bool {
    let candidate = Self.derive(
      password: Array(password.utf8), salt: salt, rounds: rounds, length: hash.count)
    return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0 && !hash.isEmpty
  }

  /// PBKDF2 with HMAC-SHA256 as its pseudo-random function.
  package static func derive(password: [UInt8], salt: [UInt8], rounds: Int, length: Int) -> [UInt8]
  {
    // The key's padded inner and outer states, computed once and copied for every round.
    let keyed = HMAC<SHA256>(key: SymmetricKey(data: password))
    var derived: [UInt8] = []
    var block: UInt32 = 1
    while derived.count < length {
      var mac = keyed
      mac.update(data: salt + withUnsafeBytes(of: block.bigEndian, Array.init))
      var round = Array(mac.finalize())
      var sum = round
      for _ in 1..<max(1, rounds) {
        var mac = keyed
        mac.update(data: round)
        round = Array(mac.finalize())
        for index in sum.indices { sum[index] ^= round[index] }
      }
      derived += sum
      block += 1
    }
    return Array(derived.prefix(length))
  }
}
