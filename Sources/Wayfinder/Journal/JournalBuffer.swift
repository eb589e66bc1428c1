import DequeModule
import Foundation

/// The last events of a journal, bounded, to dump into a bug report.
@MainActor
public final class JournalBuffer<Route: NavigationRoute> {
  /// The most events kept; older ones are dropped first.
  package let capacity: Int
  private var storage: Deque<NavigationEvent<Route>> = []

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// The kept events, oldest first.
  public var events: [NavigationEvent<Route>] { Array(storage) }

  func append(_ event: NavigationEvent<Route>) {
    if storage.count == capacity { storage.removeFirst() }
    storage.append(event)
  }

  /// The kept events as JSON lines, one event per line, oldest first.
  ///
  /// - Throws: `EncodingError` when a route cannot be encoded.
  public func dump() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try storage.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
      .joined(separator: "\n")
  }
}
