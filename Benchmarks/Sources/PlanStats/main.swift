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
if CommandLine.arguments.contains("--profile-flow-scope") {
  final class Service: Sendable {}
  let root = DependencyContainer(name: "app")
  root.register(Service.self, scope: .flow) { _ in Service() }
  var count = 0
  for _ in 0..<20_000 {
    let scope = root.makeChild(name: "flow")
    if (try? scope.resolve(Service.self)) != nil { count += 1 }
    scope.end()
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-deep") {
  final class R: Sendable {}
  final class U: Sendable {
    let r: R
    init(r: R) { self.r = r }
  }
  let root = DependencyContainer(name: "app")
  root.register(R.self) { _ in R() }
  root.register(U.self) { r in U(r: try r.resolve()) }
  let deep = root.makeChild(name: "1").makeChild(name: "2").makeChild(name: "3")
  var count = 0
  for _ in 0..<20_000 {
    if (try? deep.resolve(U.self)) != nil { count += 1 }
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-singleton") {
  final class R: Sendable {}
  let root = DependencyContainer(name: "app")
  root.register(R.self, scope: .singleton) { _ in R() }
  var count = 0
  for _ in 0..<100_000 {
    if (try? root.resolve(R.self)) != nil { count += 1 }
  }
  print(count)
}
if CommandLine.arguments.contains("--profile-flow-lifecycle") {
  MainActor.assumeIsolated {
    final class Service: Sendable {}
    final class ServiceFlow: Coordinator<Int, Void> {
      override func start() { _ = try? dependencies.resolve(Service.self) }
    }
    final class Root: FlowCoordinator<Int> {}
    let container = DependencyContainer(name: "app")
    container.register(Service.self, scope: .flow) { _ in Service() }
    let root = Root()
    let navigator = Navigator(root: root, tree: NavigationTree(0), dependencies: container)
    navigator.warnsAboutLeaks = false
    navigator.start()
    for _ in 0..<20_000 {
      let flow = ServiceFlow()
      try? root.start(flow, .push)
      flow.finish()
    }
    print(navigator.tree.levelCount)
  }
}
