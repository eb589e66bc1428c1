import Foundation
import Testing
import Wayfinder
import WayfinderInspector

@testable import WayfinderInspect

/// What `wayfinder-inspect` says when it cannot reach the app, or the app will not let it in.
@MainActor
@Suite struct InspectFailureTests {
  @Test func aWrongTokenIsRefusedWithTheInspectorsReason() async throws {
    let shop = try await InspectedShop()
    let port = try #require(shop.url.port)
    let wrong = "http://127.0.0.1:\(port)/?token=\(String(repeating: "0", count: 32))"
    let error = await failure { try await inspect(["tree", "--url", wrong]) }
    let refusal = try #require(error as? InspectorClientError)
    #expect(refusal == .refused(status: 403, message: InspectorServerError.wrongToken.description))
    #expect(
      refusal.description
        == "The inspector refused the connection (HTTP 403): A viewer connected with a token "
        + "from another run: open the URL this run printed.")
    #expect(ExitStatus.code(for: refusal) == 77)
    await shop.stop()
  }

  @Test func aClosedPortSaysNothingAnswers() async throws {
    let shop = try await InspectedShop()
    let url = shop.url.absoluteString
    let port = try #require(shop.url.port)
    await shop.stop()
    let error = await failure { try await inspect(["flows", "--url", url]) }
    let unreachable = try #require(error as? InspectorClientError)
    #expect(
      unreachable
        == .unreachable(
          host: "127.0.0.1", port: UInt16(port), reason: "nothing listens on that port"))
    #expect(unreachable.description.hasPrefix("Nothing answers at 127.0.0.1:\(port)"))
    #expect(ExitStatus.code(for: unreachable) == 69)
  }

  @Test func noURLAndBadURLsSayWhatToPass() async throws {
    let none = await failure { try await inspect(["tree"]) }
    #expect(none as? WayfinderInspectError == .noURL)
    #expect(none.map(ExitStatus.code(for:)) == 64)

    for (url, reason) in [
      ("http://127.0.0.1:1234/", "it has no ?token="),
      ("http://example.com:1234/?token=ab", "another host"),
      ("http://127.0.0.1/?token=ab", "it names no port"),
      ("ftp://127.0.0.1:1234/?token=ab", "the scheme is ftp"),
    ] {
      let error = await failure { try await inspect(["tree", "--url", url]) }
      #expect("\(error.map(String.init(describing:)) ?? "")".contains(reason), "\(url)")
      #expect(error.map(ExitStatus.code(for:)) == 64)
    }
  }

  @Test func textFromTheAppIsEscapedBeforeItReachesTheTerminal() async throws {
    let shop = try await InspectedShop()
    try shop.topOwner.push(.account(email: "\u{1B}]0;PWNED\u{07}"))
    let text = try await inspect(["tree", "--url", shop.url.absoluteString])
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(text.contains(#"account(email: "\u{1B}]0;PWNED\u{07}")"#))
    await shop.stop()
  }

  @Test func aMessageOverTheLimitIsRefusedUnread() async throws {
    let shop = try await InspectedShop()
    let error = await failure {
      try await inspect(["tree", "--max-bytes", "64", "--url", shop.url.absoluteString])
    }
    guard case .tooLarge(_, 64)? = error as? InspectorClientError else {
      Issue.record("\(String(describing: error))")
      return
    }
    await shop.stop()
  }

  @Test func anInspectorThatNeverAnswersTimesOut() async throws {
    let silent = try SilentPort()
    let error = await failure {
      try await inspect(
        ["tree", "--timeout", "1", "--url", "http://127.0.0.1:\(silent.port)/?token=ab"])
    }
    #expect(
      error as? InspectorClientError
        == .timedOut(waitingFor: "the WebSocket handshake", seconds: 1))
    #expect(error.map(ExitStatus.code(for:)) == 69)
  }
}
