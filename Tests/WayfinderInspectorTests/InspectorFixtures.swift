import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderInspector

/// The screens of the shop app the inspector's tests watch.
enum ShopRoute: Hashable, Codable, Sendable {
  case home, library
  case detail(Int)
  case sheet(Int)
  /// A route carrying something a viewer must not see.
  case account(email: String)
}

/// The shop's root flow: a tab bar of Home and Library.
@MainActor
final class ShopFlow: FlowCoordinator<ShopRoute> {
  override func start() throws {
    try setRoot(.tabs(try Sections([("home", [.home]), ("library", [.library])])))
  }
}

/// A flow pushed for one item: it shows `.detail(number)`.
@MainActor
final class DetailFlow: Coordinator<ShopRoute, Int> {
  let number: Int

  init(_ number: Int) {
    self.number = number
  }

  override func start() throws {
    try push(.detail(number))
  }
}

/// A flow presented as a sheet: it shows `.sheet(number)`.
@MainActor
final class SheetFlow: Coordinator<ShopRoute, Int> {
  let number: Int

  init(_ number: Int) {
    self.number = number
  }

  override func start() throws {
    try push(.sheet(number))
  }
}

/// A started shop app on a test host, with an inspector model watching it.
@MainActor
struct Shop {
  let navigator: Navigator<ShopRoute>
  let host: TestHost<ShopRoute>
  let model: InspectorModel<ShopRoute>

  /// With `mode` `.stepByStep`, each step after the launch's waits for the test.
  init(
    options: InspectorOptions<ShopRoute> = Shop.options(), start: Bool = true,
    mode: TestHost<ShopRoute>.Mode = .immediate
  ) {
    navigator = Navigator(root: ShopFlow())
    navigator.flowFactory = { route in
      switch route {
      case .detail(let number): DetailFlow(number)
      case .sheet(let number): SheetFlow(number)
      default: nil
      }
    }
    host = TestHost(mode: mode)
    model = InspectorModel(navigator: navigator, options: options)
    host.attach(to: navigator)
    if start {
      navigator.start()
      host.completeAllSteps()
    }
  }

  static func options(historyLimit: Int = 10_000) -> InspectorOptions<ShopRoute> {
    var options = InspectorOptions<ShopRoute>(restoration: Restoration(version: 1))
    options.historyLimit = historyLimit
    return options
  }

  /// The flow that owns the screen on top.
  var topOwner: FlowCoordinator<ShopRoute> {
    let path = navigator.tree.visiblePath
    let count = (try? navigator.tree.stack(at: path).count) ?? 0
    return navigator.flow(owningRouteAt: max(0, count - 1), in: path)
  }

  /// Opens item `number` in a flow of its own on the visible stack.
  func openDetail(_ number: Int) throws {
    try topOwner.start(DetailFlow(number), .push)
  }

  /// Presents a sheet flow for `number`.
  func presentSheet(_ number: Int) throws {
    try topOwner.start(SheetFlow(number), .present(.sheet))
  }

  /// One seeded step of a random walk through the app, as code and as the user; it may do
  /// nothing when the step does not fit what is shown.
  func step(_ random: inout SplitMix64, number: Int) {
    let tree = navigator.tree
    let depth = (try? tree.stack(at: tree.visiblePath).count) ?? 0
    switch random.next() % 8 {
    case 0, 1:
      if depth < 6 { try? openDetail(number) } else { try? host.tapBack() }
    case 2:
      if tree.topLevel < 3 { try? presentSheet(number) } else { try? host.swipeDownSheet() }
    case 3:
      try? host.tapBack()
    case 4:
      try? host.swipeDownSheet()
    case 5:
      try? host.tapTab(random.next() % 2 == 0 ? "home" : "library")
    case 6:
      try? topOwner.push(random.next() % 2 == 0 ? .library : .account(email: "kitty\(number)@x"))
    default:
      try? topOwner.pop()
    }
  }

  /// Walks until the model's history holds `points` events.
  func walk(seed: UInt64, points: Int) {
    var random = SplitMix64(seed: seed)
    var number = 0
    while model.history.count < points, number < points * 20 {
      number += 1
      step(&random, number: number)
    }
  }
}

/// The first `count` messages of a feed, decoded; they must be buffered already or come.
@MainActor
func messages(_ stream: AsyncStream<String>, count: Int) async throws -> [[String: Any]] {
  var result: [[String: Any]] = []
  guard count > 0 else { return result }
  for await text in stream {
    result.append(try object(text))
    if result.count == count { break }
  }
  return result
}

/// Decodes `text` as a JSON object.
func object(_ text: String) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(value as? [String: Any])
}

/// The model's reply to `command`, decoded.
@MainActor
func reply(_ model: InspectorModel<ShopRoute>, _ command: String) async throws -> [String: Any] {
  try object(await model.reply(to: command))
}

/// The error code of a reply, `nil` when it succeeded.
func errorCode(_ reply: [String: Any]) -> String? {
  (reply["error"] as? [String: Any])?["code"] as? String
}
