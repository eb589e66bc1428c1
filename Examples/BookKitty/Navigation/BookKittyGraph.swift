import LoginSample
import Wayfinder
import WayfinderGraph

/// BookKitty's flow graph, as its flows declare it (``FlowCoordinator/declaration``).
///
/// `bookkitty graph` prints it, and a test checks that the root reaches every flow and every
/// screen:
///
/// ```swift
/// try BookKittyGraph.declared.checkReachability()
/// ```
public enum BookKittyGraph {
  /// Every flow type of the app, so that one nothing starts shows up as unreachable.
  @MainActor public static var flows: [FlowCoordinator<BookKittyRoute>.Type] {
    [
      BookKittyAppFlow.self, LoginCoordinator<BookKittyRoute>.self, BookKittyTabsFlow.self,
      HomeFlow.self, QuestionsFlow.self, LibraryFlow.self, BookDetailFlow.self, MenuFlow.self,
      AddBookFlow.self, AskQuestionFlow.self,
    ]
  }

  /// One route of every case, so that a screen no flow shows shows up as unreachable.
  public static let routes: [BookKittyRoute] = [
    .login, .home, .questions, .library, .bookDetail(id: 0), .question(id: 0), .searchCatalog,
    .confirmBook(id: 0), .askQuestion, .answers(questionID: 0), .menu,
  ]

  /// The graph from ``BookKittyAppFlow``, with every flow and route of the app.
  @MainActor public static var declared: FlowGraph<BookKittyRoute> {
    FlowGraph(root: BookKittyAppFlow.self, flows: flows, routes: routes)
  }
}
