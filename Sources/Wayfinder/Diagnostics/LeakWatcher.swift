/// Watches objects that should be gone: coordinators of finished flows and the screens a host
/// let go of.
///
/// The ``Navigator`` watches every coordinator it finishes; hosts watch the screens they drop.
/// After a plan completes, ``leaks()`` names whatever is still alive. In debug builds the
/// navigator logs a warning for each; the test kit fails the test.
///
/// Watching costs a weak reference and a clock read per object, so the navigator's watcher
/// watches only where something checks leaks (``isEnabled``): in debug builds, under
/// `WayfinderTesting`'s test host and while `WayfinderInspector` inspects the app.
@MainActor
public final class LeakWatcher {
  private struct Entry {
    weak var object: AnyObject?
    let kind: Leak.Kind
    var label: Label
    let watchedAt: ContinuousClock.Instant
    var reported = false

    /// The leak record, its label made on the first read and kept.
    @MainActor mutating func leak() -> Leak {
      switch label {
      case .text(let text):
        return Leak(kind: kind, label: text)
      case .make(let make):
        let text = make()
        label = .text(text)
        return Leak(kind: kind, label: text)
      }
    }
  }

  private enum Label {
    case text(String)
    case make(@MainActor () -> String)
  }

  private var entries: [Entry] = []
  /// The count at which watching forgets deallocated objects itself, so that a watcher nobody
  /// asks stays as small as what is alive.
  private var pruneAt = 64

  /// Whether the watcher watches: when `false`, the `watch` methods return at once and
  /// ``leaks()`` finds nothing watched since.
  ///
  /// On by default; the ``Navigator``'s own is on in debug builds only. Turning it off forgets
  /// nothing already watched. See <doc:CoordinatorsAndFlows#The-finish-path>.
  public var isEnabled: Bool

  /// Creates an empty watcher.
  ///
  /// - Parameter isEnabled: whether it watches from the start (``isEnabled``).
  package init(isEnabled: Bool = true) {
    self.isEnabled = isEnabled
  }

  /// Expects `object` to be deallocated soon; `label` makes its name, at most once, when a report
  /// needs it (most watched objects are never named).
  ///
  /// The navigator expects its finished coordinators and their services; hosts add their
  /// screens with `watch(_:as:label:)` (`WayfinderHosting`). The closure must not capture
  /// `object`, which would keep it alive; capture the parts of its name.
  package func expect(
    _ object: AnyObject, as kind: Leak.Kind, label: @escaping @MainActor () -> String
  ) {
    guard isEnabled else { return }
    add(Entry(object: object, kind: kind, label: .make(label), watchedAt: .now))
  }

  private func add(_ entry: Entry) {
    entries.append(entry)
    if entries.count >= pruneAt {
      entries.removeAll { $0.object == nil }
      pruneAt = max(64, entries.count * 2)
    }
  }

  /// How many objects the watcher holds entries for, alive or not yet forgotten.
  package var watchedCount: Int { entries.count }

  /// The watched objects that are still alive; deallocated ones are forgotten.
  public func leaks() -> [Leak] {
    entries.removeAll { $0.object == nil }
    return entries.indices.map { entries[$0].leak() }
  }

  /// The leaks not returned by an earlier call, each returned once: for warnings in logs.
  ///
  /// - Parameter cutoff: only objects watched at or before this instant count; younger ones
  ///   wait for a later call. A finished flow's coordinator may still be held for a moment by
  ///   the parent's code that awaited its result (`try await result(of: AddBookFlow(), .present(.sheet))` keeps its
  ///   argument until the call returns), so the navigator asks only about objects watched a
  ///   little while ago.
  /// - Returns: the leaks found, oldest first.
  package func newLeaks(watchedBefore cutoff: ContinuousClock.Instant = .now) -> [Leak] {
    entries.removeAll { $0.object == nil }
    var found: [Leak] = []
    for index in entries.indices
    where !entries[index].reported && entries[index].watchedAt <= cutoff {
      entries[index].reported = true
      found.append(entries[index].leak())
    }
    return found
  }

  /// Whether an object not yet reported is still alive.
  var hasUnreported: Bool {
    entries.removeAll { $0.object == nil }
    return entries.contains { !$0.reported }
  }

  /// Stops watching everything, for example after reporting.
  public func reset() {
    entries.removeAll()
  }
}

/// An object that should have been deallocated and was not.
public struct Leak: Hashable, Sendable, CustomStringConvertible {
  /// What kind of object leaked.
  public enum Kind: String, Hashable, Sendable {
    /// A finished flow's coordinator.
    case coordinator
    /// A screen (view controller, view model) the host let go of.
    case screen
    /// A service a finished flow's dependency scope held.
    case service
  }

  /// What kind of object leaked.
  public var kind: Kind
  /// The flow path and place in the tree: `AppFlow › BookDetail at root › library from index
  /// 1` for a pushed flow's coordinator, whose run began at index 1 of that stack.
  public var label: String

  /// Creates a leak record.
  package init(kind: Kind, label: String) {
    self.kind = kind
    self.label = label
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    "\(kind.rawValue) \(label) is still alive after its flow finished"
  }
}
