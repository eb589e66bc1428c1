/// One container's registrations by key: the registrations in the order they were first made,
/// and an open-addressing index into them probed from ``DependencyKey/probe``.
///
/// Registrations are only added or replaced, never removed, so probing stops at the first
/// empty slot. The index stays at most half full and holds plain integers, so growing it
/// copies no references.
@usableFromInline
struct RegistrationTable: Sendable {
  @usableFromInline
  struct Item: @unchecked Sendable {
    // Registrations are immutable references that guard their own mutable state.
    @usableFromInline let key: DependencyKey
    @usableFromInline var registration: Registration
  }

  @usableFromInline var items: ContiguousArray<Item> = []
  /// For each slot, the position of its item plus one; 0 marks an empty slot.
  @usableFromInline var slots: ContiguousArray<Int> = []

  @inlinable
  var isEmpty: Bool { items.isEmpty }

  /// The registration for `key`.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func find(_ key: DependencyKey) -> Registration? {
    guard let position = position(of: key) else { return nil }
    return items[position].registration
  }

  @inlinable
  func position(of key: DependencyKey) -> Int? {
    guard !items.isEmpty else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      items.withUnsafeBufferPointer { items in
        let mask = slots.count &- 1
        var index = key.probe & mask
        while true {
          let slot = slots[index]
          if slot == 0 { return nil }
          let candidate = items[slot &- 1].key
          // Equal keys have equal probes: comparing those before names spares most name
          // comparisons that could not succeed.
          if candidate.type == key.type
            && (key.name == nil
              ? candidate.name == nil
              : candidate.probe == key.probe && candidate.name == key.name)
          {
            return slot &- 1
          }
          index = (index &+ 1) & mask
        }
      }
    }
  }

  /// Every key and registration, in the order they were first registered.
  var all: [(DependencyKey, Registration)] {
    items.map { ($0.key, $0.registration) }
  }

  /// Adds `registration`, replacing the one registered before under the same key.
  mutating func insert(_ registration: Registration, for key: DependencyKey) {
    if let position = position(of: key) {
      items[position].registration = registration
      return
    }
    items.append(Item(key: key, registration: registration))
    if items.count * 2 > slots.count {
      reindex()
    } else {
      place(items.count, probe: key.probe)
    }
  }

  /// Puts an item's position (plus one) in the first free slot from its probe.
  private mutating func place(_ slot: Int, probe: Int) {
    let mask = slots.count - 1
    var index = probe & mask
    while slots[index] != 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  private mutating func reindex() {
    slots = ContiguousArray(repeating: 0, count: max(8, slots.count * 2))
    for position in items.indices { place(position + 1, probe: items[position].key.probe) }
  }
}
