import Wayfinder

/// The shared Book Detail flow (seed 002's BookDetailCoordinator), pushed from any tab.
///
/// It finishes when the user removes the book from the library, so the user is back on the
/// screen that opened it; back does the same.
@MainActor
public final class BookDetailFlow: Coordinator<BookKittyRoute, Void> {
  /// The book shown.
  public let id: Book.ID

  /// Creates the flow for the book `id`.
  public init(id: Book.ID) {
    self.id = id
  }

  /// The book.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.bookDetail(id: 0)])
  }

  /// Shows the book.
  public override func start() throws {
    try push(.bookDetail(id: id))
  }

  /// Finishes on ``BookKittyIntent/bookRemoved(id:)``; a book added from the screen keeps it
  /// open, showing that the book is in the library now.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.bookRemoved(let removed) where removed == id:
      finish()
      return true
    case BookKittyIntent.bookSaved(let entry) where entry.id == id:
      return true
    default:
      return false
    }
  }
}
