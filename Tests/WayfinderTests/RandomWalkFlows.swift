import Wayfinder

@MainActor
final class WalkFlow: Coordinator<BookRoute, Int> {
  let registry: WalkRegistry
  let number: Int
  let handlesIntents: Bool
  /// Whether the flow registered its own ``WalkTheme`` before it started, which its scope
  /// keeps as an override and its children inherit.
  let overridesTheme: Bool

  /// Whether the flow is kept when its presentation is dismissed (``keepsWhenDismissed``).
  let keeps: Bool

  init(
    registry: WalkRegistry, number: Int, handlesIntents: Bool, overridesTheme: Bool = false,
    keeps: Bool = false
  ) {
    self.registry = registry
    self.number = number
    self.handlesIntents = handlesIntents
    self.overridesTheme = overridesTheme
    self.keeps = keeps
    super.init()
    if overridesTheme {
      dependencies.register(WalkTheme.self) { _ in WalkTheme(number: number) }
    }
  }

  override var flowName: String { "Walk\(number)" }

  override var keepsWhenDismissed: Bool { keeps }

  /// Everything the walk has a walk flow do: every kind of route, and walk flows started at
  /// every placement the walk uses, so that the walk runs ``Navigator/checksDeclarations``
  /// with a declaration to compare and any report of it is a false one.
  override class var declaration: FlowDeclaration<BookRoute> {
    let styles = PresentationStyle.allStyles(overlay: "floatingMenu").filter { !$0.isDialog }
    let placements: [FlowPlacement] =
      [.push, .replacingStack] + styles.map { .present($0) } + ["home", "qna"].map { .tab($0) }
    return FlowDeclaration(
      shows: [
        .home, .qna, .library, .bookDetail(id: 0), .addBookScan, .addBookConfirm(title: ""),
        .askQuestion, .questionResult(id: 0), .login, .settings,
      ],
      starts: placements.map { .flow(WalkFlow.self, $0) })
  }

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
    registry.finishCount += 1
    registry.causes[cause, default: 0] += 1
  }
}

/// A service made once per flow (``DependencyScope/flow``), released when the flow finishes.
final class WalkService: Sendable {}

/// A value the app registers and some flows override in their own scope.
struct WalkTheme: Sendable {
  let number: Int
}

/// What the walk knows of the flows it made, while they are alive.
///
/// A flow is tracked from the moment the walk makes it until the check after it was
/// deallocated: that check looks once at how often it finished and at what it held (its
/// scope, its flow service), then forgets it. So the check after each operation costs what is
/// alive, not what the walk ever made.
@MainActor
final class WalkRegistry {
  /// How often each tracked flow finished.
  var finishes: [Int: Int] = [:]
  /// The tracked flows that started (or were re-created for restored routes).
  var started: Set<Int> = []
  var causes: [FinishCause: Int] = [:]
  /// How many flows finished in the whole walk.
  var finishCount = 0
  /// How many deallocated flows the check looked at and forgot.
  var forgottenCount = 0
  /// How many flow services the walk resolved.
  var servicesResolved = 0
  /// How many of the navigator's issues the check has looked at: each is looked at once.
  var checkedIssues = 0
  var adoptedNumbers = 1_000_000
  var flows: [Int: Tracked] = [:]

  /// A flow the walk made, held weakly, with what it held.
  struct Tracked {
    weak var flow: WalkFlow?
    /// The flow's scope, once the walk resolved from it.
    weak var scope: DependencyContainer?
    /// The flow's ``WalkService``, once the walk resolved it.
    weak var service: WalkService?
  }

  func track(_ flow: WalkFlow) {
    flows[flow.number] = Tracked(flow: flow)
  }

  /// A flow for a route a tree replacement put in, as the app's flow factory would make.
  func adoptedFlow() -> WalkFlow {
    adoptedNumbers += 1
    let flow = WalkFlow(registry: self, number: adoptedNumbers, handlesIntents: false)
    track(flow)
    return flow
  }

  /// Checks the tracked flows: the live ones now, each deallocated one a last time.
  ///
  /// A deallocated flow is forgotten after its check. `leaks` are what a finished flow left
  /// alive, `problems` the rest.
  func check() -> (problems: [String], leaks: [String]) {
    var problems: [String] = []
    var leaks: [String] = []
    var gone: [Int] = []
    for (number, tracked) in flows {
      let finishes = self.finishes[number, default: 0]
      if finishes > 1 { problems.append("Walk\(number) finished \(finishes) times") }
      if let flow = tracked.flow {
        if case .finished = flow.flowState {
          leaks.append("Walk\(number) finished but is alive")
        }
        continue
      }
      if finishes != (started.contains(number) ? 1 : 0) {
        problems.append("Walk\(number) is gone but finished \(finishes) times")
      }
      if tracked.service != nil {
        leaks.append("the flow service of Walk\(number) outlived its flow")
      }
      if let scope = tracked.scope {
        leaks.append(
          "the scope \(scope.name) of Walk\(number) outlived its flow"
            + (scope.isEnded ? "" : " and was never ended"))
      }
      gone.append(number)
    }
    for number in gone {
      flows[number] = nil
      finishes[number] = nil
      started.remove(number)
    }
    forgottenCount += gone.count
    return (problems, leaks)
  }
}
