/// Why a snapshot could not be restored (the app then starts from its initial state), or saved.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The snapshot is larger than the limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The snapshot is empty or cut short.
  case truncated
  /// The snapshot is not a valid snapshot; the text says where.
  case corrupt(String)
  /// The snapshot was written by a newer version of the app than this one knows.
  case unknownVersion(found: Int, supported: Int)
  /// The snapshot was written by a newer Wayfinder, in a snapshot format this one cannot read.
  case unknownFormat(found: Int, supported: Int)
  /// Migrating the snapshot from `from` to the next version failed; the text says why.
  case migrationFailed(from: Int, reason: String)
  /// The restored tree has more routes than the limit.
  case tooManyRoutes(count: Int, limit: Int)
  /// A stack of the snapshot's root (a tab's included) has no valid route left
  /// (``Restoration/isValid``): restoring would show an empty screen; or the app refused the
  /// tree as a whole (``Restoration/isValidTree``).
  case noValidRoot
  /// Reading or writing the store failed; the text says why.
  case store(String)

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "The snapshot has \(bytes) bytes; at most \(limit) are read. The app starts fresh."
    case .truncated:
      "The snapshot is empty or cut short. The app starts fresh."
    case .corrupt(let reason):
      "The snapshot is corrupt (\(reason)). The app starts fresh."
    case .unknownVersion(let found, let supported):
      "The snapshot has version \(found), newer than the \(supported) this app reads. "
        + "The app starts fresh."
    case .unknownFormat(let found, let supported):
      "The snapshot is in Wayfinder's format \(found), newer than the \(supported) this build "
        + "reads. The app starts fresh."
    case .migrationFailed(let from, let reason):
      "The snapshot could not be migrated from version \(from): \(reason). The app starts fresh."
    case .tooManyRoutes(let count, let limit):
      "The snapshot holds \(count) routes; at most \(limit) are restored. The app starts fresh."
    case .noValidRoot:
      "A stack of the snapshot's root screen has no valid route left (Restoration.isValid), "
        + "or the app refused the tree (Restoration.isValidTree): nothing is restored. The app "
        + "starts fresh."
    case .store(let reason):
      "The snapshot store failed: \(reason)."
    }
  }
}
