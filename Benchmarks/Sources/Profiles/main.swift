// Runs one hot path for callgrind: `Profiles <path> <repetitions>`, or `Profiles --list`.
//
// Prints `operations <n>`: how many of the path's operations the measured region performed,
// which `Scripts/perf-budget.sh` divides the region's instruction count by. The script starts
// callgrind with instrumentation off; it starts here, after the setup and the warm-up, so the
// setup runs at valgrind's uninstrumented speed (the count is the same either way: only the
// measured region is collected).
import CallgrindControl
import Foundation

@MainActor func run() async {
  let arguments = CommandLine.arguments.dropFirst()
  if arguments.first == "--list" {
    for path in hotPaths { print(path.name) }
    return
  }
  guard arguments.count == 2, let name = arguments.first,
    let repetitions = Int(arguments.last ?? ""), repetitions > 0
  else {
    FileHandle.standardError.write(Data("usage: Profiles <path> <repetitions> | --list\n".utf8))
    exit(64)
  }
  guard let path = hotPaths.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(
      Data("Profiles: no hot path \(name); Profiles --list names them\n".utf8))
    exit(64)
  }
  let operation = await path.prepare(repetitions + warmUp)
  for _ in 0..<warmUp { operation() }
  callgrind_control_start_instrumentation()
  measuredRegion(repetitions, operation)
  print("operations \(repetitions * path.operationsPerRepetition)")
}

await run()
