import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Hostile snapshots, one row each.
///
/// Truncated, flipped, deeply nested, with huge numbers, from future formats and versions, with
/// escapes in their texts: each gets its typed ``RestorationError`` or restores a valid tree;
/// nothing crashes, a launch from one that is refused shows what a fresh launch shows, and the
/// error's message is printable.
@MainActor
@Suite struct HostileSnapshotTests {
  /// A snapshot and what must happen to it: the ``RestorationError`` case it fails with, by
  /// name; `restored` for one that restores; `either` for one that may do both (a flipped byte
  /// that still spells valid JSON), as long as it does one of them.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var outcome: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ outcome: String) {
      self.init(name, Array(text.utf8), outcome)
    }

    init(_ name: String, _ bytes: [UInt8], _ outcome: String) {
      self.name = name
      self.bytes = bytes
      self.outcome = outcome
    }
  }

  nonisolated static let restoration: Restoration<BookRoute> = {
    var restoration = Restoration<BookRoute>(version: 2)
    restoration.migrate(from: 1) { tree in
      guard case .object = tree else { throw RestorationError.corrupt("the tree is not an object") }
    }
    return restoration
  }()

  /// A valid snapshot: tabs, a pushed screen, a sheet over them; empty if it could not be
  /// made, which ``theValidSnapshotRestores()`` reports.
  nonisolated static let valid: [UInt8] = (try? makeValid()) ?? []

  nonisolated static func makeValid() throws -> [UInt8] {
    var tree = try bookKittyTabs(selected: .library)
    try tree.push(.bookDetail(id: 7), onto: StackPath(level: 0, section: SectionID(Tab.library)))
    tree.present(.sheet(.askQuestion, .questionResult(id: 3)))
    return Array(try restoration.snapshot(of: tree))
  }

  nonisolated static var validText: String { String(decoding: valid, as: UTF8.self) }

  /// `validText` with its tree replaced by `tree`.
  nonisolated static func envelope(
    tree: String, version: String = "2", format: String = "2"
  ) -> String {
    #"{"format":\#(format),"tree":\#(tree),"version":\#(version)}"#
  }

  nonisolated static let cases: [Case] =
    truncated + flipped + deep + numbers + future + texts + shapes

  nonisolated static let truncated = [
    Case("empty", [], "truncated"),
    Case("one byte", Array(valid.prefix(1)), "truncated"),
    Case("cut in half", Array(valid.prefix(valid.count / 2)), "truncated"),
    Case("cut by one byte", Array(valid.dropLast()), "truncated"),
    Case("cut inside a string", Array(valid.prefix(13)), "truncated"),
  ]

  /// Bytes flipped at seeded places, one row each: 12 from seed 21, or `HOSTILE_FLIPS` from
  /// `HOSTILE_SEED` (`Scripts/hostile-input.sh --long`).
  nonisolated static let flipped: [Case] = {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["HOSTILE_FLIPS"].flatMap { Int($0) } ?? 12
    let seed = environment["HOSTILE_SEED"].flatMap { UInt64($0) } ?? 21
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { index in
      var bytes = valid
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      let bit = UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
      bytes[at] ^= bit
      return Case("bit \(bit) flipped at byte \(at) (\(index))", bytes, "either")
    }
  }()

  nonisolated static let deep = [
    Case(
      "arrays nested 100,000 deep",
      envelope(
        tree: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
      "corrupt"),
    Case(
      "objects nested 10,000 deep",
      envelope(
        tree: String(repeating: #"{"a":"#, count: 10_000) + "1"
          + String(repeating: "}", count: 10_000)),
      "corrupt"),
    Case("an unclosed nesting", envelope(tree: String(repeating: "[", count: 5_000)), "corrupt"),
    Case(
      "10,001 routes",
      envelope(
        tree: #"{"root":{"stack":{"_0":["#
          + Array(repeating: #"{"home":{}}"#, count: 10_001).joined(separator: ",")
          + #"]}},"presentations":[]}"#),
      "tooManyRoutes"),
  ]

  nonisolated static let numbers = [
    Case("a version of 1e400", envelope(tree: "{}", version: "1e400"), "corrupt"),
    Case(
      "a version past Int.max", envelope(tree: "{}", version: "99999999999999999999"), "corrupt"),
    Case(
      "a version of Int.max", envelope(tree: "{}", version: "9223372036854775807"), "unknownVersion"
    ),
    Case("a negative version", envelope(tree: "{}", version: "-1"), "corrupt"),
    Case("a version of 1.5", envelope(tree: "{}", version: "1.5"), "corrupt"),
    Case("a format of 1e400", envelope(tree: "{}", format: "1e400"), "corrupt"),
    Case(
      "a route id past Int.max",
      validText.replacingOccurrences(of: #""id":7"#, with: #""id":92233720368547758070"#), "corrupt"
    ),
    Case(
      "a route id of 1e308", validText.replacingOccurrences(of: #""id":7"#, with: #""id":1e308"#),
      "corrupt"),
    Case(
      "a route id of -0", validText.replacingOccurrences(of: #""id":7"#, with: #""id":-0"#),
      "restored"),
  ]

  nonisolated static let future = [
    Case("format 3", envelope(tree: "{}", format: "3"), "unknownFormat"),
    Case("version 3", envelope(tree: "{}", version: "3"), "unknownVersion"),
    Case("version 0", envelope(tree: "{}", version: "0"), "corrupt"),
    Case("a version as text", envelope(tree: "{}", version: #""2""#), "corrupt"),
    Case("a migration that fails", envelope(tree: "[]", version: "1"), "migrationFailed"),
    Case(
      "larger than 1 MiB", Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1), "tooLarge"),
  ]

  nonisolated static let texts = [
    Case(
      "an OSC in a tab's id",
      validText.replacingOccurrences(of: #""library""#, with: #""lib\u001b]0;PWNED\u0007""#),
      "either"),
    Case(
      "a bidi override in a route's name",
      validText.replacingOccurrences(of: #""bookDetail""#, with: #""book\u202eDetail""#), "corrupt"),
    Case(
      "a raw ESC in a string",
      validText.replacingOccurrences(of: #""library""#, with: "\"lib\u{1B}]0;x\u{07}\""), "corrupt"),
    Case(
      "invalid UTF-8",
      Array(validText.utf8.prefix(20)) + [0xFF, 0xFE] + Array(validText.utf8.dropFirst(20)),
      "corrupt"),
    Case("an unpaired surrogate", envelope(tree: #"{"root":"\ud800"}"#), "corrupt"),
    Case("a NUL byte", Array(validText.utf8) + [0], "corrupt"),
    Case(
      "a duplicate key",
      validText.replacingOccurrences(of: #"{"format":2,"#, with: #"{"format":2,"format":2,"#),
      "corrupt"),
    // Deep in the tree, where a snapshot of the current version is checked but not built.
    // Without the check each would restore: the decoder keeps one of the two.
    Case(
      "a duplicate key in a route",
      validText.replacingOccurrences(of: #""id":7"#, with: #""id":7,"id":7"#), "corrupt"),
    Case(
      "a duplicate key after two members",
      validText.replacingOccurrences(of: #""id":7"#, with: #""id":7,"x":1,"x":1"#), "corrupt"),
    Case("a byte-order mark", [0xEF, 0xBB, 0xBF] + valid, "restored"),
  ]

  nonisolated static let shapes = [
    Case("not JSON", "hello", "corrupt"),
    Case("an array", "[1,2,3]", "corrupt"),
    Case("null", "null", "corrupt"),
    Case("no tree", #"{"format":2,"version":2}"#, "corrupt"),
    Case("a null tree", envelope(tree: "null"), "corrupt"),
    Case(
      "an unknown route", envelope(tree: #"{"root":{"stack":{"_0":[{"admin":{}}]}}}"#), "corrupt"),
    Case("trailing data", validText + "{}", "corrupt"),
  ]

  @Test(arguments: cases)
  func aHostileSnapshotGetsItsTypedErrorOrRestores(_ hostile: Case) throws {
    let outcome: String
    do {
      let tree = try Self.restoration.tree(from: Data(hostile.bytes))
      // What restores is a whole tree: it saves and restores again as itself.
      #expect(try Self.restoration.tree(from: Self.restoration.snapshot(of: tree)) == tree)
      outcome = "restored"
    } catch {
      #expect(PrintableText.escaping(error.description) == error.description)
      outcome = Self.name(of: error)
    }
    // A flipped byte may still spell a valid snapshot: either way it was handled above.
    if hostile.outcome != "either" { #expect(outcome == hostile.outcome) }
  }

  @Test(arguments: cases)
  func aLaunchFromARefusedSnapshotShowsAFreshLaunch(_ hostile: Case) throws {
    let fresh = Harness(try bookKittyTabs())
    let navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    let error = navigator.start(
      restoringFrom: MemoryStore(data: Data(hostile.bytes)), with: Self.restoration)
    if error != nil {
      #expect(navigator.tree == fresh.navigator.tree, "nothing half-restored")
    }
    host.expectInSync()
  }

  @Test func theValidSnapshotRestores() throws {
    #expect(try Self.restoration.tree(from: Data(Self.valid)).presentations.count == 1)
  }

  @Test func thereAreAtLeastTwentySnapshots() {
    #expect(Self.cases.count >= 20)
  }

  nonisolated static func name(of error: RestorationError) -> String {
    switch error {
    case .tooLarge: "tooLarge"
    case .truncated: "truncated"
    case .corrupt: "corrupt"
    case .unknownVersion: "unknownVersion"
    case .unknownFormat: "unknownFormat"
    case .migrationFailed: "migrationFailed"
    case .tooManyRoutes: "tooManyRoutes"
    case .noValidRoot: "noValidRoot"
    case .store: "store"
    }
  }
}

/// A store that holds one snapshot in memory.
struct MemoryStore: SnapshotStore {
  let data: Data?

  func load() throws(RestorationError) -> Data? { data }
  func save(_ data: Data) throws(RestorationError) {}
  func clear() throws(RestorationError) {}
}
