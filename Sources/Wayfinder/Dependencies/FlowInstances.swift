/// The instances a flow's scope made of its flow-scoped services, each kept as an object (see
/// ``TypedRegistration/keptInFlow(_:)``).
@usableFromInline
struct FlowInstances: Sendable {
  /// The first instance, kept inline: most flows resolve one or two flow services, and a
  /// dictionary would cost an allocation and hashing each time.
  @usableFromInline var firstType: ObjectIdentifier?
  @usableFromInline var firstName: String?
  @usableFromInline var first: KeptInstance?
  /// The others, when there are any.
  @usableFromInline var others: [DependencyKey: KeptInstance]?

  /// Whether the scope made no flow-scoped instance.
  @inlinable
  var isEmpty: Bool { first == nil && others == nil }

  /// The instance made for `key`.
  @inlinable
  func instance(for key: DependencyKey) -> KeptInstance? {
    if let first, firstType == key.type, firstName == key.name { return first }
    return others?[key]
  }

  @usableFromInline
  mutating func store(_ instance: KeptInstance, for key: DependencyKey) {
    if first == nil {
      firstType = key.type
      firstName = key.name
      first = instance
    } else {
      others = others ?? [:]
      others?[key] = instance
    }
  }

  mutating func remove(for key: DependencyKey) {
    if first != nil, firstType == key.type, firstName == key.name {
      firstType = nil
      firstName = nil
      first = nil
    } else {
      others?[key] = nil
    }
  }

  /// Calls `body` with each instance that is a class instance, also behind a protocol type.
  func forEachObject(_ body: (AnyObject) -> Void) {
    func visit(_ kept: KeptInstance) {
      if let box = kept as? FlowInstance {
        if let object = box.object() { body(object) }
      } else {
        body(kept)
      }
    }
    if let first { visit(first) }
    for instance in others?.values ?? [:].values { visit(instance) }
  }
}

/// A flow-scoped instance as its scope keeps it: the instance itself when its type is a class,
/// a ``TypedFlowInstance`` box otherwise.
@usableFromInline
typealias KeptInstance = any AnyObject & Sendable
