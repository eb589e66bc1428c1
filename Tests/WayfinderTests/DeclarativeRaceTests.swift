import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// What the SwiftUI host walk found (issue 21): the user's change and the host hearing of it.
///
/// A binding write reaches the host on a later turn of the main queue, so a command can change
/// the model in between. The host asks for waiting writes before each step, and takes a back
/// written while a step runs as the user's.
@MainActor
@Suite struct DeclarativeRaceTests {
  let navigator: Navigator<BookRoute>
  let driver = DeclarativeDriver()
  let host: DrivenHost<BookRoute, DeclarativeDriver>

  init() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.sheet(.askQuestion)]
    navigator = Navigator(root: AppFlow(), tree: tree, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = driver.attachedHost(to: navigator)
    navigator.start()
  }

  private var home: StackPath { StackPath(level: 0, section: SectionID(Tab.home)) }
  private var model: DeclarativeModel<FakeScreen> { driver.model }

  /// Every route the model shows, level by level, for comparing with the tree's.
  private var modelRoutes: [[BookRoute]] {
    model.levels.indices.map { level in
      model.levels[level].stacks.keys.sorted { ($0?.rawValue ?? "") < ($1?.rawValue ?? "") }.flatMap
      { section in
        let path = StackPath(level: level, section: section)
        return ((model.root(at: path).map { [$0] } ?? []) + model.path(at: path))
          .compactMap { model.screen($0)?.route }
      }
    }
  }

  private var treeRoutes: [[BookRoute]] {
    (0...navigator.tree.topLevel).map { level in
      navigator.tree.allStackPaths.filter { $0.level == level }
        .sorted { ($0.section?.rawValue ?? "") < ($1.section?.rawValue ?? "") }
        .flatMap { (try? navigator.tree.stack(at: $0)).map(Array.init) ?? [] }
    }
  }

  @Test func aSheetSwipedDownBeforeAPresentationOverItIsHeardFirst() throws {
    // The user swipes the sheet down; SwiftUI writes nil, the host hears of it a turn later.
    model.userSetPresented(nil, above: 0)
    #expect(model.hasPendingChanges)
    // Before that turn, the app presents Settings over the sheet it still thinks is there.
    var tree = navigator.tree
    tree.present(.sheet(.settings))
    navigator.setTree(tree)
    driver.runLater()

    #expect(!model.hasPendingChanges, "the host asked for the write before the step")
    #expect(navigator.tree.presentations.isEmpty, "dismissing the sheet dismissed what is over it")
    #expect(host.shown == navigator.tree)
    #expect(modelRoutes == treeRoutes, "the UI shows what the tree has")
  }

  @Test func aBackWrittenWhileAStepRunsOnThatStackIsTheUsers() throws {
    var tree = navigator.tree
    tree.presentations = []
    try tree.setStack(Stack([.home, .bookDetail(id: 1), .bookDetail(id: 2)]), at: home)
    driver.holdsCompletions = true
    navigator.setTree(tree)
    driver.completeHeld()
    // The app pushes a third book; while its animation runs, the user goes back to Home.
    try tree.setStack(
      Stack([.home, .bookDetail(id: 1), .bookDetail(id: 2), .bookDetail(id: 3)]), at: home)
    navigator.setTree(tree)
    #expect(host.stepInFlight != nil)
    model.userSetPath([], at: home)
    driver.runLater()
    driver.completeHeld()
    driver.runLater()

    #expect(Array(try navigator.tree.stack(at: home)) == [.home], "the user's back came last")
    #expect(host.shown == navigator.tree)
    #expect(modelRoutes == treeRoutes, "the UI shows what the tree has")
  }
}
