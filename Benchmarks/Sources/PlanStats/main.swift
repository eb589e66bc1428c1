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
// Profile modes for callgrind (`valgrind --tool=callgrind .build/release/PlanStats --profile-…`),
// on the graph and flow the dependency benchmarks measure.
if CommandLine.arguments.contains("--profile-flow-scope") {
  let root = wayfinderGraph(repositoryScope: .transient)
  var count = 0
  for _ in 0..<20_000 {
    let scope = root.makeChild(name: "flow")
    if (try? scope.resolve(FlowService.self)) != nil { count += 1 }
    scope.end()
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-deep") {
  let root = wayfinderGraph(repositoryScope: .transient)
  let deep = root.makeChild(name: "1").makeChild(name: "2").makeChild(name: "3")
  var count = 0
  for _ in 0..<20_000 {
    if (try? deep.resolve(ViewModel.self)) != nil { count += 1 }
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-singleton") {
  let root = wayfinderGraph(repositoryScope: .singleton)
  var count = 0
  for _ in 0..<100_000 {
    if (try? root.resolve(Repository.self)) != nil { count += 1 }
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-flow-lifecycle") {
  MainActor.assumeIsolated {
    let cycle = flowLifecycle()
    for _ in 0..<(Int(CommandLine.arguments.last!) ?? 20_000) { cycle() }
  }
}
if CommandLine.arguments.contains("--profile-register") {
  let names = (0..<1_000).map { "service-\($0)" }
  var count = 0
  for _ in 0..<20 {
    let container = DependencyContainer()
    for name in names {
      container.register(Repository.self, name: name) { _ in Repository() }
    }
    if (try? container.resolve(Repository.self, name: "service-999")) != nil { count += 1 }
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-tree-getter") {
  MainActor.assumeIsolated {
    let navigator = Navigator(root: HostlessRoot(), tree: NavigationTree(0))
    navigator.start()
    var total = 0
    for _ in 0..<20_000 { total &+= navigator.tree.levelCount }
    print(total)
  }
}
