import Foundation
import Testing
import Wayfinder

/// A snapshot is, byte for byte, what `JSONEncoder` with sorted keys writes for its envelope,
/// whatever the routes hold and however their `encode(to:)` fills its containers.
@Suite struct SnapshotEncodingTests {
  typealias OddRoute = SnapshotDecodingTests.OddRoute

  /// The envelope as the snapshot declares it: format, version, tree.
  struct Envelope<Route: NavigationRoute>: Encodable {
    var format: Int? = Restoration<Route>.format
    var version: Int
    var tree: NavigationTree<Route>
  }

  /// Routes whose encoding fills containers in every order a conformance may.
  enum Shape: Hashable, Codable, Sendable {
    case plain
    case interleaved
    case late
    case nothing
    case twice
    case duplicate
    case superEncoder
    case unsorted
    case escaped(String)

    enum Key: String, CodingKey {
      case zeta, alpha, middle, _10, _2, shape
      case upper = "Upper"
    }

    init(from decoder: any Decoder) throws { self = .plain }

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .plain:
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("plain", forKey: .shape)
      case .interleaved:
        var container = encoder.container(keyedBy: Key.self)
        var first = container.nestedContainer(keyedBy: Key.self, forKey: .zeta)
        var second = container.nestedUnkeyedContainer(forKey: .alpha)
        try second.encode(1)
        try first.encode(2, forKey: .middle)
        try second.encode(3)
      case .late:
        var container = encoder.container(keyedBy: Key.self)
        var nested = container.nestedContainer(keyedBy: Key.self, forKey: .zeta)
        try container.encode(1, forKey: .alpha)
        try nested.encode(2, forKey: .middle)
      case .nothing:
        break
      case .twice:
        var first = encoder.container(keyedBy: Key.self)
        try first.encode(1, forKey: .zeta)
        var second = encoder.container(keyedBy: Key.self)
        try second.encode(2, forKey: .alpha)
      case .duplicate:
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .alpha)
        try container.encode(2, forKey: .zeta)
        try container.encode(3, forKey: .alpha)
      case .superEncoder:
        var container = encoder.container(keyedBy: Key.self)
        try "super".encode(to: container.superEncoder())
      case .unsorted:
        var container = encoder.container(keyedBy: Key.self)
        for key in [Key.zeta, .middle, ._2, .upper, ._10, .alpha] {
          try container.encode(key.stringValue, forKey: key)
        }
        var list = container.nestedUnkeyedContainer(forKey: .shape)
        try list.encode(["b": 1, "a": 2, "B": 3])
        try list.encode([3: "x", 20: "y"])
      case .escaped(let text):
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(text, forKey: .shape)
      }
    }
  }

  func expectSameAsJSONEncoder<Route: NavigationRoute>(
    _ routes: [Route], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tree = NavigationTree<Route>(root: .stack(Stack(routes)))
    let snapshot = Result { try Restoration<Route>(version: 3).snapshot(of: tree) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let encoded = Result { try encoder.encode(Envelope(version: 3, tree: tree)) }
    switch (snapshot, encoded) {
    case (.success(let snapshot), .success(let encoded)):
      #expect(
        String(decoding: snapshot, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
        sourceLocation: sourceLocation)
    case (.failure, .failure): break
    default:
      Issue.record("snapshot \(snapshot), encoded \(encoded)", sourceLocation: sourceLocation)
    }
  }

  @Test func oddRoutesAreWrittenAsJSONEncoderWritesThem() {
    var everyByte = ""
    for scalar in 0..<0x80 { everyByte.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    let routes: [OddRoute] = [
      .home, .numbers(-128, 65_535, .min, .max, 0.1, -0.0, true),
      .numbers(0, 0, 0, 0, 1e16, 1e-7, false),
      .numbers(0, 0, 0, 0, 3, .leastNonzeroMagnitude, false),
      .numbers(0, 0, 0, 0, .greatestFiniteMagnitude, 123.456, false),
      .named(.init(cafe: everyByte + "é😀\u{2028}/", tags: ["a", "b", "c"])),
      .lenient(.init(count: 3, text: nil)), .lenient(.init(count: nil, text: "x/y")),
      .nested([[1, 2], [], [-3]], ["k": [1.5, nil], "": [], "K": [2]]),
      .dated(Date(timeIntervalSinceReferenceDate: -1e9), nil),
      .dated(Date(timeIntervalSinceReferenceDate: 0.1), Date(timeIntervalSince1970: 1e-7)),
    ]
    expectSameAsJSONEncoder(routes)
    for route in routes { expectSameAsJSONEncoder([route]) }
    expectSameAsJSONEncoder(
      routes + [.when(Date(timeIntervalSinceReferenceDate: 1), Data([1, 2]), URL(string: "a:b")!)])
    expectSameAsJSONEncoder([OddRoute.numbers(0, 0, 0, 0, .infinity, 1, true)])
    expectSameAsJSONEncoder([OddRoute.numbers(0, 0, 0, 0, 1, .nan, true)])
  }

  @Test(arguments: [
    Shape.plain, .interleaved, .late, .nothing, .twice, .duplicate, .superEncoder, .unsorted,
    .escaped("quote \" back \\ slash / tab \t"), .escaped("\u{1F}\u{7F}é"),
  ])
  func everyWayOfFillingContainersIsWrittenAsJSONEncoderWritesIt(shape: Shape) {
    expectSameAsJSONEncoder([shape])
    expectSameAsJSONEncoder([.plain, shape, .unsorted])
  }
}
