import Testing
import Wayfinder
import WayfinderTesting

/// The coordinator patterns of the seeds, with no hand-written child bookkeeping.
@MainActor
@Suite struct FloatingFlowTests {
  /// Seed 002: "AddBook finished → select Library; AddQuestion finished → select Q&A", and the
  /// pushed flow leaves the stack.
  @Test func addBookPushedOverTheTabsSelectsTheLibraryWhenSaved() async throws {
    let kitty = KittyHarness()
    _ = kitty.host.takeSteps()
    try kitty.tabs.addBook()
    do {
      let addBook = try #require(kitty.pushedFlow as? AddBookFlow)
      try addBook.scanned("Dune")
      addBook.save()
    }
    kitty.host.expectSteps([
      .present(.pushed(.addBookScan)),
      .push([.addBookConfirm(title: "Dune")], onto: StackPath(level: 1)),
      .dismiss(toLevel: 0),
      .select("library", level: 0),
    ])
    #expect(kitty.tabs.selectedTab == .library)
    #expect(kitty.log.names == ["AddBook"])
    #expect(kitty.log.causes == [.completed])
    kitty.host.expectInSync()
    await kitty.host.expectNoLeaks()
  }

  @Test func askAQuestionSelectsQAndAWhenItFinishes() async throws {
    let kitty = KittyHarness()
    try kitty.tabs.askQuestion()
    try #require(kitty.pushedFlow as? AskQuestionFlow).submit(id: 5)
    kitty.host.expectTree(kittyDump(presented: ["pushed: stack", "  questionResult(id: 5)"]))
    try #require(kitty.pushedFlow as? AskQuestionFlow).done(id: 5)
    #expect(kitty.tabs.selectedTab == .qna)
    #expect(kitty.navigator.tree.topLevel == 0)
    await kitty.host.expectNoLeaks()
  }

  @Test func cancellingAFloatingFlowKeepsTheTab() async throws {
    let kitty = KittyHarness()
    try kitty.tabs.addBook()
    try kitty.host.tapBack()
    #expect(kitty.log.causes == [.userWentBack])
    #expect(kitty.tabs.selectedTab == .home)
    try kitty.tabs.askQuestion(style: .sheet)
    try kitty.host.swipeDownSheet()
    #expect(kitty.log.causes == [.userWentBack, .userDismissed])
    #expect(kitty.tabs.selectedTab == .home)
    #expect(kitty.tabs.children.count == 3)
    await kitty.host.expectNoLeaks()
  }

  @Test func aBackGestureCancelledOnTheFirstPushedScreenKeepsTheFlow() async throws {
    let kitty = KittyHarness()
    try kitty.tabs.addBook()
    try kitty.host.swipeBackAndCancel()
    #expect(kitty.log.entries.isEmpty)
    #expect(kitty.navigator.tree.topLevel == 1)
  }
}

@MainActor
@Suite struct SharedFlowTests {
  @Test(arguments: KittyTab.allCases)
  func bookDetailBehavesTheSameFromEveryTabAndFinishesIntoItsStarter(tab: KittyTab) async throws {
    let kitty = KittyHarness()
    try kitty.tabs.select(tab)
    try kitty.openBook(42, in: tab)
    let starter = try #require(kitty.tabs.tabFlow(for: tab))
    #expect((starter.children.first as? BookDetailFlow)?.parent === starter)
    let path = StackPath(level: 0, section: SectionID(tab))
    #expect(try kitty.navigator.tree.stack(at: path).last == .bookDetail(id: 42))
    try kitty.host.tapBack()
    #expect(starter.children.isEmpty)
    #expect(kitty.log.names == ["BookDetail(42)"])
    #expect(kitty.log.causes == [.userWentBack])
    await kitty.host.expectNoLeaks()
  }

  @Test func aBookDetailOpenedFromABookDetailStacksOnIt() async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    try kitty.openBook(2, in: .home)
    let path = StackPath(level: 0, section: "home")
    #expect(
      Array(try kitty.navigator.tree.stack(at: path)) == [
        .home, .bookDetail(id: 1), .bookDetail(id: 2),
      ])
    try kitty.host.tapBack()
    #expect(kitty.log.names == ["BookDetail(2)"])
    #expect(kitty.tabs.tabFlow(for: .home)?.children.count == 1)
  }
}

/// SeeMeet (seed 001): the friend list, pushed on Home, has a "message" button per friend that
/// replaces the list with the plan request, that friend added; both are Home's screens.
@MainActor
@Suite struct IntentsThatTravelUpTests {
  enum SeeMeetIntent: NavigationIntent {
    case message(friend: Int)
    case requestPlan(friend: Int)
  }

  final class PlanRequestFlow: Coordinator<BookRoute, Void> {
    let friend: Int
    init(friend: Int) { self.friend = friend }
    override func start() throws { try push(.questionResult(id: friend)) }
  }

  /// Home's flow: it starts the friend list, and the plan request when a friend is messaged.
  final class HomeFlow: Coordinator<BookRoute, Void> {
    var requested: [Int] = []
    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      guard case SeeMeetIntent.message(let friend) = intent else { return false }
      requested.append(friend)
      try popToRoot()
      try start(PlanRequestFlow(friend: friend), .push)
      return true
    }
  }

  final class SeeMeetTabs: TabsCoordinator<BookRoute, KittyTab> {
    init() {
      super.init(selected: .home) { tab in tab == .home ? .home : tab == .qna ? .qna : .library }
    }
    override func flow(for tab: KittyTab) -> Coordinator<BookRoute, Void> {
      tab == .home ? HomeFlow() : TabFlow()
    }
  }

  @Test func aMessageFromTheFriendListReplacesItWithThePlanRequestOnHome() async throws {
    let tabs = SeeMeetTabs()
    let navigator = Navigator(root: tabs, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    let home = try #require(tabs.tabFlow(for: .home) as? HomeFlow)
    let log = FinishLog()
    try home.start(
      TestFlow<Void>("FriendList", routes: [.library, .bookDetail(id: 7)], log: log), .push)
    _ = host.takeSteps()

    try #require(host.visibleScreen as? TestScreen<BookRoute>).flow.send(
      SeeMeetIntent.message(friend: 7))

    #expect(home.requested == [7])
    #expect(log.names == ["FriendList"], "the list's flow finished with its screens")
    #expect(home.children.count == 1 && home.children.first is PlanRequestFlow)
    host.expectTree(kittyDump(pushed: [.home: ["questionResult(id: 7)"]]))
    #expect(host.takeSteps().count == 1, "one plan: the list's screens become the request")
    host.expectNoUnhandledIntents()
    host.expectFlowsMirrorTree()
    await host.expectNoLeaks()
  }
}

extension IntentsThatTravelUpTests {
  /// The shipped SeeMeet: the App flow, two levels above Home, presents the plan request over
  /// the tabs; the flows in between neither handle nor forward the intent by hand.
  final class SeeMeetApp: FlowCoordinator<BookRoute> {
    let tabs = SeeMeetTabs()
    var requested: [Int] = []
    override func start() throws { try start(tabs, .root) }
    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      guard case SeeMeetIntent.requestPlan(let friend) = intent else { return false }
      requested.append(friend)
      try start(PlanRequestFlow(friend: friend), .present(.fullScreen))
      return true
    }
  }

  @Test func aRequestFromTheFriendListTravelsUpToTheAppFlowWhichPresentsIt() async throws {
    let app = SeeMeetApp()
    let navigator = Navigator(root: app, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    let home = try #require(app.tabs.tabFlow(for: .home) as? HomeFlow)
    try home.start(
      TestFlow<Void>("FriendList", routes: [.library, .bookDetail(id: 7)], log: FinishLog()), .push)
    _ = host.takeSteps()

    try #require(host.visibleScreen as? TestScreen<BookRoute>).flow.send(
      SeeMeetIntent.requestPlan(friend: 7))

    #expect(app.requested == [7])
    #expect(home.requested.isEmpty, "Home's flow saw the intent and let it go up")
    #expect(navigator.tree.presentations.map(\.style) == [.fullScreen])
    #expect(navigator.tree.visibleRoute == .questionResult(id: 7))
    #expect(
      try navigator.tree.stack(at: StackPath(level: 0, section: SectionID(KittyTab.home))).routes
        == [.home, .library, .bookDetail(id: 7)],
      "the friend list stays under the request")
    #expect(host.takeSteps().count == 1)
    host.expectNoUnhandledIntents()
    host.expectFlowsMirrorTree()
    await host.expectNoLeaks()
  }
}

/// Login ⇄ Main (seed 003) and Login handing its place to Register (seed 001).
@MainActor
@Suite struct RootSwitchTests {
  final class LoginFlow: Coordinator<BookRoute, String> {
    override func start() throws { try push(.login) }
    func register() throws { try handOff(to: RegisterFlow()) }
  }

  final class RegisterFlow: Coordinator<BookRoute, String> {
    override func start() throws { try push(.settings) }
  }

  final class SessionFlow: FlowCoordinator<BookRoute> {
    var users: [String] = []
    let log: FinishLog
    init(log: FinishLog) { self.log = log }

    override func start() throws { try showLogin() }

    func showLogin() throws {
      try start(LoginFlow(), .root) { [weak self] outcome in
        guard let user = outcome.result else { return }
        self?.users.append(user)
        try self?.showMain()
      }
    }

    func showMain() throws {
      try start(KittyTabs(log: log), .root)
    }

    func logOut() throws { try showLogin() }
  }

  @Test func theRootShowsExactlyOneOfLoginAndMain() async throws {
    let log = FinishLog()
    let session = SessionFlow(log: log)
    let navigator = Navigator(root: session, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    for round in 1...2 {
      host.expectTree("stack\n  login")
      try #require(session.children.first as? LoginFlow).finish(with: "kitty\(round)")
      #expect(session.children.count == 1)
      #expect(session.children.first is KittyTabs)
      #expect(navigator.tree.root.layout == .tabs)
      host.expectInSync()
      try session.logOut()
      #expect(session.children.count == 1)
      #expect(session.children.first is LoginFlow)
      await host.expectNoLeaks()
    }
    #expect(session.users == ["kitty1", "kitty2"])
    #expect(log.names.filter { $0 == "KittyTabs" }.count == 2)
  }

  @Test func loginHandsItsPlaceToRegisterWithoutTheParentKnowing() async throws {
    let harness = Harness(NavigationTree(root: .stack([])))
    var outcomes: [FlowOutcome<String>] = []
    do {
      let login = LoginFlow()
      try harness.app.start(login, .root) { outcomes.append($0) }
      try login.register()
    }
    #expect(harness.app.children.count == 1)
    harness.host.expectTree("stack\n  settings")
    // Nothing replaces the root when the chain ends: the empty screen is reported.
    do {
      let register = try #require(harness.app.children.first as? RegisterFlow)
      harness.host.expectIssue { register.finish(with: "new-user") }
    }
    #expect(harness.navigator.issues == [.emptyStack(.root, flow: harness.app.flowPath)])
    #expect(outcomes == [.finished("new-user")])
    await harness.host.expectNoLeaks()
  }

  @Test func aPresentedFlowHandsOverItsPresentation() async throws {
    let harness = Harness()
    var outcomes: [FlowOutcome<String>] = []
    do {
      let login = LoginFlow()
      try harness.app.start(login, .present(.fullScreen)) { outcomes.append($0) }
      try login.register()
    }
    harness.host.expectTree("stack\n  home\n  fullScreen: stack\n    settings")
    try #require(harness.app.children.first as? RegisterFlow).cancel()
    #expect(outcomes == [.cancelled(.cancelled)])
    await harness.host.expectNoLeaks()
  }
}
