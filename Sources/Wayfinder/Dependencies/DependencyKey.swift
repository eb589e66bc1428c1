/// The identity of a registration: a type and an optional name.
struct DependencyKey: Hashable, Sendable {
  let type: ObjectIdentifier
  let name: String?

  init<T>(_ type: T.Type, name: String?) {
    self.type = ObjectIdentifier(type)
    self.name = name
  }
}

/// One registration: how to make the type, and how long the result lives.
final class Registration: Sendable {
  let scope: DependencyScope
  let typeName: String
  let isClass: Bool
  let factory: @Sendable (Resolver) throws -> any Sendable

  init(
    scope: DependencyScope, typeName: String, isClass: Bool,
    factory: @escaping @Sendable (Resolver) throws -> any Sendable
  ) {
    self.scope = scope
    self.typeName = typeName
    self.isClass = isClass
    self.factory = factory
  }
}
