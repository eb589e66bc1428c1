import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// A hand-off gives the successor the predecessor's place, whatever kind it is; SeeMeet's Login
/// replaces Home's root, then hands its place to Register.
@MainActor
@Suite struct HandOffPlaceTests {
  /// Home's tab flow, with Login in place of Home's routes.
  func loginReplacingHome() throws -> (Harness, tab: TabFlow<BookRoute>, login: TestFlow<Int>) {
    let harness = Harness(try bookKittyTabs())
    let tab = TabFlow<BookRoute>()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    let login = TestFlow<Int>("Login", routes: [.login])
    try tab.start(login, .replacingStack)
    _ = harness.host.takeSteps()
    return (harness, tab, login)
  }

  @Test func theSuccessorOfAFlowThatReplacedTheStackReplacesItToo() throws {
    let (harness, tab, login) = try loginReplacingHome()
    let register = TestFlow<Int>("Register", routes: [.settings])
    try login.handOff(to: register)
    #expect(try harness.navigator.tree.stack(at: .homeTab) == [.settings])
    #expect(harness.navigator.flow(owningRouteAt: 0, in: .homeTab) === register)
    #expect(tab.flowRoutes.isEmpty, "the tab's routes stay away while the successor runs")
    register.finish(with: 7)
    #expect(try harness.navigator.tree.stack(at: .homeTab) == [.home])
    #expect(login.ticket.outcome == .finished(7))
    #expect(harness.host.misboundScreens.isEmpty)
  }

  @Test func keepingScreensTheSuccessorOwnsOnlyThePredecessorsScreens() throws {
    let (harness, tab, login) = try loginReplacingHome()
    let register = TestFlow<Int>("Register", routes: [.settings])
    let loginScreen = harness.navigator.handle(forRouteAt: 0, in: .homeTab)
    #expect(loginScreen.flowPath == login.flowPath)
    try login.handOff(to: register, keepingScreens: true)
    #expect(try harness.navigator.tree.stack(at: .homeTab) == [.login, .settings])
    #expect(loginScreen.flowPath == register.flowPath, "the screen's handle reaches the successor")
    #expect(loginScreen.flowPath != login.flowPath)
    #expect(harness.navigator.flow(owningRouteAt: 0, in: .homeTab) === register)
    #expect(tab.flowRoutes.isEmpty)
    try harness.host.tapBack()
    #expect(register.isRunning, "back from the successor's first screen returns to Login's")
    #expect(try harness.navigator.tree.stack(at: .homeTab) == [.login])
  }

  @Test func theParentsRoutesComeBackWhenTheHandOffChainEnds() throws {
    let (harness, tab, login) = try loginReplacingHome()
    let register = TestFlow<Int>("Register", routes: [.settings])
    try login.handOff(to: register, keepingScreens: true)
    let verify = TestFlow<Int>("Verify", routes: [.askQuestion])
    try register.handOff(to: verify)
    #expect(try harness.navigator.tree.stack(at: .homeTab) == [.askQuestion])
    #expect(tab.flowRoutes.isEmpty)
    verify.cancel()
    #expect(
      try harness.navigator.tree.stack(at: .homeTab) == [.home], "Home's tab shows Home again")
    #expect(tab.flowRoutes == [.home])
    #expect(login.ticket.outcome == .cancelled(.cancelled))
    harness.host.expectTree(kittyDump())
    #expect(harness.host.misboundScreens.isEmpty)
  }

  @Test func aHandOffWhoseScreensWouldBeHiddenIsRefusedAndChangesNothing() throws {
    let (harness, tab, login) = try loginReplacingHome()
    try harness.app.present(.sheet(.settings))
    let before = harness.navigator.tree
    let register = TestFlow<Int>("Register", routes: [.askQuestion])
    #expect(throws: NavigationError.self) { try login.handOff(to: register) }
    #expect(harness.navigator.tree == before)
    #expect(login.isRunning && register.flowState == .idle)
    #expect(tab.flowRoutes.isEmpty, "the tab's routes still wait for Login")
    login.finish(with: 1)
    #expect(login.ticket.outcome == .finished(1), "Login's outcome still reaches the parent")
  }

  @Test func aFlowWhoseTabGoesWithItsChildCannotHandOverInPlace() throws {
    let harness = Harness(try bookKittyTabs())
    let pushed = TestFlow<Int>("Pushed", routes: [.settings])
    try harness.app.start(pushed, .push)
    try pushed.start(TestFlow<Void>("HomeTab"), .tab(SectionID(Tab.home)))
    let before = harness.navigator.tree
    let successor = TestFlow<Int>("Successor", routes: [.askQuestion])
    #expect(throws: NavigationError.self) {
      try pushed.handOff(to: successor, keepingScreens: true)
    }
    #expect(harness.navigator.tree == before)
    #expect(pushed.isRunning && successor.flowState == .idle)
  }
}
