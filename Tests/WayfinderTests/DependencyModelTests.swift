import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The container against a plain model of what it promises.
///
/// In the model, a scope resolves the latest registration of a key in itself or its nearest
/// ancestor that has one. Random trees of
/// scopes, registrations (with and without names, replacing and overriding) and resolutions
/// interleave, so that shared and layered registration views are rebuilt, reused and
/// invalidated in every order.
@Suite struct DependencyModelTests {
  struct Value: Sendable, Equatable {
    var tag: Int
  }
  struct Other: Sendable, Equatable {
    var tag: Int
  }

  /// What a scope registered, by type and name, in the model.
  final class ModelScope {
    let container: DependencyContainer
    let parent: ModelScope?
    var values: [String: Int] = [:]

    init(container: DependencyContainer, parent: ModelScope?) {
      self.container = container
      self.parent = parent
    }

    func expected(_ key: String) -> Int? {
      values[key] ?? parent?.expected(key)
    }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func resolutionsMatchTheModel(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var scopes = [ModelScope(container: DependencyContainer(name: "root"), parent: nil)]
    let names: [String?] = [nil, "a", "b", "ä", "a\u{308}"]
    var nextTag = 0
    for step in 0..<4_000 {
      let scope = scopes[Int.random(in: 0..<scopes.count, using: &random)]
      let name = names[Int.random(in: 0..<names.count, using: &random)]
      let isOther = Bool.random(using: &random)
      let key = "\(isOther ? "Other" : "Value")/\(name ?? "-")"
      switch Int.random(in: 0..<10, using: &random) {
      case 0 where scopes.count < 40:
        let child = scope.container.makeChild(name: "scope \(scopes.count)")
        scopes.append(ModelScope(container: child, parent: scope))
      case 0...3:
        nextTag += 1
        let tag = nextTag
        if isOther {
          scope.container.register(Other.self, name: name) { _ in Other(tag: tag) }
        } else {
          scope.container.register(Value.self, name: name) { _ in Value(tag: tag) }
        }
        // Canonically equivalent names are the same name, as String's == says.
        let canonical = key.replacingOccurrences(of: "a\u{308}", with: "ä")
        scope.values[canonical] = tag
      default:
        let canonical = key.replacingOccurrences(of: "a\u{308}", with: "ä")
        let expected = scope.expected(canonical)
        let resolved =
          isOther
          ? (try? scope.container.resolve(Other.self, name: name))?.tag
          : (try? scope.container.resolve(Value.self, name: name))?.tag
        #expect(resolved == expected, "step \(step): \(key) from \(scope.container.name)")
        if resolved != expected { return }
      }
    }
  }
}
