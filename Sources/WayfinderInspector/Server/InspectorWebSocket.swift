import FlyingFox
import Foundation

/// One viewer's WebSocket: the endpoint's feed goes out as it comes, each command that comes in
/// goes to the endpoint and its reply goes out, and a message past the limits closes the
/// connection with the close code that says why.
///
/// Everything runs on the connection's own tasks; the endpoint decides where its work runs.
struct InspectorWebSocket: WSHandler {
  /// How many frames wait to be written before the feed is held back in the endpoint.
  static let outgoingCapacity = 16

  let endpoint: any InspectorEndpoint
  let feedCapacity: Int
  let messageLimit: Int
  let connections: ConnectionRegistry
  let problems: ProblemLog

  func makeFrames(
    for client: AsyncThrowingStream<WSFrame, any Error>
  ) async throws -> AsyncStream<WSFrame> {
    let channel = FrameChannel(capacity: Self.outgoingCapacity)
    let lease = Lease(channel: channel, connections: connections)
    let frames = AsyncStream(unfolding: { await lease.channel.next() })
    guard connections.insert(channel) else {
      channel.close(with: .close(code: .goingAway))
      return frames
    }
    let feed = await endpoint.subscribe(capacity: feedCapacity)
    let pump = Task {
      for await text in feed {
        guard await channel.send(.text(text)) else { return }
      }
      // The endpoint ended the feed (or the connection closed, and this changes nothing): a
      // viewer left open would show a state that no longer changes.
      channel.close(with: .close(code: WSCloseCode(1001, reason: "the inspector's feed ended")))
    }
    let reader = Task { [endpoint, messageLimit, problems] in
      await Self.serve(
        client, into: channel, endpoint: endpoint, limit: messageLimit, problems: problems)
    }
    channel.onClose {
      pump.cancel()
      reader.cancel()
    }
    channel.onDrained { [connections, id = ObjectIdentifier(channel)] in connections.remove(id) }
    return frames
  }

  /// The outgoing frames' hold on their channel.
  ///
  /// When the connection's writer lets the frames go — drained, or dropped because the socket
  /// failed before the channel drained — the channel closes (its tasks are cancelled) and leaves
  /// the registry: nothing waits for it, and no cycle between the channel, its handlers and the
  /// registry outlives the connection.
  private final class Lease: Sendable {
    let channel: FrameChannel
    let connections: ConnectionRegistry

    init(channel: FrameChannel, connections: ConnectionRegistry) {
      self.channel = channel
      self.connections = connections
    }

    deinit {
      channel.close(with: nil)
      connections.remove(ObjectIdentifier(channel))
    }
  }

  private static func serve(
    _ client: AsyncThrowingStream<WSFrame, any Error>, into channel: FrameChannel,
    endpoint: any InspectorEndpoint, limit: Int, problems: ProblemLog
  ) async {
    var assembler = MessageAssembler(limit: limit)
    do {
      for try await frame in client {
        switch try assembler.take(frame) {
        case nil:
          continue
        case .message(let command):
          let reply = await endpoint.reply(to: command)
          guard await channel.send(.text(reply)) else { return }
          if let code = InspectorProtocol.tamperedCode(of: reply) {
            throw InspectorServerError.refusedMessage(code: code)
          }
        case .pong(let pong):
          guard await channel.send(pong) else { return }
        case .close(let answer):
          channel.close(with: answer)
          return
        }
      }
      channel.close(with: nil)
    } catch let problem as InspectorServerError {
      problems.record(problem)
      channel.close(with: problem.closeFrame)
    } catch {
      // The socket failed or the server is stopping: nobody is left to tell.
      channel.close(with: nil)
    }
  }
}

extension WSFrame {
  static func text(_ text: String) -> WSFrame {
    WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
  }
}
