/// The identity of one running flow, unique within its ``Navigator``: the inspector's and the
/// hosts' handle on a flow; an app holds the flow itself.
@usableFromInline
package struct FlowID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The number the navigator gave the flow when it started; later flows have larger numbers.
  @usableFromInline package let rawValue: UInt64

  /// Creates an identifier from its number.
  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` started before `rhs`.
  @usableFromInline package static func < (lhs: FlowID, rhs: FlowID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A text for people: logs, test failures, error messages — `#` and the number, `#3`.
  ///
  /// In Wayfinder's texts `#n` names an identity (a flow's, a journal event's), never a
  /// position: a route's place in a stack is written `index n`, as in a ``FlowAnchor``'s
  /// `root › library from index 1`.
  @usableFromInline package var description: String { "#\(rawValue)" }
}

/// Flows by identity in the order they started: the few flows one commit finishes, kept
/// without hashing (a commit of one flow's end asked a `Set` for about ten hashes and three
/// allocations).
struct FlowIDSet: Sequence {
  /// The flows, oldest first.
  private(set) var ids: [FlowID] = []

  init() {}

  init(_ ids: some Sequence<FlowID>) {
    for id in ids { insert(id) }
  }

  var isEmpty: Bool { ids.isEmpty }

  func contains(_ id: FlowID) -> Bool {
    let index = insertionIndex(of: id)
    return index < ids.count && ids[index] == id
  }

  /// Adds `id`; `false` when it was there already.
  @discardableResult
  mutating func insert(_ id: FlowID) -> Bool {
    let index = insertionIndex(of: id)
    if index < ids.count, ids[index] == id { return false }
    ids.insert(id, at: index)
    return true
  }

  mutating func formUnion(_ other: FlowIDSet) {
    for id in other.ids { insert(id) }
  }

  /// The flows not in `other`.
  func subtracting(_ other: Set<FlowID>) -> FlowIDSet {
    var result = FlowIDSet()
    result.ids = ids.filter { !other.contains($0) }
    return result
  }

  func makeIterator() -> IndexingIterator<[FlowID]> { ids.makeIterator() }

  /// The first index whose flow is not older than `id`.
  private func insertionIndex(of id: FlowID) -> Int {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
