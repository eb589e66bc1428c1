import Wayfinder

/// What a `WindowHost` — the platform's scene machinery — reports to `Windows`: the windows
/// the user opens, brings to the front and closes.
extension Windows {
  /// Attaches the host that opens and closes the platform's windows; held weakly.
  public func attach(_ host: some WindowHost) {
    self.host = (
      canOpen: { [weak host] in host?.canOpenWindows ?? false },
      open: { [weak host] id in host?.openWindow(id) },
      close: { [weak host] id in host?.closeWindow(id) }
    )
  }

  /// The host reports that a window appeared.
  ///
  /// With the id of a window `Windows` opened (or restored), that window, whose focus stays
  /// as it is: a window opened from code came to the front when it opened, and restored
  /// windows keep the focus the snapshot had (the host reports focus with `focus(_:)`) — among
  /// those the platform shows again: a restored window it never shows takes no link.
  /// With `nil` or an id it does not know — the user opened a window, or the app launched — a
  /// new window for the app's root, focused.
  ///
  /// - Returns: the window's identity; a host keeps it with the window (the SwiftUI scene's
  ///   value, the UIKit scene's user activity).
  @discardableResult
  public func didOpen(_ id: WindowID?) -> WindowID {
    if let id, navigator(for: id) != nil {
      shown.insert(id)
      return id
    }
    let id = add(route: nil, id: nil)
    shown.insert(id)
    return id
  }

  /// The host reports that the user brought the window `id` to the front.
  ///
  /// - Throws: `WindowError.unknownWindow(_:)` for a window that is not open.
  public func focus(_ id: WindowID) throws(WindowError) {
    guard navigator(for: id) != nil else { throw .unknownWindow(id) }
    shown.insert(id)
    bringToFront(id)
  }

  /// The host reports that the user closed the window `id`.
  ///
  /// Its flows finish (`FinishCause.windowClosed`), the flow that opened it hears it, and
  /// the focus goes back to the window focused before it. A window already let go is ignored.
  public func didClose(_ id: WindowID) {
    guard navigator(for: id) != nil else { return }
    remove(id)
  }
}
