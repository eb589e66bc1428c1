import Benchmark
import BenchmarkFixtures
import MallocCounters
import Wayfinder
import WayfinderTesting

// The navigation explorer on the cookbook fixture, side by side with its floor.
//
// (a) `explore-fixture`: one whole exploration to a fixed depth, every check on. The explorer
//     reaches a state again by launching the app anew and replaying the moves from launch, so
//     one transition costs a launch, the moves to the state, the move, its settling and the
//     checks of the state it reaches.
// (b) `bare-moves-fixture`: as many moves as that exploration made (its transitions), made on
//     one launched app through its screens' intents and the host's back, each settled as the
//     explorer settles a move (two turns of the main actor). The ratio of the two is what the
//     replays and the checks cost over the moves themselves.
// (c) `explore-memory-fixture`: what an exploration keeps per state, the growth of malloc'd
//     bytes between a small and a large exploration over the difference in states; against
//     `bare-trees-fixture`, the bytes of keeping each state's navigation tree instead.

/// The depth of the measured exploration.
let exploredDepth = 6
/// The state budgets of the two explorations whose difference gives the bytes per state.
let memoryBudgets = (small: 50, large: 600)

let transitionsPerSecond = BenchmarkMetric.custom(
  "transitions per second", polarity: .prefersLarger, useScalingFactor: false)
let statesPerSecond = BenchmarkMetric.custom(
  "states per second", polarity: .prefersLarger, useScalingFactor: false)
/// The transitions of one exploration, or the moves of the bare run.
let transitionCount = BenchmarkMetric.custom(
  "transitions", polarity: .prefersLarger, useScalingFactor: false)
let stateCount = BenchmarkMetric.custom(
  "states", polarity: .prefersLarger, useScalingFactor: false)
/// What the explorer keeps per state once it has explored.
let bytesPerState = BenchmarkMetric.custom(
  "bytes per state", polarity: .prefersSmaller, useScalingFactor: false)
/// The same with the exploration's report kept too.
let bytesPerStateWithReport = BenchmarkMetric.custom(
  "bytes per state with report", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
  let explorations = Benchmark.Configuration(
    metrics: [.wallClock, transitionsPerSecond, statesPerSecond, transitionCount, stateCount],
    timeUnits: .nanoseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 20)

  Benchmark("explore-fixture depth \(exploredDepth)/1", configuration: explorations) {
    benchmark in
    let run = await exploreFixture()
    benchmark.measurement(transitionCount, run.transitions)
    benchmark.measurement(stateCount, run.states)
    benchmark.measurement(transitionsPerSecond, perSecond(run.transitions, run.duration))
    benchmark.measurement(statesPerSecond, perSecond(run.states, run.duration))
  }

  let bareMoves = Benchmark.Configuration(
    metrics: [.wallClock, transitionsPerSecond, transitionCount],
    timeUnits: .nanoseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 20)
  Benchmark("bare-moves-fixture/1", configuration: bareMoves) { benchmark in
    let run = await bareMovesOnFixture()
    benchmark.measurement(transitionCount, run.moves)
    benchmark.measurement(transitionsPerSecond, perSecond(run.moves, run.duration))
  }

  // (d) `main-actor-turns`: turns of the main actor alone (`Task.yield()`), the unit a move is
  //     settled in. A transition is at least a move and a move back, each settled with at
  //     least two turns, so four turns are a transition's floor whatever the explorer does.
  Benchmark("main-actor-turns/1", configuration: bareMoves) { benchmark in
    let run = await mainActorTurns()
    benchmark.measurement(transitionCount, run.turns)
    benchmark.measurement(transitionsPerSecond, perSecond(run.turns, run.duration))
  }

  let memory = Benchmark.Configuration(
    metrics: [.wallClock, bytesPerState, bytesPerStateWithReport], timeUnits: .nanoseconds,
    warmupIterations: 1, maxDuration: .seconds(90), maxIterations: 7)
  Benchmark("explore-memory-fixture/1", configuration: memory) { benchmark in
    let figures = await exploredBytesPerState()
    benchmark.measurement(bytesPerState, figures.explorer)
    benchmark.measurement(bytesPerStateWithReport, figures.withReport)
  }
  Benchmark("bare-trees-fixture/1", configuration: memory) { benchmark in
    benchmark.measurement(bytesPerState, await keptTreeBytesPerState())
  }
}

func perSecond(_ count: Int, _ duration: Duration) -> Int {
  let parts = duration.components
  let seconds = Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  return seconds > 0 ? Int(Double(count) / seconds) : 0
}

/// The bytes malloc holds for the program (glibc's `mallinfo2`).
func allocatedBytes() -> Int {
  Int(malloc_counters_allocated_bytes())
}

/// An explorer of the cookbook, every check on.
@MainActor func cookbookExplorer(depth: Int, maxStates: Int = 100_000)
  -> NavigationExplorer<CookbookRoute>
{
  let world = CookbookWorld()
  var options = NavigationExplorer<CookbookRoute>.Options()
  options.maxDepth = depth
  options.maxStates = maxStates
  return NavigationExplorer(model: world.model, options: options) { restored in
    world.launch(restoring: restored)
  }
}

/// The transitions of the last exploration measured: the bare moves make as many.
@MainActor var exploredTransitions: Int?

/// One exploration of the cookbook to ``exploredDepth``.
@MainActor func exploreFixture() async -> (transitions: Int, states: Int, duration: Duration) {
  let explorer = cookbookExplorer(depth: exploredDepth)
  let clock = ContinuousClock()
  let started = clock.now
  let report = await explorer.explore()
  let duration = clock.now - started
  exploredTransitions = report.transitions
  return (report.transitions, report.states, duration)
}

/// As many moves as the exploration made, on one launch of the cookbook: into a recipe and
/// back, settled as the explorer settles a move.
@MainActor func bareMovesOnFixture() async -> (moves: Int, duration: Duration) {
  let moves: Int
  if let known = exploredTransitions {
    moves = known
  } else {
    moves = await exploreFixture().transitions
  }
  let clock = ContinuousClock()
  let started = clock.now
  let (world, _, host) = await signedInCookbook()
  for move in 0..<moves { await makeMove(move, on: host) }
  let duration = clock.now - started
  withExtendedLifetime((world, host)) {}
  return (moves, duration)
}

/// A launch of the cookbook on a test host, signed in: its three tabs run.
///
/// Keep the world alive while the app runs: its flows hold it weakly.
@MainActor func signedInCookbook() async -> (
  world: CookbookWorld, app: ExplorationLaunch<CookbookRoute>, host: TestHost<CookbookRoute>
) {
  let world = CookbookWorld()
  let app = world.launch()
  let host = TestHost<CookbookRoute>()
  host.attach(to: app.navigator)
  app.navigator.start()
  await settle()
  send(CookbookIntent.signIn, on: host)
  await settle()
  return (world, app, host)
}

/// Move number `move` of a bare run: into a recipe, then back, and so on, settled.
@MainActor func makeMove(_ move: Int, on host: TestHost<CookbookRoute>) async {
  if move % 2 == 0 {
    send(CookbookIntent.openRecipe(1), on: host)
  } else {
    do {
      try host.tapBack()
    } catch {
      preconditionFailure("the cookbook refused a back: \(error)")
    }
  }
  await settle()
}

/// How long turns of the main actor take on their own: as many as ``settle()`` gives the bare
/// moves, with nothing else to run.
@MainActor func mainActorTurns() async -> (turns: Int, duration: Duration) {
  let turns = 20_000
  let clock = ContinuousClock()
  let started = clock.now
  for _ in 0..<turns { await Task.yield() }
  return (turns, clock.now - started)
}

/// The turns of the main actor the explorer gives a move at the least.
@MainActor func settle() async {
  await Task.yield()
  await Task.yield()
}

@MainActor func send(_ intent: CookbookIntent, on host: TestHost<CookbookRoute>) {
  guard let screen = host.visibleScreen as? TestScreen<CookbookRoute> else {
    preconditionFailure("the cookbook shows no screen")
  }
  screen.flow.send(intent)
}

/// The bytes an exploration keeps per state: its explorer alone, and with its report.
@MainActor func exploredBytesPerState() async -> (explorer: Int, withReport: Int) {
  let small = await exploredBytes(maxStates: memoryBudgets.small)
  let large = await exploredBytes(maxStates: memoryBudgets.large)
  let states = max(1, large.states - small.states)
  return (
    (large.explorer - small.explorer) / states, (large.withReport - small.withReport) / states
  )
}

/// The growth of malloc'd bytes over one exploration of at most `maxStates` states, with the
/// explorer and its report kept, and with the explorer alone.
@MainActor func exploredBytes(maxStates: Int) async -> (
  states: Int, explorer: Int, withReport: Int
) {
  await quiesce()
  let before = allocatedBytes()
  let explorer = cookbookExplorer(depth: 100, maxStates: maxStates)
  var report: ExplorationReport? = await explorer.explore()
  let states = report?.states ?? 0
  await quiesce()
  let withReport = allocatedBytes() - before
  report = nil
  let alone = allocatedBytes() - before
  withExtendedLifetime(explorer) {}
  return (states, alone, withReport)
}

/// Lets the tasks the last launches left (a link's, a closed session's) end and free what they
/// hold, so that the counters read what stays.
@MainActor func quiesce() async {
  for _ in 0..<20 { await Task.yield() }
}

/// The bytes of keeping each state's navigation tree instead.
///
/// The tree after each of as many moves as the large exploration's state budget, kept: a lower
/// bound, since consecutive trees share the parts a move did not change.
@MainActor func keptTreeBytesPerState() async -> Int {
  let (world, app, host) = await signedInCookbook()
  let count = memoryBudgets.large
  var trees: [NavigationTree<CookbookRoute>] = []
  await quiesce()
  let before = allocatedBytes()
  for move in 0..<count {
    await makeMove(move, on: host)
    trees.append(app.navigator.tree)
  }
  await quiesce()
  let grown = allocatedBytes() - before
  withExtendedLifetime((world, host, trees)) {}
  return grown / count
}
