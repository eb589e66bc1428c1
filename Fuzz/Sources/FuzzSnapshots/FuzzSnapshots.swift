import Foundation
import FuzzSupport
import Wayfinder

enum FuzzRoute: Hashable, Codable, Sendable {
  case home, library
  case detail(Int)
  case question(String)
}

let restoration: Restoration<FuzzRoute> = {
  var restoration = Restoration<FuzzRoute>(version: 2)
  restoration.migrate(from: 1) { tree in
    tree = tree.renamingKey("book", to: "detail")
  }
  restoration.isValid = { $0 != .detail(404) }
  return restoration
}()

/// Any bytes, as a snapshot: restoring must give a tree or a typed error and the initial
/// state, never crash; a restored tree must encode and restore to itself.
func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let initial = NavigationTree<FuzzRoute>(.home)
  let result = restoration.restore(from: InMemorySnapshotStore(data), initial: initial)
  if result.error != nil {
    precondition(result.tree == initial)
  } else if let again = try? restoration.tree(from: restoration.snapshot(of: result.tree)) {
    precondition(again == result.tree, "a restored tree did not round-trip")
  }
  return 0
}

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawPointer(data), count)
}
