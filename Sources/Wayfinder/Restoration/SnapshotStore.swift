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

/// Keeps the snapshot in a file; writes go to a temporary file first and replace the old one
/// atomically, so a crash mid-write never leaves half a snapshot.
public struct FileSnapshotStore: SnapshotStore {
  /// The file.
  public let url: URL

  /// Creates a store for the file at `url`.
  public init(url: URL) {
    self.url = url
  }

  /// The saved snapshot, or `nil` when there is no file.
  public func load() throws(RestorationError) -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .store("reading \(url.path): \(error.localizedDescription)")
    }
  }

  /// Replaces the file atomically.
  public func save(_ data: Data) throws(RestorationError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .store("writing \(url.path): \(error.localizedDescription)")
    }
  }

  /// Removes the file, if any.
  public func clear() throws(RestorationError) {
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
