import Foundation
import Testing

@testable import WayfinderInspector

@Suite("Inspector server: the WebSocket")
struct ServerWebSocketTests {
  @Test func aViewerWithTheTokenGetsTheFeedAndRepliesToItsCommands() async throws {
    let endpoint = FakeEndpoint(initial: [#"{"kind":"state"}"#])
    try await withServer(endpoint: endpoint) { _, url in
      try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        let answer = try await client.upgrade(port: url.serverPort, token: url.token)
        #expect(answer.status == 101)
        #expect(try await client.readText() == #"{"kind":"state"}"#)

        try await client.send(text: #"{"command":"tree"}"#)
        #expect(try await client.readText() == #"{"reply":{"command":"tree"}}"#)

        endpoint.push(#"{"kind":"event","n":1}"#)
        #expect(try await client.readText() == #"{"kind":"event","n":1}"#)
      }
      #expect(endpoint.received == [#"{"command":"tree"}"#])
    }
  }

  @Test func aCommandSentInFragmentsIsOneCommand() async throws {
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { _, url in
      try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x1, payload: Data(#"{"comm"#.utf8), fin: false)
        try await client.send(opcode: 0x0, payload: Data(#"and":1}"#.utf8), fin: true)
        #expect(try await client.readText() == #"{"reply":{"command":1}}"#)
      }
    }
  }

  @Test func aPingIsAnsweredWithAPongCarryingTheSameBytes() async throws {
    try await withServer(endpoint: FakeEndpoint(initial: [])) { _, url in
      let pong = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x9, payload: Data("are you there".utf8))
        return try await client.readFrame()
      }
      #expect(pong == TestFrame(opcode: 0xA, payload: Data("are you there".utf8)))
    }
  }

  @Test func aMessageOverTheLimitClosesTheConnectionWith1009() async throws {
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { server, url in
      let size = InspectorServer.messageLimit + 1
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(text: String(repeating: "x", count: size))
        let close = try await client.readFrame()
        #expect(await client.isClosedByServer())
        return close
      }
      #expect(close.closeCode == 1009)
      #expect(close.closeReason == "message of \(size) bytes is over the 65536-byte limit")
      #expect(
        server.problems.problems == [
          .messageTooBig(bytes: size, limit: InspectorServer.messageLimit)
        ]
      )
      #expect(endpoint.received.isEmpty)
    }
  }

  @Test func fragmentsThatAddUpPastTheLimitCloseTheConnectionWith1009() async throws {
    try await withServer(endpoint: FakeEndpoint(initial: [])) { server, url in
      let half = InspectorServer.messageLimit / 2 + 1
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        let chunk = Data(String(repeating: "y", count: half).utf8)
        try await client.send(opcode: 0x1, payload: chunk, fin: false)
        try await client.send(opcode: 0x0, payload: chunk, fin: true)
        return try await client.readFrame()
      }
      #expect(close.closeCode == 1009)
      #expect(
        server.problems.problems == [
          .messageTooBig(bytes: half * 2, limit: InspectorServer.messageLimit)
        ])
    }
  }

  @Test func aMessageExactlyAtTheLimitIsACommand() async throws {
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { _, url in
      let command = String(repeating: "z", count: InspectorServer.messageLimit)
      let reply = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(text: command)
        return try await client.readText()
      }
      // Compared as a Bool: a failure would otherwise print 64 KiB.
      let isTheReply = reply == #"{"reply":"# + command + "}"
      #expect(isTheReply)
    }
  }

  @Test func aBinaryMessageClosesTheConnectionWith1003() async throws {
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { server, url in
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x2, payload: Data([1, 2, 3]))
        let close = try await client.readFrame()
        #expect(await client.isClosedByServer())
        return close
      }
      #expect(close.closeCode == 1003)
      #expect(close.closeReason == "binary messages are refused; send JSON text")
      #expect(server.problems.problems == [.binaryMessage(bytes: 3)])
      #expect(endpoint.received.isEmpty)
    }
  }

  @Test func textThatIsNotUTF8ClosesTheConnectionWith1007() async throws {
    try await withServer(endpoint: FakeEndpoint(initial: [])) { server, url in
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x1, payload: Data([0x7B, 0xFF, 0xFE, 0x7D]))
        return try await client.readFrame()
      }
      #expect(close.closeCode == 1007)
      #expect(server.problems.problems == [.invalidText])
    }
  }

  @Test func aContinuationWithoutAMessageClosesTheConnectionWith1002() async throws {
    try await withServer(endpoint: FakeEndpoint(initial: [])) { server, url in
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x0, payload: Data("{}".utf8))
        return try await client.readFrame()
      }
      #expect(close.closeCode == 1002)
      #expect(
        server.problems.problems == [
          .protocolViolation("a continuation frame came with no message to continue")
        ])
    }
  }

  @Test func theViewersCloseIsEchoedAndTheConnectionEnds() async throws {
    try await withServer(endpoint: FakeEndpoint(initial: [])) { server, url in
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        try await client.send(opcode: 0x8, payload: Data([0x03, 0xE8]) + Data("bye".utf8))
        let close = try await client.readFrame()
        #expect(await client.isClosedByServer())
        return close
      }
      #expect(close.closeCode == 1000)
      #expect(server.problems.problems.isEmpty)
    }
  }

  @Test func theEndOfTheFeedClosesTheConnectionWith1001() async throws {
    let endpoint = FakeEndpoint(initial: [#"{"kind":"state"}"#])
    try await withServer(endpoint: endpoint) { _, url in
      let close = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        _ = try await client.upgrade(port: url.serverPort, token: url.token)
        #expect(try await client.readText() == #"{"kind":"state"}"#)
        endpoint.finish()
        return try await client.readFrame()
      }
      #expect(close.closeCode == 1001)
      #expect(close.closeReason == "the inspector's feed ended")
    }
  }

  @Test func stoppingClosesEveryViewerWith1001() async throws {
    let server = InspectorServer(endpoint: FakeEndpoint(initial: []))
    let url = try await server.start()
    let clients = try await bounded {
      var clients: [TestClient] = []
      for _ in 0..<3 {
        let client = try await TestClient.connect(port: url.serverPort)
        let answer = try await client.upgrade(port: url.serverPort, token: url.token)
        #expect(answer.status == 101)
        clients.append(client)
      }
      return clients
    }
    defer { for client in clients { client.close() } }
    await server.stop()
    for client in clients {
      let close = try await bounded { try await client.readFrame() }
      #expect(close.closeCode == 1001)
      let closed = try await bounded { await client.isClosedByServer() }
      #expect(closed)
    }
    #expect(await server.connectionCount == 0)
  }

  /// A viewer that vanishes while frames wait for it — its socket reset, so the server's writes
  /// fail and nothing drains its frames — leaves no connection behind: stopping waits for none,
  /// and nothing it held outlives it (the sanitizer's leak check saw the channel, its handlers
  /// and the registry kept alive by one another).
  @Test func aViewerWhoseSocketFailsMidFeedLeavesNoConnectionBehind() async throws {
    let endpoint = FakeEndpoint(initial: [])
    try await withServer(endpoint: endpoint) { server, url in
      let client = try await TestClient.connect(port: url.serverPort)
      #expect(try await client.upgrade(port: url.serverPort, token: url.token).status == 101)
      let large = #"{"kind":"state","pad":""# + String(repeating: "x", count: 64 * 1024) + #""}"#
      for _ in 0..<64 { endpoint.push(large) }
      // Unread frames in the client's socket: closing it resets the connection.
      try await Task.sleep(for: .milliseconds(50))
      client.close()
      for _ in 0..<64 { endpoint.push(large) }
      for _ in 0..<4_000 where await server.connectionCount > 0 {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(await server.connectionCount == 0)
    }
  }
}
