import Benchmark
import BenchmarkFixtures
import Swinject
import Wayfinder

final class Holder: Sendable {
  let repository = Repository()
}

func swinjectGraph(repositoryScope: ObjectScope) -> Swinject.Container {
  let container = Swinject.Container()
  container.register(Repository.self) { _ in Repository() }.inObjectScope(repositoryScope)
  container.register(UseCase.self) { r in UseCase(repository: r.resolve(Repository.self)!) }
    .inObjectScope(.transient)
  container.register(ViewModel.self) { r in ViewModel(useCase: r.resolve(UseCase.self)!) }
    .inObjectScope(.transient)
  return container
}

// Each benchmark repeats its operation `/<repetitions>` times per measured iteration; run.sh
// reports the time of one operation.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000)

  // Transient three-level graph.
  let transient = wayfinderGraph(repositoryScope: .transient)
  Benchmark("di transient wayfinder/1000") { _ in
    for _ in 0..<1_000 { blackHole(try? transient.resolve(ViewModel.self)) }
  }
  let swinjectTransient = swinjectGraph(repositoryScope: .transient)
  Benchmark("di transient swinject/100") { _ in
    for _ in 0..<100 { blackHole(swinjectTransient.resolve(ViewModel.self)) }
  }
  Benchmark("di transient direct/1000") { _ in
    for _ in 0..<1_000 { blackHole(ViewModel(useCase: UseCase(repository: Repository()))) }
  }

  // Singleton.
  let singleton = wayfinderGraph(repositoryScope: .singleton)
  Benchmark("di singleton wayfinder/1000") { _ in
    for _ in 0..<1_000 { blackHole(try? singleton.resolve(Repository.self)) }
  }
  let swinjectSingleton = swinjectGraph(repositoryScope: .container)
  Benchmark("di singleton swinject/1000") { _ in
    for _ in 0..<1_000 { blackHole(swinjectSingleton.resolve(Repository.self)) }
  }
  let holder = Holder()
  Benchmark("di singleton stored-reference/1000") { _ in
    for _ in 0..<1_000 { blackHole(holder.repository) }
  }

  // The same two, one per measured iteration: each figure then includes the harness's own
  // cost per iteration (reading the clock), as the 23 ns for a stored reference did.
  Benchmark("di singleton-per-iteration wayfinder/1") { _ in
    blackHole(try? singleton.resolve(Repository.self))
  }
  Benchmark("di singleton-per-iteration stored-reference/1") { _ in
    blackHole(holder.repository)
  }

  // Through a child scope three levels deep.
  let deep = transient.makeChild(name: "1").makeChild(name: "2").makeChild(name: "3")
  Benchmark("di child-scope wayfinder/1000") { _ in
    for _ in 0..<1_000 { blackHole(try? deep.resolve(ViewModel.self)) }
  }
  let swinjectDeep = Swinject.Container(
    parent: Swinject.Container(parent: Swinject.Container(parent: swinjectTransient)))
  Benchmark("di child-scope swinject/100") { _ in
    for _ in 0..<100 { blackHole(swinjectDeep.resolve(ViewModel.self)) }
  }

  // A flow's own scope with one flow-scoped service: create, resolve, end.
  Benchmark("di flow-scope wayfinder/1000") { _ in
    for _ in 0..<1_000 {
      let scope = transient.makeChild(name: "flow")
      blackHole(try? scope.resolve(FlowService.self))
      scope.end()
    }
  }
  Benchmark("di flow-scope swinject/100") { _ in
    for _ in 0..<100 {
      let child = Swinject.Container(parent: swinjectTransient)
      child.register(FlowService.self) { _ in FlowService() }.inObjectScope(.container)
      blackHole(child.resolve(FlowService.self))
    }
  }

  // The whole life of a flow with its own scope and one flow-scoped service: the navigator
  // starts it (scope made, service resolved) and finishes it (scope ended, flow detached).
  Benchmark("di flow-lifecycle wayfinder/1000") { _ in
    await MainActor.run {
      let cycle = flowLifecycle()
      for _ in 0..<1_000 { cycle() }
    }
  }

  // Registering 1,000 services, then resolving one, so that whatever a container puts off
  // until its first resolution is counted too (the names are made outside the measurement).
  let names = (0..<1_000).map { "service-\($0)" }
  Benchmark("di register-1000 wayfinder/1") { _ in
    let container = DependencyContainer()
    for name in names {
      container.register(Repository.self, name: name) { _ in Repository() }
    }
    blackHole(try? container.resolve(Repository.self, name: "service-999"))
  }
  // The least any container that keeps a typed factory per registration does: allocate one
  // object holding the factory, hash the name, keep both in a list made in advance (no index,
  // no lock), free them. What Wayfinder can gain
  // on registering lies between this and its own line.
  Benchmark("di register-1000 floor/1") { _ in
    var kept: [(Int, FactoryBox)] = []
    kept.reserveCapacity(names.count)
    for name in names {
      kept.append((name.hashValue, FactoryBox { _ in Repository() }))
    }
    blackHole(kept[999])
  }
  Benchmark("di register-1000 swinject/1") { _ in
    let container = Swinject.Container()
    for name in names {
      container.register(Repository.self, name: name) { _ in Repository() }
    }
    blackHole(container.resolve(Repository.self, name: "service-999"))
  }
}

/// One registration's factory, as the register floor keeps it.
final class FactoryBox: Sendable {
  let factory: @Sendable (Wayfinder.Resolver) throws -> Repository
  init(_ factory: @escaping @Sendable (Wayfinder.Resolver) throws -> Repository) {
    self.factory = factory
  }
}
