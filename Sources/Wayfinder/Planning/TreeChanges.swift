/// Where a tree changed, so that the planner compares only those places.
///
/// The navigator records, for every stack it changes, the lowest index that changed. The
/// planner then skips untouched stacks and compares touched ones from that index up, which
/// makes a push onto a stack of any depth cost the same. A planner given no changes compares
/// whole trees.
public struct TreeChanges: Hashable, Sendable {
  /// For each changed stack, the lowest index that may differ.
  public private(set) var stacks: [StackPath: Int] = [:]
  /// Whether any stack may have changed anywhere (a tree replaced wholesale), so the planner
  /// compares whole trees.
  public private(set) var coversWholeTrees = false
  /// Whether the latest change animates; `false` inside ``Navigator/withoutAnimation(_:)``.
  public private(set) var animated = true

  /// No changes recorded yet.
  public init() {}

  /// Records that the stack at `path` may differ from index `index` up.
  public mutating func recordStack(_ path: StackPath, from index: Int) {
    stacks[path] = Swift.min(stacks[path] ?? index, Swift.max(0, index))
  }

  /// Records that the latest change is made without animation (or, with `true`, with it).
  public mutating func recordAnimation(_ animated: Bool) {
    self.animated = animated
  }

  /// Records that the trees may differ anywhere.
  public mutating func recordWholeTrees() {
    coversWholeTrees = true
  }

  /// Adds the changes of `other`.
  public mutating func merge(_ other: TreeChanges) {
    if other.coversWholeTrees { coversWholeTrees = true }
    animated = other.animated
    for (path, index) in other.stacks { recordStack(path, from: index) }
  }

  /// Whether nothing was recorded.
  public var isEmpty: Bool { stacks.isEmpty && !coversWholeTrees }

  /// The lowest index that may differ in the stack at `path`, `nil` when it is untouched.
  @inlinable
  public func lowestChange(at path: StackPath) -> Int? { stacks[path] }
}
