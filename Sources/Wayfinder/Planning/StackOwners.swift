/// The owners of a stack's screens, as the stack's whole owner and the runs of routes other
/// flows claim in it: the flow of each screen without a list as long as the stack.
///
/// The screen at `index` belongs to the last run that begins at or below it, else to the
/// stack's whole owner. Making one costs nothing per route, so a stack of 10,000 routes
/// elsewhere in the tree costs a change nothing.
@usableFromInline
package struct StackOwners: Sendable {
  /// The owner of the screens below every run.
  @usableFromInline var whole: FlowID
  /// The runs, by base; of runs with equal bases the later one owns the screens.
  @usableFromInline var runs: [FlowMap.Run]
  /// The number of screens.
  @usableFromInline package var count: Int

  /// No screens.
  @usableFromInline package static let empty = StackOwners(
    whole: FlowID(rawValue: 0), runs: [], count: 0)

  /// The owner of the screen at `index` (`0..<count`).
  @usableFromInline
  package subscript(index: Int) -> FlowID {
    // The last run that begins at `index` or below: the one before the first above it.
    let above = FlowMap.firstIndex(in: runs, from: index + 1)
    return above == 0 ? whole : runs[above - 1].id
  }

  /// Whether `other` is spelled the same: count, whole owner and runs.
  ///
  /// Equal owners without a look at each screen; `false` says nothing.
  @usableFromInline
  func isSpelledAs(_ other: StackOwners) -> Bool {
    count == other.count && whole == other.whole && runs == other.runs
  }

  /// The owners of the first `length` screens.
  @inlinable
  func prefix(_ length: Int) -> StackOwners {
    var result = self
    result.count = Swift.max(0, Swift.min(count, length))
    result.runs.removeAll { $0.base >= result.count }
    return result
  }

  /// Removes the owners of the screens in `range`; the screens above move down.
  @inlinable
  mutating func removeSubrange(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let above = range.upperBound < count ? self[range.upperBound] : nil
    var kept = runs.filter { $0.base < range.lowerBound }
    if let above { kept.append(FlowMap.Run(base: range.lowerBound, id: above)) }
    for var run in runs where run.base >= range.upperBound {
      run.base -= range.count
      kept.append(run)
    }
    runs = kept
    count -= range.count
  }

  /// Gives the screens of flow `old` to `new`.
  mutating func rebind(_ old: FlowID, to new: FlowID) {
    if whole == old { whole = new }
    for index in runs.indices where runs[index].id == old {
      runs[index] = FlowMap.Run(base: runs[index].base, id: new)
    }
  }
}

extension StackOwners: Hashable {
  /// Equal when every screen has the same owner, however the runs spell it.
  @usableFromInline
  package static func == (lhs: StackOwners, rhs: StackOwners) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.whole == rhs.whole, lhs.runs == rhs.runs { return true }
    return (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    if count > 0 {
      hasher.combine(self[0])
      hasher.combine(self[count - 1])
    }
  }
}
