/// A value kept in one shared reference, copied only when a holder that shares it changes it,
/// as `Array` keeps its elements.
///
/// ``NavigationTree`` and ``Sections`` keep their state in one: a copy of either is one retain
/// of a reference whose layout does not depend on the route type, also in code that is not
/// specialized for it, where a copy of the state itself looks up its metadata and retains
/// every part.
@usableFromInline
struct CopyOnWrite<Value> {
  /// The shared reference.
  ///
  /// Its value is reached only through a holder, whose own exclusivity the compiler checks, so
  /// it skips the run-time check.
  @usableFromInline
  final class Box {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
  }

  @usableFromInline var box: Box

  @inlinable
  init(_ value: Value) { box = Box(value) }

  /// The value: read where it is, and copied first when changed while another holder shares
  /// it.
  @inlinable
  var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// Whether `other` shares this value's reference: then the two values are equal without a
  /// look at either.
  @inlinable
  func isShared(with other: CopyOnWrite) -> Bool { box === other.box }
}

extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}
