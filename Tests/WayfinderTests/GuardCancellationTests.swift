import Testing
import Wayfinder
import WayfinderTesting

/// A request the app drops before it is applied (the user signed out), and when `settled()`
/// returns after a redirect's flow finished.
@MainActor
extension GuardTests {
  @Test func aRequestWaitingForTheSignInIsDroppedAtSignOutAndOpensForNobodyAfter() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    let opening = gate.openInTask("bookkitty://library/books/7")
    await gate.settled()
    let login = try #require(loginFlow(kitty))
    gate.cancelPendingRequest()
    #expect(await opening.value == .cancelled)
    // The login the gate started went with the request.
    #expect(!login.isRunning)
    #expect(gate.redirectFlow == nil)
    #expect(kitty.navigator.tree.presentations.isEmpty)
    // The next user's sign-in opens nothing the last one asked for.
    session.user = "grace"
    await gate.settled()
    #expect(kitty.tabs.selectedTab == .home)
    #expect(kitty.navigator.tree.visibleRoute != .bookDetail(id: 7))
    // The gate takes the next request as usual.
    #expect(await gate.open("bookkitty://library/books/2") == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 2))
  }

  @Test func cancellingTheTaskOfARequestDropsIt() async throws {
    let kitty = KittyHarness()
    let gate = try gate(kitty, session: Session())
    let opening = gate.openInTask("bookkitty://library/books/7")
    await gate.settled()
    let login = try #require(loginFlow(kitty))
    opening.cancel()
    #expect(await opening.value == .cancelled)
    #expect(!login.isRunning)
    #expect(gate.redirectFlow == nil)
  }

  @Test func aRequestHeldForTheStartIsDroppedToo() async throws {
    let tabs = KittyTabs(log: FinishLog(), reselection: .nothing, layout: .tabs)
    let navigator = Navigator(root: tabs, logger: quietLogger)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    let gate = NavigationGate(navigator: navigator, router: try kittyRouter())
    let launch = gate.openInTask("bookkitty://library/books/1")
    gate.cancelPendingRequest()
    // It ends now, not when the navigator starts.
    #expect(await launch.value == .cancelled)
    navigator.start()
    await settle()
    #expect(navigator.tree.visibleRoute != .bookDetail(id: 1))
  }

  @Test func cancellingAfterTheRequestWasAppliedChangesNothing() async throws {
    let kitty = KittyHarness()
    let session = Session()
    session.user = "kitty"
    let gate = try gate(kitty, session: session)
    #expect(await gate.open("bookkitty://library/books/3") == .applied)
    let before = kitty.navigator.tree
    gate.cancelPendingRequest()
    #expect(kitty.navigator.tree == before)
    #expect(await gate.open("bookkitty://library/books/4") == .applied)
  }

  @Test func settledRightAfterTheSignInWaitsForTheLinkToApply() async throws {
    let kitty = KittyHarness()
    let session = Session()
    let gate = try gate(kitty, session: session)
    let opening = gate.openInTask("bookkitty://library/books/7")
    await gate.settled()
    session.user = "kitty"
    try #require(loginFlow(kitty)).finish(with: "kitty")
    await gate.settled()
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 7))
    #expect(gate.redirectFlow == nil)
    #expect(await opening.value == .applied)
  }
}
