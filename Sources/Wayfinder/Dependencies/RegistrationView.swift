/// What a scope can resolve: its own registrations, then its nearest ancestor's that has any.
///
/// A view is immutable and shared: a scope that registers nothing of its own (most flows' scopes)
/// uses its parent's view as it is, so a new flow scope copies nothing and a look-up from any
/// depth walks only the layers that hold registrations — usually one.
@usableFromInline
final class RegistrationView: Sendable {
  @usableFromInline let table: RegistrationTable
  /// The container whose registrations these are, which singletons resolve in.
  ///
  /// Unowned without checks, because the owner always outlives the view: a view is held only
  /// by its owner and by the owner's descendants, which hold the owner as their parent, and by
  /// a look-up that holds one of them.
  @usableFromInline unowned(unsafe) let owner: DependencyContainer
  /// The layer of the nearest ancestor with registrations.
  @usableFromInline let next: RegistrationView?

  init(table: RegistrationTable, owner: DependencyContainer, next: RegistrationView?) {
    self.table = table
    self.owner = owner
    self.next = next
  }

  /// The registration for `key` and the container that holds it.
  ///
  /// The container comes unretained: the caller holds a scope that keeps it alive.
  @inlinable
  func find(_ key: DependencyKey) -> (Registration, Unmanaged<DependencyContainer>)? {
    if let registration = table.find(key) { return (registration, .passUnretained(owner)) }
    return next?.find(key)
  }
}
