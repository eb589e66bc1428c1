import Foundation
import Testing

@testable import WayfinderInspector

@Suite("Inspector server: who may connect")
struct ServerAccessTests {
  /// Upgrades with the given parts and returns the answer, and whether the server kept talking
  /// HTTP rather than switching protocols.
  private func upgrade(
    _ url: URL, token: String?, origin: String? = nil, host: String? = nil
  ) async throws -> HTTPAnswer {
    try await bounded {
      let client = try await TestClient.connect(port: url.serverPort)
      defer { client.close() }
      return try await client.upgrade(
        port: url.serverPort, token: token, origin: origin, host: host)
    }
  }

  @Test func anUpgradeWithoutTheTokenIsRefused() async throws {
    try await withServer { server, url in
      let answer = try await upgrade(url, token: nil)
      #expect(answer.status == 403)
      #expect(answer.headers["upgrade"] == nil)
      #expect(String(decoding: answer.body, as: UTF8.self).contains("?token="))
      #expect(server.problems.problems == [.missingToken])
    }
  }

  @Test func anUpgradeWithAnotherTokenIsRefused() async throws {
    try await withServer { server, url in
      let other = AccessToken().description
      let answer = try await upgrade(url, token: other)
      #expect(answer.status == 403)
      #expect(answer.headers["sec-websocket-accept"] == nil)
      #expect(server.problems.problems == [.wrongToken])
    }
  }

  @Test(arguments: ["", "0", "not-hex", "00000000000000000000000000000000"])
  func anUpgradeWithAMalformedTokenIsRefused(token: String) async throws {
    try await withServer { _, url in
      let answer = try await upgrade(url, token: token)
      #expect(answer.status == 403)
    }
  }

  @Test(arguments: ["http://evil.example", "http://127.0.0.1:1", "null", "https://127.0.0.1"])
  func anUpgradeFromAForeignOriginIsRefusedEvenWithTheToken(origin: String) async throws {
    try await withServer { server, url in
      let answer = try await upgrade(url, token: url.token, origin: origin)
      #expect(answer.status == 403)
      #expect(answer.headers["upgrade"] == nil)
      #expect(server.problems.problems == [.foreignOrigin(origin)])
    }
  }

  @Test func anUpgradeNamingAForeignHostIsRefusedEvenWithTheToken() async throws {
    try await withServer { server, url in
      let host = "rebind.example:\(url.serverPort)"
      let answer = try await upgrade(url, token: url.token, host: host)
      #expect(answer.status == 403)
      #expect(server.problems.problems == [.foreignHost(host)])
    }
  }

  @Test(arguments: ["http://127.0.0.1:PORT", "http://localhost:PORT", nil])
  func anUpgradeFromTheOwnPageOrWithoutOriginIsAccepted(origin: String?) async throws {
    try await withServer { server, url in
      let own = origin?.replacingOccurrences(of: "PORT", with: "\(url.serverPort)")
      let answer = try await upgrade(url, token: url.token, origin: own)
      #expect(answer.status == 101)
      #expect(answer.headers["upgrade"]?.lowercased() == "websocket")
      #expect(server.problems.problems.isEmpty)
    }
  }

  @Test func theTokenHas128RandomBitsInHex() {
    let tokens = (0..<100).map { _ in AccessToken().description }
    #expect(Set(tokens).count == tokens.count)
    for token in tokens {
      #expect(token.count == 32)
      #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
    }
  }

  @Test func theTokenMatchesOnlyItself() {
    let token = AccessToken(bytes: [0xAB, 0x01])
    #expect(token.description == "ab01")
    #expect(token.matches("ab01"))
    #expect(!token.matches("ab02"))
    #expect(!token.matches("AB01"))
    #expect(!token.matches("ab0"))
    #expect(!token.matches("ab011"))
  }
}
