import Wayfinder

/// Add a book, started from the floating menu: search the catalog, confirm a book, save it.
///
/// Finishes with the new library entry; back from the search, or ``BookKittyIntent/cancel``,
/// cancels it.
@MainActor
public final class AddBookFlow: Coordinator<BookKittyRoute, LibraryEntry> {
  /// Creates the flow.
  public override init() {}

  /// The catalog search and the confirmation.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.searchCatalog, .confirmBook(id: 0)])
  }

  /// Shows the catalog search.
  public override func start() throws {
    try push(.searchCatalog)
  }

  /// Confirms a chosen book, finishes with a saved one, cancels on request.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.chooseBook(let id):
      try push(.confirmBook(id: id))
    case BookKittyIntent.bookSaved(let entry):
      finish(with: entry)
    case BookKittyIntent.cancel:
      cancel()
    default:
      return false
    }
    return true
  }
}
