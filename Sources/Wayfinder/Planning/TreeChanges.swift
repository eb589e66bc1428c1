/// Where a tree changed, so that the planner compares only those places.
///
/// The navigator records, for every stack it changes, the lowest index that changed. The
/// planner then skips untouched stacks and compares touched ones from that index up, which
/// makes a push onto a stack of any depth cost the same. A planner given no changes compares
/// whole trees.
public struct TreeChanges: Hashable, Sendable {
  /// The changed stacks when two or more changed; empty when ``onlyStack`` is the one.
  @usableFromInline private(set) var otherStacks: [StackPath: Int] = [:]
  /// Whether any stack may have changed anywhere (a tree replaced wholesale), so the planner
  /// compares whole trees.
  @usableFromInline package private(set) var coversWholeTrees = false
  /// Whether the latest change animates; `false` inside ``Navigator/withoutAnimation(_:)``.
  @usableFromInline package private(set) var animated = true
  /// The only changed stack and its lowest index, when exactly one stack changed.
  ///
  /// A push, a pop or a user's back change one stack: it is kept here alone, and
  /// ``lowestChange(at:)`` compares a path instead of hashing it.
  @usableFromInline private(set) var onlyStack: OnlyStack?

  @usableFromInline
  struct OnlyStack: Hashable, Sendable {
    @usableFromInline let path: StackPath
    @usableFromInline let index: Int
  }

  /// No changes recorded yet.
  public init() {}

  /// Records that the stack at `path` may differ from index `index` up.
  public mutating func recordStack(_ path: StackPath, from index: Int) {
    if otherStacks.isEmpty {
      guard let only = onlyStack else {
        onlyStack = OnlyStack(path: path, index: Swift.min(index, Swift.max(0, index)))
        return
      }
      if only.path == path {
        onlyStack = OnlyStack(path: path, index: Swift.min(only.index, Swift.max(0, index)))
        return
      }
      // A second stack: both are kept by path from now on.
      otherStacks = [only.path: only.index]
      onlyStack = nil
    }
    otherStacks[path] = Swift.min(otherStacks[path] ?? index, Swift.max(0, index))
  }

  /// Records that the latest change is made without animation (or, with `true`, with it).
  package mutating func recordAnimation(_ animated: Bool) {
    self.animated = animated
  }

  /// Records that the trees may differ anywhere.
  @usableFromInline package mutating func recordWholeTrees() {
    coversWholeTrees = true
  }

  /// Adds the changes of `other`.
  @usableFromInline package mutating func merge(_ other: TreeChanges) {
    // Nothing recorded yet: the result is `other` as it is, without hashing its stacks again.
    if isEmpty {
      self = other
      return
    }
    if other.coversWholeTrees { coversWholeTrees = true }
    animated = other.animated
    other.forEachStack { path, index in recordStack(path, from: index) }
  }

  /// Whether nothing was recorded.
  package var isEmpty: Bool { onlyStack == nil && otherStacks.isEmpty && !coversWholeTrees }

  /// Calls `body` with every changed stack's path and lowest changed index.
  func forEachStack(_ body: (StackPath, Int) -> Void) {
    if let onlyStack { body(onlyStack.path, onlyStack.index) }
    for (path, index) in otherStacks { body(path, index) }
  }

  /// The lowest index that may differ in the stack at `path`, `nil` when it is untouched.
  @inlinable
  package func lowestChange(at path: StackPath) -> Int? {
    if let onlyStack { return onlyStack.path == path ? onlyStack.index : nil }
    return otherStacks[path]
  }
}
