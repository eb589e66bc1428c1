import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A restored launch: the root flow starts what only code creates, the saved tree replaces what
/// it showed, and the host gets one unanimated plan.
@MainActor
@Suite struct LaunchTests {
  /// An app flow that switches its root to BookKitty's tabs when it starts, as apps do after
  /// checking the session.
  final class LaunchApp: FlowCoordinator<BookRoute> {
    let log: FinishLog
    weak var tabs: KittyTabs?

    init(log: FinishLog) {
      self.log = log
    }

    override func start() throws {
      let tabs = KittyTabs(log: log)
      self.tabs = tabs
      try start(tabs, .root)
    }
  }

  @MainActor
  struct Launch {
    let log = FinishLog()
    let app: LaunchApp
    let navigator: Navigator<BookRoute>
    let host = TestHost<BookRoute>()

    init() {
      app = LaunchApp(log: log)
      navigator = Navigator(root: app, logger: quietLogger)
      navigator.warnsAboutLeaks = false
      navigator.flowFactory = kittyFlows(log: log)
      host.attach(to: navigator)
    }
  }

  func savedTree() throws -> NavigationTree<BookRoute> {
    var tree = try bookKittyTabs(selected: .library)
    try tree.push(.bookDetail(id: 7), onto: StackPath(level: 0, section: "library"))
    tree.present(.sheet(.addBookScan))
    return tree
  }

  @Test func aRestoredLaunchIsOneUnanimatedPlanOverTheFlowsStartCreated() throws {
    let launch = Launch()
    let saved = try savedTree()
    launch.navigator.start(restoring: saved)

    #expect(launch.navigator.tree == saved)
    launch.host.expectInSync()
    // The restored root at once (never Home first), then its sheet.
    #expect(
      launch.host.takeSteps() == [.replaceRoot(saved.root), .present(saved.presentations[0])])
    #expect(launch.host.animatedSteps.isEmpty)
    let tabs = try #require(launch.app.tabs)
    #expect(tabs.isRunning, "the tabs start() created hold the restored tree")
    #expect(tabs.selectedTab == .library)
    #expect(tabs.tabFlow(for: .library)?.children.first is BookDetailFlow)
    #expect(launch.navigator.runningFlow(of: AddBookFlow.self) != nil)
    launch.host.expectFlowsMirrorTree()
    #expect(launch.log.entries.isEmpty, "no flow started for the launch screens was thrown away")
  }

  @Test func withNothingSavedALaunchIsAStart() throws {
    let launch = Launch()
    let store = InMemorySnapshotStore()
    #expect(launch.navigator.start(restoringFrom: store, with: Restoration(version: 1)) == nil)
    launch.host.expectTree(kittyDump())
  }

  @Test func aSavedTreeComesBackFromTheStore() throws {
    let launch = Launch()
    let store = InMemorySnapshotStore()
    let restoration = Restoration<BookRoute>(version: 1)
    try restoration.save(try savedTree(), to: store)
    #expect(launch.navigator.start(restoringFrom: store, with: restoration) == nil)
    #expect(launch.navigator.tree == (try savedTree()))
    #expect(launch.host.animatedSteps.isEmpty)
  }

  @Test func aDamagedSnapshotStartsAfreshWithTheReasonAndIsKept() throws {
    let launch = Launch()
    let store = InMemorySnapshotStore()
    let damaged = Data(#"{"format":2,"tree":{"#.utf8)
    store.save(damaged)
    let error = launch.navigator.start(
      restoringFrom: store, with: Restoration<BookRoute>(version: 1))
    #expect(error != nil)
    launch.host.expectTree(kittyDump())
    #expect(store.load() == damaged, "the snapshot is left for the user or a newer version")
  }

  @Test func aSnapshotWhoseRootIsNoLongerValidStartsAfreshWithTheReason() throws {
    let launch = Launch()
    let store = InMemorySnapshotStore()
    var restoration = Restoration<BookRoute>(version: 1)
    try restoration.save(NavigationTree(.home, .library), to: store)
    restoration.isValid = { $0 != .home }
    #expect(launch.navigator.start(restoringFrom: store, with: restoration) == .noValidRoot)
    launch.host.expectTree(kittyDump())
  }

  @Test func restoringBeforeStartingIsAnIssueAndRestoresNothing() throws {
    let launch = Launch()
    let before = launch.navigator.tree
    try launch.host.expectIssue {
      launch.navigator.restore(try savedTree())
    }
    #expect(launch.navigator.issues == [.restoredBeforeStart])
    #expect(launch.navigator.tree == before)
    launch.navigator.start()
    launch.host.expectTree(kittyDump())
  }

  @Test func startingTwiceDoesNothing() throws {
    let launch = Launch()
    launch.navigator.start()
    _ = launch.host.takeSteps()
    launch.navigator.start(restoring: try savedTree())
    launch.host.expectTree(kittyDump())
    #expect(launch.host.takeSteps().isEmpty)
  }

  @Test func theRunningFlowOfATypeIsTheLatestStarted() throws {
    let launch = Launch()
    launch.navigator.start()
    let tabs = try #require(launch.app.tabs)
    #expect(launch.navigator.runningFlow(of: BookDetailFlow.self) == nil)
    let first = BookDetailFlow(id: 1, log: launch.log)
    try tabs.tabFlow(for: .home)?.start(first, .push)
    let second = BookDetailFlow(id: 2, log: launch.log)
    try first.start(second, .push)
    #expect(launch.navigator.runningFlow(of: BookDetailFlow.self) === second)
    second.cancel()
    #expect(launch.navigator.runningFlow(of: BookDetailFlow.self) === first)
    #expect(launch.navigator.runningFlow(of: KittyTabs.self) === tabs)
  }
}
