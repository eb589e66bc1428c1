import Wayfinder

/// The Home tab's flow: it opens the shared Book Detail for a recently added or recommended
/// book.
@MainActor
public final class HomeFlow: Coordinator<BookKittyRoute, Void> {
  /// Creates the flow; the tabs flow starts it.
  public override init() {}

  /// The Home tab's root, and Book Detail.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.home], starts: [.flow(BookDetailFlow.self, .push)])
  }

  /// Opens Book Detail on ``BookKittyIntent/openBook(id:)``.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case BookKittyIntent.openBook(let id) = intent else { return false }
    try start(BookDetailFlow(id: id), .push)
    return true
  }
}
