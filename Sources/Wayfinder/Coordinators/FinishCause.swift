/// Why a flow finished.
///
/// Every way a flow can end goes through one finish path, exactly once; the cause says which
/// way it was.
public enum FinishCause: String, Hashable, Codable, Sendable {
  /// The flow finished itself with a result.
  case completed
  /// The flow cancelled itself.
  case cancelled
  /// The user went back below the flow's first screen (back button or swipe).
  case userWentBack
  /// The user swiped the flow's sheet (or one below it) down.
  case userDismissed
  /// The flow's part was replaced: a root switch, a new stack, a deep link, a restoration.
  case replaced
  /// Code popped or dismissed the flow's part.
  case removedByCode
  /// The flow's parent finished.
  case parentFinished
  /// The flow's section — a tab or sidebar row it owned, or ran in — was removed while the
  /// app ran (``TabsCoordinator/remove(_:)``).
  case sectionRemoved
  /// The window the flow ran in was closed, by the user or by code
  /// (``Windows/close(_:)``, or the host's `didClose(_:)`).
  case windowClosed
}
