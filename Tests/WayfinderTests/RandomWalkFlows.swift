import Wayfinder

@MainActor
final class WalkFlow: Coordinator<BookRoute, Int> {
  let registry: WalkRegistry
  let number: Int
  let handlesIntents: Bool

  init(registry: WalkRegistry, number: Int, handlesIntents: Bool) {
    self.registry = registry
    self.number = number
    self.handlesIntents = handlesIntents
  }

  override var flowName: String { "Walk\(number)" }

  override func start() {
    registry.started.insert(number)
    // The walk starts flows anywhere, so the push may be refused (a presentation covers the
    // stack); a refusal is one of the outcomes the walk explores, not a failure.
    try? push(.bookDetail(id: number))
  }

  override func didRestore() {
    registry.started.insert(number)
  }

  override func handle(_ intent: any NavigationIntent) -> Bool {
    guard handlesIntents, case TestIntent.openBook(let id) = intent else { return false }
    // Refused as in start() when the walk has covered the flow's stack.
    try? push(.bookDetail(id: id))
    return true
  }

  override func didFinish(_ cause: FinishCause) {
    registry.finishes[number, default: 0] += 1
    registry.causes[cause, default: 0] += 1
  }
}

@MainActor
final class WalkRegistry {
  var finishes: [Int: Int] = [:]
  var started: Set<Int> = []
  var causes: [FinishCause: Int] = [:]
  var adoptedNumbers = 1_000_000

  /// A flow for a route a tree replacement put in, as the app's flow factory would make.
  func adoptedFlow() -> WalkFlow {
    adoptedNumbers += 1
    let flow = WalkFlow(registry: self, number: adoptedNumbers, handlesIntents: false)
    flows[adoptedNumbers] = WeakFlow(flow: flow)
    return flow
  }
  var flows: [Int: WeakFlow] = [:]

  struct WeakFlow {
    weak var flow: WalkFlow?
  }
}
