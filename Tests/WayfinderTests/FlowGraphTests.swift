import Testing
import Wayfinder
import WayfinderGraph
import WayfinderTesting

// A small shop app whose flows declare their graph: the fixture of the golden pictures.

@MainActor
private final class ShopRoot: FlowCoordinator<BookRoute> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(starts: [.flow(ShopLogin.self, .root), .flow(ShopTabs.self, .root)])
  }
}

@MainActor
private final class ShopLogin: Coordinator<BookRoute, Void> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(shows: [.login])
  }
}

@MainActor
private final class ShopTabs: TabsCoordinator<BookRoute, Tab> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(starts: [
      .flow(ShopLibrary.self, .tab(SectionID(Tab.library))),
      .flow(TabFlow<BookRoute>.self, .tab(SectionID(Tab.home))),
      .flow(ShopAddBook.self, .present(.sheet)),
    ])
  }
}

@MainActor
private final class ShopLibrary: Coordinator<BookRoute, Void> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(shows: [.library, .bookDetail(id: 1)])
  }
}

@MainActor
private final class ShopAddBook: Coordinator<BookRoute, Book> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(shows: [.addBookScan, .addBookConfirm(title: "Dune")])
  }
}

/// A flow nothing starts.
@MainActor
private final class OrphanFlow: Coordinator<BookRoute, Void> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(shows: [.settings], starts: [.flow(ShopLibrary.self, .push)])
  }
}

/// Two flows that may start each other, and one that may start itself.
@MainActor
private final class PingFlow: Coordinator<BookRoute, Void> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(
      shows: [.home], starts: [.flow(PongFlow.self, .push), .flow(PingFlow.self, .push)])
  }
}

@MainActor
private final class PongFlow: Coordinator<BookRoute, Void> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(shows: [.qna], starts: [.flow(PingFlow.self, .present(.fullScreen))])
  }
}

/// A flow whose route names need escaping in every format.
@MainActor
private final class OddNamesFlow: FlowCoordinator<BookRoute> {
  override class var declaration: FlowDeclaration<BookRoute> {
    FlowDeclaration(showing: [RouteKind(named: "say \"hi\" <b> & #1 [x] \\n ünï 本")])
  }
}

/// Declarations, the graph built from them, its pictures, and what the root cannot reach.
@MainActor
@Suite struct FlowGraphTests {
  @Test func aRouteKindIsTheCaseNameWhateverThePayload() {
    #expect(RouteKind(BookRoute.bookDetail(id: 42)).name == "bookDetail")
    #expect(
      RouteKind(BookRoute.addBookConfirm(title: "A (very) odd.Title")).name == "addBookConfirm")
    #expect(RouteKind(BookRoute.home).name == "home")
    #expect(RouteKind(BookRoute.bookDetail(id: 1)) == RouteKind(BookRoute.bookDetail(id: 2)))
    #expect(RouteKind(named: "login") == "login")
  }

  @Test func aFlowThatDeclaresNothingIsUndeclaredAndStillRuns() {
    #expect(!FlowCoordinator<BookRoute>.declaration.isDeclared)
    #expect(!TestFlow<Void>.declaration.isDeclared)
    let harness = Harness()
    #expect(harness.navigator.flowDump() == "AppFlow @app")
    let graph = FlowGraph(root: AppFlow.self)
    #expect(graph.nodes == [.flow("AppFlow")])
    #expect(graph.undeclaredFlows == ["AppFlow"])
    #expect(graph.unreachableParts().isEmpty)
  }

  @Test func theGraphFollowsWhatEachFlowShowsAndStarts() {
    let graph = FlowGraph(root: ShopRoot.self)
    #expect(graph.root == .flow("ShopRoot"))
    #expect(
      graph.flows == [
        "ShopAddBook", "ShopLibrary", "ShopLogin", "ShopRoot", "ShopTabs", "TabFlow<BookRoute>",
      ])
    #expect(
      graph.routes == ["addBookConfirm", "addBookScan", "bookDetail", "library", "login"])
    #expect(
      graph.edges.filter { $0.from == .flow("ShopRoot") } == [
        .init(from: .flow("ShopRoot"), to: .flow("ShopLogin"), relation: .starts(.root)),
        .init(from: .flow("ShopRoot"), to: .flow("ShopTabs"), relation: .starts(.root)),
      ])
    #expect(
      graph.edges.contains(
        .init(from: .flow("ShopLibrary"), to: .route("bookDetail"), relation: .shows)))
    #expect(graph.reachable.count == graph.nodes.count)
    #expect(graph.undeclaredFlows == ["TabFlow<BookRoute>"])
  }

  @Test func aTabsFlowDeclaresEachTabsFlowWithItsTab() {
    let graph = FlowGraph(root: ShopTabs.self)
    #expect(
      graph.edges.filter { $0.from == .flow("ShopTabs") }.map(\.relation) == [
        .starts(.present(.sheet)), .starts(.tab("library")), .starts(.tab("home")),
      ])
  }

  @Test func flowsThatStartEachOtherAreFollowedOnce() {
    let graph = FlowGraph(root: PingFlow.self)
    #expect(graph.flows == ["PingFlow", "PongFlow"])
    #expect(
      graph.edges == [
        .init(from: .flow("PingFlow"), to: .flow("PingFlow"), relation: .starts(.push)),
        .init(from: .flow("PingFlow"), to: .flow("PongFlow"), relation: .starts(.push)),
        .init(from: .flow("PingFlow"), to: .route("home"), relation: .shows),
        .init(
          from: .flow("PongFlow"), to: .flow("PingFlow"),
          relation: .starts(.present(.fullScreen))),
        .init(from: .flow("PongFlow"), to: .route("qna"), relation: .shows),
      ])
  }

  @Test func theSameDeclarationsGiveTheSameText() {
    let first = FlowGraph(root: ShopRoot.self, flows: [OrphanFlow.self], routes: [.qna])
    let second = FlowGraph(root: ShopRoot.self, flows: [OrphanFlow.self], routes: [.qna])
    #expect(first == second)
    for format in GraphFormat.allCases {
      #expect(first.rendered(as: format) == second.rendered(as: format))
    }
  }

  @Test func theGraphAsMermaid() {
    #expect(
      FlowGraph(root: ShopRoot.self).rendered(as: .mermaid) == """
        flowchart TD
          flow_ShopAddBook["ShopAddBook"]
          flow_ShopLibrary["ShopLibrary"]
          flow_ShopLogin["ShopLogin"]
          flow_ShopRoot["ShopRoot"]
          flow_ShopTabs["ShopTabs"]
          flow_TabFlow_BookRoute_["TabFlow#lt;BookRoute#gt;"]
          route_addBookConfirm("addBookConfirm")
          route_addBookScan("addBookScan")
          route_bookDetail("bookDetail")
          route_library("library")
          route_login("login")
          flow_ShopAddBook -.-> route_addBookConfirm
          flow_ShopAddBook -.-> route_addBookScan
          flow_ShopLibrary -.-> route_bookDetail
          flow_ShopLibrary -.-> route_library
          flow_ShopLogin -.-> route_login
          flow_ShopRoot -->|"root"| flow_ShopLogin
          flow_ShopRoot -->|"root"| flow_ShopTabs
          flow_ShopTabs -->|"present sheet"| flow_ShopAddBook
          flow_ShopTabs -->|"tab library"| flow_ShopLibrary
          flow_ShopTabs -->|"tab home"| flow_TabFlow_BookRoute_
          classDef route fill:#f4f4f4,stroke:#999999,color:#333333
          class route_addBookConfirm,route_addBookScan,route_bookDetail,route_library,route_login route
          classDef root stroke-width:3px
          class flow_ShopRoot root
          classDef undeclared stroke-dasharray:4 3
          class flow_TabFlow_BookRoute_ undeclared
        """)
  }

  @Test func theGraphAsDOT() {
    #expect(
      FlowGraph(root: ShopTabs.self, flows: [OrphanFlow.self]).rendered(as: .dot) == """
        digraph "FlowGraph" {
          graph [rankdir=TB, fontname="Helvetica", nodesep=0.3, ranksep=0.5];
          node [fontname="Helvetica", fontsize=11, shape=box];
          edge [fontname="Helvetica", fontsize=9];
          "flow_OrphanFlow" [label="OrphanFlow", style="filled", fillcolor="#fde2e2", color="#c0392b"];
          "flow_ShopAddBook" [label="ShopAddBook"];
          "flow_ShopLibrary" [label="ShopLibrary"];
          "flow_ShopTabs" [label="ShopTabs", style="bold"];
          "flow_TabFlow<BookRoute>" [label="TabFlow<BookRoute>", style="dashed"];
          "route_addBookConfirm" [label="addBookConfirm", style="rounded,filled", fillcolor="#f4f4f4", color="#999999", fontcolor="#333333"];
          "route_addBookScan" [label="addBookScan", style="rounded,filled", fillcolor="#f4f4f4", color="#999999", fontcolor="#333333"];
          "route_bookDetail" [label="bookDetail", style="rounded,filled", fillcolor="#f4f4f4", color="#999999", fontcolor="#333333"];
          "route_library" [label="library", style="rounded,filled", fillcolor="#f4f4f4", color="#999999", fontcolor="#333333"];
          "route_settings" [label="settings", style="rounded,filled", fillcolor="#fde2e2", color="#c0392b", fontcolor="#333333"];
          "flow_OrphanFlow" -> "flow_ShopLibrary" [label="push"];
          "flow_OrphanFlow" -> "route_settings" [style=dashed, color="#999999", arrowsize=0.6];
          "flow_ShopAddBook" -> "route_addBookConfirm" [style=dashed, color="#999999", arrowsize=0.6];
          "flow_ShopAddBook" -> "route_addBookScan" [style=dashed, color="#999999", arrowsize=0.6];
          "flow_ShopLibrary" -> "route_bookDetail" [style=dashed, color="#999999", arrowsize=0.6];
          "flow_ShopLibrary" -> "route_library" [style=dashed, color="#999999", arrowsize=0.6];
          "flow_ShopTabs" -> "flow_ShopAddBook" [label="present sheet"];
          "flow_ShopTabs" -> "flow_ShopLibrary" [label="tab library"];
          "flow_ShopTabs" -> "flow_TabFlow<BookRoute>" [label="tab home"];
        }
        """)
  }

  @Test func labelsAreEscapedForEachFormat() {
    let graph = FlowGraph(root: OddNamesFlow.self)
    let mermaid = graph.rendered(as: .mermaid)
    #expect(
      mermaid.contains(
        "(\"say #quot;hi#quot; #lt;b#gt; #amp; #35;1 [x] \\n ünï 本\")"),
      "quotes, angle brackets, ampersands and hashes become Mermaid entities; the rest stays")
    #expect(
      mermaid.contains("route_say__hi___b_____1__x___n__n___"),
      "Mermaid ids keep only ASCII letters, digits and underscores")
    let dot = graph.rendered(as: .dot)
    #expect(
      dot.contains("[label=\"say \\\"hi\\\" <b> & #1 [x] \\\\n ünï 本\""),
      "DOT escapes quotes and backslashes and keeps UTF-8 as it is")
  }

  @Test func aFlowNothingStartsAndARouteNothingShowsAreReported() throws {
    let graph = FlowGraph(root: ShopRoot.self, flows: [OrphanFlow.self], routes: [.qna, .login])
    let parts = graph.unreachableParts()
    #expect(parts.flows == ["OrphanFlow"])
    #expect(parts.routes == ["qna", "settings"])
    #expect(!parts.isEmpty)
    #expect(throws: FlowGraphError.unreachable(parts)) { try graph.checkReachability() }
    #expect(
      parts.description == """
        flow OrphanFlow is unreachable from ShopRoot: add `.flow(OrphanFlow.self, <placement>)` \
        to the `starts` of the flow that starts it, or remove the flow
        route .qna is unreachable from ShopRoot: add it to the `shows` of the flow that shows \
        it, or remove the case
        route .settings is unreachable from ShopRoot: add it to the `shows` of the flow that \
        shows it, or remove the case
        """)
    // What an unreachable flow starts is not reachable through it.
    #expect(graph.reachable.contains(.flow("ShopLibrary")))
    try FlowGraph(root: ShopRoot.self, flows: [ShopLibrary.self], routes: [.login])
      .checkReachability()
  }

  @Test func theLiveTreeShowsRunningFlowsAndTheirRoutes() throws {
    let harness = Harness()
    let library = TestFlow<Void>("LibraryFlow", routes: [.library])
    try harness.app.start(library, .push)
    try library.start(TestFlow<Void>("BookDetailFlow", routes: [.bookDetail(id: 7)]), .push)
    try harness.app.start(
      TestFlow<Book>("AddBookFlow", routes: [.addBookConfirm(title: "\"Dune\" <1965>")]),
      .present(.sheet))
    _ = harness.host.takeSteps()
    #expect(
      harness.navigator.flowTree(as: .mermaid) == """
        flowchart TD
          flow_0["AppFlow @app"]
          flow_0_route_0("home")
          flow_1["LibraryFlow @root from index 1"]
          flow_1_route_0("library")
          flow_2["BookDetailFlow @root from index 2"]
          flow_2_route_0("bookDetail(id: 7)")
          flow_3["AddBookFlow @level 1"]
          flow_3_route_0("addBookConfirm(title: #quot;\\#quot;Dune\\#quot; #lt;1965#gt;#quot;)")
          flow_0 -.-> flow_0_route_0
          flow_0 --> flow_1
          flow_1 -.-> flow_1_route_0
          flow_1 --> flow_2
          flow_2 -.-> flow_2_route_0
          flow_0 --> flow_3
          flow_3 -.-> flow_3_route_0
          classDef route fill:#f4f4f4,stroke:#999999,color:#333333
          class flow_0_route_0,flow_1_route_0,flow_2_route_0,flow_3_route_0 route
          classDef root stroke-width:3px
          class flow_0 root
        """)
    #expect(
      harness.navigator.flowTree(as: .dot).contains(
        #"  "flow_3_route_0" [label="addBookConfirm(title: \"\\\"Dune\\\" <1965>\")""#))
  }

  @Test func aNavigatorThatHasNotStartedHasAnEmptyTree() {
    let navigator = Navigator(root: AppFlow(), logger: quietLogger)
    #expect(navigator.flowTree(as: .mermaid) == "flowchart TD")
  }
}
