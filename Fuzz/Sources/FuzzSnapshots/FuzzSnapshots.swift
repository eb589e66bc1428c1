import Foundation
import FuzzSupport
@_spi(Testing) import Wayfinder

enum FuzzRoute: Hashable, Codable, Sendable {
  case home, library
  case detail(Int)
  case question(String)
  case count(UInt64)
  case price(Decimal)
}

/// The app at version 2: version 1 called Book Detail "book".
let restoration: Restoration<FuzzRoute> = {
  var restoration = Restoration<FuzzRoute>(version: 2)
  restoration.migrate(from: 1) { tree in
    tree = tree.renamingKey("book", to: "detail")
  }
  restoration.isValid = { $0 != .detail(404) }
  return restoration
}()

/// The same app at version 3, whose migration from 2 changes nothing: every snapshot of
/// version 2 or older goes through the JSON reader and writer to reach it.
let throughNoOpMigration: Restoration<FuzzRoute> = {
  var later = restoration
  later.version = 3
  later.migrate(from: 2) { _ in }
  return later
}()

/// Any bytes, as a snapshot: restoring must give a tree or a typed error, never crash; a
/// restored tree must encode and restore to itself; and a no-op migration must restore exactly
/// what restoring without it does.
func restore(_ data: Data) {
  let result = saved(data, with: restoration)
  if case .success(let tree?) = result,
    let again = try? restoration.tree(from: restoration.snapshot(of: tree))
  {
    precondition(again == tree, "a restored tree did not round-trip")
  }
  if case .failure(.unknownVersion) = result { return }
  let migrated = saved(data, with: throughNoOpMigration)
  switch (migrated, result) {
  case (.success(let through), .success(let plain)):
    precondition(through == plain, "a no-op migration changed the restored tree")
  case (.failure, .failure):
    break
  default:
    preconditionFailure(
      "restoring with a no-op migration and restoring without it disagree: \(migrated) vs \(result)"
    )
  }
}

/// The tree `data` restores to with `restoration`, or why it does not.
func saved(_ data: Data, with restoration: Restoration<FuzzRoute>)
  -> Result<NavigationTree<FuzzRoute>?, RestorationError>
{
  do {
    return .success(try restoration.savedTree(in: InMemorySnapshotStore(data)))
  } catch {
    return .failure(error)
  }
}

/// Any bytes, as JSON: the reader gives a value or an error inside the bytes, never a crash;
/// what the writer makes of a value reads back to that value and writes the same bytes again.
func readAndWrite(_ data: Data) {
  let value: JSONValue
  do {
    value = try JSONValue(parsing: data)
  } catch {
    precondition((0...data.count).contains(error.offset), "an error outside the bytes")
    return
  }
  let written = Data(value.description.utf8)
  guard let again = try? JSONValue(parsing: written) else {
    preconditionFailure("the writer's output does not read back: \(value)")
  }
  precondition(again == value, "read → write → read changed the value")
  precondition(
    Data(again.description.utf8) == written, "read → write → read → write changed the bytes")
}

runFuzzer { start, count in
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  restore(data)
  readAndWrite(data)
  return 0
}
