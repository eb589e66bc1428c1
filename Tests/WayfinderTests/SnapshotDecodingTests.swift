import Foundation
import Testing
import Wayfinder

/// A restored tree is the tree `JSONDecoder` decodes from the snapshot's `tree`, value for value,
/// whatever the routes hold and however their numbers are spelled, and fails where it fails.
@Suite struct SnapshotDecodingTests {
  /// Routes with what a general decoder reads its own way: every number type, dates, data,
  /// URLs, optional and nested values, keys out of ASCII, and code that catches its own errors.
  enum OddRoute: Hashable, Codable, Sendable {
    case home
    case numbers(Int8, UInt16, Int32, UInt, Float, Double, Bool)
    case when(Date, Data, URL)
    case dated(Date, Date?)
    case named(NamedPayload)
    case lenient(Lenient)
    case nested([[Int]], [String: [Double?]])
  }

  struct NamedPayload: Hashable, Codable, Sendable {
    var cafe: String
    var tags: Set<String>

    /// The name `café` is precomposed: a snapshot may spell it decomposed.
    enum CodingKeys: String, CodingKey {
      case cafe = "caf\u{E9}"
      case tags
    }
  }

  /// Reads its count as an `Int`, or failing that as text: what a number reads as decides it.
  struct Lenient: Hashable, Codable, Sendable {
    var count: Int?
    var text: String?

    init(count: Int?, text: String?) {
      self.count = count
      self.text = text
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let count = try? container.decode(Int.self) {
        self.init(count: count, text: nil)
      } else if let double = try? container.decode(Double.self) {
        self.init(count: nil, text: "\(double)")
      } else {
        self.init(count: nil, text: try container.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      if let count { try container.encode(count) } else { try container.encode(text ?? "") }
    }
  }

  /// What `tree(from:)` gives for a snapshot holding `tree`, against what `JSONDecoder` gives.
  func expectSameAsJSONDecoder(_ tree: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let snapshot = Data(#"{"format":2,"tree":\#(tree),"version":1}"#.utf8)
    let restored = Result { try Restoration<OddRoute>(version: 1).tree(from: snapshot) }
    let decoded = Result {
      try JSONDecoder().decode(NavigationTree<OddRoute>.self, from: Data(tree.utf8))
    }
    switch (restored, decoded) {
    case (.success(let restored), .success(let decoded)):
      #expect(restored == decoded, sourceLocation: sourceLocation)
    case (.failure, .failure): break
    default:
      Issue.record("restored \(restored), decoded \(decoded)", sourceLocation: sourceLocation)
    }
  }

  func stack(_ routes: String) -> String {
    #"{"presentations":[],"root":{"stack":{"_0":[\#(routes)]}}}"#
  }

  @Test func oddRoutesRoundTrip() throws {
    let routes: [OddRoute] = [
      .home, .numbers(-128, 65_535, .min, .max, 0.1, -0.0, true),
      .when(Date(timeIntervalSinceReferenceDate: 12.5), Data([0, 1, 254]), URL(string: "a://b")!),
      .dated(Date(timeIntervalSinceReferenceDate: -1e9), nil),
      .dated(Date(timeIntervalSinceReferenceDate: 0.1), Date(timeIntervalSince1970: 1e-7)),
      .named(NamedPayload(cafe: "tab\t\"quote\" é 😀", tags: ["a", "b"])),
      .lenient(Lenient(count: 3, text: nil)), .lenient(Lenient(count: nil, text: "x")),
      .nested([[1, 2], [], [-3]], ["k": [1.5, nil], "": []]),
    ]
    let tree = NavigationTree<OddRoute>(root: .stack(Stack(routes)))
    let restoration = Restoration<OddRoute>(version: 1)
    #expect(try restoration.tree(from: restoration.snapshot(of: tree)) == tree)
  }

  @Test(arguments: [
    #"{"numbers":{"_0":1e2,"_1":7,"_2":-0,"_3":0,"_4":1,"_5":1E400,"_6":false}}"#,
    #"{"numbers":{"_0":1.0,"_1":7,"_2":3,"_3":0,"_4":1,"_5":2,"_6":true}}"#,
    #"{"numbers":{"_0":128,"_1":7,"_2":3,"_3":0,"_4":1,"_5":2,"_6":true}}"#,
    #"{"numbers":{"_0":-1,"_1":-0,"_2":3,"_3":0,"_4":1e-3,"_5":-0.0,"_6":true}}"#,
    #"{"numbers":{"_0":-1,"_1":-1,"_2":3,"_3":0,"_4":3.4e39,"_5":5e-324,"_6":true}}"#,
    #"{"numbers":{"_0":"1","_1":7,"_2":3,"_3":0,"_4":1,"_5":2,"_6":1}}"#,
    #"{"numbers":{"_0":1,"_1":7,"_2":3,"_3":0,"_4":1,"_5":2}}"#,
    #"{"numbers":{"_0":1,"_1":7,"_2":3,"_3":null,"_4":1,"_5":2,"_6":true}}"#,
    #"{"when":{"_0":1.5,"_1":"AAE=","_2":"https://x.org/a%20b"}}"#,
    #"{"when":{"_0":0,"_1":"not base 64","_2":"a://b"}}"#,
    #"{"dated":{"_0":1e2,"_1":null}}"#, #"{"dated":{"_0":-0.5,"_1":7}}"#,
    #"{"dated":{"_0":"2020-01-01"}}"#, #"{"dated":{"_0":1E400}}"#,
    #"{"named":{"_0":{"caf\u00e9":"x","tags":["a","a"]}}}"#,
    #"{"named":{"_0":{"cafe\u0301":"decomposed","tags":[]}}}"#,
    #"{"lenient":{"_0":12}}"#, #"{"lenient":{"_0":12.0}}"#, #"{"lenient":{"_0":1e1}}"#,
    #"{"lenient":{"_0":"12"}}"#, #"{"lenient":{"_0":99999999999999999999}}"#,
    #"{"nested":{"_0":[[1],[2,3]],"_1":{"a":[null,1]}}}"#,
    #"{"nested":{"_0":[[1],null],"_1":{}}}"#,
    #"{"home":{},"extra":1}"#, #"{"home":{"unknown":[1,{"x":"\"]"}]}}"#, #"{"nowhere":{}}"#,
    #"{"home":[]}"#, #"[]"#, #"null"#,
  ])
  func aRouteDecodesAsJSONDecoderDecodesIt(route: String) {
    expectSameAsJSONDecoder(stack(route))
    expectSameAsJSONDecoder(stack(#"{"home":{}}, \#(route) , {"home":{}}"#))
  }

  @Test func aTreeDecodesAsJSONDecoderDecodesIt() {
    expectSameAsJSONDecoder(#"{"root":{"stack":{"_0":[]}},"presentations":[]}"#)
    expectSameAsJSONDecoder(#"{"root":{"stack":{"_0":[{"home":{}}]}}}"#)
    expectSameAsJSONDecoder(
      #" { "root" : { "stack" : { "_0" : [ { "home" : { } } ] } } , "presentations" : [ ] } "#)
    expectSameAsJSONDecoder(#"{"root":{"stack":{"_0":[{"home":{}}],"_1":2}},"presentations":[]}"#)
    expectSameAsJSONDecoder(#"{"root":{"tabs":{"_0":[]}},"presentations":[]}"#)
  }
}
