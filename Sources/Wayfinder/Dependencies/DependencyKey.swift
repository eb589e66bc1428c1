/// The identity of a registration: a type and an optional name.
@usableFromInline
struct DependencyKey: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let name: String?

  @inlinable
  init<T>(_ type: T.Type, name: String?) {
    self.type = ObjectIdentifier(type)
    self.name = name
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
