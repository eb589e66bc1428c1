import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Routes whose payloads hold every kind of value a `Codable` route can: integers of every
/// width at their extremes, decimals, doubles, any text, nested optionals, arrays, dictionaries.
enum PayloadRoute: Hashable, Codable, Sendable {
  case home
  case book(id: Int)
  case wide(Int64)
  case unsigned(UInt64)
  case price(Decimal)
  case measure(Double)
  case note(String)
  case maybe(Int??)
  case list([Int64])
  case shelf(id: UInt64, titles: [String?], prices: [String: Decimal])
}

/// A route with a random payload, often at an extreme.
func randomPayloadRoute(_ random: inout SplitMix64) -> PayloadRoute {
  switch Int.random(in: 0..<10, using: &random) {
  case 0: return .home
  case 1: return .book(id: randomInteger(&random))
  case 2: return .wide(randomInteger(&random))
  case 3: return .unsigned(randomInteger(&random))
  case 4: return .price(randomDecimal(&random))
  case 5: return .measure(randomDouble(&random))
  case 6: return .note(randomText(&random))
  case 7:
    return .maybe(Bool.random(using: &random) ? nil : .some(.some(randomInteger(&random))))
  case 8:
    return .list((0..<Int.random(in: 0...4, using: &random)).map { _ in randomInteger(&random) })
  default:
    let titles = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      Bool.random(using: &random) ? nil : randomText(&random)
    }
    let prices = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      (randomText(&random), randomDecimal(&random))
    }
    return .shelf(
      id: randomInteger(&random), titles: titles,
      prices: Dictionary(prices, uniquingKeysWith: { first, _ in first }))
  }
}

/// An integer at an extreme of its type, near 2^53 where `Double` stops being exact, of any
/// width, or small.
func randomInteger<Integer: FixedWidthInteger>(_ random: inout SplitMix64) -> Integer {
  switch Int.random(in: 0..<4, using: &random) {
  case 0:
    return [.min, .max, .min + 1, .max - 1, 0, 1].randomElement(using: &random)!
  case 1:
    return Integer(truncatingIfNeeded: (1 << 53) + Int64.random(in: -3...3, using: &random))
  case 2:
    return Integer(truncatingIfNeeded: random.next())
  default:
    return Integer(truncatingIfNeeded: Int.random(in: -1_000...1_000, using: &random))
  }
}

/// A decimal of up to 38 significant digits, most of which no `Double` holds.
func randomDecimal(_ random: inout SplitMix64) -> Decimal {
  let digits = (0..<Int.random(in: 1...38, using: &random)).map { _ in
    String(Int.random(in: 0...9, using: &random))
  }
  let sign = Bool.random(using: &random) ? "-" : ""
  let exponent = Int.random(in: -40...40, using: &random)
  return Decimal(string: "\(sign)\(digits.joined())e\(exponent)")!
}

/// Any finite double: its bits at random, or one of the awkward ones.
func randomDouble(_ random: inout SplitMix64) -> Double {
  let awkward: [Double] = [
    0.1, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude,
    9_007_199_254_740_992, 1e16, 1e-7, 123.456,
  ]
  let double = Double(bitPattern: random.next())
  return double.isFinite && Bool.random(using: &random)
    ? double : awkward.randomElement(using: &random)!
}

/// Up to eight Unicode scalars from every range, with the characters JSON escapes.
func randomText(_ random: inout SplitMix64) -> String {
  let ranges: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x20...0x7E, 0x7F...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF,
  ]
  let special = ["\"", "\\", "/", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀", "👩‍👩‍👧", "e\u{301}"]
  var text = ""
  for _ in 0..<Int.random(in: 0...8, using: &random) {
    if Bool.random(using: &random) {
      text += special.randomElement(using: &random)!
    } else {
      let range = ranges.randomElement(using: &random)!
      text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: range, using: &random))!)
    }
  }
  return text
}

/// Migrations keep every value exactly: a snapshot that goes through migrations that change
/// nothing restores the tree that was saved, to the digit and the scalar.
@Suite struct MigrationFidelityTests {
  /// The app that wrote the snapshots: version 1.
  let old = Restoration<PayloadRoute>(version: 1)
  /// The app that reads them: version 3, with migrations 1 → 2 and 2 → 3 that change nothing.
  let current: Restoration<PayloadRoute> = {
    var restoration = Restoration<PayloadRoute>(version: 3)
    restoration.migrate(from: 1) { _ in }
    restoration.migrate(from: 2) { _ in }
    return restoration
  }()

  /// `tree`, saved by the old app and restored by the current one.
  func migrated(_ tree: NavigationTree<PayloadRoute>) throws -> NavigationTree<PayloadRoute> {
    try current.tree(from: old.snapshot(of: tree))
  }

  /// A payload with a name, for the test report.
  struct Payload: Sendable, CustomTestStringConvertible {
    let name: String
    let route: PayloadRoute
    var testDescription: String { name }
  }

  static let payloads: [Payload] = [
    Payload(name: "2^53 + 1", route: .book(id: 9_007_199_254_740_993)),
    Payload(name: "Int.max", route: .book(id: .max)),
    Payload(name: "Int.min", route: .book(id: .min)),
    Payload(name: "Int64.min", route: .wide(.min)),
    Payload(name: "UInt64.max", route: .unsigned(.max)),
    Payload(
      name: "a decimal no Double holds",
      route: .price(Decimal(string: "0.1000000000000000055511151231257827")!)),
    Payload(
      name: "38 significant digits",
      route: .price(Decimal(string: "-1234567890123456789012345.6789012345678")!)),
    Payload(name: "the smallest Double", route: .measure(.leastNonzeroMagnitude)),
    Payload(name: "the largest Double", route: .measure(.greatestFiniteMagnitude)),
    Payload(name: "negative zero", route: .measure(-0.0)),
    Payload(
      name: "escapes and Unicode",
      route: .note("\" \\ / \u{0}\u{1}\u{8}\u{C}\u{1F}\n\t\r \u{7F} \u{2028}\u{2029} é e\u{301} 中文")
    ),
    Payload(name: "emoji", route: .note("😀 👩‍👩‍👧 🏳️‍🌈 \u{FEFF}\u{FFFF}\u{10FFFF}")),
    Payload(name: "Int?? that is nil", route: .maybe(nil)),
    Payload(name: "Int?? that holds Int.min", route: .maybe(.some(.some(.min)))),
    Payload(name: "an array of extremes", route: .list([.min, -1, 0, 1, .max])),
    Payload(
      name: "arrays and dictionaries",
      route: .shelf(
        id: .max - 1, titles: ["Dune", nil, "😀", ""],
        prices: ["a": Decimal(string: "1e-20")!, "\u{2028}": Decimal(string: "9e30")!])),
  ]

  @Test(arguments: payloads)
  func aNoOpMigrationChainKeepsTheValue(_ payload: Payload) throws {
    let tree = NavigationTree<PayloadRoute>(.home, payload.route)
    let restored = try migrated(tree)
    #expect(restored == tree)
    #expect(
      try current.snapshot(of: restored) == current.snapshot(of: tree),
      "the restored tree is saved to the same bytes, so no digit or scalar changed")
  }

  @Test func anIntThatIsSomeNilRestoresAsWithoutAMigration() throws {
    // JSON cannot tell `.some(nil)` from `nil`: the route's Codable conformance writes `null`
    // and reads it back as nil, with or without a migration.
    let tree = NavigationTree<PayloadRoute>(.maybe(.some(nil)))
    #expect(try migrated(tree) == current.tree(from: current.snapshot(of: tree)))
    #expect(try migrated(tree) == NavigationTree(.maybe(nil)))
  }

  /// The same snapshot body as written by version 1 and by version 3.
  func versions(of tree: String) -> (old: Data, current: Data) {
    (
      Data(#"{"version":1,"tree":\#(tree)}"#.utf8),
      Data(#"{"version":3,"tree":\#(tree)}"#.utf8)
    )
  }

  @Test func numbersWrittenByOtherEncodersKeepTheirText() throws {
    // Digits past a Double's, an id past 2^53 written with a fraction, a member the route does
    // not read, an exponent, and white space.
    let (old, new) = versions(
      of: #"""
        { "root" : { "stack" : { "_0" : [
          {"price": {"_0": 0.1000000000000000055511151231257827}},
          {"book": {"id": 9007199254740993.0, "legacy": 1e300}},
          {"unsigned": {"_0": 18446744073709551615}}, {"unsigned": {"_0": 1E19}}
        ] } }, "presentations" : [] }
        """#)
    let expected = NavigationTree<PayloadRoute>(
      .price(Decimal(string: "0.1000000000000000055511151231257827")!),
      .book(id: 9_007_199_254_740_993), .unsigned(.max), .unsigned(10_000_000_000_000_000_000))
    #expect(try current.tree(from: new) == expected)
    #expect(try current.tree(from: old) == expected)
  }

  @Test func escapesWrittenByOtherEncodersKeepTheirScalars() throws {
    let (old, new) = versions(
      of: #"""
        {"root":{"stack":{"_0":[
          {"note":{"_0":"\u0000\u2028\ud83d\ude00\/\"\\\b\f\n\r\t\u00e9\u0065\u0301"}}
        ]}}, "presentations":[]}
        """#)
    let expected = NavigationTree<PayloadRoute>(
      .note("\u{0}\u{2028}😀/\"\\\u{8}\u{C}\n\r\té\u{65}\u{301}"))
    #expect(try current.tree(from: new) == expected)
    let restored = try current.tree(from: old)
    #expect(restored == expected)
    #expect(
      Array(restored.rootNote.unicodeScalars) == Array(expected.rootNote.unicodeScalars),
      "scalar for scalar, not only canonically equivalent")
  }

  @Test(arguments: [0x5EED_0013, 0xB00C_CA7] as [UInt64])
  func randomTreesKeepEveryValueThroughNoOpMigrations(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let tree = randomTree(&random, route: randomPayloadRoute)
      let restored = try migrated(tree)
      try #require(restored == tree, "saved:\n\(tree)\nrestored:\n\(restored)")
      try #require(try current.snapshot(of: restored) == current.snapshot(of: tree))
    }
  }
}

extension NavigationTree<PayloadRoute> {
  /// The text of the note at the bottom of the root stack, or "".
  fileprivate var rootNote: String {
    guard case .stack(let stack) = root, case .note(let text) = stack.first else { return "" }
    return text
  }
}
