/// One hot path to count instructions of: its setup, then the operation it repeats.
///
/// `Scripts/perf-budget.sh` runs `Profiles <name> <iterations>` under callgrind and counts only
/// the instructions inside ``measuredRegion(_:_:)``, so setup and warm-up cost nothing.
struct HotPath {
  /// The name a budget is filed under in `Benchmarks/budgets.json`.
  let name: String
  /// How many of the path's operations one repetition performs (a jump there and back: 2).
  var operationsPerRepetition = 1
  /// Makes the app state for `repetitions` repetitions (and the warm-up before them), and
  /// returns the repetition.
  ///
  /// Asynchronous for a setup that awaits; the repetition itself is synchronous.
  let prepare: @MainActor (_ repetitions: Int) async -> @MainActor () -> Void
}

/// Repetitions run before the measured ones: first calls instantiate generic metadata and
/// fill caches, which the steady state does not pay.
let warmUp = 20

/// Runs `operation` `repetitions` times: the only code callgrind counts
/// (`--toggle-collect=*measuredRegion*`).
@inline(never)
@MainActor
func measuredRegion(_ repetitions: Int, _ operation: @MainActor () -> Void) {
  for _ in 0..<repetitions { operation() }
}
