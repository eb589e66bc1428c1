import Testing
import Wayfinder
import WayfinderTerminal

/// A three-column split and a pinned column drawn as columns when the terminal is wide enough,
/// and one stack (the pinned column out of view) when it is not.
@MainActor
@Suite struct TerminalColumnsTests {
  private func lines(of host: TerminalHost<ToyRoute>) -> [String] {
    host.render().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The titles of the navigation bars along the top row, left to right.
  private func bars(of host: TerminalHost<ToyRoute>) -> [String] {
    lines(of: host)[0].split(separator: "│").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func aWideThreeColumnSplitDrawsTheListBesideItsSelection() throws {
    let sidebar = ToySidebar()
    let (host, navigator) = makeToyApp(columns: 130, root: sidebar)
    try sidebar.setSplitColumns(.three)
    #expect(bars(of: host) == ["Sections", "First"])
    #expect(host.render().text.contains("Choose an item in the list"))
    host.press(.enter)
    #expect(navigator.tree.visibleStack == [.list("first"), .item(1)])
    #expect(bars(of: host) == ["Sections", "First", "Item 1"], "no back: the list is beside it")
    #expect(lines(of: host).contains { $0.contains("Pick one") }, "the list's screen, beside")
    host.press(.character("b"))
    #expect(navigator.tree.visibleStack == [.list("first")], "back goes to the list")
  }

  @Test func aNarrowThreeColumnSplitShowsTheStackWithABackToTheList() throws {
    let sidebar = ToySidebar()
    let (host, navigator) = makeToyApp(columns: 130, root: sidebar)
    try sidebar.setSplitColumns(.three)
    host.press(.enter)
    host.resize(to: TerminalSize(columns: 104, rows: 20))
    #expect(navigator.tree.root.layout == .split)
    #expect(bars(of: host) == ["Sections", "‹ Item 1"])
    host.resize(to: TerminalSize(columns: 130, rows: 20))
    #expect(bars(of: host) == ["Sections", "First", "Item 1"], "the same stack, as columns again")
  }

  @Test func aPinnedColumnShowsItsStackBesideTheDetailWhenThereIsRoom() throws {
    let sidebar = ToySidebar()
    let (host, navigator) = makeToyApp(columns: 150, root: sidebar)
    try sidebar.setPinnedColumn("second")
    #expect(bars(of: host) == ["Sections", "First", "Second"])
    let text = host.render().text
    #expect(text.contains(" 2 Lists"))
    #expect(!text.contains("3 Second"), "no sidebar row for the pinned section")
    try sidebar.tabFlow(for: "second")?.push(.item(7))
    #expect(bars(of: host) == ["Sections", "First", "‹ Item 7"])
    host.resize(to: TerminalSize(columns: 120, rows: 20))
    #expect(bars(of: host) == ["Sections", "First"])
    #expect(navigator.tree.root.sections?.pinnedColumn == "second", "out of view, kept")
    #expect(try navigator.tree.stack(at: StackPath(level: 0, section: "second")).count == 2)
  }

  @Test func bracketMovesTheKeysToThePinnedColumnAndBack() throws {
    let sidebar = ToySidebar()
    let (host, navigator) = makeToyApp(columns: 150, root: sidebar)
    try sidebar.setPinnedColumn("second")
    let second = StackPath(level: 0, section: "second")
    #expect(lines(of: host).last?.contains("] pinned column") == true)
    host.press(.character("]"))
    #expect(lines(of: host).last?.contains("] detail") == true)
    host.press(.down, .enter)
    #expect(try navigator.tree.stack(at: second).routes == [.list("second"), .item(2)])
    #expect(navigator.tree.visibleStack == [.list("first")], "the detail stays as it was")
    #expect(bars(of: host) == ["Sections", "First", "‹ Item 2"])
    host.press(.character("b"))
    #expect(try navigator.tree.stack(at: second).count == 1)
    host.press(.character("b"))
    #expect(host.status == "This is the column's first screen.")
    host.press(.character("]"), .enter)
    #expect(navigator.tree.visibleStack == [.list("first"), .item(1)], "the keys are the detail's")
    host.resize(to: TerminalSize(columns: 120, rows: 20))
    host.press(.character("]"))
    #expect(host.status == "No pinned column in sight.")
  }
}
