/// What can open and close an app's windows: the platform's scene machinery, seen by
/// ``Windows``.
///
/// Every decision — which navigator a window gets, where focus goes, who hears that a window
/// closed — stays in ``Windows``; a host only translates. SwiftUI's adapter calls
/// `openWindow(value:)` and `dismissWindow(value:)`; UIKit's requests a scene session; the
/// terminal host shows one window at a time; `WayfinderTesting`'s host records them.
///
/// ```swift
/// final class SceneHost: WindowHost {
///   var canOpenWindows: Bool { UIApplication.shared.supportsMultipleScenes }
///   func openWindow(_ id: WindowID) { /* request a scene carrying id */ }
///   func closeWindow(_ id: WindowID) { /* destroy the scene showing id */ }
/// }
/// ```
///
/// The host reports what the user does with ``Windows/didOpen(_:)``, ``Windows/focus(_:)``
/// and ``Windows/didClose(_:)``.
@MainActor
public protocol WindowHost: AnyObject {
  /// Whether the device shows more than one window; `false` on iPhone.
  var canOpenWindows: Bool { get }

  /// Opens a window for `id`, whose navigator ``Windows/navigator(for:)`` gives.
  ///
  /// The window's navigator already runs; the host attaches its navigation host to it when
  /// the window appears, and reports ``Windows/didOpen(_:)`` with `id` then.
  func openWindow(_ id: WindowID)

  /// Closes the window of `id`: code closed it (``Windows/close(_:)``), and ``Windows`` has
  /// already let it go.
  func closeWindow(_ id: WindowID)
}
