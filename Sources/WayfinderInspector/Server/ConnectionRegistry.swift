import FlyingFox
import Synchronization

/// The open WebSockets, so that stopping the server can close each one with "going away".
final class ConnectionRegistry: Sendable {
  private struct State {
    var open: [ObjectIdentifier: FrameChannel] = [:]
    var isStopped = false
    var emptyWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// How many WebSockets are open.
  var count: Int { state.withLock { $0.open.count } }

  /// Adds a connection's channel; `false` once ``closeAll(with:)`` has run, and then the caller
  /// closes the connection itself.
  func insert(_ channel: FrameChannel) -> Bool {
    state.withLock { state in
      guard !state.isStopped else { return false }
      state.open[ObjectIdentifier(channel)] = channel
      return true
    }
  }

  /// Removes a connection once its last frame has gone out, or its frames were let go; a
  /// connection already removed is not there any more.
  func remove(_ channel: ObjectIdentifier) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard state.open.removeValue(forKey: channel) != nil, state.open.isEmpty else { return [] }
      defer { state.emptyWaiters = [] }
      return state.emptyWaiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns when no connection is left, or when the calling task is cancelled.
  func waitUntilEmpty() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isEmpty = state.withLock { state in
          if state.open.isEmpty || Task.isCancelled { return true }
          state.emptyWaiters.append(continuation)
          return false
        }
        if isEmpty { continuation.resume() }
      }
    } onCancel: {
      let waiters = state.withLock { state in
        defer { state.emptyWaiters = [] }
        return state.emptyWaiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Closes every open connection with `frame` and refuses new ones.
  func closeAll(with frame: WSFrame) {
    let channels = state.withLock { state in
      state.isStopped = true
      return Array(state.open.values)
    }
    for channel in channels { channel.close(with: frame) }
  }
}
