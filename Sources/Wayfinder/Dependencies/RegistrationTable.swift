/// One container's registrations by key: an open-addressing table probed from
/// ``DependencyKey/probe``.
///
/// Registrations are only added or replaced, never removed, so probing stops at the first
/// empty slot. The table stays at most half full. Types, names and registrations sit in
/// separate arrays so that probing compares plain integers and touches no reference count.
@usableFromInline
struct RegistrationTable: @unchecked Sendable {
  // Registrations are immutable references that guard their own mutable state.

  /// The types' identities; `nil` marks an empty slot.
  @usableFromInline var types: ContiguousArray<ObjectIdentifier?> = []
  @usableFromInline var names: ContiguousArray<String?> = []
  @usableFromInline var registrations: ContiguousArray<Registration?> = []
  @usableFromInline var count = 0

  @usableFromInline
  init() {}

  @inlinable
  var isEmpty: Bool { count == 0 }

  /// The registration for `key`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func find(_ key: DependencyKey) -> Registration? {
    guard let index = index(of: key) else { return nil }
    return registrations[index]
  }

  @inlinable
  func index(of key: DependencyKey) -> Int? {
    guard count > 0 else { return nil }
    let type = key.type
    return types.withUnsafeBufferPointer { types in
      let mask = types.count &- 1
      var index = key.probe & mask
      while true {
        guard let candidate = types[index] else { return nil }
        if candidate == type && names[index] == key.name { return index }
        index = (index &+ 1) & mask
      }
    }
  }

  /// Every key and registration, in no particular order.
  var all: [(DependencyKey, Registration)] {
    registrations.indices.compactMap { index in
      registrations[index].map {
        (DependencyKey(type: types[index]!, name: names[index], probe: probes[index]), $0)
      }
    }
  }

  /// Adds `registration`, replacing the one registered before under the same key.
  mutating func insert(_ registration: Registration, for key: DependencyKey) {
    if (count + 1) * 2 > types.count { grow() }
    let mask = types.count - 1
    var index = key.probe & mask
    while let type = types[index] {
      if type == key.type && names[index] == key.name {
        registrations[index] = registration
        return
      }
      index = (index + 1) & mask
    }
    types[index] = key.type
    names[index] = key.name
    probes[index] = key.probe
    registrations[index] = registration
    count += 1
  }

  /// The keys' probes, kept to re-insert on growth without hashing names again.
  private var probes: ContiguousArray<Int> = []

  private mutating func grow() {
    let old = all
    let capacity = max(8, types.count * 2)
    types = ContiguousArray(repeating: nil, count: capacity)
    names = ContiguousArray(repeating: nil, count: capacity)
    registrations = ContiguousArray(repeating: nil, count: capacity)
    probes = ContiguousArray(repeating: 0, count: capacity)
    count = 0
    for (key, registration) in old { insert(registration, for: key) }
  }
}
