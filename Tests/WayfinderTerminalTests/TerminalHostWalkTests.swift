import Foundation
import Testing
@_spi(Testing) import Wayfinder
import WayfinderTerminal
import WayfinderTesting

/// The terminal host under random use, on the toy app.
///
/// Keys, typing and resizes from the user, intents from every screen (hidden ones too, as app
/// code behind a sheet would send), and restore round trips. A terminal shows each step as it comes, so after every operation the
/// host shows the navigator's tree, each step sent was completed once, and nothing finished is
/// alive.
///
/// `WAYFINDER_WALK_STEPS` and `WAYFINDER_WALK_SEED` set the length and the seed; the walk
/// prints `host terminal: N operations, V disagreements`.
@MainActor
@Suite struct TerminalHostWalkTests {
  nonisolated static let seeds = [seedFromEnvironment ?? 0x7E4D_0001]

  nonisolated static var seedFromEnvironment: UInt64? {
    guard let text = ProcessInfo.processInfo.environment["WAYFINDER_WALK_SEED"] else {
      return nil
    }
    let digits = text.replacingOccurrences(of: "_", with: "").lowercased()
    return digits.hasPrefix("0x") ? UInt64(digits.dropFirst(2), radix: 16) : UInt64(digits)
  }

  @Test(arguments: seeds)
  func keysIntentsAndResizesKeepTheTerminalOnTheNavigatorsTree(seed: UInt64) throws {
    let environment = ProcessInfo.processInfo.environment
    let steps = environment["WAYFINDER_WALK_STEPS"].flatMap { Int($0) } ?? 20_000
    var walk = TerminalWalk(seed: seed)
    var disagreements = 0
    var performed: [String: Int] = [:]
    for step in 0..<steps {
      let operation = walk.randomOperation()
      performed[operation, default: 0] += 1
      let found = walk.disagreements()
      if !found.isEmpty {
        disagreements += 1
        Issue.record(
          "after step \(step) (\(operation)), seed \(seed): \(found.joined(separator: "\n"))")
        break
      }
    }
    print(
      "host terminal: \(steps) operations, 0x\(String(seed, radix: 16)) seed, "
        + "\(disagreements) disagreements (\(walk.counter.sent) steps)")
    guard steps >= 20_000 else { return }
    #expect(performed.count == 6, "every kind of operation ran: \(performed)")
    #expect(walk.counter.sent > steps / 10, "the walk sent steps")
    #expect(walk.deepestLevel >= 2, "presentations stacked")
  }
}

/// One seeded walk of the terminal host.
@MainActor
struct TerminalWalk {
  let navigator: Navigator<ToyRoute>
  let host: TerminalHost<ToyRoute>
  let counter: CountingHost<TerminalHost<ToyRoute>>
  let restoration = Restoration<ToyRoute>(version: 1)
  var random: SplitMix64
  var deepestLevel = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    navigator = Navigator(root: ToyTabs())
    navigator.warnsAboutLeaks = false
    navigator.start()
    var settings = TerminalHost<ToyRoute>.Settings()
    settings.sectionTitle = { $0.rawValue.capitalized }
    host = TerminalHost(size: TerminalSize(columns: 80, rows: 20), settings: settings) {
      route, flow in ToyScreen(route: route, flow: flow)
    }
    counter = CountingHost(host)
    navigator.attach(counter, showing: host.shown)
    // Reports the size class, as `attach(to:)` does.
    host.resize(to: TerminalSize(columns: 80, rows: 20))
  }

  /// Performs one random operation and names it.
  mutating func randomOperation() -> String {
    defer { deepestLevel = max(deepestLevel, navigator.tree.topLevel) }
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<10:
      let keys: [Key] = [
        .up, .down, .enter, .enter, .escape, .character("b"), .left, .tab, .backTab,
        .character("1"), .character("2"), .character("3"), .character("+"), .character("]"),
        .character("j"), .character("k"), .character("/"), .backspace, .character("x"),
      ]
      host.handle(.key(keys.randomElement(using: &random) ?? .enter))
      return "a key"
    case 10:
      host.handle(.text(["cat", "\u{1B}]0;x\u{07}", "é", ""].randomElement(using: &random) ?? ""))
      return "typing"
    case 11:
      let widths = [40, 80, 100, 115, 150]
      let size = TerminalSize(
        columns: widths.randomElement(using: &random) ?? 80,
        rows: Int.random(in: 8...30, using: &random))
      host.handle(.resize(size))
      return "a resize"
    case 12..<18:
      sendAnIntent()
      return "an intent from a screen"
    case 18:
      let before = navigator.tree
      if let data = try? restoration.snapshot(of: before),
        let restored = try? restoration.tree(from: data)
      {
        navigator.restore(restored)
      }
      return "restore the same tree"
    default:
      let canvas = host.render()
      if canvas.size != host.size { Issue.record("drew \(canvas.size) for \(host.size)") }
      return "a frame"
    }
  }

  /// An intent from a random screen of the tree, shown or not.
  private mutating func sendAnIntent() {
    let tree = navigator.tree
    guard let path = tree.allStackPaths.randomElement(using: &random),
      let count = try? tree.stack(at: path).count, count > 0
    else { return }
    let intents: [ToyIntent] = [
      .open(Int.random(in: 1...3, using: &random)), .sheet, .cover, .alert, .menu, .closeCover,
      .context,
    ]
    let index = Int.random(in: 0..<count, using: &random)
    navigator.handle(forRouteAt: index, in: path).send(
      intents.randomElement(using: &random) ?? .sheet)
  }

  /// Where host and navigator disagree after the last operation.
  func disagreements() -> [String] {
    var found: [String] = []
    if !navigator.isIdle { found.append("a terminal's plan is still under way") }
    if host.shown != navigator.tree {
      found.append("the terminal shows\n\(host.shown)\nthe navigator has\n\(navigator.tree)")
    }
    if counter.completed != counter.sent || counter.repeated > 0 {
      found.append(
        "\(counter.sent) steps sent, \(counter.completed) completed, \(counter.repeated) twice")
    }
    if let status = host.status, status.hasPrefix("Could not show") { found.append(status) }
    found += navigator.invariantViolations()
    found += navigator.leakWatcher.leaks().map { "leak: \($0)" }
    return found
  }
}
