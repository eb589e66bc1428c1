/// The identity of a registration: a type and an optional name.
@usableFromInline
struct DependencyKey: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let name: String?
  /// Where the key starts probing in a ``RegistrationTable``.
  ///
  /// The type's identity mixed by a multiplication rather than a seeded `Hasher`: resolving is
  /// a look-up by type on every call, and SipHash was a third of a singleton's resolution.
  /// Names, rarer, are hashed in full by the standard library, which agrees with `==` on
  /// canonically equivalent strings.
  @usableFromInline let probe: Int

  @inlinable
  init<T>(_ type: T.Type, name: String?) {
    let identity = ObjectIdentifier(type)
    self.type = identity
    self.name = name
    var mixed = UInt(bitPattern: Int(bitPattern: identity)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 29
    if let name { mixed ^= UInt(bitPattern: name.hashValue) }
    self.probe = Int(bitPattern: mixed)
  }

  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    if let name { hasher.combine(name) }
  }

  @inlinable
  static func == (lhs: DependencyKey, rhs: DependencyKey) -> Bool {
    lhs.type == rhs.type && lhs.name == rhs.name
  }
}
