import BookKitty
import LoginSample
import Testing
import Wayfinder
import WayfinderGraph

/// BookKitty's declared flow graph: complete, and what `bookkitty graph` prints.
@MainActor
@Suite struct FlowGraphTests {
  @Test func theRootReachesEveryFlowAndEveryScreen() throws {
    let graph = BookKittyGraph.declared
    #expect(graph.undeclaredFlows.isEmpty, "every flow declares what it shows and starts")
    try graph.checkReachability()
  }

  @Test func theTabsDeclareTheirThreeTabsAndTheFloatingButtonsFlows() {
    let tabs = BookKittyGraph.declared.edges.filter { $0.from == .flow("BookKittyTabsFlow") }
    #expect(
      tabs.map(\.to) == [
        .flow("AddBookFlow"), .flow("AskQuestionFlow"), .flow("HomeFlow"), .flow("LibraryFlow"),
        .flow("MenuFlow"), .flow("QuestionsFlow"),
      ])
    #expect(tabs.contains { $0.relation == .starts(.tab(BookKittyTab.library.id)) })
  }

  @Test func bookDetailIsSharedByTheThreeTabs() {
    let starters = BookKittyGraph.declared.edges.filter { $0.to == .flow("BookDetailFlow") }
    #expect(
      starters.map(\.from) == [.flow("HomeFlow"), .flow("LibraryFlow"), .flow("QuestionsFlow")])
    #expect(starters.allSatisfy { $0.relation == .starts(.push) })
  }

  @Test func everyRouteCaseIsListedOnce() {
    let kinds = BookKittyGraph.routes.map(RouteKind.init)
    #expect(Set(kinds).count == kinds.count)
    #expect(BookKittyGraph.declared.routes.count == kinds.count)
  }
}
