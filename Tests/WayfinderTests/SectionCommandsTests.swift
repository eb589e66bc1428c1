import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// What the core sends a UIKit or SwiftUI adapter for sections that the layout hides, and for
/// sections added and removed at run time: each a command of its own, with the screens; the
/// adapters' platform-free halves keep every other screen.
@MainActor
@Suite struct SectionCommandsTests {
  let lists = StackPath(level: 0, section: "lists")

  private func treeWithLists() throws -> NavigationTree<BookRoute> {
    var tree = try bookKittyTabs()
    try tree.insertSection("lists", [.settings], visibility: .splitOnly)
    return tree
  }

  @Test func aDrivenHostSendsEachSectionChangeAsOneCommandWithItsScreens() throws {
    let driver = FakeDriver()
    var released: [BookRoute] = []
    let navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(
      driver: driver, screens: { route, _ in FakeScreen(route: route) },
      release: { released.append($0.route) })
    host.attach(to: navigator)
    navigator.start()
    let qnaPath = StackPath(level: 0, section: "qna")
    let qna = try #require(host.screens(at: qnaPath).first)

    try navigator.rootFlow.insertSection("lists", [.settings], visibility: .splitOnly)
    #expect(driver.log.last == "insert lists=[settings] at 3 splitOnly at 0")
    #expect(host.screens(at: lists).map(\.route) == [.settings])
    try navigator.rootFlow.setVisibility(.everywhere, of: "lists")
    #expect(driver.log.last == "lists everywhere at 0")
    try navigator.rootFlow.removeSection("home")
    #expect(driver.log.last == "remove home at 0, showing qna")
    #expect(released == [.home])
    #expect(host.screens(at: .homeTab).isEmpty)
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
    #expect(host.screens(at: qnaPath).first === qna, "every other section keeps its screens")
  }

  @Test func aRootWithHiddenSectionsCarriesTheirVisibility() throws {
    let driver = FakeDriver()
    let navigator = Navigator(root: AppFlow(), tree: try treeWithLists(), logger: quietLogger)
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    #expect(
      driver.log == [
        "root tabs home*=[home] qna=[qna] library=[library] lists(splitOnly)=[settings]"
      ])
  }

  @Test func aDeclarativeModelShowsATabPerVisibleSectionAndARowPerSidebarOne() throws {
    let driver = DeclarativeDriver()
    let navigator = Navigator(root: AppFlow(), tree: try treeWithLists(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = driver.attachedHost(to: navigator)
    navigator.start()
    let model = driver.model
    #expect(model.levels[0].sections == ["home", "qna", "library", "lists"])
    #expect(model.levels[0].visibleSections == ["home", "qna", "library"])
    // The hidden section keeps its screens while the tab bar has no `Tab` for it.
    #expect(model.root(at: lists).flatMap(model.screen)?.route == .settings)

    try navigator.rootFlow.setLayout(.split)
    #expect(model.levels[0].visibleSections == ["home", "qna", "library", "lists"])

    try navigator.rootFlow.insertSection("tags", [.qna], at: 1)
    #expect(model.levels[0].sections == ["home", "tags", "qna", "library", "lists"])
    let tag = try #require(model.root(at: StackPath(level: 0, section: "tags")))
    try navigator.rootFlow.select("tags")
    try navigator.rootFlow.removeSection("tags")
    #expect(model.levels[0].sections == ["home", "qna", "library", "lists"])
    #expect(model.selection(atLevel: 0) == "qna")
    #expect(model.screen(tag) == nil, "the model lets go of a removed section's screens")
    #expect(host.shown == navigator.tree)
  }
}
