import Wayfinder

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

  /// Reports at once, to the host, the user's changes the driver recorded and has not reported
  /// yet.
  ///
  /// The host calls it before it performs each step. A driver that reports as changes happen
  /// (UIKit's delegate callbacks) has nothing to do: that is the default. A driver that defers
  /// them (SwiftUI's binding writes wait for a later turn of the main queue) reports them
  /// here — ``DeclarativeModel/reportPendingChanges()`` — so that the navigator hears of what
  /// the user did before a command changes the UI over it.
  func reportPendingChanges()
}

extension NavigationDriver {
  /// Nothing waits: the driver reported each change as it happened.
  public func reportPendingChanges() {}
}
