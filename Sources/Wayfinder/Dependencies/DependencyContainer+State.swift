extension DependencyContainer {
  /// What a container's mutex guards.
  @usableFromInline
  struct State: ~Copyable {
    /// What this scope resolves from, valid while the clock reads `viewTime`.
    @usableFromInline var view: RegistrationView?
    @usableFromInline var viewTime = -1
    /// The parent's view `view` was made on.
    ///
    /// When the parent still has it, only the time moves. An identity is enough: `view` is that view or a layer over it, so it stays alive.
    @usableFromInline var parentView: ObjectIdentifier?
    @usableFromInline var ended = false
    /// This container's own registrations, made on the first: most flows' scopes have none.
    @usableFromInline var own: RegistrationTable?
    /// Whether `own` changed since `view` was made.
    @usableFromInline var ownChanged = false
    /// What this scope made of its flow-scoped services.
    @usableFromInline var instances = FlowInstances()

    @usableFromInline
    init() {}

    /// Adds `registration`, replacing an earlier one and what the scope made of it.
    @usableFromInline
    mutating func register(_ registration: Registration, for key: DependencyKey) {
      if own == nil { own = RegistrationTable() }
      own?.insert(registration, for: key)
      if !instances.isEmpty { instances.remove(for: key) }
      ownChanged = true
    }
  }
}
