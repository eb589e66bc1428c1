import Wayfinder

/// The journal events the inspector keeps, at most ``limit``, the oldest evicted first.
///
/// A ring: appending costs O(1) however full it is, so keeping a long history costs the app
/// nothing per change but memory.
struct EventHistory<Route: NavigationRoute> {
  /// The most events kept.
  let limit: Int
  private var storage: [NavigationEvent<Route>] = []
  /// The index of the oldest event in `storage` once it is full.
  private var head = 0
  /// Whether `storage` holds ``limit`` events: asking the generic array looks up the event
  /// type's metadata at every change.
  private var isFull = false

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// How many events are kept.
  var count: Int { storage.count }

  /// The kept events, oldest first.
  var events: [NavigationEvent<Route>] {
    Array(storage[head...] + storage[..<head])
  }

  /// The sequence numbers of the oldest and newest event kept; `nil` when none is.
  var kept: ClosedRange<Int>? {
    guard !storage.isEmpty else { return nil }
    return storage[head].sequence...storage[(head + storage.count - 1) % storage.count].sequence
  }

  mutating func append(_ event: NavigationEvent<Route>) {
    if !isFull {
      storage.append(event)
      isFull = storage.count >= limit
    } else {
      storage[head] = event
      head = (head + 1) % limit
    }
  }

  /// The kept event numbered `sequence`, if it is kept.
  ///
  /// - Complexity: O(log *n*): events are kept in the order of their numbers.
  func event(numbered sequence: Int) -> NavigationEvent<Route>? {
    var low = 0
    var high = storage.count
    while low < high {
      let middle = (low + high) / 2
      let found = storage[(head + middle) % storage.count].sequence
      if found == sequence { return storage[(head + middle) % storage.count] }
      if found < sequence { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
