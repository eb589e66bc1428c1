import Foundation
import Synchronization
import Testing
import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileSnapshotStore` on the faults a disk and a crash bring: a save cut short, a save that
/// fails, a read-only file, two saves at once.
@Suite struct SnapshotStoreTests {
  /// A folder of its own for each test, removed at the end.
  final class Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-store-\(UUID().uuidString)")

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
      try? FileManager.default.removeItem(at: url)
    }

    var store: FileSnapshotStore {
      FileSnapshotStore(url: url.appendingPathComponent("snapshot.json"))
    }

    /// The temporary file a save of ``store`` writes, by the name the store documents.
    var leftover: URL { url.appendingPathComponent("snapshot.json.saving") }

    var names: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
  }

  let saved = Data(#"{"version":1,"saved":"before the crash"}"#.utf8)
  let newer = Data(#"{"version":1,"saved":"after"}"#.utf8)

  @Test func theTemporaryFileHasTheDocumentedName() throws {
    let folder = try Folder()
    #expect(folder.store.temporaryURL == folder.leftover)
  }

  @Test func aTemporaryFileACrashLeftIsRemovedAtTheNextLoadAndNeverRead() throws {
    let folder = try Folder()
    try folder.store.save(saved)
    // Killed after writing the whole temporary file, before renaming it.
    try newer.write(to: folder.leftover)

    #expect(try folder.store.load() == saved)
    #expect(folder.names == ["snapshot.json"])
  }

  @Test func aHalfWrittenTemporaryFileWithNoSnapshotLoadsAsNothing() throws {
    let folder = try Folder()
    try Data(newer.prefix(9)).write(to: folder.leftover)

    #expect(try folder.store.load() == nil)
    #expect(folder.names.isEmpty)
  }

  @Test func clearingRemovesATemporaryFileACrashLeftToo() throws {
    let folder = try Folder()
    try folder.store.save(saved)
    try newer.write(to: folder.leftover)

    try folder.store.clear()

    #expect(folder.names.isEmpty)
  }

  @Test func aSaveWritesOverALongerTemporaryFileACrashLeft() throws {
    let folder = try Folder()
    try Data(repeating: 0x7B, count: 4096).write(to: folder.leftover)

    try folder.store.save(newer)

    #expect(try Data(contentsOf: folder.store.url) == newer, "the leftover's tail is gone")
    #expect(folder.names == ["snapshot.json"])
  }

  @Test func theTemporaryFileOfASaveUnderWayIsLeftToIt() throws {
    let folder = try Folder()
    try folder.store.save(saved)
    try newer.write(to: folder.leftover)
    // Another process's save holds the lock while it writes the temporary file.
    let descriptor = open(folder.leftover.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX) == 0)

    #expect(try folder.store.load() == saved)
    #expect(folder.names == ["snapshot.json", "snapshot.json.saving"])
  }

  @Test func aSaveThatFailsLeavesTheOldFileIntact() throws {
    let folder = try Folder()
    try folder.store.save(saved)
    // Something the save cannot write through stands where it writes.
    try FileManager.default.createDirectory(at: folder.leftover, withIntermediateDirectories: false)

    let error = #expect(throws: RestorationError.self) { try folder.store.save(newer) }

    guard case .store(let reason) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(reason.contains(folder.leftover.path), "the message names the file: \(reason)")
    #expect(try folder.store.load() == saved)
  }

  @Test func aReadOnlyFileIsNotReplaced() throws {
    let folder = try Folder()
    try folder.store.save(saved)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: folder.store.url.path)

    let error = #expect(throws: RestorationError.self) { try folder.store.save(newer) }

    #expect(error?.description.contains("\(folder.store.url.path) is read-only") == true)
    #expect(try folder.store.load() == saved)
    #expect(folder.names == ["snapshot.json"])
  }

  @Test func savesRacingEachOtherLeaveOneWholeSnapshot() throws {
    let folder = try Folder()
    let store = folder.store
    // Each writer's snapshot has a length and a byte of its own, so a mix of two is seen.
    let snapshots = (0..<6).map { Data(repeating: UInt8(0x61 + $0), count: 1_000 + 7_919 * $0) }
    try store.save(snapshots[0])
    let torn = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: snapshots.count + 1) { worker in
      for _ in 0..<40 {
        if worker < snapshots.count {
          try? store.save(snapshots[worker])
        } else if let data = try? store.load(), !snapshots.contains(data) {
          torn.withLock { $0.append(data.count) }
        }
      }
    }

    #expect(torn.withLock { $0 }.isEmpty, "a load saw a snapshot made of two saves")
    #expect(snapshots.contains(try #require(try store.load())))
    #expect(folder.names == ["snapshot.json"])
  }
}
