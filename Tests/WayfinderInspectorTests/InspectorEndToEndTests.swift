import Foundation
import Testing
import Wayfinder

@testable import WayfinderInspector

/// The two halves joined: a viewer connects to an inspector of a running navigator, over a
/// real socket on 127.0.0.1.
@MainActor
@Suite struct InspectorEndToEndTests {
  @Test func aViewerSeesTheTreeAndJumpsBack() async throws {
    let shop = Shop(start: false)
    // Made before the app starts, as the docs say, so that it keeps the launch.
    let inspector = Inspector(navigator: shop.navigator, options: Shop.options())
    shop.navigator.start()
    let url = try await inspector.start()
    try shop.navigator.rootFlow.start(DetailFlow(7), .push)
    let port = url.serverPort
    let token = try #require(url.token)

    let client = try await TestClient.connect(port: port)
    defer { client.close() }
    let upgrade = try await client.upgrade(port: port, token: token)
    #expect(upgrade.status == 101)
    let hello = try #require(try await client.readText())
    let state = try object(hello)
    #expect(state["type"] as? String == "hello")
    #expect(hello.contains(#""detail""#), "the pushed screen is in the tree: \(hello.prefix(300))")

    // Jump to the launch: the detail goes away through the app's restoration.
    let launch = try #require(shop.model.history.events.first?.sequence)
    try await client.send(text: #"{"version":1,"id":"j","type":"jump","sequence":\#(launch)}"#)
    var reply: [String: Any] = [:]
    for _ in 0..<20 {
      let message = try object(try #require(try await client.readText()))
      if message["type"] as? String == "reply" {
        reply = message
        break
      }
    }
    #expect(reply["id"] as? String == "j")
    #expect(reply["error"] == nil, "\(reply)")
    #expect(shop.navigator.tree == shop.model.history.events.first?.tree)
    // Stopped here, not in a detached task a defer starts: one that had not run by the end
    // of the process left the server and its connection to LeakSanitizer.
    await inspector.stop()
  }

  @Test func aTamperedCommandIsAnsweredAndClosesTheConnection() async throws {
    let shop = Shop()
    let inspector = Inspector(navigator: shop.navigator, options: Shop.options())
    let url = try await inspector.start()
    let client = try await TestClient.connect(port: url.serverPort)
    defer { client.close() }
    _ = try await client.upgrade(port: url.serverPort, token: url.token)
    _ = try await client.readText()

    try await client.send(text: #"{"version":1,"id":"x","type":"rm -rf"}"#)
    let frames = try await bounded {
      var frames: [TestFrame] = []
      for _ in 0..<20 {
        let frame = try await client.readFrame()
        frames.append(frame)
        if frame.opcode == 0x8 { break }
      }
      return frames
    }
    let replies = frames.compactMap(\.text).filter { $0.contains(#""type":"reply""#) }
    #expect(replies.count == 1 && replies[0].contains("unknownCommand"), "\(replies)")
    #expect(frames.last?.closeCode == 1008, "closed as a policy violation")
    #expect(shop.navigator.tree == shop.model.history.events.last?.tree, "nothing changed")
    // Stopped here, not in a detached task a defer starts: one that had not run by the end
    // of the process left the server and its connection to LeakSanitizer.
    await inspector.stop()
  }
}
