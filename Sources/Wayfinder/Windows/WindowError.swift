/// Why a window could not be opened, closed, focused or given a link.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The host shows one window only (iPhone), or no host that opens windows is attached.
  case cannotOpenWindows
  /// The navigator (of the flow, named) was not made by a ``Windows``, so it has no windows to
  /// open.
  case noWindows(flow: String)
  /// The flow (named) has finished or was never started.
  case flowNotRunning(String)
  /// No window has that identity: it closed, or was never opened.
  case unknownWindow(WindowID)
  /// No window is open, so nothing can take the link.
  case noWindow
  /// Links are not routed: ``Windows/makeGate`` is not set.
  case linksNotRouted
  /// Windows are open already; restoring replaces nothing, so it happens at launch.
  case windowsAlreadyOpen(Int)
  /// The windows' snapshot as a whole cannot be read; nothing was restored.
  case notRestorable(RestorationError)

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .cannotOpenWindows:
      "This device shows one window (or no window host is attached). Present the route in "
        + "this window instead: catch WindowError.cannotOpenWindows and call present(_:)."
    case .noWindows(let flow):
      "\(flow) runs in a navigator no Windows made, so it cannot open windows. Create the "
        + "app's navigators with Windows(makeNavigator:), or present the route instead."
    case .flowNotRunning(let flow):
      "The flow \(flow) is not running (finished or never started); it cannot open windows."
    case .unknownWindow(let id):
      "There is no \(id): it closed or was never opened. Use an id from Windows.ids."
    case .noWindow:
      "No window is open to take the link. Open one with Windows.didOpen(nil) first."
    case .linksNotRouted:
      "Links are not routed to windows: set Windows.makeGate to make each window's gate."
    case .windowsAlreadyOpen(let count):
      "\(count) window(s) are open already; restore windows at launch, before any opens."
    case .notRestorable(let error):
      "The windows could not be restored: \(error)"
    }
  }
}
