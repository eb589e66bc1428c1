import BenchmarkFixtures
import Wayfinder

// Prints the number of steps each planner needs for the jump, for Benchmarks/run.sh.
let jump = jumpCase()
let wayfinder = NavigationPlan(from: jump.old, to: jump.new, capabilities: .uiKit)
let oneByOne = NavigationPlan(from: jump.old, to: jump.new, capabilities: .oneChangePerStep)
print("jump-steps \(wayfinder.steps.count) \(oneByOne.steps.count)")
if CommandLine.arguments.contains("--profile") {
  let (old, new, changes) = pushCase(depth: 10)
  var total = 0
  for _ in 0..<20_000 {
    total &+= NavigationPlan(from: old, to: new, changes: changes).steps.count
  }
  print(total)
}
