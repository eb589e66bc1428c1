import Foundation
import Synchronization

/// Where snapshots are kept between launches.
public protocol SnapshotStore: Sendable {
  /// The saved snapshot, or `nil` when there is none.
  func load() throws(RestorationError) -> Data?
  /// Replaces the saved snapshot, all at once.
  func save(_ data: Data) throws(RestorationError)
  /// Removes the saved snapshot.
  func clear() throws(RestorationError)
}

/// Keeps the snapshot in a file; a save writes a temporary file beside it (``temporaryURL``) and
/// renames it over the old one, so a crash mid-save never leaves half a snapshot.
///
/// A file without write permission is left as its owner protected it: ``save(_:)`` fails with
/// ``RestorationError/store(_:)``. See <doc:SavingAndRestoring>.
public struct FileSnapshotStore: SnapshotStore {
  /// The file.
  public let url: URL

  /// Creates a store for the file at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// The file a save writes before it replaces ``url``: `url` with `.saving` appended.
  public var temporaryURL: URL {
    url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".saving")
  }

  /// The saved snapshot, or `nil` when there is no file.
  ///
  /// Removes the temporary file a save cut short by a crash left behind, unless a save in
  /// another process is writing it now.
  ///
  /// - Throws: ``RestorationError/store(_:)`` when the file exists but cannot be read.
  public func load() throws(RestorationError) -> Data? {
    SnapshotFile.removeLeftover(temporaryURL.path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .store("reading \(url.path): \(error.localizedDescription)")
    }
  }

  /// Replaces the file with `data`, all at once; creates its folder when it is missing.
  ///
  /// - Throws: ``RestorationError/store(_:)`` naming the step that failed and why: a read-only
  ///   file or folder, a full disk. The file is then as it was before the call.
  public func save(_ data: Data) throws(RestorationError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .store("creating the folder of \(url.path): \(error.localizedDescription)")
    }
    try SnapshotFile.replace(url.path, through: temporaryURL.path, with: [UInt8](data))
  }

  /// Removes the file, if any, and a temporary file a save cut short left behind.
  ///
  /// - Throws: ``RestorationError/store(_:)`` when the file cannot be removed.
  public func clear() throws(RestorationError) {
    SnapshotFile.removeLeftover(temporaryURL.path)
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .store("removing \(url.path): \(error.localizedDescription)")
    }
  }
}

/// Keeps the snapshot in memory: for tests and previews.
public final class InMemorySnapshotStore: SnapshotStore {
  private let data: Mutex<Data?>

  /// Creates a store holding `data`.
  public init(_ data: Data? = nil) {
    self.data = Mutex(data)
  }

  /// The saved snapshot.
  public func load() -> Data? { data.withLock { $0 } }

  /// Replaces the saved snapshot.
  public func save(_ data: Data) { self.data.withLock { $0 = data } }

  /// Removes the saved snapshot.
  public func clear() { data.withLock { $0 = nil } }
}
