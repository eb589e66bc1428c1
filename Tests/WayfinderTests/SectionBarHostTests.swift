import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// The platform hosts are told when a tab's bar hides: a driver command per change, and the
/// state in a container built anew; the declarative model answers per stack.
@MainActor
@Suite struct SectionBarHostTests {
  let home = StackPath(level: 0, section: SectionID(Tab.home))

  /// Tabs with a flow per tab, on a host over `driver`.
  private func start<Driver: NavigationDriver<FakeScreen>>(
    _ driver: Driver, capabilities: HostCapabilities = .uiKit
  ) throws -> (Navigator<BookRoute>, DrivenHost<BookRoute, Driver>, FlowCoordinator<BookRoute>) {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(driver: driver, capabilities: capabilities) { route, _ in
      FakeScreen(route: route)
    }
    host.attach(to: navigator)
    navigator.start()
    let tab = TabFlow<BookRoute>()
    try app.start(tab, .tab(SectionID(Tab.home)))
    return (navigator, host, tab)
  }

  @Test func aDriverIsToldWhenTheBarHidesAndShowsAgain() throws {
    let driver = FakeDriver()
    let (navigator, host, tab) = try start(driver)
    let login = BarHidingFlow(routes: [.login])
    try tab.start(login, .replacingStack)
    #expect(
      driver.log.suffix(2) == [
        "stack root › home [login] replaced(kept: 0)", "hide bar over home at 0",
      ])
    login.finish()
    #expect(driver.log.last == "show bar over home at 0")
    #expect(host.shown == navigator.tree)
  }

  @Test func aHostAttachedLaterBuildsTheTabsWithTheBarHidden() throws {
    let (navigator, _, tab) = try start(FakeDriver())
    try tab.start(BarHidingFlow(routes: [.login]), .replacingStack)
    let later = FakeDriver()
    let host = DrivenHost(driver: later) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    #expect(later.log == ["root tabs home*(no bar)=[login] qna=[qna] library=[library]"])
    let model = DeclarativeDriver()
    DrivenHost(driver: model, capabilities: .swiftUI) { route, _ in FakeScreen(route: route) }
      .attach(to: navigator)
    #expect(model.model.hidesSectionBar(at: home))
  }

  @Test func theDeclarativeModelHidesTheBarOnThatTabsScreensOnly() throws {
    let driver = DeclarativeDriver()
    let (navigator, host, tab) = try start(driver, capabilities: .swiftUI)
    driver.model.events = host
    let login = BarHidingFlow(routes: [.login])
    try tab.start(login, .replacingStack)
    #expect(driver.model.hidesSectionBar(at: home))
    #expect(!driver.model.hidesSectionBar(at: StackPath(level: 0, section: SectionID(Tab.qna))))
    #expect(!driver.model.hidesSectionBar(at: .root))
    login.finish()
    #expect(!driver.model.hidesSectionBar(at: home))
    #expect(host.shown == navigator.tree)
  }
}
