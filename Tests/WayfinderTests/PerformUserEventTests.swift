import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

@MainActor
@Suite struct PerformUserEventTests {
  @Test func aPerformedBackChangesTheTreeAsTheUsersAndSendsTheHostTheSteps() throws {
    let log = FinishLog()
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    var causes: [NavigationCause] = []
    navigator.journal.onEvent { causes.append($0.cause) }
    try navigator.rootFlow.start(
      TestFlow<Int>("Detail", routes: [.bookDetail(id: 1)], log: log), .push)
    _ = host.takeSteps()
    try navigator.perform(.popped(toCount: 1, at: .root))
    #expect(navigator.tree == NavigationTree(.home))
    // The host did not go back itself, so it is told to.
    #expect(host.takeSteps() == [.pop(toCount: 1, at: .root)])
    #expect(host.shown == navigator.tree)
    #expect(log.causes == [.userWentBack])
    #expect(causes.last == .userBack)
  }

  @Test func aPerformedDismissClosesTheSheetOnTheHost() throws {
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    try navigator.rootFlow.present(.sheet(.settings))
    _ = host.takeSteps()
    try navigator.perform(.dismissed(toLevel: 0))
    #expect(host.takeSteps() == [.dismiss(toLevel: 0)])
    #expect(host.shown == NavigationTree(.home))
  }

  @Test func anEventThatDoesNotFitIsRefusedAndChangesNothing() throws {
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    _ = host.takeSteps()
    #expect(throws: NavigationError.self) { try navigator.perform(.popped(toCount: 0, at: .root)) }
    #expect(throws: NavigationError.self) { try navigator.perform(.dismissed(toLevel: 2)) }
    #expect(navigator.tree == NavigationTree(.home))
    #expect(host.takeSteps() == [])
  }
}
