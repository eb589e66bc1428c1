/// The platform part of a host: performs ``DriverCommand``s on a real UI, each with a completion.
///
/// A ``DrivenHost`` does everything else — screen identity, which command a step means, what a
/// delegate callback means, ordering events around steps in flight — so a driver is straight
/// calls to UIKit or SwiftUI, and tests drive the host with a fake driver on any platform.
///
/// ```swift
/// final class PrintingDriver: NavigationDriver {
///   func perform(
///     _ command: DriverCommand<String>, animated: Bool,
///     completion: @escaping @MainActor () -> Void
///   ) {
///     print(command)
///     completion()
///   }
/// }
/// ```
@MainActor
public protocol NavigationDriver<Screen>: AnyObject {
  /// What stands for a route on screen: a `UIViewController`, a SwiftUI destination value.
  associatedtype Screen

  /// Performs `command` and calls `completion` once, when the UI has settled (a transition
  /// coordinator's completion, a presentation's completion block) — never after a timer.
  func perform(
    _ command: DriverCommand<Screen>, animated: Bool, completion: @escaping @MainActor () -> Void)
}
