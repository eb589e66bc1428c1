import Foundation
import Testing
import Wayfinder
import WayfinderInspector

@testable import WayfinderInspect

/// `wayfinder-inspect`'s subcommands, run in this process against an inspector of a running
/// app on a real socket on 127.0.0.1.
@MainActor
@Suite struct InspectCommandTests {
  @Test func treePrintsTheAppsOwnDumpAndItsJSON() async throws {
    let shop = try await InspectedShop()
    try shop.openDetail(7)
    let text = try await inspect(["tree", "--url", shop.url.absoluteString])
    #expect(text == shop.navigator.tree.dump())
    #expect(
      text == """
        tabs
          tab home (selected)
            home
            detail(7)
          tab library
            library
        """)

    let json = try await inspect(["tree", "--json", "--url", shop.url.absoluteString])
    let tree = try JSONDecoder().decode(NavigationTree<ShopRoute>.self, from: Data(json.utf8))
    #expect(tree == shop.navigator.tree)
    await shop.stop()
  }

  @Test func theURLMayComeFromTheEnvironment() async throws {
    let shop = try await InspectedShop()
    let text = try await inspect(
      ["tree"], environment: ["WAYFINDER_INSPECTOR_URL": shop.url.absoluteString])
    #expect(text == shop.navigator.tree.dump())
    await shop.stop()
  }

  @Test func flowsPrintEachFlowWithTheScreensItOwns() async throws {
    let shop = try await InspectedShop()
    try shop.openDetail(7)
    let text = try await inspect(["flows", "--url", shop.url.absoluteString])
    #expect(
      text == """
        ShopFlow @app
          - home (level 0, tab home, index 0)
          - library (level 0, tab library, index 0)
          DetailFlow @root › home from index 1
            - detail(7) (level 0, tab home, index 1)
        """)

    let json = try await inspect(["flows", "--json", "--url", shop.url.absoluteString])
    let flows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(flows.map { $0["name"] as? String } == ["ShopFlow", "DetailFlow"])
    #expect(flows[1]["parent"] as? Int == flows[0]["id"] as? Int)
    await shop.stop()
  }

  @Test func tailPrintsTheKeptEventsThenNewOnesAsTheyCome() async throws {
    let shop = try await InspectedShop()
    try shop.openDetail(7)
    let url = shop.url.absoluteString
    let output = CapturedOutput()
    let tail = Task {
      try await inspect(
        ["tail", "--history", "--count", "3", "--url", url], output: output)
    }
    // The kept events print first: once they have, the tool follows the feed.
    var lines = output.stream.makeAsyncIterator()
    #expect(await lines.next() == "#1 code: home")
    #expect(await lines.next() == "#2 code: detail(7) [started ShopFlow › DetailFlow]")
    try shop.host.tapBack()
    let text = try await tail.value
    #expect(
      text == """
        #1 code: home
        #2 code: detail(7) [started ShopFlow › DetailFlow]
        #3 user back: home [finished ShopFlow › DetailFlow (userWentBack)]
        """)
    await shop.stop()
  }

  @Test func tailPrintsTheProtocolsEventMessagesAsJSON() async throws {
    let shop = try await InspectedShop()
    let url = shop.url.absoluteString
    let output = CapturedOutput()
    let tail = Task {
      try await inspect(
        ["tail", "--json", "--history", "--count", "2", "--url", url], output: output)
    }
    var lines = output.stream.makeAsyncIterator()
    let hello = try #require(await lines.next())
    #expect(hello.hasPrefix("{") && hello.contains(#""type":"hello""#))
    try shop.openDetail(7)
    _ = try await tail.value
    let event = try #require(output.text.split(separator: "\n").last)
    let message = try #require(
      try JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Any])
    #expect(message["type"] as? String == "event")
    #expect((message["event"] as? [String: Any])?["sequence"] as? Int == 2)
    await shop.stop()
  }

  @Test func jumpBringsTheAppBackToAJournalPoint() async throws {
    let shop = try await InspectedShop()
    let launch = shop.navigator.tree
    try shop.openDetail(7)
    try shop.openDetail(8)
    #expect(shop.navigator.tree != launch)
    let text = try await inspect(["jump", "1", "--url", shop.url.absoluteString])
    #expect(shop.navigator.tree == launch, "the app shows the launch's tree again")
    #expect(
      text == """
        Jumped to #1; the app shows:
        \(launch.dump())
        """)

    try shop.openDetail(9)
    let json = try await inspect(["jump", "2", "--json", "--url", shop.url.absoluteString])
    let reply = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(reply["type"] as? String == "reply")
    #expect((reply["result"] as? [String: Any])?["sequence"] as? Int == 2)
    #expect(shop.navigator.tree.visibleRoute == .detail(7))
    await shop.stop()
  }

  @Test func aPointNoLongerKeptIsTheAppsRefusal() async throws {
    let shop = try await InspectedShop()
    let error = await failure {
      try await inspect(["jump", "99", "--url", shop.url.absoluteString])
    }
    let refusal = try #require(error as? InspectorClientError)
    guard case .replyError("pointNotKept", let message) = refusal else {
      Issue.record("\(refusal)")
      return
    }
    #expect(message.contains("Journal point 99 is not kept"))
    #expect(ExitStatus.code(for: refusal) == 1)
    await shop.stop()
  }

  @Test func openAndUserEventsReachTheApp() async throws {
    let shop = try await InspectedShop { link in
      link == "shop://ok" ? .applied : .rejected("no such page")
    }
    let url = shop.url.absoluteString
    #expect(try await inspect(["open", "shop://ok", "--url", url]) == "Opened shop://ok: applied")
    let refused = await failure { try await inspect(["open", "shop://no", "--url", url]) }
    #expect(
      (refused as? InspectorClientError)?.description
        == "The app refused the command (linkNotApplied): The link was not applied: rejected: "
        + "no such page.")

    try shop.openDetail(7)
    #expect(try await inspect(["user", "back", "--url", url]).hasPrefix("Done: "))
    #expect(shop.navigator.tree.visibleRoute == .home)
    let json = try await inspect(["user", "select-tab", "library", "--json", "--url", url])
    #expect(json.contains(#""type":"reply""#))
    #expect(shop.navigator.tree.visibleRoute == .library)
    #expect(throws: (any Error).self) {
      try WayfinderInspect.parseAsRoot(["user", "select-tab", "--url", url])
    }
    await shop.stop()
  }

  @Test func exportWritesABundleTheAppLoads() async throws {
    let shop = try await InspectedShop()
    try shop.openDetail(7)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-inspect-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = try await inspect(["export", file.path, "--url", shop.url.absoluteString])
    #expect(text.hasPrefix("Wrote \(file.path) ("))
    #expect(text.hasSuffix("2 journal events, 2 flows)."))
    let bundle = try InspectorBundle<ShopRoute>.load(
      try Data(contentsOf: file), with: InspectedShop.restoration)
    #expect(try bundle.tree(with: InspectedShop.restoration) == shop.navigator.tree)
    #expect(bundle.journal.count == 2)

    let json = try await inspect(["export", file.path, "--json", "--url", shop.url.absoluteString])
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(summary["events"] as? Int == 2 && summary["file"] as? String == file.path)
    await shop.stop()
  }

  @Test func anUnwritableExportFileSaysWhere() async throws {
    let shop = try await InspectedShop()
    let error = await failure {
      try await inspect(
        ["export", "/nonexistent-folder/bundle.json", "--url", shop.url.absoluteString])
    }
    #expect(error.map(ExitStatus.code(for:)) == 73)
    #expect(
      "\(error.map(String.init(describing:)) ?? "")".contains("/nonexistent-folder/bundle.json"))
    await shop.stop()
  }
}
