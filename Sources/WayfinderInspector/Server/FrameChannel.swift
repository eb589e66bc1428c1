import FlyingFox
import Synchronization

/// The frames waiting to go out on one WebSocket: the feed, replies and control frames, in the
/// order they were sent, at most `capacity` at a time.
///
/// Senders wait while it is full, so a viewer that reads slowly holds the feed back in the
/// endpoint's own bounded buffer, where the oldest events are dropped and counted, instead of
/// piling up here. One reader (the connection's writer) takes frames with ``next()``.
final class FrameChannel: Sendable {
  private struct State {
    var buffer: [WSFrame] = []
    var waitingSenders: [(frame: WSFrame, continuation: CheckedContinuation<Bool, Never>)] = []
    var waitingReader: CheckedContinuation<WSFrame?, Never>?
    var isClosed = false
    var onClose: (@Sendable () -> Void)?
    var onDrained: (@Sendable () -> Void)?
  }

  private let capacity: Int
  private let state = Mutex(State())

  init(capacity: Int) {
    precondition(capacity > 0, "a channel must hold at least one frame")
    self.capacity = capacity
  }

  /// How many frames are queued, and how many senders wait for room.
  var pending: (queued: Int, waitingSenders: Int) {
    state.withLock { ($0.buffer.count, $0.waitingSenders.count) }
  }

  /// Whether the reader waits for a frame.
  var isReaderWaiting: Bool { state.withLock { $0.waitingReader != nil } }

  /// Whether ``close(with:)`` has run.
  var isClosed: Bool { state.withLock { $0.isClosed } }

  /// Runs `action` once, when the channel closes (at once if it already has).
  func onClose(_ action: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      if state.isClosed { return true }
      state.onClose = action
      return false
    }
    if runNow { action() }
  }

  /// Runs `action` once, when the reader has taken the last frame of a closed channel (or was
  /// cancelled): after that nothing more goes out.
  func onDrained(_ action: @escaping @Sendable () -> Void) {
    state.withLock { $0.onDrained = action }
  }

  /// Queues a frame, waiting while the channel is full.
  ///
  /// - Returns: `false` if the channel closed before the frame could be queued.
  @discardableResult
  func send(_ frame: WSFrame) async -> Bool {
    await withCheckedContinuation { continuation in
      let outcome = state.withLock { state -> SendOutcome in
        if state.isClosed { return .refused }
        if let reader = state.waitingReader {
          state.waitingReader = nil
          return .handedTo(reader)
        }
        if state.buffer.count < capacity {
          state.buffer.append(frame)
          return .queued
        }
        state.waitingSenders.append((frame, continuation))
        return .waiting
      }
      switch outcome {
      case .refused: continuation.resume(returning: false)
      case .queued: continuation.resume(returning: true)
      case .waiting: break  // resumed when the reader makes room, or by close
      case .handedTo(let reader):
        reader.resume(returning: frame)
        continuation.resume(returning: true)
      }
    }
  }

  private enum SendOutcome {
    case refused, queued, waiting
    case handedTo(CheckedContinuation<WSFrame?, Never>)
  }

  /// Takes the next frame, waiting for one; `nil` once the channel is closed and empty, or when
  /// the calling task is cancelled.
  func next() async -> WSFrame? {
    let frame = await take()
    if frame == nil {
      state.withLock { state in
        defer { state.onDrained = nil }
        return state.onDrained
      }?()
    }
    return frame
  }

  private func take() async -> WSFrame? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (taken, woken) = state.withLock {
          state -> (WSFrame??, CheckedContinuation<Bool, Never>?) in
          guard !state.buffer.isEmpty else {
            if state.isClosed { return (.some(nil), nil) }
            state.waitingReader = continuation
            return (nil, nil)
          }
          let frame = state.buffer.removeFirst()
          guard !state.waitingSenders.isEmpty else { return (.some(frame), nil) }
          let sender = state.waitingSenders.removeFirst()
          state.buffer.append(sender.frame)
          return (.some(frame), sender.continuation)
        }
        woken?.resume(returning: true)
        if let taken { continuation.resume(returning: taken) }
      }
    } onCancel: {
      close(with: nil)
    }
  }

  /// Closes the channel; only the first call counts.
  ///
  /// Frames not yet taken are dropped, `last` (a close frame) goes out after the frames already
  /// taken, waiting senders get `false`, and ``onClose(_:)``'s action runs.
  func close(with last: WSFrame?) {
    let (reader, senders, action) = state.withLock {
      state -> (
        CheckedContinuation<WSFrame?, Never>?, [CheckedContinuation<Bool, Never>],
        (
          @Sendable () -> Void
        )?
      ) in
      guard !state.isClosed else { return (nil, [], nil) }
      state.isClosed = true
      state.buffer = last.map { [$0] } ?? []
      let senders = state.waitingSenders.map(\.continuation)
      state.waitingSenders = []
      let reader = state.waitingReader
      state.waitingReader = nil
      if reader != nil { state.buffer.removeAll() }
      let action = state.onClose
      state.onClose = nil
      return (reader, senders, action)
    }
    reader?.resume(returning: last)
    for sender in senders { sender.resume(returning: false) }
    action?()
  }
}
