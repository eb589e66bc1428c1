import FlyingSocks
import Foundation
import Testing

@testable import WayfinderInspector

@Suite("Inspector server: binding, the page, stopping")
struct ServerLifecycleTests {
  @Test func theURLNamesTheLoopbackAddressARealPortAndTheToken() async throws {
    try await withServer { server, url in
      #expect(url.scheme == "http")
      #expect(url.host == "127.0.0.1")
      #expect(url.serverPort != 0)
      #expect(url.path == "/")
      #expect(url.token == server.token.description)
      #expect(server.url == url)
    }
  }

  @Test func theServerListensOn127001Only() async throws {
    try await withServer { server, url in
      #expect(await server.listeningAddress == .ip4("127.0.0.1", port: url.serverPort))
      #if os(Linux)
        // Linux routes all of 127.0.0.0/8 to the loopback interface: a server bound to every
        // address would answer on 127.0.0.2 too.
        let elsewhere = try sockaddr_in.inet(ip4: "127.0.0.2", port: url.serverPort)
        await #expect(throws: (any Error).self) {
          try await AsyncSocket.connected(to: elsewhere, timeout: 5).close()
        }
      #endif
    }
  }

  @Test func aTakenPortGivesATypedErrorNamingThePort() async throws {
    try await withServer { _, url in
      let second = InspectorServer(endpoint: FakeEndpoint(), port: url.serverPort)
      await #expect(throws: InspectorServerError.portInUse(port: url.serverPort)) {
        try await second.start()
      }
      #expect(second.url == nil)
      #expect(
        InspectorServerError.portInUse(port: url.serverPort).description.contains(
          "127.0.0.1:\(url.serverPort)"))
    }
  }

  @Test func stopFreesThePortForTheNextServer() async throws {
    let first = InspectorServer(endpoint: FakeEndpoint())
    let url = try await first.start()
    await first.stop()
    #expect(first.url == nil)

    let second = InspectorServer(endpoint: FakeEndpoint(), port: url.serverPort)
    let again = try await second.start()
    #expect(again.serverPort == url.serverPort)
    await second.stop()
  }

  @Test func startTwiceGivesTheSameURL() async throws {
    try await withServer { server, url in
      let again = try await server.start()
      #expect(again == url)
    }
  }

  @Test func thePageIsServedAsHTMLWithoutLeakingTheToken() async throws {
    try await withServer { _, url in
      let answer = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        return try await client.get("/?token=\(url.token ?? "")", port: url.serverPort)
      }
      #expect(answer.status == 200)
      #expect(answer.headers["content-type"] == "text/html; charset=utf-8")
      #expect(answer.headers["referrer-policy"] == "no-referrer")
      #expect(answer.headers["cache-control"] == "no-store")
      #expect(String(decoding: answer.body, as: UTF8.self).contains("<title>Wayfinder inspector"))
    }
  }

  @Test(arguments: [
    ("/viewer.js", "text/javascript; charset=utf-8"), ("/viewer.css", "text/css; charset=utf-8"),
    ("/favicon.svg", "image/svg+xml"),
  ])
  func theViewersFilesAreServedWithTheirTypes(path: String, type: String) async throws {
    try await withServer { _, url in
      let answer = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        return try await client.get(path, port: url.serverPort)
      }
      #expect(answer.status == 200)
      #expect(answer.headers["content-type"] == type)
      #expect(!answer.body.isEmpty)
    }
  }

  @Test(arguments: [
    "/../Package.swift", "/nothing.html", "/%2e%2e/index.html", "/Viewer/index.html",
  ])
  func noOtherPathIsServed(path: String) async throws {
    try await withServer { _, url in
      let answer = try await bounded {
        let client = try await TestClient.connect(port: url.serverPort)
        defer { client.close() }
        return try await client.get(path, port: url.serverPort)
      }
      #expect(answer.status == 404)
    }
  }

  @Test func theBundledViewerFilesLoad() throws {
    let files = try ViewerFiles.bundled()
    #expect(Set(files.files.keys) == ["index.html", "viewer.css", "viewer.js", "favicon.svg"])
  }

  @Test func theInspectorStartsServesAndStops() async throws {
    let inspector = Inspector(endpoint: FakeEndpoint())
    #expect(inspector.url == nil)
    let url = try await inspector.start()
    #expect(inspector.url == url)
    #expect(url.host == "127.0.0.1")

    let rival = Inspector(endpoint: FakeEndpoint(), port: url.serverPort)
    await #expect(throws: InspectorServerError.portInUse(port: url.serverPort)) {
      try await rival.start()
    }

    await inspector.stop()
    #expect(inspector.url == nil)
    let taken = try await rival.start()
    #expect(taken.serverPort == url.serverPort)
    #expect(taken.token != url.token)
    await rival.stop()
  }
}
