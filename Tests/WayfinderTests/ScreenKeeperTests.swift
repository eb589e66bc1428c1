import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting

/// The identity map every host keeps: which screens a step makes, keeps and lets go of.
@MainActor
@Suite struct ScreenKeeperTests {
  final class Screen {
    let route: BookRoute
    init(route: BookRoute) { self.route = route }
  }

  func keeper() -> (ScreenKeeper<BookRoute, Screen>, Navigator<BookRoute>, Released) {
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    navigator.start()
    let released = Released()
    let keeper = ScreenKeeper<BookRoute, Screen>(
      make: { route, _ in Screen(route: route) },
      release: { entry, _ in released.routes.append(entry.route) })
    keeper.attach(to: navigator)
    return (keeper, navigator, released)
  }

  final class Released {
    var routes: [BookRoute] = []
  }

  @Test func stepsSayWhichScreensAreNewAndTheOthersStayTheSameObjects() throws {
    let (keeper, navigator, released) = keeper()
    defer { withExtendedLifetime(navigator) {} }
    try keeper.perform(.push([.home, .qna, .library, .settings], onto: .root))
    let home = try #require(keeper.screen(at: 0, in: .root))
    let settings = try #require(keeper.screen(at: 3, in: .root))
    try keeper.perform(.remove(indices: 1..<3, from: .root))
    #expect(keeper.screen(at: 0, in: .root) === home)
    #expect(keeper.screen(at: 1, in: .root) === settings, "the screen above moved down")
    #expect(released.routes == [.qna, .library])
    try keeper.perform(.setStack([.home, .settings], at: .root, keeping: 1))
    #expect(keeper.screen(at: 0, in: .root) === home)
    #expect(keeper.screen(at: 1, in: .root) !== settings, "equal route, new screen: not kept")
    try keeper.perform(.present(.sheet(.askQuestion)))
    #expect(keeper.visibleScreen?.route == .askQuestion)
    try keeper.apply(.dismissed(toLevel: 0))
    #expect(keeper.count == 2)
    #expect(released.routes.last == .askQuestion)
  }

  @Test func aStepThatDoesNotFitChangesNothing() throws {
    let (keeper, navigator, _) = keeper()
    defer { withExtendedLifetime(navigator) {} }
    try keeper.perform(.push([.home], onto: .root))
    #expect(throws: NavigationError.self) { try keeper.perform(.pop(toCount: 5, at: .root)) }
    #expect(keeper.count == 1)
    #expect(keeper.tree == NavigationTree(.home))
  }
}
