/// A coding path as the checked JSON decoder and encoder keep it: a node per key, from the
/// innermost key out, made into an array only when asked for.
final class CodingPathNode {
  let key: any CodingKey
  let parent: CodingPathNode?

  init(_ key: any CodingKey, parent: CodingPathNode?) {
    self.key = key
    self.parent = parent
  }

  /// The path that ends at `node`, outermost key first.
  static func keys(_ node: CodingPathNode?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = node
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}

/// An element's position, as `JSONDecoder` and `JSONEncoder` name it in a coding path.
struct CodingIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) {
    intValue = index
  }

  init?(stringValue: String) { nil }

  init?(intValue: Int) {
    self.intValue = intValue
  }
}
