import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// No stack is left empty silently: a stack the user would see without a screen is reported.
@MainActor
@Suite struct EmptyStackTests {
  @Test func aTabWhoseLastRouteLeavesIsReported() throws {
    let harness = Harness(try bookKittyTabs())
    let journal = harness.navigator.journal.keepRecent(1)
    let tab = TabFlow<BookRoute>()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    try harness.host.expectIssue { try tab.removeRoute(at: 0) }
    #expect(harness.navigator.issues == [.emptyStack(.homeTab, flow: tab.flowPath)])
    #expect(journal.events.last?.issues == [.emptyStack(.homeTab, flow: tab.flowPath)])
    try harness.app.select(SectionID(Tab.library))
    #expect(harness.navigator.issues.count == 1, "reported once, not at every change after")
    try tab.push(.home)
    try tab.push(.settings)
    #expect(harness.navigator.issues.count == 1, "a stack that shows something again is fine")
  }

  @Test func theRootLeftEmptyByTheLastTabsFlowIsReported() throws {
    let onlyHome = try Sections([(SectionID(Tab.home), Stack<BookRoute>([.home]))])
    let harness = Harness(NavigationTree(root: .tabs(onlyHome)))
    let tab = TestFlow<Void>("HomeTab")
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    harness.host.expectIssue { tab.finish() }
    #expect(harness.navigator.issues == [.emptyStack(.root, flow: harness.app.flowPath)])
  }

  @Test func aFlowThatShowsNothingIsReportedOnceNotAlsoForItsEmptyStack() throws {
    let harness = Harness(try bookKittyTabs())
    let tab = TabFlow<BookRoute>()
    try harness.app.start(tab, .tab(SectionID(Tab.home)))
    let empty = TestFlow<Void>("Empty")
    try harness.host.expectIssue { try tab.start(empty, .replacingStack) }
    #expect(
      harness.navigator.issues == [
        .flowShowsNothing(flow: empty.flowPath, anchor: .run(.homeTab, base: 0), finished: false)
      ])
  }

  @Test func aDialogsLevelHasNoRoutesAndIsNotReported() throws {
    let harness = Harness()
    try harness.app.present(.alert(Dialog(id: "quit", title: "Quit?", actions: [.cancel()])))
    #expect(try harness.navigator.tree.stack(at: StackPath(level: 1)).isEmpty)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func theMessageSaysWhereAndWhatToDo() {
    let issue = NavigationIssue.emptyStack(StackPath(level: 0, section: "home"), flow: "App › Home")
    #expect(issue.description.contains("App › Home"))
    #expect(issue.description.contains("root › home"))
    #expect(issue.description.contains("Push its next screen"))
  }
}
