import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Numbers kept as their text, converted only when asked and only exactly.
@Suite struct JSONNumberTests {
  @Test func textIsAcceptedOnlyWhenJSONsGrammarAllowsIt() {
    for valid in ["0", "-0", "1", "-1", "0.5", "1e5", "1E+5", "1e-5", "-1.25e-007", "1e400"] {
      #expect(JSONNumber(valid)?.text == valid)
    }
    for invalid in [
      "", "-", "+1", "01", "-01", ".5", "5.", "1e", "1e+", "0x10", "NaN", "inf", " 1", "1 ",
      "1_000",
      "١",
    ] {
      #expect(JSONNumber(invalid) == nil, "\(invalid)")
    }
  }

  @Test func integersAreReadExactlyOrNotAtAll() {
    #expect(JSONNumber("9007199254740993")?.int == 9_007_199_254_740_993)
    #expect(JSONNumber("9223372036854775807")?.int == .max)
    #expect(JSONNumber("9223372036854775808")?.int == nil)
    #expect(JSONNumber("9223372036854775808")?.uint64 == 9_223_372_036_854_775_808)
    #expect(JSONNumber("-9223372036854775808")?.int64 == .min)
    #expect(JSONNumber("-1")?.uint64 == nil)
    #expect(JSONNumber("18446744073709551615")?.uint64 == .max)
    #expect(JSONNumber("18446744073709551616")?.uint64 == nil)
    #expect(JSONNumber("1e2")?.int == 100)
    #expect(JSONNumber("1.0")?.int == 1)
    #expect(JSONNumber("0.001e3")?.int == 1)
    #expect(JSONNumber("-0")?.int == 0)
    #expect(JSONNumber("0e99999999999999999999")?.int == 0)
    #expect(JSONNumber("1.5")?.int == nil)
    #expect(JSONNumber("1e-1")?.int == nil)
    #expect(JSONNumber("1e99999999999999999999")?.int == nil)
    #expect(JSONNumber("255")?.integer(as: UInt8.self) == 255)
    #expect(JSONNumber("256")?.integer(as: UInt8.self) == nil)
  }

  @Test func doublesAreTheNearestAndDecimalsAreExactOrNil() {
    #expect(JSONNumber("0.1000000000000000055511151231257827")?.double == 0.1)
    #expect(JSONNumber("1e400")?.double == nil)
    #expect(JSONNumber("1e-400")?.double == 0)
    #expect(
      JSONNumber("0.1000000000000000055511151231257827")?.decimal
        == Decimal(string: "0.1000000000000000055511151231257827"))
    #expect(JSONNumber("1.50")?.decimal == Decimal(string: "1.5"))
    #expect(JSONNumber("1e127")?.decimal != nil)
    #expect(JSONNumber("1e400")?.decimal == nil)
    #expect(JSONNumber("1234567890123456789012345678901234567890123")?.decimal == nil)
  }

  @Test func numbersMadeFromValuesAreSpelledAsJSONEncoderSpellsThem() throws {
    var random = SplitMix64(seed: 0xD0_0B1E)
    var doubles: [Double] = [
      0, -0.0, 1, 0.1, 1e16, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 100,
    ]
    doubles += (0..<2_000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
    let encoded = String(decoding: try JSONEncoder().encode(doubles), as: UTF8.self)
    let texts = doubles.map { JSONNumber($0)!.text }
    #expect("[" + texts.joined(separator: ",") + "]" == encoded)
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(-Double.infinity) == nil)
    #expect(JSONNumber(UInt64.max).text == "18446744073709551615")
    #expect(JSONNumber(Decimal(string: "-1.5e-20")!)?.text == "-0.000000000000000000015")
    #expect(JSONNumber(Decimal.nan) == nil)
  }

  @Test func equalityIsByTextSoARoundTripIsExact() {
    #expect(JSONNumber(42) == JSONNumber("42"))
    #expect(JSONNumber(1.0) == JSONNumber(1))
    #expect(JSONNumber("1.0") != JSONNumber("1"), "different text, different JSON")
    #expect(JSONNumber("-0") != JSONNumber("0"))
    let literal: JSONNumber = 42
    #expect(literal == JSONNumber(42))
    let value: JSONValue = ["id": 42, "ratio": 0.5, "name": "Dune", "tags": ["a"], "new": true]
    #expect(value["id"] == .number(JSONNumber(42)))
    #expect(value["ratio"] == .number(JSONNumber("0.5")!))
  }

  @Test func membersAreReadAndWrittenThroughOptionalChains() {
    var route: JSONValue = ["bookDetail": ["id": 42, "title": "Dune"]]
    #expect(route["bookDetail"]?["id"] == 42)
    route["bookDetail"]?["id"] = "42"
    #expect(route == ["bookDetail": ["id": "42", "title": "Dune"]])
    route["bookDetail"]?["title"] = nil
    #expect(route == ["bookDetail": ["id": "42"]], "nil removes the member")
    route["missing"]?["id"] = 1
    #expect(route == ["bookDetail": ["id": "42"]], "nothing is made on the way")
  }

  /// A value with every awkward number, as a payload of a `Codable` type.
  struct Holder: Codable, Equatable {
    var value: JSONValue
  }

  @Test func aJSONValueInsideACodableTypeKeepsWhatFoundationsCodersHold() throws {
    let numbers = [
      "-9223372036854775808", "18446744073709551615", "0.1", "-0", "5e-324", "1e+300",
      "0.1000000000000000055511151231257827", "1.7976931348623157e+308",
    ]
    let value = JSONValue.array(numbers.map { .number(JSONNumber($0)!) })
    let data = try JSONEncoder().encode(Holder(value: value))
    #expect(
      try JSONDecoder().decode(Holder.self, from: data) == Holder(value: value),
      "\(String(decoding: data, as: UTF8.self))")
    let respelled: JSONValue = [.number(JSONNumber("1.0")!), .number(JSONNumber("1e30")!)]
    #expect(
      try JSONDecoder().decode(Holder.self, from: JSONEncoder().encode(Holder(value: respelled)))
        == Holder(value: [1, .number(JSONNumber("1e+30")!)]),
      "the value is kept, not its spelling")
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Holder(value: .number(JSONNumber("1e400")!)))
    }
  }
}
