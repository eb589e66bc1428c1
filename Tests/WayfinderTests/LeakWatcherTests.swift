import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// The leak watcher names what outlived its flow.
@MainActor
@Suite struct LeakWatcherTests {
  /// A view model that holds its coordinator strongly: the mistake the watcher exists for.
  final class LeakyViewModel {
    var flow: FlowCoordinator<BookRoute>?
  }

  @Test func aScreenHoldingItsCoordinatorIsReportedWithTheFlowsPath() async throws {
    let harness = Harness()
    var kept: [LeakyViewModel] = []
    harness.host.makeScreen = { route, handle in
      let model = LeakyViewModel()
      model.flow = harness.navigator.runningFlows.first { $0.flowID == handle.flowID }
      kept.append(model)
      return model
    }
    do {
      let flow = TestFlow<Void>("AddBook", routes: [.addBookScan])
      try harness.app.start(flow, .present(.sheet))
      try harness.host.swipeDownSheet()
    }
    await harness.navigator.waitForFinishedTasks()
    let leaks = harness.navigator.leakWatcher.leaks()
    #expect(
      leaks.contains(Leak(kind: .coordinator, label: "AppFlow › AddBook at level 1")), "\(leaks)")
    #expect(
      leaks.contains(
        Leak(kind: .screen, label: "AppFlow › AddBook › screen addBookScan at level 1")),
      "\(leaks)")
    await withKnownIssue {
      await harness.host.expectNoLeaks()
    }
    kept.removeAll()
    #expect(harness.navigator.leakWatcher.leaks().isEmpty)
  }

  @Test func eachLeakIsWarnedAboutOnce() {
    let watcher = LeakWatcher()
    let object = TestScreen<BookRoute>(
      route: .home, flow: Harness().navigator.rootFlow.flowHandle)
    watcher.watch(object, as: .screen, label: "home")
    #expect(watcher.newLeaks().count == 1)
    #expect(watcher.newLeaks().isEmpty)
    #expect(watcher.leaks().count == 1)
  }

  @Test func onlyObjectsWatchedBeforeTheCutoffAreWarnedAbout() {
    final class Screen {}
    let watcher = LeakWatcher()
    let old = Screen()
    watcher.watch(old, as: .screen, label: "old")
    let cutoff = ContinuousClock.now
    let young = Screen()
    watcher.watch(young, as: .screen, label: "young")
    #expect(watcher.newLeaks(watchedBefore: cutoff).map(\.label) == ["old"])
    #expect(watcher.newLeaks(watchedBefore: cutoff).isEmpty)
    #expect(watcher.newLeaks().map(\.label) == ["young"])
    _ = (old, young)
  }

  @Test func waitingForAConditionThatNeverHoldsFailsTheTestWithTheTree() async {
    let harness = Harness()
    var failed = false
    await withKnownIssue {
      failed = await !harness.host.waitUntil(timeout: .milliseconds(50)) { false }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("did not hold within") }
    }
    #expect(failed)
  }

  @Test func aWatcherNobodyAsksForgetsWhatWasDeallocated() {
    final class Screen {}
    let watcher = LeakWatcher()
    let kept = Screen()
    watcher.watch(kept, as: .screen, label: "kept")
    for index in 0..<10_000 {
      watcher.watch(Screen(), as: .screen, label: "gone \(index)")
    }
    #expect(watcher.watchedCount < 64, "entries of deallocated objects were dropped")
    #expect(watcher.leaks() == [Leak(kind: .screen, label: "kept")])
  }

  @Test func aLabelIsMadeOnlyWhenALeakIsReportedAndOnce() {
    final class Screen {}
    let watcher = LeakWatcher()
    var made = 0
    let kept = Screen()
    watcher.watch(kept, as: .screen) {
      made += 1
      return "kept"
    }
    watcher.watch(Screen(), as: .screen) {
      made += 1
      return "gone"
    }
    #expect(made == 0, "nothing read the labels yet")
    #expect(watcher.leaks() == [Leak(kind: .screen, label: "kept")])
    #expect(watcher.newLeaks() == [Leak(kind: .screen, label: "kept")])
    #expect(made == 1, "the deallocated screen's label was never made; the other's once")
    _ = kept
  }

  @Test func aWatcherThatIsOffWatchesNothing() {
    final class Screen {}
    let watcher = LeakWatcher(isEnabled: false)
    let kept = Screen()
    watcher.watch(kept, as: .screen, label: "kept")
    watcher.watch(kept, as: .screen) {
      Issue.record("a watcher that is off made a label")
      return "kept"
    }
    #expect(watcher.watchedCount == 0)
    #expect(watcher.leaks().isEmpty)
    watcher.isEnabled = true
    watcher.watch(kept, as: .screen, label: "kept")
    #expect(watcher.leaks() == [Leak(kind: .screen, label: "kept")])
  }

  @Test func aNavigatorWhoseWatcherIsOffWatchesNoFinishedFlow() throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.leakWatcher.isEnabled = false
    navigator.start()
    let flow = TestFlow<Void>("Settings", routes: [.settings])
    try app.start(flow, .present(.sheet))
    flow.finish()
    #expect(!flow.isRunning)
    #expect(navigator.leakWatcher.watchedCount == 0, "the finished coordinator is not watched")
    #expect(navigator.leakWatcher.leaks().isEmpty, "the flow is alive, yet nobody checked")
  }

  @Test func theTestHostAndLeakWarningsTurnTheWatcherOn() async throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.leakWatcher.isEnabled = false
    navigator.warnsAboutLeaks = true
    #expect(navigator.leakWatcher.isEnabled)

    let checked = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    checked.warnsAboutLeaks = false
    checked.leakWatcher.isEnabled = false
    let host = TestHost<BookRoute>()
    host.attach(to: checked)
    #expect(checked.leakWatcher.isEnabled)
    checked.start()
    let flow = TestFlow<Void>("Settings", routes: [.settings])
    try checked.rootFlow.start(flow, .present(.sheet))
    try host.swipeDownSheet()
    await checked.waitForFinishedTasks()
    #expect(
      checked.leakWatcher.leaks() == [
        Leak(kind: .coordinator, label: "AppFlow › Settings at level 1")
      ])
    await withKnownIssue {
      await host.expectNoLeaks()
    }
    _ = (app, flow)
  }
}
