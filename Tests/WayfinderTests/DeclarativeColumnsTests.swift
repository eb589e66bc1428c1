import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// What a SwiftUI three-column `NavigationSplitView` and its pinned column read from the
/// model, and what their bindings' writes mean.
@MainActor
@Suite struct DeclarativeColumnsTests {
  let navigator: Navigator<BookRoute>
  let driver = DeclarativeDriver()
  let host: DrivenHost<BookRoute, DeclarativeDriver>
  private let home = StackPath(level: 0, section: SectionID(Tab.home))

  init() throws {
    navigator = Navigator(root: AppFlow(), tree: try Self.split(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = driver.attachedHost(to: navigator)
    navigator.start()
  }

  private static func split(_ home: [BookRoute] = [.home]) throws -> NavigationTree<BookRoute> {
    guard var sections = try bookKittyTabs().root.sections else {
      throw NavigationError.emptySections
    }
    try sections.setStack(Stack(home), for: SectionID(Tab.home))
    sections.splitColumns = .three
    try sections.setPinnedColumn(SectionID(Tab.library))
    return NavigationTree(root: .split(sections))
  }

  private var model: DeclarativeModel<FakeScreen> { driver.model }

  private func routes(_ ids: [ScreenID?]) -> [BookRoute] {
    ids.compactMap { $0.flatMap(model.screen)?.route }
  }

  @Test func theContentColumnIsTheRootAndTheDetailStartsAtItsSelection() throws {
    #expect(model.splitColumns(atLevel: 0) == .three)
    #expect(model.pinnedColumn(atLevel: 0) == SectionID(Tab.library))
    #expect(model.levels[0].visibleSections == [SectionID(Tab.home), SectionID(Tab.qna)])
    #expect(model.detailRoot(at: home) == nil, "a placeholder")
    #expect(model.preferredCompactColumn(atLevel: 0) == .content)
    navigator.setTree(try Self.split([.home, .bookDetail(id: 1), .bookDetail(id: 2)]))
    #expect(routes([model.root(at: home)]) == [.home])
    #expect(routes([model.detailRoot(at: home)]) == [.bookDetail(id: 1)])
    #expect(routes(model.detailPath(at: home)) == [.bookDetail(id: 2)])
    #expect(model.preferredCompactColumn(atLevel: 0) == .detail)
  }

  @Test func backInTheDetailColumnPopsTheSectionStack() throws {
    navigator.setTree(try Self.split([.home, .bookDetail(id: 1), .bookDetail(id: 2)]))
    let detail = model.detailPath(at: home)
    model.userSetDetailPath([], at: home)
    #expect(model.detailPath(at: home).isEmpty, "snapshot first")
    driver.runLater()
    #expect(try navigator.tree.stack(at: home).routes == [.home, .bookDetail(id: 1)])
    model.userSetDetailPath(detail, at: home)
    driver.runLater()
    #expect(try navigator.tree.stack(at: home).count == 2, "a longer path is not the user's")
  }

  @Test func goingBackToTheContentListPopsToTheRootAndToTheSidebarShowsNoSection() throws {
    navigator.setTree(try Self.split([.home, .bookDetail(id: 1)]))
    model.userSetPreferredCompactColumn(.detail, level: 0)
    model.userSetPreferredCompactColumn(.content, level: 0)
    #expect(model.preferredCompactColumn(atLevel: 0) == .content)
    driver.runLater()
    #expect(try navigator.tree.stack(at: home).routes == [.home])
    model.userSetPreferredCompactColumn(.sidebar, level: 0)
    driver.runLater()
    #expect(navigator.tree.root.sections?.hasSelection == false)
    #expect(model.preferredCompactColumn(atLevel: 0) == .sidebar)
  }

  @Test func columnsAndPinFollowTheNavigatorAndARemovedPinGoes() throws {
    var tree = try Self.split()
    try tree.setSplitColumns(.two)
    try tree.setPinnedColumn(SectionID(Tab.qna))
    navigator.setTree(tree)
    #expect(model.splitColumns(atLevel: 0) == .two)
    #expect(model.pinnedColumn(atLevel: 0) == SectionID(Tab.qna))
    try tree.removeSection(SectionID(Tab.qna))
    navigator.setTree(tree)
    #expect(model.pinnedColumn(atLevel: 0) == nil)
    #expect(model.levels[0].visibleSections == [SectionID(Tab.home), SectionID(Tab.library)])
  }
}
