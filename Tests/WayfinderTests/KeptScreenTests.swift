import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// A hand-off that keeps the screens keeps the screen objects: what the user typed stays, and
/// the host only pushes the successor's screens.
@MainActor
@Suite struct KeptScreenTests {
  @Test func aPushedFlowsKeptScreenIsTheSameObjectBoundToTheSuccessor() throws {
    let harness = Harness(try bookKittyTabs())
    let login = TestFlow<Int>("Login", routes: [.login])
    try harness.app.start(login, .push)
    _ = harness.host.takeSteps()
    let before = try #require(harness.host.screen(at: 1, in: .homeTab) as? TestScreen<BookRoute>)
    let register = TestFlow<Int>("Register", routes: [.settings])
    var intents: [TestIntent] = []
    register.handler = { intent in
      intents.append(try #require(intent as? TestIntent))
      return true
    }
    try login.handOff(to: register, keepingScreens: true)
    harness.host.expectSteps([.push([.settings], onto: .homeTab)])
    #expect(harness.host.screen(at: 1, in: .homeTab) === before, "the same screen object")
    #expect(before.flow.flowID == register.flowID)
    #expect(before.flow.isActive)
    #expect(before.flow.flowPath == register.flowPath)
    before.flow.send(TestIntent.openBook(id: 3))
    #expect(intents == [.openBook(id: 3)], "the kept screen's intents reach the successor")
    #expect(harness.host.misboundScreens.isEmpty)
    harness.host.expectNoUnhandledIntents()
  }

  @Test func aKeptScreenResolvesFromTheSuccessorsScope() throws {
    let harness = Harness()
    let login = TestFlow<Int>("Login", routes: [.login])
    login.dependencies.register(Greeter.self, scope: .flow) { _ in Greeter(text: "login") }
    try harness.app.start(login, .push)
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    let loginScope = try #require(screen.flow.dependencies)
    let register = TestFlow<Int>("Register", routes: [.settings])
    register.dependencies.register(Greeter.self, scope: .flow) { _ in Greeter(text: "register") }
    try login.handOff(to: register, keepingScreens: true)
    #expect(try screen.flow.dependencies?.resolve(Greeter.self).text == "register")
    #expect(loginScope.isEnded, "Login's flow-scoped services end with Login")
    #expect(throws: ResolutionError.self) { try loginScope.resolve(Greeter.self) }
  }

  @Test func aPresentedFlowsKeptScreenIsTheSameObject() throws {
    let harness = Harness()
    let login = TestFlow<Int>("Login", routes: [.login])
    try harness.app.start(login, .present(.sheet))
    _ = harness.host.takeSteps()
    let sheet = StackPath(level: 1)
    let before = try #require(harness.host.screen(at: 0, in: sheet))
    let register = TestFlow<Int>("Register", routes: [.settings])
    try login.handOff(to: register, keepingScreens: true)
    harness.host.expectSteps([.push([.settings], onto: sheet)])
    #expect(harness.host.screen(at: 0, in: sheet) === before)
    #expect(harness.host.misboundScreens.isEmpty)
  }

  @Test func screensKeptThroughAChainReachTheLastSuccessor() async throws {
    let harness = Harness(try bookKittyTabs())
    let tab = TabFlow<BookRoute>()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    do {
      let login = TestFlow<Int>("Login", routes: [.login])
      try tab.start(login, .replacingStack)
      let screen = try #require(harness.host.screen(at: 0, in: .homeTab) as? TestScreen<BookRoute>)
      let register = TestFlow<Int>("Register", routes: [.settings])
      try login.handOff(to: register, keepingScreens: true)
      let verify = TestFlow<Int>("Verify", routes: [.askQuestion])
      _ = harness.host.takeSteps()
      try register.handOff(to: verify, keepingScreens: true)
      harness.host.expectSteps([.push([.askQuestion], onto: .homeTab)])
      #expect(harness.host.screen(at: 0, in: .homeTab) === screen)
      #expect(screen.flow.flowID == verify.flowID)
      #expect(harness.host.misboundScreens.isEmpty)
      verify.finish(with: 1)
      #expect(!screen.flow.isActive, "the screen's flow is gone once the chain ends")
      #expect(screen.flow.dependencies == nil)
    }
    harness.host.expectTree(kittyDump())
    await harness.host.expectNoLeaks()
  }

  @Test func aTabsFlowHandingOffKeepsTheTabsScreenObjects() throws {
    let harness = Harness(try bookKittyTabs())
    let first = TestFlow<Void>("HomeTab")
    try harness.app.start(first, .tab(SectionID(Tab.home)))
    let before = try #require(harness.host.screen(at: 0, in: .homeTab))
    _ = harness.host.takeSteps()
    try first.handOff(to: TestFlow<Void>("HomeTab2"))
    harness.host.expectSteps([])
    #expect(harness.host.screen(at: 0, in: .homeTab) === before)
    #expect(harness.host.misboundScreens.isEmpty)
  }
}
