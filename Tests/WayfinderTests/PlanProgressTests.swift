import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

@MainActor
@Suite struct PlanProgressTests {
  @Test func eachStepIsWaitingThenPerformingThenDone() throws {
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
    let host = TestHost<BookRoute>(mode: .stepByStep)
    host.attach(to: navigator)
    navigator.start()
    host.completeAllSteps()
    var seen: [[PlanProgress<BookRoute>.State]] = []
    navigator.onPlanChange { progress in seen.append(progress.steps.map(\.state)) }
    try navigator.transaction {
      try navigator.rootFlow.present(.sheet(.settings))
      try navigator.rootFlow.present(.sheet(.login))
    }
    #expect(navigator.planProgress.steps.map(\.state) == [.performing, .waiting])
    #expect(host.completeStep())
    #expect(navigator.planProgress.steps.map(\.state) == [.done, .performing])
    host.completeAllSteps()
    // Once the plan completes it still lists its steps, all done, until the next plan.
    #expect(navigator.planProgress.isComplete)
    #expect(navigator.planProgress.steps.count == 2)
    #expect(seen == [[.performing, .waiting], [.done, .performing], [.done, .done]])
  }

  @Test func aNewerChangeStartsANewPlan() throws {
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
    let host = TestHost<BookRoute>(mode: .stepByStep)
    host.attach(to: navigator)
    navigator.start()
    host.completeAllSteps()
    // A tool watches the plan, so the steps done are kept.
    navigator.onPlanChange { _ in }
    try navigator.rootFlow.push(.settings)
    try navigator.rootFlow.push(.login)
    #expect(host.completeStep())
    // The push of `.login` superseded the rest of the first plan: its own plan begins.
    #expect(navigator.planProgress.steps.map(\.state) == [.performing])
    host.completeAllSteps()
    #expect(navigator.planProgress.steps.map(\.step) == [.push([.login], onto: .root)])
  }
}
