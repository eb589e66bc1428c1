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
    let cycle = lifecycle()
    for _ in 0..<(Int(CommandLine.arguments.last!) ?? 20_000) { cycle() }
  }
}
if CommandLine.arguments.contains("--profile-register") {
  final class R: Sendable {}
  let names = (0..<1_000).map { "service-\($0)" }
  var count = 0
  for _ in 0..<20 {
    let container = DependencyContainer()
    for name in names {
      container.register(R.self, name: name) { _ in R() }
    }
    if (try? container.resolve(R.self, name: "service-999")) != nil { count += 1 }
  }
  print(count)
}

final class LifecycleService: Sendable {}

@MainActor
final class LifecycleFlow: Coordinator<Int, Void> {
  override func start() { _ = try? dependencies.resolve(LifecycleService.self) }
}

@MainActor
final class LifecycleRoot: FlowCoordinator<Int> {}
if CommandLine.arguments.contains("--profile-tree-getter") {
  MainActor.assumeIsolated {
    let root = LifecycleRoot()
    let navigator = Navigator(root: root, tree: NavigationTree(0))
    navigator.start()
    var total = 0
    for _ in 0..<20_000 { total &+= navigator.tree.levelCount }
    print(total)
  }
}

@MainActor
func lifecycle() -> @MainActor () -> Void {
  let container = DependencyContainer(name: "app")
  container.register(LifecycleService.self, scope: .flow) { _ in LifecycleService() }
  let root = LifecycleRoot()
  let navigator = Navigator(root: root, tree: NavigationTree(0), dependencies: container)
  navigator.warnsAboutLeaks = false
  navigator.start()
  return {
    // The closure keeps the navigator: the root flow holds it only weakly.
    let flow = LifecycleFlow()
    do {
      try root.start(flow, .push)
    } catch {
      preconditionFailure("the measured flow did not start (\(error)) on \(navigator)")
    }
    flow.finish()
  }
}
