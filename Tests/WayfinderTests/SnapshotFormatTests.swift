import Foundation
import Testing
import Wayfinder

/// Snapshots carry Wayfinder's format; today's snapshots (format 1, written before formats had
/// numbers) migrate to format 2 and restore to the same screens, every value exact.
@Suite struct SnapshotFormatTests {
  /// The envelope Saving and Restoring shows, byte for byte.
  @Test func aSnapshotIsTheTreeInAnEnvelopeOfFormatAndVersion() throws {
    let data = try Restoration<BookRoute>(version: 1).snapshot(of: NavigationTree(.home))
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"format":2,"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}},"version":1}"#
    )
  }

  @Test func aSnapshotDeclaresTheFormatItIsWrittenIn() throws {
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: NavigationTree(.home))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["format"] as? Int == Restoration<BookRoute>.format)
    #expect(Restoration<BookRoute>.format == 2)
  }

  @Test func aFormatOneSnapshotRestoresToTheSameScreensWithExactValues() throws {
    // Written by the previous release: no format member, styles as text, a 64-bit id.
    let old = Data(
      #"{"tree":{"presentations":[{"container":{"stack":{"_0":[{"book":{"id":9007199254740993}}]}},"style":"pushed"},{"container":{"stack":{"_0":[{"wide":{"_0":-9223372036854775808}}]}},"style":"sheet"}],"root":{"stack":{"_0":[{"home":{}}]}}},"version":1}"#
        .utf8)
    var expected = NavigationTree<PayloadRoute>(.home)
    expected.present(.pushed(.book(id: 9_007_199_254_740_993)))
    expected.present(.sheet(.wide(Int64.min)))
    let restoration = Restoration<PayloadRoute>(version: 1)
    #expect(try restoration.tree(from: old) == expected)

    // The app's own migrations run after the format's.
    var next = Restoration<PayloadRoute>(version: 2)
    next.migrate(from: 1) { _ in }
    #expect(try next.tree(from: old) == expected)
  }

  @Test func aSnapshotFromANewerFormatIsRefusedWithATypedError() throws {
    let newer = Data(
      #"{"format":3,"version":1,"tree":{"root":{"stack":{"_0":[]}},"presentations":[]}}"#.utf8)
    let restoration = Restoration<BookRoute>(version: 1)
    #expect(throws: RestorationError.unknownFormat(found: 3, supported: 2)) {
      try restoration.tree(from: newer)
    }
    #expect(throws: RestorationError.self) {
      try restoration.tree(
        from: Data(
          #"{"format":"two","version":1,"tree":{"root":{"stack":{"_0":[]}},"presentations":[]}}"#
            .utf8))
    }
  }
}
