/// A UI that shows a navigation tree: a UIKit window, a SwiftUI scene, a terminal, a test.
///
/// Hosts are thin: the host performs one ``NavigationStep`` at a time and calls `completion`
/// when the UI has settled; the next step is sent only then. What the user does on their own it
/// reports to the navigator's `receive(_:)` (`WayfinderHosting`). See
/// <doc:GettingStarted#Run-it>.
@MainActor
public protocol NavigationHost<Route>: AnyObject {
  /// The app's route type.
  associatedtype Route: NavigationRoute

  /// The rules the host's UI imposes on plans.
  var capabilities: HostCapabilities { get }

  /// Performs one step and calls `completion` once, when the UI shows its result.
  ///
  /// - Parameters:
  ///   - step: the step.
  ///   - animated: whether to animate it. A plan animates only its last step, the change the
  ///     user ends up looking at: a deep jump costs one animation, not one per step. Changes
  ///     made inside ``Navigator/withoutAnimation(_:)`` and restorations animate nothing.
  ///   - completion: call it once the UI shows the step's result.
  func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void)

  /// Called when a navigator attaches the host, before the first step; the host keeps the
  /// navigator (weakly) to report user events. Does nothing by default.
  func didAttach(to navigator: Navigator<Route>)
}

extension NavigationHost {
  /// Does nothing.
  public func didAttach(to navigator: Navigator<Route>) {}

  /// Attaches the host to `navigator`, which plans the tree from what the host shows now.
  ///
  /// The navigator holds the host weakly and calls ``didAttach(to:)`` before the first step.
  ///
  /// - Parameters:
  ///   - navigator: the navigator whose tree the host shows.
  ///   - current: what the host shows now; an empty stack when `nil`. Hosts that keep what
  ///     they show (`TestHost`, `DrivenHost`, `TerminalHost`) pass it themselves.
  public func attach(to navigator: Navigator<Route>, showing current: NavigationTree<Route>? = nil)
  {
    navigator.attach(self, showing: current)
  }
}
