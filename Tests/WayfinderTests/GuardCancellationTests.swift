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

/// Held guard continuations, released by the test.
@MainActor final class HeldGuards {
  var held: [CheckedContinuation<Void, Never>] = []
  func wait() async { await withCheckedContinuation { held.append($0) } }
  func releaseAll() {
    let all = held
    held = []
    for c in all { c.resume() }
  }
}

@MainActor
extension GuardTests {
  /// A task cancelled before it ran (a sign-out right after a link arrived) applies nothing.
  @Test func cancellingATaskBeforeItRunsDropsItsRequest() async throws {
    let kitty = KittyHarness()
    let session = Session()
    session.user = "kitty"
    let gate = try gate(kitty, session: session)
    let before = kitty.navigator.tree
    let opening = gate.openInTask("bookkitty://library/books/7")
    opening.cancel()
    #expect(await opening.value == .cancelled)
    #expect(kitty.navigator.tree == before)
  }

  /// A guard that honours cancellation (a cancellable session refresh) returns at once.
  ///
  /// The request is still dropped, not applied. The guard waits for its task's cancellation,
  /// not for a clock, so a busy machine cannot make it return first.
  @Test func cancellingATaskWhileACancellableGuardAwaitsDropsItsRequest() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    let guards = HeldGuards()
    gate.addGuard { _ in
      await withTaskCancellationHandler {
        await guards.wait()
      } onCancel: {
        Task { @MainActor in guards.releaseAll() }
      }
      return .allow
    }
    let before = kitty.navigator.tree
    let opening = gate.openInTask("bookkitty://library/books/7")
    await settle()
    opening.cancel()
    #expect(await opening.value == .cancelled)
    #expect(kitty.navigator.tree == before)
  }

  /// A request cancelled earlier stays cancelled when a later one is cancelled too.
  @Test func aRequestCancelledEarlierStaysCancelledAfterALaterCancel() async throws {
    let kitty = KittyHarness()
    let gate = NavigationGate(navigator: kitty.navigator, router: try kittyRouter())
    let guards = HeldGuards()
    gate.addGuard { _ in
      await guards.wait()
      return .allow
    }
    let first = gate.openInTask("bookkitty://library/books/7")
    await settle()
    gate.cancelPendingRequest()  // the user signs out
    let second = gate.openInTask("bookkitty://library/books/8")
    await settle()
    gate.cancelPendingRequest()  // and signs out again
    guards.releaseAll()
    #expect(await second.value == .cancelled)
    #expect(await first.value == .cancelled)
  }
}
