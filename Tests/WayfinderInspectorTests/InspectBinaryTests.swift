import Foundation
import Testing
import Wayfinder
import WayfinderInspector

@testable import WayfinderInspect

/// The built `wayfinder-inspect`, run as a script would: what it prints and its exit status.
@MainActor
@Suite struct InspectBinaryTests {
  @Test func theBinaryPrintsTheTreeAndExitsWithZero() async throws {
    let shop = try await InspectedShop()
    try shop.openDetail(7)
    let run = try await runBinary(["tree", "--url", shop.url.absoluteString])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == shop.navigator.tree.dump() + "\n")
    await shop.stop()
  }

  @Test func aFailureGoesToStandardErrorWithItsExitCode() async throws {
    let shop = try await InspectedShop()
    let url = shop.url.absoluteString
    let port = try #require(shop.url.port)
    await shop.stop()
    let closed = try await runBinary(["flows", "--url", url])
    #expect(closed.status == 69)
    #expect(closed.output.isEmpty)
    #expect(
      closed.error
        == "Error: "
        + InspectorClientError.unreachable(
          host: "127.0.0.1", port: UInt16(port), reason: WebSocketConnection.refusedReason
        ).description + "\n")

    let none = try await runBinary(["tree"])
    #expect(none.status == 64)
    #expect(none.error.contains("WAYFINDER_INSPECTOR_URL"))
  }
}
