import Testing
import Wayfinder
import WayfinderTesting

/// Guards before links and intents: allow, reject, redirect and resume; supersession; cold
/// start.
@MainActor
@Suite struct GuardTests {
  final class LoginFlow: Coordinator<BookRoute, String> {
    override func start() throws { try push(.login) }
  }

  final class Session {
    var user: String?
  }

  func gate(_ kitty: KittyHarness, session: Session) throws -> NavigationGate<BookRoute> {
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { request in
      session.user == nil ? .redirect(.to(LoginFlow())) : .allow
    }
    return gate
  }

  var loginFlow: (KittyHarness) -> LoginFlow? {
    { kitty in kitty.tabs.children.compactMap { $0 as? LoginFlow }.first }
  }

  func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }

  @Test func aGuardMayRejectWithAReason() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { _ in .allow }
    gate.addGuard { request in .reject("\(request.origin) needs a subscription") }
    let before = kitty.navigator.tree
    #expect(
      await gate.open("bookkitty://library/books/1")
        == .rejected("link bookkitty://library/books/1 needs a subscription"))
    #expect(kitty.navigator.tree == before)
  }

  @Test func aFlowFindsItsNavigatorsGateAndItsOwnButtonPassesTheGuards() async throws {
    let kitty = KittyHarness()
    #expect(kitty.navigator.gate == nil)
    var gate: NavigationGate<BookRoute>? = NavigationGate(
      navigator: kitty.navigator, router: try kittyRouter())
    gate?.addGuard { _ in .reject("sign in first") }
    #expect(kitty.navigator.gate === gate)
    // What a flow's button submits meets the guards a link meets.
    let before = kitty.navigator.tree
    let outcome = await kitty.navigator.gate?.submit(
      NavigationRequest(origin: .intent("show settings")) { tree in
        var tree = tree
        try tree.push(.settings)
        return tree
      })
    #expect(outcome == .rejected("sign in first"))
    #expect(kitty.navigator.tree == before)
    // Held weakly: the app keeps its gate.
    gate = nil
    #expect(kitty.navigator.gate == nil)
  }

  @Test func aRedirectToLoginResumesTheLinkWhenLoginSucceeds() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    let opening = Task { await gate.open("bookkitty://library/books/7") }
    await settle()
    kitty.host.expectTree(kittyDump(presented: ["sheet: stack", "  login"]))
    session.user = "kitty"
    loginFlow(kitty)?.finish(with: "kitty")
    #expect(await opening.value == .applied)
    #expect(kitty.tabs.selectedTab == .library)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 7))
    await kitty.host.expectNoLeaks()
  }

  @Test func aCancelledRedirectDropsTheLink() async throws {
    let kitty = KittyHarness()
    let gate = try gate(kitty, session: Session())
    let opening = Task { await gate.open("bookkitty://library/books/7") }
    await settle()
    try kitty.host.swipeDownSheet()
    #expect(await opening.value == .redirectCancelled)
    #expect(kitty.tabs.selectedTab == .home)
    #expect(kitty.navigator.tree.presentations.isEmpty)
  }

  @Test func aNewerLinkSupersedesOneWaitingInAGuard() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    let first = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    let second = Task { await gate.open("bookkitty://library/books/2") }
    await settle()
    #expect(await first.value == .superseded)
    #expect(kitty.navigator.tree.presentations.count == 1, "one login, not two")
    session.user = "kitty"
    loginFlow(kitty)?.finish(with: "kitty")
    #expect(await second.value == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 2))
  }

  @Test func aLinkBeforeTheNavigatorStartsWaitsForTheStart() async throws {
    let log = FinishLog()
    let tabs = KittyTabs(log: log, reselection: .nothing, layout: .tabs)
    let navigator = Navigator(root: tabs, logger: quietLogger)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    let gate = NavigationGate(navigator: navigator, router: try kittyRouter())
    #expect(!gate.isReady)
    // The link the app was launched with, before its navigator started.
    let launch = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    #expect(navigator.tree.visibleRoute == nil, "nothing applied before the start")
    navigator.start()
    #expect(gate.isReady)
    #expect(await launch.value == .applied)
    #expect(navigator.tree.visibleRoute == .bookDetail(id: 1))
    host.expectInSync()
  }

  @Test func markingReadyBeforeTheStartStillWaitsForTheStart() async throws {
    let tabs = KittyTabs(log: FinishLog(), reselection: .nothing, layout: .tabs)
    let navigator = Navigator(root: tabs, logger: quietLogger)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    let gate = NavigationGate(
      navigator: navigator, router: try kittyRouter(), waitsForMarkReady: true)
    gate.markReady()
    #expect(!gate.isReady, "a navigator that has not started takes no link")
    let launch = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    #expect(navigator.tree.visibleRoute == nil)
    navigator.start()
    #expect(await launch.value == .applied)
    #expect(navigator.tree.visibleRoute == .bookDetail(id: 1))
  }

  @Test func aLinkAtColdStartWaitsUntilTheAppIsReady() async throws {
    let kitty = KittyHarness()
    // The app decides after its start what it shows (a splash awaiting the session).
    let gate = NavigationGate(
      navigator: kitty.navigator, router: try kittyRouter(), waitsForMarkReady: true)
    #expect(!gate.isReady)
    let early = Task { await gate.open("bookkitty://library/books/1") }
    let later = Task { await gate.open("bookkitty://library/books/2") }
    await settle()
    #expect(kitty.tabs.selectedTab == .home, "nothing applied before the app is ready")
    gate.markReady()
    #expect(await early.value == .superseded)
    #expect(await later.value == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 2))
  }

  @Test func settledRightAfterMarkReadyWaitsForTheReleasedLink() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(
      navigator: kitty.navigator, router: try kittyRouter(), waitsForMarkReady: true)
    // A link while the app is not ready yet (onboarding shows): held, so settled() returns.
    gate.openInTask("bookkitty://library/books/3")
    await gate.settled()
    #expect(kitty.tabs.selectedTab == .home)
    // Onboarding ends: the link goes on, and settled() waits for it to apply.
    gate.markReady()
    await gate.settled()
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 3))
  }

  @Test func aLinkSupersededWhileHeldLeavesNothingToWaitFor() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(
      navigator: kitty.navigator, router: try kittyRouter(), waitsForMarkReady: true)
    let held = gate.openInTask("bookkitty://library/books/3")
    await gate.settled()
    gate.cancelPendingRequest()
    #expect(await held.value == .cancelled)
    gate.markReady()
    // Nothing is held any more: settled() returns at once, and nothing opens.
    await gate.settled()
    #expect(kitty.tabs.selectedTab == .home)
  }

  @Test func aGuardDecidesByTheLinksPatternNotItsText() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    var seen: [String?] = []
    var ids: [Int?] = []
    gate.addGuard { request in
      seen.append(request.match?.template)
      ids.append(request.match?.optionalValue("id", as: Int.self))
      let needsSignIn = request.match?.template == "bookkitty://library/books/{id:int}"
      return needsSignIn && session.user == nil ? .reject("sign in first") : .allow
    }
    #expect(await gate.open("bookkitty://library/books/7") == .rejected("sign in first"))
    #expect(await gate.open("bookkitty://add-book") == .applied)
    #expect(
      await gate.submit(
        NavigationRequest(origin: .intent("settings")) { (tree) throws(DeepLinkError) in tree })
        == .applied)
    #expect(seen == ["bookkitty://library/books/{id:int}", "bookkitty://add-book", nil])
    #expect(ids == [7, nil, nil], "the match carries the link's values too")
  }

  @Test func aGuardThatDecidesByTheTargetHoldsForALinkAndAButtonAlike() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    let navigator = kitty.navigator
    gate.addGuard { request in
      let target = try? request.target(from: navigator.tree)
      let showsABook = target?.visibleStack.routes.contains {
        if case .bookDetail = $0 { true } else { false }
      }
      return showsABook == true && session.user == nil ? .reject("sign in first") : .allow
    }
    #expect(await gate.open("bookkitty://library/books/7") == .rejected("sign in first"))
    let button = NavigationRequest<BookRoute>(origin: .intent("open a book")) { tree in
      try tree.showing(section: "home", stack: [.home, .bookDetail(id: 2)])
    }
    #expect(await gate.submit(button) == .rejected("sign in first"))
    #expect(await gate.open("bookkitty://add-book") == .applied)
    session.user = "kitty"
    #expect(await gate.submit(button) == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 2))
    // Signed out again with the book left in Home: a request for the Library is not about it.
    session.user = nil
    let library = NavigationRequest<BookRoute>(origin: .intent("library")) { tree in
      try tree.showing(section: "library", stack: [.library])
    }
    #expect(await gate.submit(library) == .applied)
  }

  @Test func intentsPassTheGuardsToo() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    session.user = "kitty"
    let outcome = await gate.submit(
      NavigationRequest(origin: .intent("open settings")) { (tree) throws(DeepLinkError) in
        tree.presenting(.sheet(.settings))
      })
    #expect(outcome == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .settings)
  }

  @Test func anIntentsRequestBuildsItsTargetWithTheTreesOwnOperations() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    session.user = "kitty"
    let before = kitty.navigator.tree
    // `showing(section:stack:)` throws a NavigationError: no hand-made wrapping in the closure.
    let outcome = await gate.submit(
      NavigationRequest(origin: .intent("open settings tab")) { tree in
        try tree.showing(section: "settings", stack: [.settings])
      })
    guard case .failed(.navigation) = outcome else {
      Issue.record("expected the tree's error as a navigation error, got \(outcome)")
      return
    }
    #expect(kitty.navigator.tree == before, "nothing is half-applied")
    let opened = await gate.submit(
      NavigationRequest(origin: .intent("open the library")) { tree in
        try tree.showing(section: "library", stack: [.library, .bookDetail(id: 3)])
      })
    #expect(opened == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 3))
  }

  @Test func aRedirectMayWaitForTheLoginAlreadyOnScreenInsteadOfStartingAnother() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let login = LoginFlow()
    try kitty.tabs.start(login, .present(.sheet))
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { _ in session.user == nil ? .redirect(.waiting(for: login)) : .allow }
    let journal = kitty.navigator.journal.keepRecent(10)
    let before = kitty.navigator.tree

    let first = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    let second = Task { await gate.open("bookkitty://library/books/2") }
    await settle()
    #expect(await first.value == .superseded)
    // Nothing new on screen, and the newer link did not cancel the login the gate only waits for.
    #expect(kitty.navigator.tree == before)
    #expect(login.isRunning)
    #expect(journal.events.filter { $0.cause == .guardRedirect("LoginFlow") }.count == 2)

    session.user = "kitty"
    login.finish(with: "kitty")
    #expect(await second.value == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 2))
  }

  @Test func aRedirectFlowThatOtherNavigationDisplacesIsNoAnswer() async throws {
    // A lock screen the link waits for; a session timeout sets a tree over it before the user
    // answered: the guards are asked again, now redirect to a login, and the link opens after.
    let kitty = KittyHarness()
    let session = Session()
    let lock = LoginFlow()
    try kitty.tabs.start(lock, .present(.sheet))
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { _ in
      if lock.isRunning { return .redirect(.waiting(for: lock)) }
      return session.user == nil ? .redirect(.to(LoginFlow())) : .allow
    }
    let opening = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    var timedOut = kitty.navigator.tree
    try timedOut.dismiss(toLevel: 0)
    kitty.navigator.setTree(timedOut)
    #expect(lock.flowState == .finished(.replaced))
    await settle()
    let login = try #require(loginFlow(kitty), "the guards were asked again")
    #expect(login !== lock)
    session.user = "kitty"
    login.finish(with: "kitty")
    #expect(await opening.value == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 1))
  }

  @Test func aRedirectFlowTheUserDeclinesDropsTheRequest() async throws {
    let kitty = KittyHarness()
    let lock = LoginFlow()
    try kitty.tabs.start(lock, .present(.sheet))
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { _ in lock.isRunning ? .redirect(.waiting(for: lock)) : .allow }
    let opening = Task { await gate.open("bookkitty://library/books/1") }
    await settle()
    try kitty.host.swipeDownSheet()
    #expect(await opening.value == .redirectCancelled)
  }

  @Test func waitingForAFlowThatNeverStartedIsRefusedWithTheReason() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    gate.addGuard { _ in .redirect(.waiting(for: LoginFlow())) }
    let outcome = await gate.open("bookkitty://library/books/1")
    #expect(
      outcome
        == .rejected(
          "the redirect to LoginFlow could not start: \(NavigationError.flowNotRunning("LoginFlow"))"
        ))
  }
}
