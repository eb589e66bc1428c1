/// The instances a flow's scope made of its flow-scoped services.
@usableFromInline
struct FlowInstances: Sendable {
  /// The first instance, kept inline: most flows resolve one or two flow services, and a
  /// dictionary would cost an allocation and hashing each time.
  @usableFromInline var firstType: ObjectIdentifier?
  @usableFromInline var firstName: String?
  @usableFromInline var first: FlowInstance?
  /// The others, when there are any.
  @usableFromInline var others: [DependencyKey: FlowInstance]?

  @usableFromInline
  init() {}

  @inlinable
  func instance(for key: DependencyKey) -> FlowInstance? {
    if firstType == key.type && firstName == key.name { return first }
    return others?[key]
  }

  @usableFromInline
  mutating func store(_ instance: FlowInstance, for key: DependencyKey) {
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
    if firstType == key.type && firstName == key.name {
      firstType = nil
      firstName = nil
      first = nil
    } else {
      others?[key] = nil
    }
  }

  /// Calls `body` with the object behind each instance that is a class instance.
  func forEachObject(_ body: (AnyObject) -> Void) {
    if let object = first?.object() { body(object) }
    for instance in others?.values ?? [:].values {
      if let object = instance.object() { body(object) }
    }
  }
}
