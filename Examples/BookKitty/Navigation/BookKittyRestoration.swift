import Wayfinder

/// How BookKitty saves its navigation and brings it back at the next launch.
///
/// ```swift
/// try BookKittyRestoration.restoration.save(navigator.tree, to: store)
///
/// // At the next launch, instead of navigator.start():
/// navigator.flowFactory = BookKittyRestoration.flowFactory
/// navigator.start(restoringFrom: store, with: BookKittyRestoration.restoration)
/// ```
public enum BookKittyRestoration {
  /// The snapshot format of BookKitty's routes, version 1.
  public static let restoration = Restoration<BookKittyRoute>(version: 1)

  /// The flow that begins at `route`, so that a restored or linked tree gets its flows back:
  /// Book Detail, Add a book, Ask a question, and the floating menu.
  ///
  /// Tab roots and a question of the history belong to their tab's flow, which the tabs flow
  /// starts itself; the login form belongs to the flow the root starts.
  @MainActor
  public static func flowFactory(_ route: BookKittyRoute) -> FlowCoordinator<BookKittyRoute>? {
    switch route {
    case .bookDetail(let id): BookDetailFlow(id: id)
    case .searchCatalog: AddBookFlow()
    case .askQuestion, .answers: AskQuestionFlow()
    case .menu: MenuFlow()
    case .login, .home, .questions, .library, .question, .confirmBook: nil
    }
  }
}
