import Wayfinder

extension InspectorModel {
  /// Shows the tree of journal point `sequence` again, through the app's own restoration.
  ///
  /// The tree goes through `Restoration.snapshot(of:)` and `Restoration.tree(from:)`, as a
  /// saved snapshot does, so the app's validation and migrations apply; the navigator then
  /// restores it (`Navigator.restore(_:)`), re-creating flows with its flow factory. Nothing
  /// else of the app runs again. The journal records the jump as a restoration.
  ///
  /// - Throws: ``InspectorError/pointNotKept(sequence:kept:)`` for a point the history does not
  ///   hold, ``InspectorError/pointInvalid(sequence:reason:)`` for one that no longer restores
  ///   as it was (a route the app no longer accepts), ``InspectorError/notStarted`` before the
  ///   root flow started. The navigator is untouched then.
  func jump(to sequence: Int) throws(InspectorError) {
    guard navigator.rootFlow.isRunning else { throw .notStarted }
    guard let event = history.event(numbered: sequence) else {
      throw .pointNotKept(sequence: sequence, kept: history.kept)
    }
    let restoration = options.restoration
    let restored: NavigationTree<Route>
    do {
      restored = try restoration.tree(from: try restoration.snapshot(of: event.tree))
    } catch .noValidRoot {
      // A root route the app no longer accepts: name it, as for any other route.
      throw .pointInvalid(sequence: sequence, reason: difference(of: event.tree))
    } catch {
      throw .pointInvalid(sequence: sequence, reason: error.description)
    }
    guard restored == event.tree else {
      throw .pointInvalid(sequence: sequence, reason: difference(of: event.tree))
    }
    navigator.restore(restored)
  }

  /// Why a point's tree does not restore as it was: its first route the app's restoration no
  /// longer accepts.
  private func difference(of tree: NavigationTree<Route>) -> String {
    let isValid = options.restoration.isValid
    for path in tree.allStackPaths {
      guard let stack = try? tree.stack(at: path),
        let index = stack.firstIndex(where: { !isValid($0) })
      else { continue }
      return "the route \(redact(stack[index])) at index \(index) of \(path) is no longer valid"
    }
    return "restoring it gives another tree than the one recorded"
  }
}
