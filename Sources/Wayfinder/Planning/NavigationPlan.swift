/// The ordered steps that move a host from one tree to another.
///
/// Plans are values: tests assert them, logs print them, and a ``NavigationHost`` performs
/// them one step at a time, each on the completion of the one before.
public struct NavigationPlan<Route: NavigationRoute>: Hashable, Sendable {
  /// The steps, in the order a host performs them.
  public var steps: [NavigationStep<Route>]
  /// Whether the plan animates: then the last step the user sees animates, and only it.
  public var animated: Bool
  /// The top level of the tree the plan moves to.
  ///
  /// A step below it changes what a presentation that stays covers: the user does not see it
  /// happen, so it never animates (see ``animatedStep``).
  public var topLevel: Int

  /// Creates a plan from steps.
  ///
  /// - Parameters:
  ///   - steps: the steps, in the order a host performs them.
  ///   - animated: whether the last step the user sees animates.
  ///   - topLevel: the top level of the tree the steps move to; `0`, the default, counts
  ///     every step as seen.
  @inlinable
  public init(_ steps: [NavigationStep<Route>] = [], animated: Bool = true, topLevel: Int = 0) {
    self.steps = steps
    self.animated = animated
    self.topLevel = topLevel
  }

  /// The index of the step that animates: in an animated plan, the last step the user sees;
  /// `nil` when the plan does not animate or the user sees none of its steps.
  ///
  /// Steps the user does not end up looking at — dismissing the sheets on the way, switching
  /// the tab, the screens pushed under the last one — run without animation, so a deep jump
  /// costs one animation. Steps under a presentation that stays (``topLevel``) are not seen at
  /// all: a status pushed under the user's compose sheet appears without animation, and the
  /// user finds it when the sheet closes.
  @inlinable
  public var animatedStep: Int? {
    guard animated else { return nil }
    return steps.lastIndex { $0.isSeen(atTopLevel: topLevel) }
  }

  /// Plans the move from `old` to `new` within a host's rules.
  ///
  /// See <doc:CoordinatorsAndFlows#Plans-not-sleeps> for the order of the steps.
  ///
  /// - Parameters:
  ///   - old: what the host shows now.
  ///   - new: what it should show.
  ///   - capabilities: the host's rules.
  ///   - changes: where `new` may differ from `old`; `nil` compares the whole trees.
  /// - Complexity: O(*c*) in the changed routes with `changes`, else O(*n*) in the trees' size.
  @inlinable
  public init(
    from old: NavigationTree<Route>, to new: NavigationTree<Route>,
    capabilities: HostCapabilities = .uiKit, changes: TreeChanges? = nil
  ) {
    var builder = PlanBuilder<Route>(capabilities: capabilities)
    builder.plan(from: old, to: new, changes: changes, ownership: nil)
    self.init(builder.steps, animated: changes?.animated ?? true, topLevel: new.topLevel)
  }

  /// Whether the plan has no steps.
  public var isEmpty: Bool { steps.isEmpty }
}

extension NavigationPlan: CustomStringConvertible {
  /// One step per line.
  public var description: String {
    steps.map(\.description).joined(separator: "\n")
  }
}
