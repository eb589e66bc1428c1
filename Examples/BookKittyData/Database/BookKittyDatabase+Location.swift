import BookKitty
import Foundation

extension BookKittyDatabase {
  /// Where a user's BookKitty database lives, by the XDG base directory specification.
  ///
  /// That is `$XDG_DATA_HOME/bookkitty/bookkitty.sqlite`, or
  /// `~/.local/share/bookkitty/bookkitty.sqlite` when `XDG_DATA_HOME` is unset, empty or
  /// relative (the specification says to ignore a relative one). The `bookkitty` folder is
  /// created when it is missing.
  ///
  /// ```swift
  /// let database = try BookKittyDatabase(path: BookKittyDatabase.defaultPath())
  /// ```
  ///
  /// - Parameter environment: The environment variables to read; tests pass their own.
  /// - Returns: The database file's path; the file itself may not exist yet.
  /// - Throws: ``BookKittyError/storage(_:)`` with ``StorageError/cannotOpen(path:reason:)``
  ///   when neither `XDG_DATA_HOME` nor `HOME` is usable, or the folder cannot be created.
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(BookKittyError) -> String {
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      dataHome = home + "/.local/share"
    } else {
      throw .storage(
        .cannotOpen(
          path: "~/.local/share/bookkitty",
          reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path"))
    }
    let folder = URL(fileURLWithPath: dataHome).appendingPathComponent("bookkitty")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .storage(.cannotOpen(path: folder.path, reason: error.localizedDescription))
    }
    return folder.appendingPathComponent("bookkitty.sqlite").path
  }
}
