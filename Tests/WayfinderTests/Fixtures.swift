import Logging
import Wayfinder
import WayfinderTesting

/// BookKitty's screens, as the tests use them.
enum BookRoute: Hashable, Codable, Sendable {
  case home, qna, library
  case bookDetail(id: Int)
  case addBookScan
  case addBookConfirm(title: String)
  case askQuestion
  case questionResult(id: Int)
  case login
  case settings
}

struct Book: Hashable, Sendable {
  var title: String
}

enum Tab: String, CaseIterable {
  case home, qna, library
}

extension StackPath {
  /// The Home tab's stack in ``bookKittyTabs(selected:)``.
  static let homeTab = StackPath(level: 0, section: SectionID(Tab.home))
}

/// A service a flow registers, for tests of what screens resolve through their handles.
final class Greeter: Sendable {
  let text: String
  init(text: String) { self.text = text }
}

/// Which flows finished, how, and in what order.
@MainActor
final class FinishLog {
  private(set) var entries: [(name: String, cause: FinishCause)] = []

  func record(_ name: String, _ cause: FinishCause) {
    entries.append((name, cause))
  }

  var names: [String] { entries.map(\.name) }
  var causes: [FinishCause] { entries.map(\.cause) }
}

/// The app's root flow in tests: it starts nothing on its own.
@MainActor
final class AppFlow: FlowCoordinator<BookRoute> {
  var handler: ((any NavigationIntent) throws -> Bool)?
  /// The tabs the user reselected, oldest first.
  var reselected: [SectionID] = []

  override func didReselect(_ tab: SectionID) throws {
    reselected.append(tab)
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    try handler?(intent) ?? false
  }
}

/// A flow that pushes its routes when it starts and records how it finished.
@MainActor
final class TestFlow<Result: Sendable>: Coordinator<BookRoute, Result> {
  let label: String
  let routes: [BookRoute]
  let log: FinishLog?
  var handler: ((any NavigationIntent) throws -> Bool)?

  init(_ label: String, routes: [BookRoute] = [], log: FinishLog? = nil) {
    self.label = label
    self.routes = routes
    self.log = log
  }

  override var flowName: String { label }

  override func start() throws {
    if !routes.isEmpty { try push(contentsOf: routes) }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    try handler?(intent) ?? false
  }

  override func didFinish(_ cause: FinishCause) {
    log?.record(label, cause)
  }
}

enum TestIntent: NavigationIntent, Equatable {
  case openBook(id: Int)
  case somethingNobodyHandles
}

/// Tests that expect errors and warnings in the log check them with a capturing handler; the
/// others keep the output quiet.
let quietLogger: Logger = {
  var logger = Logger(label: "wayfinder.tests")
  logger.logLevel = .critical
  return logger
}()

/// A navigator with a test host, started on `tree`.
@MainActor
struct Harness {
  let app: AppFlow
  let navigator: Navigator<BookRoute>
  let host: TestHost<BookRoute>

  init(
    _ tree: NavigationTree<BookRoute> = NavigationTree(.home),
    mode: TestHost<BookRoute>.Mode = .immediate,
    capabilities: HostCapabilities = .uiKit
  ) {
    app = AppFlow()
    navigator = Navigator(root: app, tree: tree, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = TestHost(mode: mode, capabilities: capabilities)
    host.attach(to: navigator)
    navigator.start()
    _ = host.takeSteps()
  }
}

/// Tabs Home / Q&A / Library, each on its root screen, Home selected.
func bookKittyTabs(selected: Tab = .home) throws -> NavigationTree<BookRoute> {
  let sections = try Sections<BookRoute>(
    [
      (SectionID(Tab.home), [.home]),
      (SectionID(Tab.qna), [.qna]),
      (SectionID(Tab.library), [.library]),
    ],
    selection: SectionID(selected))
  return NavigationTree(root: .tabs(sections))
}

/// One to `count` routes, each drawn by `route`.
func randomRoutes<Route>(
  _ random: inout SplitMix64, upTo count: Int = 5, route: (inout SplitMix64) -> Route
) -> [Route] {
  (0..<Int.random(in: 1...count, using: &random)).map { _ in route(&random) }
}

/// A stack, tabs or a split view of two or three sections, with routes drawn by `route`.
func randomContainer<Route>(
  _ random: inout SplitMix64, route: (inout SplitMix64) -> Route
) -> Container<Route> {
  switch Int.random(in: 0..<3, using: &random) {
  case 0:
    return .stack(Stack(randomRoutes(&random, route: route)))
  default:
    let ids: [SectionID] = Bool.random(using: &random) ? ["a", "b"] : ["a", "b", "c"]
    let sections = try? Sections(
      ids.map { ($0, Stack(randomRoutes(&random, route: route))) },
      selection: ids.randomElement(using: &random))
    guard let sections else { return .stack(Stack([route(&random)])) }
    return Bool.random(using: &random) ? .tabs(sections) : .split(sections)
  }
}

/// A random root container with up to three presentations over it, with routes drawn by `route`.
func randomTree<Route>(
  _ random: inout SplitMix64, route: (inout SplitMix64) -> Route
) -> NavigationTree<Route> {
  var tree = NavigationTree(root: randomContainer(&random, route: route))
  for _ in 0..<Int.random(in: 0...3, using: &random) {
    tree.present(
      Presentation(
        Bool.random(using: &random) ? .sheet : .fullScreen, randomContainer(&random, route: route)))
  }
  return tree
}

/// A BookKitty route from a small pool, so that random trees share routes.
func randomBookRoute(_ random: inout SplitMix64) -> BookRoute {
  let pool: [BookRoute] = [
    .home, .qna, .library, .bookDetail(id: 1), .bookDetail(id: 2), .settings,
  ]
  return pool.randomElement(using: &random)!
}

extension NavigationTree {
  /// Changes the stack at `path` (the visible one when `nil`) as an app does: reads it, changes
  /// it with ``Stack``'s operations, sets it.
  mutating func changeStack(
    at path: StackPath? = nil, _ change: (inout Stack<Route>) throws -> Void
  ) throws {
    let path = path ?? visiblePath
    var stack = try stack(at: path)
    try change(&stack)
    try setStack(stack, at: path)
  }
}

extension NavigationTree {
  /// The tree after performing `steps` in order.
  ///
  /// - Throws: `NavigationError` from the first step that does not fit.
  func applying(_ steps: some Sequence<NavigationStep<Route>>) throws(NavigationError)
    -> NavigationTree
  {
    var tree = self
    for step in steps { try step.apply(to: &tree) }
    return tree
  }
}
