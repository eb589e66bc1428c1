import Wayfinder

/// What can open and close an app's windows: the platform's scene machinery, seen by
/// `Windows`, which holds it weakly (`Windows.attach(_:)`).
///
/// Every decision stays in `Windows`; a host only translates, and reports what the user does
/// with `Windows`' `didOpen(_:)`, `focus(_:)` and `didClose(_:)`. See Wayfinder's article
/// Several Windows, "The hosts".
@MainActor
public protocol WindowHost: AnyObject {
  /// Whether the device shows more than one window; `false` on iPhone.
  var canOpenWindows: Bool { get }

  /// Opens a window for `id`, whose navigator `Windows.navigator(for:)` gives.
  ///
  /// The window's navigator already runs; the host attaches its navigation host to it when
  /// the window appears, and reports `didOpen(_:)` with `id` then.
  func openWindow(_ id: WindowID)

  /// Closes the window of `id`: code closed it (`Windows.close(_:)`), and `Windows` has
  /// already let it go.
  func closeWindow(_ id: WindowID)
}
