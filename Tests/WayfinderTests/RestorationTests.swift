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
    #expect(try restoration.savedTree(in: store) == tree)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("nested").path)
    #expect(leftovers == ["snapshot.json"], "no temporary files are left behind")
    try store.clear()
    #expect(try store.load() == nil)
  }

  @Test func aTreeTheAppHoldsIsTrimmedAsASnapshotIs() throws {
    var restoration = restoration
    restoration.isValid = { $0 != .login }
    // The tree from before a session timed out, with the lock screen over it.
    var held = NavigationTree<BookRoute>(.home, .bookDetail(id: 4))
    held.present(.sheet(.settings))
    held.present(.fullScreen(.login))
    var expected = NavigationTree<BookRoute>(.home, .bookDetail(id: 4))
    expected.present(.sheet(.settings))
    #expect(try restoration.validated(held) == expected)
    #expect(
      try restoration.validated(held)
        == restoration.tree(from: restoration.snapshot(of: held)), "one rule for both")
    #expect(throws: RestorationError.noValidRoot) {
      try restoration.validated(NavigationTree(.login))
    }
  }

  @Test func anOlderVersionIsMigrated() throws {
    // Version 1 called Book Detail "book".
    let version1 = Data(
      #"{"version":1,"tree":{"root":{"stack":{"_0":[{"home":{}},{"book":{"id":5}}]}},"presentations":[]}}"#
        .utf8)
    var restoration = restoration
    restoration.migrate(from: 1) { tree in
      tree = tree.renamingRoute("book", to: "bookDetail")
    }
    #expect(try restoration.tree(from: version1) == NavigationTree(.home, .bookDetail(id: 5)))
  }

  @Test func aRouteRenameRenamesRoutesInEveryStackAndNothingElse() throws {
    // Routes in the root's stack, a tab's stack and a sheet's stack, one written as a string;
    // a payload label and Wayfinder's own `options` member of the same names elsewhere.
    let tree = try JSONValue(
      parsing: Data(
        #"""
        {"presentations":[{"container":{"stack":{"_0":[{"book":{"id":1}},"options"]}},
        "options":{"detents":["medium"]},"style":"sheet"}],
        "root":{"tabs":{"_0":{"sections":[{"id":"a","stack":[{"book":{"id":2}},
        {"share":{"book":3}}]}],"selection":"a"}}}}
        """#.utf8))
    let renamed = tree.renamingRoute("book", to: "bookDetail").renamingRoute("options", to: "more")
    let expected = try JSONValue(
      parsing: Data(
        #"""
        {"presentations":[{"container":{"stack":{"_0":[{"bookDetail":{"id":1}},"more"]}},
        "options":{"detents":["medium"]},"style":"sheet"}],
        "root":{"tabs":{"_0":{"sections":[{"id":"a","stack":[{"bookDetail":{"id":2}},
        {"share":{"book":3}}]}],"selection":"a"}}}}
        """#.utf8))
    #expect(renamed == expected)
    // renamingKey renames every member of the name: the sheet's options go with it.
    #expect(tree.renamingKey("options", to: "more")["presentations"] != tree["presentations"])
    // A root stack is renamed too.
    let plain = try JSONValue(parsing: Data(#"{"root":{"stack":{"_0":["book"]}}}"#.utf8))
    #expect(
      plain.renamingRoute("book", to: "bookDetail")
        == (try JSONValue(parsing: Data(#"{"root":{"stack":{"_0":["bookDetail"]}}}"#.utf8))))
  }

  /// A book id that is not a number, found by a migration.
  struct UnreadableID: Error {
    var text: String
  }

  /// Version 1 kept a book's id as text (`"42"`); version 2 keeps it as a number: the
  /// migration in the Saving and Restoring article.
  var idsBecomeNumbers: Restoration<BookRoute> {
    var restoration = restoration
    restoration.migrate(from: 1) { tree in
      tree = try tree.rewritten { value in
        guard case .string(let text) = value["bookDetail"]?["id"] else { return value }
        guard let id = Int(text) else { throw UnreadableID(text: text) }
        var value = value
        value["bookDetail"]?["id"] = .number(JSONNumber(id))
        return value
      }
    }
    return restoration
  }

  static func version1(ids: String...) -> Data {
    let routes = ids.map { #"{"bookDetail":{"id":"\#($0)"}}"# }.joined(separator: ",")
    return Data(
      #"{"version":1,"tree":{"root":{"stack":{"_0":[{"home":{}},\#(routes)]}},"presentations":[]}}"#
        .utf8)
  }

  @Test func aMigrationChangesAPayloadsType() throws {
    #expect(
      try idsBecomeNumbers.tree(from: Self.version1(ids: "42", "9007199254740993"))
        == NavigationTree(.home, .bookDetail(id: 42), .bookDetail(id: 9_007_199_254_740_993)))
    #expect(
      throws: RestorationError.migrationFailed(from: 1, reason: #"UnreadableID(text: "4x2")"#)
    ) {
      try idsBecomeNumbers.tree(from: Self.version1(ids: "42", "4x2"))
    }
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

  @Test func aRootWithNoValidRouteLeftIsNotRestored() throws {
    // A snapshot of the login screens, restored where the login is no longer a place to go back
    // to: an empty root would show nothing, so the app starts fresh and is told why.
    var restoration = restoration
    restoration.isValid = { route in route != .home }
    let tree = NavigationTree<BookRoute>(.home, .library)
    #expect(throws: RestorationError.noValidRoot) {
      try restoration.tree(from: restoration.snapshot(of: tree))
    }
    #expect("\(RestorationError.noValidRoot)".contains("starts fresh"))
    // A tab the user does not look at counts too: selected later, it would show nothing.
    let tabs = try bookKittyTabs(selected: .home)
    restoration.isValid = { route in route != .qna }
    #expect(throws: RestorationError.noValidRoot) {
      try restoration.tree(from: restoration.snapshot(of: tabs))
    }
    // A stack that was empty when saved is not the rule's doing.
    restoration.isValid = { _ in true }
    var emptyTab = tabs
    try emptyTab.setStack([], at: StackPath(level: 0, section: SectionID(Tab.qna)))
    #expect(try restoration.tree(from: restoration.snapshot(of: emptyTab)) == emptyTab)
  }

  @Test func aTreeTheAppRefusesAsAWholeIsNotRestored() throws {
    // An older build saved a plain stack where the app now shows tabs: every route is valid,
    // the tree is not.
    var restoration = restoration
    let refused = NavigationTree<BookRoute>(.home, .library, .bookDetail(id: 404))
    restoration.isValid = { route in route != .bookDetail(id: 404) }
    restoration.isValidTree = { tree in tree.hasSection(SectionID(Tab.home)) }
    #expect(throws: RestorationError.noValidRoot) {
      try restoration.tree(from: restoration.snapshot(of: refused))
    }
    let tabs = try bookKittyTabs(selected: .home)
    #expect(try restoration.tree(from: restoration.snapshot(of: tabs)) == tabs)
    // It judges the tree trimmed by isValid, once.
    let box = SeenTrees()
    restoration.isValidTree = { tree in box.append(tree) }
    _ = try? restoration.tree(from: restoration.snapshot(of: refused))
    #expect(box.trees == [NavigationTree(.home, .library)])
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

  @MainActor
  @Test(arguments: corrupt.map(\.0))
  func aCorruptSnapshotGivesATypedErrorAndTheInitialState(name: String) throws {
    let data = try #require(Self.corrupt.first { $0.0 == name }?.1)
    #expect(throws: RestorationError.self, "\(name) was accepted") {
      try restoration.savedTree(in: InMemorySnapshotStore(data))
    }
    // At launch the app starts afresh, and hears why.
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    let error = navigator.start(restoringFrom: InMemorySnapshotStore(data), with: restoration)
    #expect(error != nil)
    #expect(navigator.tree == NavigationTree(.home))
  }

  @Test func theErrorsSayWhatWasWrong() throws {
    func error(_ text: String) -> RestorationError? {
      do {
        _ = try restoration.savedTree(in: InMemorySnapshotStore(Data(text.utf8)))
        return nil
      } catch { return error }
    }
    #expect(error(#"{"version":7,"tree":{}}"#) == .unknownVersion(found: 7, supported: 2))
    #expect(error("") == .truncated)
    #expect(
      try restoration.savedTree(in: InMemorySnapshotStore(nil)) == nil,
      "a store without a snapshot has nothing to restore")
    #expect(
      error(#"{"version":1,"tree":{}}"#)
        == .migrationFailed(from: 1, reason: "no migration is declared from it"))
    var limited = restoration
    limited.maxRoutes = 2
    let many = try limited.snapshot(of: NavigationTree(.home, .library, .settings))
    #expect(throws: RestorationError.tooManyRoutes(count: 3, limit: 2)) {
      try limited.savedTree(in: InMemorySnapshotStore(many))
    }
  }

  /// Snapshots that are not JSON, each with the error that says where and what.
  static let malformed: [(name: String, data: Data, error: RestorationError)] = {
    let start = #"{"version":1,"tree":"#
    func data(_ text: String) -> Data { Data(text.utf8) }
    func corrupt(_ reason: String) -> RestorationError { .corrupt(reason) }
    return [
      (
        "a leading zero", data(start + #"{"root":01}}"#),
        corrupt("at byte 28: a number has a leading zero")
      ),
      (
        "a missing comma", data(#"{"version":1 "tree":{}}"#),
        corrupt(#"at byte 13: found '"' where ',' or '}' was expected"#)
      ),
      (
        "something after the snapshot", data(start + "{}} x"),
        corrupt("at byte 24: something follows the value")
      ),
      (
        "half a surrogate pair", data(start + #"{"a":"\ud800"}}"#),
        corrupt("at byte 26: a string escapes half of a UTF-16 surrogate pair without the other")
      ),
      (
        "an unknown escape", data(start + #"{"a":"\x"}}"#),
        corrupt("at byte 26: a string has an escape that JSON does not define")
      ),
      (
        "a raw tab in a string", data(start + "{\"a\":\"\t\"}}"),
        corrupt("at byte 26: a string holds the control character the byte 0x09 unescaped")
      ),
      (
        "an overlong UTF-8 sequence",
        data(start + #"{"a":""#) + Data([0xC0, 0x80]) + data(#""}}"#),
        corrupt("at byte 26: a string holds bytes that are not UTF-8")
      ),
      (
        "a member named twice", data(#"{"version":1,"version":1,"tree":{}}"#),
        corrupt(#"at byte 13: an object has a second member named "version""#)
      ),
      (
        "nesting past the limit",
        data(start + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"),
        corrupt("at byte 531: arrays and objects are nested deeper than 512 levels")
      ),
      ("cut short", data(start + #"{"root":"#), .truncated),
      ("cut inside a string", data(start + #"{"ro"#), .truncated),
      ("not an object", data("[1]"), corrupt("the snapshot is not a JSON object")),
      (
        "a fractional version", data(#"{"version":1.5,"tree":{}}"#),
        corrupt("version: 1.5 is not a whole number")
      ),
      (
        "a version as text", data(#"{"version":"1","tree":{}}"#),
        corrupt(#"version: "1" is not a whole number"#)
      ),
      (
        "UTF-16", Data(#"{"version":1}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        corrupt("at byte 1: found the byte 0x00 where a member name in double quotes was expected")
      ),
      (
        "a misspelt true", data(start + "tru}"),
        corrupt("at byte 23: found '}' where 'true' was expected")
      ),
      (
        "a lone minus", data(start + "-}"),
        corrupt("at byte 21: found '}' where a digit was expected")
      ),
      (
        "a number ending in a point", data(start + "1.}"),
        corrupt("at byte 22: found '}' where a digit after the decimal point was expected")
      ),
    ]
  }()

  @Test(arguments: malformed.map(\.name))
  func malformedJSONGetsAnErrorThatSaysWhereAndWhat(name: String) throws {
    let (_, data, expected) = try #require(Self.malformed.first { $0.name == name })
    var restoration = restoration
    restoration.migrate(from: 1) { _ in }
    #expect(throws: expected) { try restoration.savedTree(in: InMemorySnapshotStore(data)) }
  }

  @MainActor
  @Test func aRestoredTreeAppearsInOnePlan() throws {
    let harness = Harness(NavigationTree(root: .stack([])))
    let tree = try Self.scenarioTrees()[0]
    let store = InMemorySnapshotStore(try restoration.snapshot(of: tree))
    harness.navigator.restore(try #require(try restoration.savedTree(in: store)))
    #expect(
      harness.host.takeSteps() == [
        .replaceRoot(tree.root), .present(.pushed(.addBookScan, .addBookConfirm(title: "Dune"))),
      ])
    harness.host.expectInSync()
  }
}

/// The trees a restoration's `isValidTree` was asked about; it accepts each.
final class SeenTrees: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [NavigationTree<BookRoute>] = []

  var trees: [NavigationTree<BookRoute>] { lock.withLock { seen } }

  func append(_ tree: NavigationTree<BookRoute>) -> Bool {
    lock.withLock { seen.append(tree) }
    return true
  }
}

extension RestorationTests {
  /// The envelope is first read one level deep: an array or object where the version (or the
  /// format) belongs is still quoted in the error, not described as `null`.
  @Test func aVersionThatIsAnArrayIsDescribedAsItIs() throws {
    let data = Data(#"{"version":[1],"tree":{}}"#.utf8)
    #expect(throws: RestorationError.corrupt("version: [1] is not a whole number")) {
      try restoration.tree(from: data)
    }
  }

  @Test func aFormatThatIsAnObjectIsDescribedAsItIs() throws {
    let data = Data(#"{"format":{"v":2},"version":1,"tree":{}}"#.utf8)
    #expect(throws: RestorationError.corrupt(#"format: {"v":2} is not a format"#)) {
      try restoration.tree(from: data)
    }
  }
}
