import Testing
import Wayfinder
import WayfinderTerminal

/// A tab bar that shows a subset of the sidebar, and rows added at run time, in the terminal.
@MainActor
@Suite struct TerminalSectionsTests {
  private func tabBar(of host: TerminalHost<ToyRoute>) -> String {
    let lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    return String(lines[lines.count - 2])
  }

  @Test func aNarrowTabBarLeavesOutSidebarRowsAndDigitsNumberWhatItShows() throws {
    let (host, navigator) = makeToyApp(columns: 60, root: ToySidebar())
    #expect(navigator.tree.root.layout == .tabs)
    let bar = tabBar(of: host)
    #expect(bar.contains("1 First"))
    #expect(bar.contains("2 Second"))
    #expect(!bar.contains("Lists"))
    #expect(host.render().text.contains("1–2 sections"))
    host.press(.character("2"))
    #expect(navigator.tree.root.sections?.selection == "second")
    host.press(.character("3"))
    #expect(host.status?.contains("There are 2 sections") == true)
  }

  @Test func aWideSidebarListsEveryRowAndNarrowingLeavesAHiddenRowForTheFirstTab() throws {
    let (host, navigator) = makeToyApp(columns: 120, root: ToySidebar())
    #expect(navigator.tree.root.layout == .split)
    let wide = host.render().text
    #expect(wide.contains("›1 First"))
    #expect(wide.contains(" 2 Lists"))
    #expect(wide.contains(" 3 Second"))
    host.press(.character("2"), .down, .enter)
    #expect(navigator.tree.visibleStack == [.list("lists"), .item(2)])

    host.resize(to: TerminalSize(columns: 60, rows: 20))
    #expect(navigator.tree.root.sections?.selection == "first")
    #expect(host.shown == navigator.tree)
    #expect(!tabBar(of: host).contains("Lists"))

    // Wide again: the row the narrow layout took away is selected again, with its stack.
    host.resize(to: TerminalSize(columns: 120, rows: 20))
    #expect(navigator.tree.root.sections?.selection == "lists")
    #expect(navigator.tree.visibleStack == [.list("lists"), .item(2)], "the row kept its stack")
    #expect(host.shown == navigator.tree)
  }

  @Test func aRowAddedAtRunTimeShowsAndARemovedOneGoes() throws {
    let sidebar = ToySidebar()
    let (host, navigator) = makeToyApp(columns: 60, root: sidebar)
    try sidebar.insert("third", selecting: true)
    #expect(host.shown == navigator.tree)
    #expect(tabBar(of: host).contains("3 Third"))
    #expect(host.render().text.contains("Third"))
    try sidebar.remove("third")
    #expect(host.shown == navigator.tree)
    #expect(!tabBar(of: host).contains("Third"))
    #expect(navigator.tree.root.sections?.selection == "second")
  }
}
