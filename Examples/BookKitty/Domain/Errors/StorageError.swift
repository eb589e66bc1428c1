/// Why the database failed, with the file it is about and what the user can do.
///
/// The data layer maps SQLite's result codes to these cases; the messages name the file so the
/// user knows which one to fix or move away.
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be written (its permissions, or a read-only disk); reading still works.
  case readOnly(path: String)
  /// The file is not a database, or is damaged; nothing in it can be trusted.
  case damaged(path: String)
  /// Another program (another BookKitty, say) holds the database and did not let go in time.
  case locked(path: String)
  /// The disk holding the file is full.
  case full(path: String)
  /// The file or its folder cannot be opened or created.
  case cannotOpen(path: String, reason: String)
  /// Any other failure, with SQLite's or the system's own words.
  case failed(path: String, reason: String)

  /// The file the failure is about.
  public var path: String {
    switch self {
    case .readOnly(let path), .damaged(let path), .locked(let path), .full(let path),
      .cannotOpen(let path, _), .failed(let path, _):
      path
    }
  }

  /// What went wrong, where, and what to do.
  public var description: String {
    switch self {
    case .readOnly(let path):
      "Can't save: the database at \(path) is read-only. Nothing was changed. Make the file and "
        + "its folder writable (chmod u+w), then try again."
    case .damaged(let path):
      "The database at \(path) is damaged; move it away to start fresh."
    case .locked(let path):
      "The database at \(path) is busy: another program (another BookKitty?) is using it. "
        + "Close it and try again in a moment."
    case .full(let path):
      "Can't save: the disk holding \(path) is full. Nothing was changed. Free some space, then "
        + "try again."
    case .cannotOpen(let path, let reason):
      "Can't open the database at \(path): \(reason). Check that the folder exists and that "
        + "you can write to it, or set XDG_DATA_HOME to a folder you own."
    case .failed(let path, let reason):
      "The database at \(path) failed: \(reason). Try again; if it keeps failing, move the file "
        + "away to start fresh."
    }
  }
}
