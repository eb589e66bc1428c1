#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind ``FileSnapshotStore``: a file replaced through one temporary file of
/// a known name, so that a crash mid-save leaves nothing the next launch cannot find.
///
/// A save holds an exclusive `flock(2)` on the temporary file from before it truncates it until
/// after it is renamed over the target, and checks, once it holds the lock, that the file it
/// opened is still the one at the temporary path (a save that waited for the lock would
/// otherwise write into the file just renamed into place). Two processes saving at once take
/// turns; the cleanup at the next launch removes the temporary file only when it can take the
/// same lock, so it never removes one a save is writing. A process killed mid-save loses its
/// lock with its life.
enum SnapshotFile {
  /// Replaces the file at `path` with `bytes`.
  ///
  /// Writes them to `temporary`, flushes them to the disk and renames `temporary` over `path`.
  /// When any step fails, `path` is as it was and `temporary` is removed.
  ///
  /// - Throws: ``RestorationError/store(_:)`` naming the step, the file and the system's reason;
  ///   for a target without any write permission, before anything is written.
  static func replace(
    _ path: String, through temporary: String, with bytes: [UInt8]
  ) throws(RestorationError) {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & 0o222 == 0 {
      throw .store("\(path) is read-only; make it writable to save to it")
    }
    let descriptor = try lockedTemporary(temporary)
    defer { close(descriptor) }
    do throws(RestorationError) {
      try check(ftruncate(descriptor, 0), "emptying", temporary)
      try writeAll(bytes, to: descriptor, temporary)
      try check(fsync(descriptor), "flushing", temporary)
      try check(rename(temporary, path), "renaming \(temporary) to", path)
    } catch {
      // The lock is still held and the file is the one at `temporary`: it is ours to remove.
      unlink(temporary)
      throw error
    }
    flushFolder(of: path)
  }

  /// Removes `temporary` when a save that was cut short left it; leaves it to a save under way.
  static func removeLeftover(_ temporary: String) {
    let descriptor = open(temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, isStill(descriptor, at: temporary) else {
      return
    }
    unlink(temporary)
  }

  /// Opens `temporary`, creating it, and locks it once it is the file at that path.
  private static func lockedTemporary(_ temporary: String) throws(RestorationError) -> Int32 {
    // A save that wins the lock after another renamed the file retries; more than a few turns
    // means something else keeps replacing the file.
    for _ in 0..<100 {
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
      try check(descriptor, "creating", temporary)
      var locked: Int32
      repeat { locked = flock(descriptor, LOCK_EX) } while locked != 0 && errno == EINTR
      if locked != 0 {
        let code = errno
        close(descriptor)
        throw failure("locking", temporary, code)
      }
      if isStill(descriptor, at: temporary) { return descriptor }
      close(descriptor)
    }
    throw .store("writing \(temporary): other saves kept replacing it; try again")
  }

  /// Whether the open file `descriptor` is the file at `path` now.
  private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0 else { return false }
    return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
  }

  private static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, _ path: String
  ) throws(RestorationError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("writing", path, errno)
      }
      written += count
    }
  }

  /// Flushes the folder's entry for `path`, so that the rename outlives a power cut too; a
  /// folder that cannot be flushed still holds the new file.
  private static func flushFolder(of path: String) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private static func check(_ result: Int32, _ step: String, _ path: String)
    throws(RestorationError)
  {
    if result < 0 { throw failure(step, path, errno) }
  }

  private static func failure(_ step: String, _ path: String, _ code: Int32) -> RestorationError {
    .store("\(step) \(path): \(String(cString: strerror(code)))")
  }
}
