import Wayfinder

/// The Library tab's flow: it opens the shared Book Detail for a book of the library.
@MainActor
public final class LibraryFlow: Coordinator<BookKittyRoute, Void> {
  /// Creates the flow; the tabs flow starts it.
  public override init() {}

  /// Opens Book Detail on ``BookKittyIntent/openBook(id:)``.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case BookKittyIntent.openBook(let id) = intent else { return false }
    try start(BookDetailFlow(id: id), .push)
    return true
  }
}
