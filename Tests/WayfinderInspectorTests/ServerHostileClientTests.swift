import Foundation
import Testing
import WayfinderTesting

@testable import WayfinderInspector

/// Seeded random viewers, well-behaved and not, one after another against one server: each
/// gets exactly the replies and the close code its frames call for, and none stays counted.
///
/// `INSPECTOR_HOSTILE_CONNECTIONS` (default 100) and `INSPECTOR_HOSTILE_SEED` set the run.
@Suite("Inspector server: hostile viewers")
struct ServerHostileClientTests {
  /// One thing a viewer sends.
  private enum Move: CustomStringConvertible {
    case command(String)
    case fragmented(String)
    case ping(String)
    case oversized(Int)
    case binary(Int)
    case invalidUTF8
    case strayContinuation
    case close

    /// The close code that ends the connection after this move, if it does.
    var closeCode: UInt16? {
      switch self {
      case .command, .fragmented, .ping: nil
      case .oversized: 1009
      case .binary: 1003
      case .invalidUTF8: 1007
      case .strayContinuation: 1002
      case .close: 1000
      }
    }

    var description: String {
      switch self {
      case .command(let text): "command(\(text.count))"
      case .fragmented(let text): "fragmented(\(text.count))"
      case .ping: "ping"
      case .oversized(let size): "oversized(\(size))"
      case .binary(let size): "binary(\(size))"
      case .invalidUTF8: "invalidUTF8"
      case .strayContinuation: "strayContinuation"
      case .close: "close"
      }
    }

    static func random(using random: inout SplitMix64) -> Move {
      let text = #"{"n":"# + String(random.next() % 1_000_000) + "}"
      switch random.next() % 16 {
      case 0...5: return .command(text)
      case 6, 7: return .fragmented(text)
      case 8, 9: return .ping(String(random.next() % 1_000))
      case 10: return .oversized(InspectorServer.messageLimit + 1 + Int(random.next() % 4_096))
      case 11: return .binary(Int(random.next() % 64))
      case 12: return .invalidUTF8
      case 13: return .strayContinuation
      default: return .close
      }
    }
  }

  private static var connections: Int {
    ProcessInfo.processInfo.environment["INSPECTOR_HOSTILE_CONNECTIONS"].flatMap(Int.init) ?? 100
  }

  private static var seed: UInt64 {
    ProcessInfo.processInfo.environment["INSPECTOR_HOSTILE_SEED"].flatMap { UInt64($0) }
      ?? 0x1A5E_C0DE
  }

  @Test func everyViewerGetsWhatItsFramesCallFor() async throws {
    var random = SplitMix64(seed: Self.seed)
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { server, url in
      for connection in 0..<Self.connections {
        let moves = (0..<(1 + Int(random.next() % 6))).map { _ in Move.random(using: &random) }
        let played = try await bounded {
          try await Self.play(moves, port: url.serverPort, url: url)
        }
        #expect(played == nil, "connection \(connection), moves \(moves)")
      }
      // Every connection has ended; its removal may trail the socket's end by a moment.
      for _ in 0..<24_000 where await server.connectionCount > 0 {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(await server.connectionCount == 0)
    }
  }

  /// Plays the moves; returns what went unexpected, or `nil`.
  private static func play(_ moves: [Move], port: UInt16, url: URL) async throws -> String? {
    let client = try await TestClient.connect(port: port)
    defer { client.close() }
    guard try await client.upgrade(port: port, token: url.token).status == 101 else {
      return "no upgrade"
    }
    for move in moves {
      switch move {
      case .command(let text):
        try await client.send(text: text)
        let reply = try await client.readFrame()
        guard reply.text == #"{"reply":"# + text + "}" else { return "reply \(reply)" }
      case .fragmented(let text):
        let bytes = Data(text.utf8)
        let cut = bytes.count / 2
        try await client.send(opcode: 0x1, payload: bytes.prefix(cut), fin: false)
        try await client.send(opcode: 0x0, payload: bytes.dropFirst(cut), fin: true)
        let reply = try await client.readFrame()
        guard reply.text == #"{"reply":"# + text + "}" else { return "reply \(reply)" }
      case .ping(let text):
        try await client.send(opcode: 0x9, payload: Data(text.utf8))
        let pong = try await client.readFrame()
        guard pong == TestFrame(opcode: 0xA, payload: Data(text.utf8)) else {
          return "pong \(pong)"
        }
      case .oversized(let size):
        try await client.send(text: String(repeating: "o", count: size))
      case .binary(let size):
        try await client.send(opcode: 0x2, payload: Data(repeating: 7, count: size))
      case .invalidUTF8:
        try await client.send(opcode: 0x1, payload: Data([0x22, 0xC3, 0x28, 0x22]))
      case .strayContinuation:
        try await client.send(opcode: 0x0, payload: Data("{}".utf8))
      case .close:
        try await client.send(opcode: 0x8, payload: Data([0x03, 0xE8]))
      }
      if let expected = move.closeCode {
        let close = try await client.readFrame()
        guard close.closeCode == expected else { return "close \(close) for \(move)" }
        guard await client.isClosedByServer() else { return "still open after \(move)" }
        return nil
      }
    }
    return nil
  }
}
