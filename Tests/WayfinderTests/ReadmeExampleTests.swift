import Testing
import Wayfinder
import WayfinderTesting

/// The README's quick start, compiled and run, so that the README stays true.
@MainActor
@Suite struct ReadmeExampleTests {
  enum AppRoute: Hashable, Codable, Sendable {
    case home, scanBarcode
    case bookDetail(id: Int)
  }

  final class AddBookFlow: Coordinator<AppRoute, Int> {
    override func start() throws { try push(.scanBarcode) }
    func saved(bookID: Int) { finish(with: bookID) }
  }

  final class AppFlow: FlowCoordinator<AppRoute> {
    func addBook() {
      task {
        // nil when the user swipes the sheet down
        if let id = try await self.result(of: AddBookFlow(), .present(.sheet)) {
          try self.push(.bookDetail(id: id))
        }
      }
    }
  }

  @Test func theQuickStartAddsABookOrIsSwipedAway() async throws {
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home))
    let host = TestHost<AppRoute>()
    navigator.attach(host)
    navigator.start()

    app.addBook()
    await host.waitUntil { !app.children.isEmpty }
    (app.children.first as? AddBookFlow)?.saved(bookID: 7)
    await host.waitUntil { navigator.tree.visibleRoute == .bookDetail(id: 7) }
    host.expectTree(
      """
      stack
        home
        bookDetail(id: 7)
      """)

    app.addBook()
    await host.waitUntil { !app.children.isEmpty }
    try host.swipeDownSheet()
    host.expectTree(
      """
      stack
        home
        bookDetail(id: 7)
      """)
    await host.expectNoLeaks()
  }
}
