import BenchmarkFixtures
import Foundation
@_spi(Benchmarks) import Wayfinder
import WayfinderTerminal

/// Every hot path with an instruction budget, in the order `Scripts/perf-budget.sh` prints
/// them.
@MainActor
let hotPaths: [HotPath] =
  [
    HotPath(name: "flow-lifecycle") { _ in flowLifecycle() }
  ] + planPaths + appPaths + inspectorPaths + linkPaths + snapshotPaths + dependencyPaths
  + terminalPaths
  + baselinePaths

/// What the timed benchmarks compare Wayfinder with, counted the same way, so that
/// `Scripts/perf-budget.sh` prints (and checks) each ratio in instructions as well.
@MainActor
let baselinePaths =
  [
    HotPath(name: "baseline-plan-rebuild-10") { _ in
      let (old, new, _) = pushCase(depth: 10)
      return { blackHole(rebuildPlan(from: old, to: new)) }
    }
  ]
  + [10, 1_000].map { count in
    HotPath(name: "baseline-link-loop-\(count)") { _ in
      let (_, link) = linkCase(patterns: count)
      let loop = LoopMatcher(patterns: count)
      return { blackHole(loop.match(link) != nil) }
    }
  } + [
    HotPath(name: "baseline-json-encode-1000") { _ in
      let (_, routes) = snapshotCase()
      return { blackHole((try? JSONEncoder().encode(routes))?.count ?? 0) }
    },
    HotPath(name: "baseline-json-decode-1000") { _ in
      let (_, routes) = snapshotCase()
      let plain = (try? JSONEncoder().encode(routes)) ?? Data()
      return { blackHole((try? JSONDecoder().decode([BenchRoute].self, from: plain))?.count ?? 0) }
    },
  ]

/// Planning a push onto a root stack of 10, 1,000 and 100,000 routes, and the floor under it.
@MainActor
let planPaths =
  [10, 1_000, 100_000].map { depth in
    HotPath(name: "plan-push-\(depth)") { _ in
      let (old, new, changes) = pushCase(depth: depth)
      return { blackHole(NavigationPlan(from: old, to: new, changes: changes).steps.count) }
    }
  } + [
    // The planning of a push as an app's navigator runs it for its host: specialized where the
    // navigator was made (RoutePlanner), with the ownership of both trees, as PlanRunner
    // plans. plan-push is the planner alone, specialized in this module.
    HotPath(name: "app-plan-push") { _ in
      let (old, new, changes) = pushCase(depth: 10)
      let navigator = Navigator(root: AppSizedRoot(), tree: new)
      navigator.start()
      let plan = navigator.hostPlanner(showing: old, capabilities: .uiKit)
      return { blackHole(plan(changes).steps.count) }
    },
    // Not a path of its own but the floor under plan-push: making and destroying the plan a
    // push ends with (its step array and the pushed route's array, each allocated and freed,
    // the step destroyed through the runtime's value witness), with no planning at all.
    HotPath(name: "plan-floor") { _ in
      let (_, new, _) = pushCase(depth: 10)
      let route = new.root.visibleStack.routes.last ?? .settings
      // Kept in a global, so that the optimiser cannot put the arrays on the stack: each
      // repetition makes one plan and destroys the one before.
      return { floorPlan = NavigationPlan([.push([route], onto: .root)]) }
    },
  ]

/// Where `plan-floor` keeps its plan.
@MainActor var floorPlan: NavigationPlan<BenchRoute>?

/// The operations of a running app, with 1, 100 and 1,000 live flows: each must cost the same
/// at every size.
@MainActor
let appPaths = [1, 100, 1_000].flatMap { flows in
  let suffix = flows == 1 ? "1-flow" : "\(flows)-flows"
  return [
    HotPath(name: "app-flow-lifecycle-\(suffix)") { _ in
      let app = AppSizedApp(liveFlows: flows)
      return { app.flowLifecycle() }
    },
    HotPath(name: "app-push-\(suffix)") { _ in
      let app = AppSizedApp(liveFlows: flows)
      return { app.push() }
    },
    HotPath(name: "app-pop-\(suffix)") { repetitions in
      let app = AppSizedApp(liveFlows: flows)
      for _ in 0..<repetitions { app.push() }
      return { app.pop() }
    },
    HotPath(name: "app-user-back-\(suffix)") { repetitions in
      let app = AppSizedApp(liveFlows: flows)
      for _ in 0..<repetitions { app.push() }
      return { app.userBack() }
    },
    HotPath(name: "app-jump-\(suffix)", operationsPerRepetition: 2) { _ in
      let app = AppSizedApp(liveFlows: flows)
      return { app.jumpThereAndBack() }
    },
  ]
}

/// An app's transactions with the navigation inspector off, and made with no viewer (`idle`),
/// its history at its cap of 10,000 events: with no viewer, a transaction may cost at most 7.5 %
/// more than with the inspector off (the `minimumRatio` in `budgets.json`; `PERFORMANCE.md` says
/// why it is no longer 5 %).
///
/// The idle inspector is its model alone, which is all that runs per transaction: the server
/// does nothing until a viewer connects. The inspector serving (started, listening) is measured
/// by the timed benchmarks (`AppBenchmarks`) only: Debian's valgrind 3.19 crashes (SIGSEGV in
/// valgrind itself) once the server's listening task runs.
@MainActor
let inspectorPaths = [InspectorMode.off, .idle].flatMap { mode in
  [
    HotPath(name: "inspector-\(mode.rawValue)-push-pop", operationsPerRepetition: 2) { _ in
      let inspected = await InspectedApp(mode)
      return {
        inspected.app.push()
        inspected.app.pop()
      }
    },
    HotPath(name: "inspector-\(mode.rawValue)-flow-lifecycle") { _ in
      let inspected = await InspectedApp(mode)
      return { inspected.app.flowLifecycle() }
    },
  ]
}

/// Matching a link among 10 and 1,000 patterns.
@MainActor
let linkPaths = [10, 1_000].map { count in
  HotPath(name: "link-match-\(count)") { _ in
    let (router, link) = linkCase(patterns: count)
    return { blackHole((try? router.match(link)) != nil) }
  }
}

/// Encoding and decoding a snapshot of 1,000 routes.
@MainActor
let snapshotPaths = [
  HotPath(name: "snapshot-encode-1000") { _ in
    let (tree, _) = snapshotCase()
    let restoration = Restoration<BenchRoute>(version: 1)
    return { blackHole((try? restoration.snapshot(of: tree))?.count ?? 0) }
  },
  HotPath(name: "snapshot-decode-1000") { _ in
    let (tree, _) = snapshotCase()
    let restoration = Restoration<BenchRoute>(version: 1)
    let data = (try? restoration.snapshot(of: tree)) ?? Data()
    return { blackHole((try? restoration.tree(from: data))?.levelCount ?? 0) }
  },
]

/// Resolving through the dependency container, and registering 1,000 services.
@MainActor
let dependencyPaths = [
  HotPath(name: "di-transient") { _ in
    let deep = wayfinderGraph(repositoryScope: .transient).makeChild(name: "1")
      .makeChild(name: "2").makeChild(name: "3")
    return { blackHole((try? deep.resolve(ViewModel.self)) != nil) }
  },
  HotPath(name: "di-singleton") { _ in
    let root = wayfinderGraph(repositoryScope: .singleton)
    return { blackHole((try? root.resolve(Repository.self)) != nil) }
  },
  HotPath(name: "di-flow-scope") { _ in
    let root = wayfinderGraph(repositoryScope: .transient)
    return {
      let scope = root.makeChild(name: "flow")
      blackHole((try? scope.resolve(FlowService.self)) != nil)
      scope.end()
    }
  },
  HotPath(name: "di-register-1000") { _ in
    let names = (0..<1_000).map { "service-\($0)" }
    return {
      let container = DependencyContainer()
      for name in names {
        container.register(Repository.self, name: name) { _ in Repository() }
      }
      blackHole(container)
    }
  },
]

/// A keypress in the terminal: the next frame of a 200×60 list drawn and line-diffed.
@MainActor
let terminalPaths = [
  HotPath(name: "terminal-keypress") { _ in
    var renderer = LineDiffRenderer()
    _ = renderer.render(listScreen(selected: 0))
    var selected = 0
    return {
      selected = (selected + 1) % 55
      blackHole(renderer.render(listScreen(selected: selected)).count)
    }
  }
]

/// Keeps a value alive so that the optimiser cannot remove what made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
