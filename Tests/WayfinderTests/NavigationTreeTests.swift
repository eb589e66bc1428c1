import Foundation
import Testing
import Wayfinder

@Suite struct NavigationTreeTests {
  @Test func stackOperationsBehaveLikeANavigationStack() throws {
    var stack: Stack<BookRoute> = [.home, .library, .bookDetail(id: 1), .library, .settings]
    #expect(try stack.pop() == .settings)
    try stack.pop(to: .library)
    #expect(Array(stack) == [.home, .library, .bookDetail(id: 1), .library])
    try stack.remove(at: 1)
    #expect(Array(stack) == [.home, .bookDetail(id: 1), .library])
    stack.popToRoot()
    #expect(Array(stack) == [.home])
    #expect(throws: NavigationError.cannotPopRoot(1)) { try stack.pop() }
    #expect(throws: NavigationError.routeNotInStack("qna")) { try stack.pop(to: .qna) }
    #expect(throws: NavigationError.indexOutOfRange(3, count: 1)) { try stack.remove(at: 3) }
  }

  @Test func everyTreeOperationIsAddressable() throws {
    var tree = try bookKittyTabs()
    let library = StackPath(level: 0, section: "library")
    try tree.push(.bookDetail(id: 1), onto: library)
    try tree.select("library")
    try tree.push(.bookDetail(id: 2))
    #expect(tree.visiblePath == library)
    try tree.changeStack { try $0.pop(to: .bookDetail(id: 1)) }
    tree.present(.sheet(.addBookScan, .addBookConfirm(title: "Dune")))
    try tree.changeStack { _ = try $0.remove(at: 0) }
    tree.present(.fullScreen(.settings))
    #expect(tree.topLevel == 2)
    try tree.dismiss(toLevel: 1)
    try tree.setLayout(.split)
    try tree.changeStack(at: library) { $0.popToRoot() }
    #expect(
      tree.dump() == """
        split
          section home
            home
          section qna
            qna
          section library (selected)
            library
          sheet: stack
            addBookConfirm(title: "Dune")
        """)
    tree.dismissAll()
    #expect(throws: NavigationError.nothingToDismiss) { try tree.dismiss() }
    #expect(throws: NavigationError.noSuchLevel(3, levels: 1)) { try tree.dismiss(toLevel: 3) }
    #expect(throws: NavigationError.at(.root, .sectionRequired(level: 0))) {
      try tree.push(.home, onto: .root)
    }
    #expect(
      throws: NavigationError.at(StackPath(level: 0, section: "x"), .noSuchSection("x", level: 0))
    ) {
      try tree.push(.home, onto: StackPath(level: 0, section: "x"))
    }
    #expect(throws: NavigationError.unknownSelection("x")) { try tree.select("x") }
  }

  @Test func aFailedOperationLeavesTheTreeAsItWas() throws {
    var tree = NavigationTree<BookRoute>(.home)
    let before = tree
    #expect(throws: NavigationError.self) { try tree.changeStack { _ = try $0.pop() } }
    #expect(throws: NavigationError.self) { try tree.select("home") }
    #expect(throws: NavigationError.self) { try tree.setLayout(.tabs) }
    #expect(tree == before)
  }

  @Test func theTreeRoundTripsThroughJSON() throws {
    var tree = try bookKittyTabs(selected: .qna)
    try tree.push(.questionResult(id: 3), onto: StackPath(level: 0, section: "qna"))
    tree.present(.sheet(.addBookScan))
    tree.present(Presentation(.fullScreen, .split(try Sections([("a", [.settings])]))))
    let data = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(NavigationTree<BookRoute>.self, from: data) == tree)
  }

  @Test(arguments: [
    #"{"root":{"tabs":{"_0":{"sections":[],"selection":"a"}}},"presentations":[]}"#,
    #"{"root":{"tabs":{"_0":{"sections":[{"id":"a","stack":[]}],"selection":"b"}}},"presentations":[]}"#,
    #"{"root":{"stack":{"_0":[{"nope":{}}]}},"presentations":[]}"#,
    #"{"root":{"stack":{"_0":[]}}}"#,
  ])
  func invalidJSONIsATypedDecodingError(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationTree<BookRoute>.self, from: Data(json.utf8))
    }
  }

  @Test func sectionsNeedAValidSelection() {
    #expect(throws: NavigationError.emptySections) {
      try Sections<BookRoute>([])
    }
    #expect(throws: NavigationError.unknownSelection("b")) {
      try Sections<BookRoute>([("a", [.home])], selection: "b")
    }
  }

  @Test func aTreeHasASectionWhetherOrNotItShowsIt() throws {
    let tree = try bookKittyTabs(selected: .qna)
    #expect(tree.hasSection("library"))
    #expect(!tree.showsSection("library", atLevel: 0))
    #expect(tree.showsSection("qna", atLevel: 0))
    #expect(!tree.hasSection("settings"))
    #expect(!tree.hasSection("library", atLevel: 1), "no level 1")
    #expect(!NavigationTree<BookRoute>(.login).hasSection("library"), "a stack has no sections")
  }

  @Test func theDumpIsOneLinePerNodeWithNestedPresentations() throws {
    var tree = try bookKittyTabs()
    tree.present(.sheet(.addBookScan))
    tree.present(.fullScreen(.settings))
    #expect(
      tree.dump() == """
        tabs
          tab home (selected)
            home
          tab qna
            qna
          tab library
            library
          sheet: stack
            addBookScan
            fullScreen: stack
              settings
        """)
  }

  /// A split that selects nothing says so on its own line, at the root and in a presentation,
  /// and marks no section selected; the columns it shows follow when not automatic.
  @Test func theDumpSaysWhenASplitSelectsNothing() throws {
    var tree = try bookKittyTabs(selected: .library)
    try tree.setLayout(.split)
    try tree.clearSelection()
    try tree.setColumnVisibility(.detailOnly)
    let sections = try Sections<BookRoute>([("a", [.qna]), ("b", [.library])], selection: "b")
    tree.present(Presentation(.sheet, .split(sections)))
    try tree.clearSelection(atLevel: 1)
    #expect(
      tree.dump() == """
        split (nothing selected, columns detailOnly)
          section home
            home
          section qna
            qna
          section library
            library
          sheet: split (nothing selected)
            section a
              qna
            section b
              library
        """)
    try tree.select("b", atLevel: 1)
    #expect(
      tree.dump().hasSuffix(
        "sheet: split\n    section a\n      qna\n    section b (selected)\n      library"))
  }
}
