// Runs one hot path for callgrind: `Profiles <path> <repetitions>`, or `Profiles --list`.
//
// Prints `operations <n>`: how many of the path's operations the measured region performed,
// which `Scripts/perf-budget.sh` divides the region's instruction count by.
import Foundation

MainActor.assumeIsolated {
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
  let operation = path.prepare(repetitions + warmUp)
  for _ in 0..<warmUp { operation() }
  measuredRegion(repetitions, operation)
  print("operations \(repetitions * path.operationsPerRepetition)")
}
