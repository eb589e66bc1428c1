#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder
  @_exported import WayfinderHosting

  /// The SwiftUI part of a `DrivenHost`: applies each command to an observable
  /// `DeclarativeModel` that ``NavigationRootView`` shows, inside a transaction, and
  /// completes when the transaction's animations have, a turn of the main queue later.
  ///
  /// The driver decides nothing. Which command a step is, and what a binding's write means, are
  /// the host's; the model's projections and write-backs are platform-free and tested on Linux.
  ///
  /// A presentation that refuses the user's dismissal (a flow's `refusesUserDismissal`) is
  /// shown with `interactiveDismissDisabled(_:)`: the swipe does nothing. SwiftUI has no
  /// callback for that attempt, so the flow's `didRefuseUserDismissal()` is not called on this
  /// host; give the screen a Cancel button that sends an intent, and let the flow ask there.
  ///
  /// ```swift
  /// let driver = SwiftUIDriver<AnyObject>()
  /// let host = DrivenHost(driver: driver, capabilities: .swiftUI) { route, flow in
  ///   AppScreens.make(route, flow: flow)
  /// }
  /// driver.connect(to: host)
  /// host.attach(to: navigator)
  /// ```
  @MainActor
  public final class SwiftUIDriver<Screen: AnyObject>: NavigationDriver {
    /// What the views show.
    public let model = DeclarativeModel<Screen>()

    /// Creates a driver with an empty model.
    public init() {}

    /// Sends what the user does — a binding's write — to `host`.
    public func connect(to host: some DriverEvents) {
      model.events = host
    }

    /// Applies `command` to the model in a transaction — without animations unless `animated` —
    /// and calls `completion` once its SwiftUI animations have logically completed, and at least
    /// one turn of the main queue later, never after a timer.
    ///
    /// A transaction that creates no SwiftUI animation calls its completion at once, right after
    /// the change (Apple's documentation of `addAnimationCompletion(criteria:_:)`), and a
    /// presentation's slide is UIKit's, not a SwiftUI animation: the turn makes each step its
    /// own SwiftUI update, so that the next one does not fold into it. It does not wait for a
    /// sheet to finish sliding; the `.swiftUI` capabilities keep one presentation change per
    /// step for that reason.
    public func perform(
      _ command: DriverCommand<Screen>, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      var transaction = Transaction()
      transaction.disablesAnimations = !animated
      transaction.addAnimationCompletion(criteria: .logicallyComplete) {
        DispatchQueue.main.async { completion() }
      }
      withTransaction(transaction) { model.apply(command) }
    }

    /// Reports the user's binding writes that wait for a later turn of the main queue, so that
    /// the host hears of them before its next step changes the model.
    public func reportPendingChanges() {
      model.reportPendingChanges()
    }
  }
#endif
