/// A UI that shows a navigation tree: a UIKit window, a SwiftUI scene, a terminal, a test.
///
/// Hosts are thin. The ``Navigator`` hands a host one ``NavigationStep`` at a time; the host
/// performs it (animated when the plan says so) and calls `completion` when the UI has
/// settled.
/// The next step is sent only then, never after a timer. What the user does on their own (a
/// back swipe, a sheet swiped down, a tab tapped) the host reports with
/// ``Navigator/receive(_:)``.
///
/// ```swift
/// final class PrintingHost: NavigationHost {
///   let capabilities = HostCapabilities.uiKit
///   func perform(
///     _ step: NavigationStep<AppRoute>, animated: Bool,
///     completion: @escaping @MainActor () -> Void
///   ) {
///     print(step)
///     completion()
///   }
/// }
/// ```
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
}
