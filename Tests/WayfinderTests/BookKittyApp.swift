import Wayfinder
import WayfinderTesting

// BookKitty (seed 002) written with Wayfinder, as the tabs and flows tests use it.

enum KittyTab: String, CaseIterable {
  case home, qna, library
}

enum KittyIntent: NavigationIntent, Equatable {
  case openBook(id: Int)
}

/// The tab-bar coordinator: tabs Home / Q&A / Library, floating-button flows.
@MainActor
final class KittyTabs: TabsCoordinator<BookRoute, KittyTab> {
  let log: FinishLog

  init(
    log: FinishLog, reselection: Reselection = .nothing, layout: SectionLayout = .tabs
  ) {
    self.log = log
    super.init(selected: .home, layout: layout, reselection: reselection) { tab in
      switch tab {
      case .home: .home
      case .qna: .qna
      case .library: .library
      }
    }
  }

  override func flow(for tab: KittyTab) -> Coordinator<BookRoute, Void> {
    KittyTabFlow(tab: tab, log: log)
  }

  /// A saved book shows the Library; a cancelled Add Book keeps the tab. (BookKitty's
  /// coordinatorDidFinish selects the Library whatever the outcome.)
  func addBook(style: PresentationStyle = .pushed) throws {
    let flow = AddBookFlow(log: log)
    try start(flow, .present(style))
    showLibraryWhenSaved(flow)
  }

  /// An asked question shows Q&A.
  func askQuestion(style: PresentationStyle = .pushed) throws {
    try start(AskQuestionFlow(log: log), .present(style)) { [weak self] outcome in
      if outcome.result != nil { try self?.select(.qna) }
    }
  }

  override func didFinish(_ cause: FinishCause) {
    log.record("KittyTabs", cause)
  }

  /// A re-created Add Book (after a restoration or a link) ends on the Library, as one started
  /// from the floating button does.
  override func didAdopt(_ child: FlowCoordinator<BookRoute>) {
    guard let addBook = child as? AddBookFlow else { return }
    showLibraryWhenSaved(addBook)
  }

  private func showLibraryWhenSaved(_ addBook: AddBookFlow) {
    onFinish(of: addBook) { [weak self] outcome in
      if outcome.result != nil { try self?.select(.library) }
    }
  }
}

/// One tab: opens the shared Book Detail flow when a screen asks.
@MainActor
final class KittyTabFlow: Coordinator<BookRoute, Void> {
  let tab: KittyTab
  let log: FinishLog

  init(tab: KittyTab, log: FinishLog) {
    self.tab = tab
    self.log = log
  }

  override var flowName: String { "Tab(\(tab.rawValue))" }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case KittyIntent.openBook(let id) = intent else { return false }
    try start(BookDetailFlow(id: id, log: log), .push)
    return true
  }

  override func didFinish(_ cause: FinishCause) {
    log.record(flowName, cause)
  }
}

/// Book Detail: one flow type started from any tab.
@MainActor
final class BookDetailFlow: Coordinator<BookRoute, Void> {
  let id: Int
  let log: FinishLog

  init(id: Int, log: FinishLog) {
    self.id = id
    self.log = log
  }

  override func start() throws {
    try push(.bookDetail(id: id))
  }

  override func didFinish(_ cause: FinishCause) {
    log.record("BookDetail(\(id))", cause)
  }
}

@MainActor
final class AddBookFlow: Coordinator<BookRoute, Book> {
  let log: FinishLog
  private var title: String?

  init(log: FinishLog) {
    self.log = log
  }

  override func start() throws {
    try push(.addBookScan)
  }

  /// Recovers the scanned title from the restored screens.
  override func didRestore() {
    for case .addBookConfirm(let title) in flowRoutes { self.title = title }
  }

  func scanned(_ title: String) throws {
    self.title = title
    try push(.addBookConfirm(title: title))
  }

  func save() {
    if let title { finish(with: Book(title: title)) }
  }

  override func didFinish(_ cause: FinishCause) {
    log.record("AddBook", cause)
  }
}

@MainActor
final class AskQuestionFlow: Coordinator<BookRoute, Int> {
  let log: FinishLog

  init(log: FinishLog) {
    self.log = log
  }

  override func start() throws {
    try push(.askQuestion)
  }

  /// Shows the answer and removes the question-entry screen, so back leaves the flow.
  func submit(id: Int) throws {
    try push(.questionResult(id: id))
    try removeRoute(at: 0)
  }

  func done(id: Int) {
    finish(with: id)
  }

  override func didFinish(_ cause: FinishCause) {
    log.record("AskQuestion", cause)
  }
}

/// Which BookKitty route begins which flow, for restored and linked trees.
@MainActor
func kittyFlows(log: FinishLog) -> @MainActor (BookRoute) -> FlowCoordinator<BookRoute>? {
  { route in
    switch route {
    case .bookDetail(let id): BookDetailFlow(id: id, log: log)
    case .addBookScan: AddBookFlow(log: log)
    default: nil
    }
  }
}

/// Starts BookKitty's tabs as the app's root flow on a test host.
@MainActor
struct KittyHarness {
  let log = FinishLog()
  let tabs: KittyTabs
  let navigator: Navigator<BookRoute>
  let host: TestHost<BookRoute>

  init(
    reselection: KittyTabs.Reselection = .nothing, layout: SectionLayout = .tabs,
    mode: TestHost<BookRoute>.Mode = .immediate
  ) {
    tabs = KittyTabs(log: log, reselection: reselection, layout: layout)
    navigator = Navigator(root: tabs, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = TestHost(mode: mode)
    host.attach(to: navigator)
    navigator.start()
  }

  func openBook(_ id: Int, in tab: KittyTab) throws {
    let path = StackPath(level: 0, section: SectionID(tab))
    let top = try navigator.tree.stack(at: path).count - 1
    navigator.handle(forRouteAt: top, in: path).send(KittyIntent.openBook(id: id))
  }

  var pushedFlow: FlowCoordinator<BookRoute>? {
    tabs.children.first { $0.anchor.level == 1 }
  }
}

/// BookKitty's tree as `NavigationTree.dump()` prints it: each tab on its root screen with
/// `pushed` routes above it, then the lines of what is presented over the tabs.
func kittyDump(
  selected: KittyTab = .home, layout: SectionLayout = .tabs,
  pushed: [KittyTab: [String]] = [:], presented: [String] = []
) -> String {
  var lines = [layout.rawValue]
  for tab in KittyTab.allCases {
    let label = layout == .tabs ? "tab" : "section"
    lines.append("  \(label) \(tab.rawValue)" + (tab == selected ? " (selected)" : ""))
    lines.append("    \(tab.rawValue)")
    lines.append(contentsOf: (pushed[tab] ?? []).map { "    \($0)" })
  }
  lines.append(contentsOf: presented.map { "  \($0)" })
  return lines.joined(separator: "\n")
}
