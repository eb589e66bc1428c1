extension NavigationTree {
  /// How many presentations this tree and `other` share from the bottom, or `nil` when their
  /// roots differ (then nothing is shared).
  ///
  /// Two levels are the same when a host can keep them on screen: the same style, and the same
  /// root route or section ids. What lies above the first difference is new.
  @inlinable
  func sharedPresentationCount(with other: NavigationTree) -> Int? {
    guard root.identity == other.root.identity else { return nil }
    var shared = 0
    while shared < Swift.min(presentations.count, other.presentations.count),
      presentations[shared].identity == other.presentations[shared].identity
    {
      shared += 1
    }
    return shared
  }
}
