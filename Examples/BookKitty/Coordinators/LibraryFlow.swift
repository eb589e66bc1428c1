import Wayfinder

/// The Library tab's flow: it opens the shared Book Detail for a book of the library.
@MainActor
public final class LibraryFlow: Coordinator<BookKittyRoute, Void> {
  /// Creates the flow; the tabs flow starts it.
  public override init() {}

  /// The Library tab's root, and Book Detail.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.library], starts: [.flow(BookDetailFlow.self, .push)])
  }

  /// Opens Book Detail on ``BookKittyIntent/openBook(id:)``.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case BookKittyIntent.openBook(let id) = intent else { return false }
    try start(BookDetailFlow(id: id), .push)
    return true
  }
}
