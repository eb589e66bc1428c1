import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderInspector

@MainActor
@Suite struct BundleTests {
  /// A shop that went to a detail and opened a sheet.
  func visitedShop(options: InspectorOptions<ShopRoute> = Shop.options()) throws -> Shop {
    let shop = Shop(options: options)
    try shop.openDetail(4)
    try shop.topOwner.push(.account(email: "kitty@example.com"))
    try shop.presentSheet(5)
    return shop
  }

  @Test func aBundleRoundTripsAndTheAppLaunchesIntoIt() throws {
    let shop = try visitedShop()
    let bundle = try shop.model.bundle()
    let data = try bundle.encoded()
    let loaded = try InspectorBundle<ShopRoute>.load(data, with: shop.model.options.restoration)
    #expect(loaded == bundle)
    #expect(loaded.format == InspectorBundle<ShopRoute>.format)
    #expect(loaded.journal == shop.model.history.events)
    #expect(loaded.flows.map(\.name) == ["ShopFlow", "DetailFlow", "SheetFlow"])
    #expect(loaded.flows[1].parent == "ShopFlow")

    // A fresh app launches into the bundle's state, its flows re-created by the factory.
    let replay = Shop(start: false)
    replay.navigator.start(restoring: try loaded.tree(with: replay.model.options.restoration))
    #expect(replay.navigator.tree == shop.navigator.tree)
    #expect(replay.host.shown == shop.navigator.tree)
    #expect(
      replay.navigator.runningFlows.map(\.flowName) == ["ShopFlow", "DetailFlow", "SheetFlow"])
  }

  @Test func redactionIsAppliedBeforeTheBundleIsWritten() throws {
    var options = Shop.options()
    options.redact = { route in
      if case .account = route { return .account(email: "hidden") }
      return route
    }
    let shop = try visitedShop(options: options)
    let text = String(decoding: try shop.model.bundle().encoded(), as: UTF8.self)
    #expect(!text.contains("kitty@example.com"))
    #expect(text.contains("hidden"))
    let loaded = try InspectorBundle<ShopRoute>.load(Data(text.utf8), with: options.restoration)
    #expect(
      try loaded.tree(with: options.restoration).allRoutes.contains(.account(email: "hidden")))
  }

  @Test func aFormatOneBundleMigrates() throws {
    let shop = try visitedShop()
    let restoration = shop.model.options.restoration
    // What an app could write for a bug report before the inspector: the snapshot and the
    // journal's JSON lines.
    let buffer = shop.model.history.events
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let lines = try buffer.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
      .joined(separator: "\n")
    let snapshot = try JSONValue(parsing: try restoration.snapshot(of: shop.navigator.tree))
    let old: JSONValue = .object([
      "format": 1, "snapshot": snapshot, "journal": .string(lines),
    ])
    let loaded = try InspectorBundle<ShopRoute>.load(old.jsonData, with: restoration)
    #expect(loaded.format == 2)
    #expect(loaded.journal == buffer)
    #expect(loaded.flows == [])
    #expect(try loaded.tree(with: restoration) == shop.navigator.tree)
  }

  @Test func aBundleFromTheFutureIsRefused() throws {
    let shop = try visitedShop()
    var document = try JSONValue(parsing: try shop.model.bundle().encoded())
    document["format"] = 3
    #expect(throws: InspectorError.bundleFromTheFuture(found: 3, supported: 2)) {
      try InspectorBundle<ShopRoute>.load(document.jsonData, with: shop.model.options.restoration)
    }
  }

  nonisolated static let damaged: [(String, String)] = [
    ("", "at byte 0"),
    ("[]", "not a JSON object"),
    (#"{"journal":[]}"#, "format is missing"),
    (#"{"format":"2"}"#, "format is not"),
    (#"{"format":2,"journal":[],"flows":[]}"#, "snapshot is missing"),
    (#"{"format":2,"journal":{},"flows":[],"snapshot":{}}"#, "journal"),
    (#"{"format":1,"journal":"{not json","snapshot":{}}"#, "journal line 1"),
    (#"{"format":1,"journal":[],"snapshot":{}}"#, "holds the journal as text"),
  ]

  @Test(arguments: damaged)
  nonisolated func aDamagedBundleIsRefusedWithWhere(text: String, reason: String) async throws {
    let restoration = Restoration<ShopRoute>(version: 1)
    do {
      _ = try InspectorBundle<ShopRoute>.load(Data(text.utf8), with: restoration)
      Issue.record("loaded a damaged bundle")
    } catch {
      guard case .bundleCorrupt(let found) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(found.contains(reason), "\(found)")
      #expect(error.code == "bundleCorrupt")
    }
  }

  @Test func aBundleWhoseSnapshotDoesNotRestoreIsRefused() throws {
    let shop = try visitedShop()
    var document = try JSONValue(parsing: try shop.model.bundle().encoded())
    // Written by a newer app than this one.
    document["snapshot"]?["version"] = 9
    do {
      _ = try InspectorBundle<ShopRoute>.load(
        document.jsonData, with: shop.model.options.restoration)
      Issue.record("loaded a bundle whose snapshot does not restore")
    } catch {
      guard case .bundleSnapshotInvalid(let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reason.contains("version 9"))
    }
  }

  @Test func anOversizedBundleIsRefusedUnread() throws {
    #expect(throws: InspectorError.self) {
      try InspectorBundle<ShopRoute>.load(
        Data(count: 100), with: Restoration(version: 1), maxBytes: 99)
    }
  }

  @Test func theExportCommandReturnsTheBundle() async throws {
    let shop = try visitedShop()
    let answer = try await reply(shop.model, #"{"version":1,"id":"e","type":"export"}"#)
    let bundle = try #require((answer["result"] as? [String: Any])?["bundle"])
    let data = try JSONSerialization.data(withJSONObject: bundle)
    let loaded = try InspectorBundle<ShopRoute>.load(data, with: shop.model.options.restoration)
    #expect(try loaded.tree(with: shop.model.options.restoration) == shop.navigator.tree)
  }
}

extension NavigationTree {
  /// Every route of the tree, level by level.
  var allRoutes: [Route] {
    allStackPaths.flatMap { (try? stack(at: $0).routes) ?? [] }
  }
}
