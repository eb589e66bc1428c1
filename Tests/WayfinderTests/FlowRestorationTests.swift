import Logging
import Testing
import Wayfinder
import WayfinderTesting

/// Restored and linked trees get their flows back, as the app's flow factory says.
@MainActor
@Suite struct FlowRestorationTests {
  func restoredKitty() throws -> KittyHarness {
    let kitty = KittyHarness()
    kitty.navigator.flowFactory = kittyFlows(log: kitty.log)
    var tree = try bookKittyTabs(selected: .library)
    let library = StackPath(level: 0, section: "library")
    try tree.push(.bookDetail(id: 1), onto: library)
    try tree.push(.bookDetail(id: 2), onto: library)
    tree.present(.pushed(.addBookScan, .addBookConfirm(title: "Dune")))
    kitty.navigator.restore(tree)
    return kitty
  }

  /// A book's detail that answers the alerts over it.
  final class AnsweringDetail: Coordinator<BookRoute, Void> {
    // Weak: the test's Answers keeps the flows it made.
    weak var answers: Answers?

    init(answers: Answers) {
      self.answers = answers
    }

    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      guard let choice = intent as? DialogChoice else { return false }
      answers?.choices.append(choice)
      return true
    }
  }

  final class Answers {
    var choices: [DialogChoice] = []
    var flows: [AnsweringDetail] = []
  }

  @Test func aRestoredAlertOrPlainSheetBelongsToTheFlowWhoseScreenItCovers() throws {
    let kitty = KittyHarness()
    let answers = Answers()
    kitty.navigator.flowFactory = { route in
      guard case .bookDetail = route else { return nil }
      let flow = AnsweringDetail(answers: answers)
      answers.flows.append(flow)
      return flow
    }
    var tree = try bookKittyTabs(selected: .library)
    try tree.push(.bookDetail(id: 7), onto: StackPath(level: 0, section: "library"))
    tree.present(.sheet(.settings))
    tree.present(
      .alert(
        Dialog(
          id: "remove", title: "Remove this book?",
          actions: [
            DialogAction(id: "remove", title: "Remove", role: .destructive),
            DialogAction(id: "cancel", title: "Cancel", role: .cancel),
          ])))
    // Saved with the alert over a plain sheet of settings, over the book's detail.
    kitty.navigator.restore(tree)
    let detail = try #require(answers.flows.first)
    #expect(
      kitty.navigator.flow(owningRouteAt: 0, in: StackPath(level: 1)) === detail,
      "the plain sheet belongs to the flow whose screen it covers, not the root flow")

    try kitty.host.choose("remove")
    #expect(answers.choices == [DialogChoice(dialog: "remove", action: "remove")])
    kitty.host.expectNoUnhandledIntents()
  }

  @Test func aRestoredTreeGetsItsFlowsBack() throws {
    let kitty = try restoredKitty()
    #expect(
      kitty.navigator.flowDump() == """
        KittyTabs @app
          Tab(home) @root › home
          Tab(qna) @root › qna
          Tab(library) @root › library
            BookDetailFlow @root › library from index 1
              BookDetailFlow @root › library from index 2
          AddBookFlow @level 1
        """)
    kitty.host.expectFlowsMirrorTree()
    let screen = try #require(kitty.host.visibleScreen as? TestScreen<BookRoute>)
    #expect(screen.flow.flowID == kitty.pushedFlow?.flowID, "screens talk to the re-created flow")
  }

  @Test func reCreatedFlowsFinishLikeStartedOnes() async throws {
    let kitty = try restoredKitty()
    (kitty.pushedFlow as? AddBookFlow)?.save()
    #expect(kitty.log.names == ["AddBook"])
    #expect(kitty.tabs.selectedTab == .library, "the parent handled the adopted flow's result")
    try kitty.host.tapBack()
    #expect(kitty.log.names == ["AddBook", "BookDetail(2)"])
    #expect(kitty.log.causes.last == .userWentBack)
    kitty.host.expectFlowsMirrorTree()
    await kitty.host.expectNoLeaks()
  }

  @Test func aLinkToWhatIsShownKeepsItsFlowsAndALinkThatCutsAStackFinishesWhatItCuts()
    async throws
  {
    let kitty = KittyHarness()
    kitty.navigator.flowFactory = kittyFlows(log: kitty.log)
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    let library = try #require(kitty.tabs.tabFlow(for: .library))
    let detail = try #require(library.children.first as? BookDetailFlow)
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    #expect(library.children.first === detail, "the same link twice changes nothing")
    #expect(kitty.log.entries.isEmpty)

    try detail.start(BookDetailFlow(id: 5, log: kitty.log), .push)
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    #expect(library.children.first === detail, "the screens below the cut keep their flow")
    #expect(kitty.log.names == ["BookDetail(5)"])
    #expect(kitty.log.causes == [.replaced])
  }

  @Test func aDeepLinkGetsItsFlowsToo() async throws {
    let kitty = KittyHarness()
    kitty.navigator.flowFactory = kittyFlows(log: kitty.log)
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    #expect(await gate.open("bookkitty://library/books/42") == .applied)
    let detail = kitty.tabs.tabFlow(for: .library)?.children.first as? BookDetailFlow
    #expect(detail?.id == 42)
    #expect(detail?.flowRoutes == [.bookDetail(id: 42)])
    #expect(await gate.open("bookkitty://add-book") == .applied)
    #expect(kitty.pushedFlow is AddBookFlow)
    #expect(kitty.log.entries.isEmpty, "the Library tab keeps its stack and its flow")
    kitty.host.expectFlowsMirrorTree()
  }

  /// A shell whose inner flow presents sheets, as a tabs flow under an app flow does.
  final class Shell: FlowCoordinator<BookRoute> {
    override func start() throws { try start(Inner(), .root) }
  }

  final class Inner: Coordinator<BookRoute, Void> {
    override class var declaration: FlowDeclaration<BookRoute> {
      FlowDeclaration(shows: [.home], starts: [.flow(Ask.self, .present(.sheet))])
    }
    override func start() throws { try push(.home) }
  }

  final class Ask: Coordinator<BookRoute, Void> {}
  final class Settings: Coordinator<BookRoute, Void> {}

  @Test func aRestoredPresentationIsAdoptedByTheFlowThatDeclaresItStartsIt() throws {
    let navigator = Navigator(root: Shell(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    navigator.flowFactory = { route in
      switch route {
      case .askQuestion: Ask()
      case .settings: Settings()
      default: nil
      }
    }
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    var tree = navigator.tree
    tree.present(.sheet(.askQuestion))
    tree.present(.sheet(.settings))
    navigator.restore(tree)

    let ask = try #require(navigator.runningFlows.first { $0 is Ask })
    let settings = try #require(navigator.runningFlows.first { $0 is Settings })
    #expect(ask.parent is Inner, "Inner declares that it presents Ask")
    #expect(settings.parent === navigator.rootFlow, "no flow declares Settings: the root adopts it")
    host.expectFlowsMirrorTree()
  }

  /// A picker whose result the catalog handles where it starts it — and, when `handlesAdopted`,
  /// in `didAdopt` too.
  final class Picker: Coordinator<BookRoute, Int> {
    override func start() throws { try push(.settings) }
  }
  final class Catalog: FlowCoordinator<BookRoute> {
    var handlesAdopted = false
    var picked: [Int] = []
    override func start() throws { try push(.home) }
    override func didAdopt(_ child: FlowCoordinator<BookRoute>) throws {
      guard handlesAdopted, let picker = child as? Picker else { return }
      onFinish(of: picker) { [weak self] outcome in
        if case .finished(let value) = outcome { self?.picked.append(value) }
      }
    }
  }

  /// A catalog restored with the picker open, logging to `records`.
  func restoredPicker(handlesAdopted: Bool, records: LogRecords) throws -> (
    Navigator<BookRoute>, Catalog, Picker
  ) {
    let catalog = Catalog()
    catalog.handlesAdopted = handlesAdopted
    let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records) }
    let navigator = Navigator(root: catalog, logger: logger)
    navigator.warnsAboutLeaks = false
    navigator.flowFactory = { $0 == .settings ? Picker() : nil }
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    navigator.restore(NavigationTree(.home, .settings))
    let picker = try #require(navigator.runningFlows.first { $0 is Picker } as? Picker)
    return (navigator, catalog, picker)
  }

  @Test func anAdoptedFlowsResultThatNoOneWaitsForIsAWarning() throws {
    let records = LogRecords()
    let (navigator, catalog, picker) = try restoredPicker(handlesAdopted: false, records: records)
    picker.finish(with: 3)
    #expect(navigator.tree == NavigationTree(.home))
    #expect(catalog.picked.isEmpty)
    let warnings = records.messages(at: .warning)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("\(picker.flowPath) finished with a result") == true)
    #expect(warnings.first?.contains("didAdopt(_:)") == true)
    #expect(navigator.issues.isEmpty, "a parent may still read the ticket: no issue")
  }

  @Test func anAdoptedFlowWhoseResultTheParentWaitsForIsNoWarning() throws {
    let records = LogRecords()
    let (navigator, catalog, picker) = try restoredPicker(handlesAdopted: true, records: records)
    picker.finish(with: 3)
    #expect(catalog.picked == [3])
    #expect(records.messages(at: .warning).isEmpty)
    #expect(navigator.issues.isEmpty)
  }

  /// A flow started by hand, whose parent ignores its result, is the parent's choice: no
  /// warning.
  @Test func aStartedFlowWhoseResultTheParentIgnoresIsNoWarning() throws {
    let records = LogRecords()
    let (navigator, catalog, _) = try restoredPicker(handlesAdopted: false, records: records)
    let picker = Picker()
    try catalog.start(picker, .push)
    picker.finish(with: 4)
    #expect(records.messages(at: .warning).isEmpty)
    #expect(navigator.issues.isEmpty)
  }
}
