/// The literal edges of a trie: from a node, by the text of a host or a path segment, to a
/// child node.
///
/// One index for the whole trie, so that a look-up copies no per-node storage. ASCII text —
/// nearly every literal — is found by a multiplicative hash of its bytes, which costs a fraction
/// of the seeded hash a `Dictionary` computes on every look-up. Text with other characters goes
/// through a `Dictionary`, whose `String` equality (canonical equivalence) decides what matches;
/// an ASCII look-up that misses asks it too once the trie holds such text, since some
/// characters are canonically equivalent to ASCII ones (U+212A KELVIN SIGN is `K`).
struct LiteralEdges: Sendable {
  private struct Edge: Hashable, Sendable {
    let node: Int
    let text: String
  }

  /// Every edge, as the standard library compares texts: what decides which texts are one.
  private var all: [Edge: Int] = [:]
  /// Whether an edge's text has characters outside ASCII.
  private var hasNonASCII = false
  private var asciiEdges: [(node: Int, text: String, child: Int)] = []
  /// For each slot, the position of its ASCII edge plus one, 0 marking an empty slot; at
  /// most half full.
  private var slots: [Int] = []

  /// The child of `node` by `text`.
  func child(of node: Int, _ text: String) -> Int? {
    guard let hash = Self.asciiHash(text, from: node) else {
      return all[Edge(node: node, text: text)]
    }
    if let found = probe(node, hash: hash, matching: { $0 == text }) { return found }
    return hasNonASCII ? all[Edge(node: node, text: text)] : nil
  }

  /// The child of the ASCII edge from `node` whose text `matches`, found from `hash` in the
  /// open-addressed slots; `nil` when no slot holds one.
  private func probe(_ node: Int, hash: Int, matching matches: (String) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    return slots.withUnsafeBufferPointer { slots -> Int? in
      asciiEdges.withUnsafeBufferPointer { edges -> Int? in
        let mask = slots.count &- 1
        var index = hash & mask
        while true {
          let slot = slots[index]
          if slot == 0 { return nil }
          let edge = edges[slot &- 1]
          if edge.node == node && matches(edge.text) { return edge.child }
          index = (index &+ 1) & mask
        }
      }
    }
  }

  /// Adds the edge from `node` by `text` to `target`, when `node` has none by that text.
  mutating func add(from node: Int, _ text: String, to target: Int) {
    guard child(of: node, text) == nil else { return }
    all[Edge(node: node, text: text)] = target
    guard let hash = Self.asciiHash(text, from: node) else {
      hasNonASCII = true
      return
    }
    asciiEdges.append((node, text, target))
    if asciiEdges.count * 2 > slots.count {
      slots = Array(repeating: 0, count: max(8, slots.count * 2))
      for (position, edge) in asciiEdges.enumerated() {
        place(position + 1, hash: Self.asciiHash(edge.text, from: edge.node) ?? 0)
      }
    } else {
      place(asciiEdges.count, hash: hash)
    }
  }

  /// The child of `node` by the text of ASCII `bytes`, as ``child(of:_:)`` finds it.
  func child(of node: Int, ascii bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    if let hash = Self.asciiHash(bytes, from: node),
      let found = probe(node, hash: hash, matching: { Self.isText($0, bytes) })
    {
      return found
    }
    return hasNonASCII ? all[Edge(node: node, text: String(decoding: bytes, as: UTF8.self))] : nil
  }

  /// Whether `text` is ASCII `bytes`: for ASCII, the same bytes are the same text.
  static func isText(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.utf8.count == bytes.count else { return false }
    return text.utf8.withContiguousStorageIfAvailable { stored in
      for index in 0..<stored.count where stored[index] != bytes[index] { return false }
      return true
    } ?? text.utf8.elementsEqual(bytes)
  }

  private mutating func place(_ slot: Int, hash: Int) {
    let mask = slots.count - 1
    var index = hash & mask
    while slots[index] != 0 { index = (index + 1) & mask }
    slots[index] = slot
  }

  /// A hash of `node` and `text`'s bytes (FNV-1a), or `nil` when `text` is not all ASCII.
  private static func asciiHash(_ text: String, from node: Int) -> Int? {
    text.utf8.withContiguousStorageIfAvailable { asciiHash($0, from: node) }
      ?? asciiHash(text.utf8, from: node)
  }

  private static func asciiHash(_ bytes: some Sequence<UInt8>, from node: Int) -> Int? {
    var hash = (0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: node)) &* 0x100_0000_01b3
    var bits: UInt8 = 0
    for byte in bytes {
      bits |= byte
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    guard bits < 0x80 else { return nil }
    return Int(truncatingIfNeeded: hash ^ hash >> 29)
  }
}
