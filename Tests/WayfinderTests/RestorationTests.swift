import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Snapshots: versions, migrations, validation, corrupt and hostile input.
@Suite struct RestorationTests {
  let restoration = Restoration<BookRoute>(version: 2)

  static func scenarioTrees() throws -> [NavigationTree<BookRoute>] {
    var bookKitty = try bookKittyTabs(selected: .library)
    try bookKitty.push(.bookDetail(id: 1), onto: StackPath(level: 0, section: "library"))
    bookKitty.present(.pushed(.addBookScan, .addBookConfirm(title: "Dune")))
    var asking = try bookKittyTabs(selected: .qna)
    asking.present(.sheet(.questionResult(id: 3)))
    var adaptive = bookKitty
    try adaptive.setLayout(.split)
    adaptive.present(.fullScreen(.settings))
    return [bookKitty, asking, adaptive, NavigationTree(.login), NavigationTree(.home)]
  }

  @Test func everySeedScenarioStateRoundTrips() throws {
    for tree in try Self.scenarioTrees() {
      #expect(try restoration.tree(from: restoration.snapshot(of: tree)) == tree)
    }
  }

  @Test func theFileStoreWritesAtomicallyAndReadsBack() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileSnapshotStore(url: directory.appendingPathComponent("nested/snapshot.json"))
    #expect(try store.load() == nil)
    let tree = try Self.scenarioTrees()[0]
    try restoration.save(tree, to: store)
    try restoration.save(tree, to: store)
    #expect(restoration.restore(from: store, initial: NavigationTree(.home)).tree == tree)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("nested").path)
    #expect(leftovers == ["snapshot.json"], "no temporary files are left behind")
    try store.clear()
    #expect(try store.load() == nil)
  }

  @Test func anOlderVersionIsMigrated() throws {
    // Version 1 called Book Detail "book".
    let version1 = Data(
      #"{"version":1,"tree":{"root":{"stack":{"_0":[{"home":{}},{"book":{"id":5}}]}},"presentations":[]}}"#
        .utf8)
    var restoration = restoration
    restoration.migrate(from: 1) { tree in
      tree = tree.renamingKey("book", to: "bookDetail")
    }
    #expect(try restoration.tree(from: version1) == NavigationTree(.home, .bookDetail(id: 5)))
  }

  @Test func routesThatAreNoLongerValidAreTrimmed() throws {
    var restoration = restoration
    restoration.isValid = { route in route != .bookDetail(id: 404) }
    var tree = NavigationTree<BookRoute>(.home, .library, .bookDetail(id: 404), .settings)
    tree.present(.sheet(.bookDetail(id: 404)))
    tree.present(.sheet(.askQuestion))
    let restored = try restoration.tree(from: restoration.snapshot(of: tree))
    #expect(restored == NavigationTree(.home, .library))
  }

  static let validSnapshot =
    #"{"version":2,"tree":{"root":{"stack":{"_0":[{"home":{}}]}},"presentations":[]}}"#

  @Test func theBaseOfTheCorruptSnapshotsIsValid() throws {
    #expect(try restoration.tree(from: Data(Self.validSnapshot.utf8)) == NavigationTree(.home))
  }

  static let corrupt: [(String, Data)] = {
    let valid = Self.validSnapshot
    func data(_ text: String) -> Data { Data(text.utf8) }
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    return [
      ("empty", Data()),
      ("truncated", data(String(valid.prefix(30)))),
      ("cut at the end", data(String(valid.dropLast()))),
      ("random bytes", Data((0..<64).map { UInt8(($0 * 37 + 11) % 256) })),
      ("not UTF-8", Data([0xFF, 0xFE, 0x7B, 0x7D])),
      ("an array", data("[]")),
      ("a number", data("42")),
      ("null", data("null")),
      ("no version", data(#"{"tree":{"root":{"stack":{"_0":[]}},"presentations":[]}}"#)),
      ("version as text", data(#"{"version":"2","tree":{}}"#)),
      ("version from the future", data(valid.replacingOccurrences(of: "2", with: "9"))),
      (
        "version zero", data(valid.replacingOccurrences(of: #""version":2"#, with: #""version":0"#))
      ),
      (
        "negative version",
        data(valid.replacingOccurrences(of: #""version":2"#, with: #""version":-1"#))
      ),
      ("no tree", data(#"{"version":2}"#)),
      ("tree is null", data(#"{"version":2,"tree":null}"#)),
      ("unknown container", data(#"{"version":2,"tree":{"root":{"grid":{}},"presentations":[]}}"#)),
      ("unknown route", data(valid.replacingOccurrences(of: #""home""#, with: #""spaceship""#))),
      ("route of the wrong type", data(valid.replacingOccurrences(of: #"{"home":{}}"#, with: "7"))),
      (
        "route as a bare string",
        data(valid.replacingOccurrences(of: #"{"home":{}}"#, with: #""home""#))
      ),
      (
        "tabs without sections",
        data(
          #"{"version":2,"tree":{"root":{"tabs":{"_0":{"sections":[],"selection":"a"}}},"presentations":[]}}"#
        )
      ),
      (
        "selection that is no tab",
        data(
          #"{"version":2,"tree":{"root":{"tabs":{"_0":{"sections":[{"id":"a","stack":["home"]}],"selection":"z"}}},"presentations":[]}}"#
        )
      ),
      (
        "unknown presentation style",
        data(
          #"{"version":2,"tree":{"root":{"stack":{"_0":[]}},"presentations":[{"style":"carousel","container":{"stack":{"_0":[]}}}]}}"#
        )
      ),
      ("hostile nesting", data(deep)),
      ("too large", Data(repeating: 0x20, count: 2 << 20)),
      (
        "version 1 without a migration",
        data(valid.replacingOccurrences(of: #""version":2"#, with: #""version":1"#))
      ),
    ]
  }()

  @Test(arguments: corrupt.map(\.0))
  func aCorruptSnapshotGivesATypedErrorAndTheInitialState(name: String) throws {
    let data = try #require(Self.corrupt.first { $0.0 == name }?.1)
    let initial = NavigationTree<BookRoute>(.home)
    let result = restoration.restore(from: InMemorySnapshotStore(data), initial: initial)
    #expect(result.tree == initial)
    #expect(result.error != nil, "\(name) was accepted")
  }

  @Test func theErrorsSayWhatWasWrong() throws {
    let initial = NavigationTree<BookRoute>(.home)
    func error(_ text: String) -> RestorationError? {
      restoration.restore(from: InMemorySnapshotStore(Data(text.utf8)), initial: initial).error
    }
    #expect(error(#"{"version":7,"tree":{}}"#) == .unknownVersion(found: 7, supported: 2))
    #expect(error("") == .truncated)
    #expect(
      restoration.restore(from: InMemorySnapshotStore(nil), initial: initial).error == nil,
      "a store without a snapshot has nothing to restore")
    #expect(
      error(#"{"version":1,"tree":{}}"#)
        == .migrationFailed(from: 1, reason: "no migration is declared from it"))
    var limited = restoration
    limited.maxRoutes = 2
    let many = try limited.snapshot(of: NavigationTree(.home, .library, .settings))
    #expect(
      limited.restore(from: InMemorySnapshotStore(many), initial: initial).error
        == .tooManyRoutes(count: 3, limit: 2))
  }

  @MainActor
  @Test func aRestoredTreeAppearsInOnePlan() throws {
    let harness = Harness(NavigationTree(root: .stack([])))
    let tree = try Self.scenarioTrees()[0]
    harness.navigator.restore(
      restoration.restore(
        from: InMemorySnapshotStore(try restoration.snapshot(of: tree)),
        initial: NavigationTree(.home)
      ).tree)
    #expect(
      harness.host.takeSteps() == [
        .replaceRoot(tree.root), .present(.pushed(.addBookScan, .addBookConfirm(title: "Dune"))),
      ])
    harness.host.expectInSync()
  }
}
