import Observation
import Synchronization
import Testing
import Wayfinder

/// The live tree is observable, so SwiftUI binds to it as is.
@MainActor
@Suite struct ObservationTests {
  final class Flag: Sendable {
    private let value = Mutex(false)
    var changed: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
  }

  @Test func changingTheTreeNotifiesObservers() throws {
    let harness = Harness()
    let flag = Flag()
    withObservationTracking {
      _ = harness.navigator.tree
    } onChange: {
      flag.set()
    }
    #expect(!flag.changed)
    try harness.app.push(.settings)
    #expect(flag.changed)
  }
}
