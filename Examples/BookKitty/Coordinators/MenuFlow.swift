import Wayfinder

/// The floating "+" menu over the tabs, finishing with the user's choice.
///
/// The tabs flow starts what was chosen once the menu is gone, in the same plan; closing the
/// menu (``BookKittyIntent/cancel``, or the host dismissing it) cancels it.
@MainActor
public final class MenuFlow: Coordinator<BookKittyRoute, MenuFlow.Choice> {
  /// What the menu offers.
  public enum Choice: Hashable, Sendable {
    /// Add a book.
    case addBook
    /// Ask a question.
    case askQuestion
  }

  /// The name of the overlay the menu is presented in: `.overlay("menu")`.
  public static let overlayName = "menu"

  /// Creates the flow.
  public override init() {}

  /// The menu.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(shows: [.menu])
  }

  /// Shows the menu.
  public override func start() throws {
    try push(.menu)
  }

  /// Finishes with the choice, or cancels on ``BookKittyIntent/cancel``.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.addBook: finish(with: .addBook)
    case BookKittyIntent.askQuestion: finish(with: .askQuestion)
    case BookKittyIntent.cancel: cancel()
    default: return false
    }
    return true
  }
}
