import Testing
import Wayfinder
import WayfinderTesting

/// Top-down routing (issue 29, item 4): an intent with no sender offered to the running flows
/// from the root down, the first that accepts handling it.
@MainActor
@Suite struct TopDownOfferTests {
  /// Root → Browser (pushed), Browser → Library (pushed), then Browser → Settings (presented),
  /// Settings → Passwords (pushed in the sheet).
  func browserApp() throws -> (
    Harness, browser: TestFlow<Void>, settings: TestFlow<Void>, passwords: TestFlow<Void>,
    library: TestFlow<Void>
  ) {
    let harness = Harness()
    let browser = TestFlow<Void>("Browser", routes: [.library])
    try harness.app.start(browser, .push)
    let library = TestFlow<Void>("Library", routes: [.bookDetail(id: 1)])
    try browser.start(library, .push)
    let settings = TestFlow<Void>("Settings", routes: [.settings])
    try browser.start(settings, .present(.sheet))
    let passwords = TestFlow<Void>("Passwords", routes: [.login])
    try settings.start(passwords, .push)
    _ = harness.host.takeSteps()
    return (harness, browser, settings, passwords, library)
  }

  @Test func theRootIsAskedFirstThenChildrenDepthFirstTheOneInViewFirst() throws {
    let (harness, browser, settings, passwords, library) = try browserApp()
    var asked: [String] = []
    for flow in [browser, settings, passwords, library] {
      flow.handler = { _ in
        asked.append(flow.label)
        return false
      }
    }
    harness.app.handler = { _ in
      asked.append("App")
      return false
    }
    #expect(!harness.navigator.offer(TestIntent.somethingNobodyHandles))
    // Settings' sheet is on screen: Browser's child on the way to it, Settings, is asked before
    // Library, which started first.
    #expect(asked == ["App", "Browser", "Settings", "Passwords", "Library"])
    #expect(
      harness.navigator.unhandledIntents.map(\.intent) == ["somethingNobodyHandles"])
    #expect(harness.navigator.unhandledIntents.first?.flowPath == harness.app.flowPath)
  }

  @Test func newsThatMayFindNoOneIsOfferedWithoutAReport() throws {
    let (harness, browser, _, _, _) = try browserApp()
    var asked = 0
    browser.handler = { _ in
      asked += 1
      return false
    }
    #expect(!harness.navigator.offer(TestIntent.somethingNobodyHandles, reportingUnhandled: false))
    #expect(asked == 1, "every running flow is still asked")
    #expect(harness.navigator.unhandledIntents.isEmpty)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func theFirstFlowThatAcceptsHandlesItAndNoOneAfterIt() throws {
    let (harness, browser, settings, passwords, _) = try browserApp()
    var asked: [String] = []
    browser.handler = { _ in
      asked.append("Browser")
      return false
    }
    settings.handler = { intent in
      asked.append("Settings")
      guard case TestIntent.openBook(let id) = intent else { return false }
      try settings.push(.bookDetail(id: id))
      return true
    }
    passwords.handler = { _ in
      asked.append("Passwords")
      return true
    }
    #expect(harness.navigator.offer(TestIntent.openBook(id: 3)))
    #expect(asked == ["Browser", "Settings"])
    // Settings' push over its own child finished the child, as a push by a flow does.
    #expect(!passwords.isRunning)
    #expect(harness.navigator.tree.visibleRoute == .bookDetail(id: 3))
    #expect(harness.navigator.unhandledIntents.isEmpty)
    harness.host.expectInSync()
    harness.host.expectFlowsMirrorTree()
  }

  @Test func anIntentSentUpFromLevelZeroDoesNotReachAChildButAnOfferDoes() throws {
    // What a coordinator app's findAndHandle does and `send` cannot: reach the running settings
    // from the app.
    let (harness, _, settings, _, _) = try browserApp()
    settings.handler = { intent in intent as? TestIntent == .openBook(id: 1) }
    harness.app.flowHandle.send(TestIntent.openBook(id: 1))
    #expect(harness.navigator.unhandledIntents.count == 1)
    #expect(harness.navigator.offer(TestIntent.openBook(id: 1)))
    #expect(harness.navigator.unhandledIntents.count == 1)
  }

  @Test func presentationsOnTheWayStayUnlessTheAcceptingFlowClosesThem() throws {
    let (harness, browser, settings, _, _) = try browserApp()
    browser.handler = { intent in
      guard case TestIntent.openBook(let id) = intent else { return false }
      // The documented way: close what covers the flow, then change it.
      if let navigator = browser.navigator, navigator.tree.levelCount > browser.anchor.level + 1 {
        try browser.dismiss(toLevel: browser.anchor.level)
      }
      try browser.push(.bookDetail(id: id))
      return true
    }
    #expect(harness.navigator.offer(TestIntent.openBook(id: 9)))
    #expect(settings.ticket.outcome?.cause == .removedByCode)
    #expect(harness.navigator.tree.presentations.isEmpty)
    #expect(harness.navigator.tree.visibleRoute == .bookDetail(id: 9))
    harness.host.expectInSync()
    harness.host.expectFlowsMirrorTree()
  }

  @Test func aPushUnderAnotherFlowsPresentationIsStillRefusedAndReported() throws {
    let (harness, browser, settings, _, _) = try browserApp()
    browser.handler = { intent in
      guard case TestIntent.openBook(let id) = intent else { return false }
      try browser.push(.bookDetail(id: id))
      return true
    }
    let before = harness.navigator.tree
    // Accepted (the handler threw), so asked no further, and the error is an issue.
    let accepted = harness.host.expectIssue { harness.navigator.offer(TestIntent.openBook(id: 9)) }
    #expect(accepted)
    #expect(harness.navigator.tree == before)
    #expect(settings.isRunning)
    let issues = harness.navigator.issues.map(\.description)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("cannot push here") == true)
  }

  /// Tabs whose Home and Library each run a flow showing book 2, Library selected.
  func bookTwoInTwoTabs() throws -> (
    Harness, PostTabsFlow, inHome: TestFlow<Void>, inLibrary: TestFlow<Void>
  ) {
    let harness = Harness()
    let tabs = PostTabsFlow()
    try harness.app.start(tabs, .root)
    let inHome = TestFlow<Void>("Book in home", routes: [.bookDetail(id: 2)])
    let inLibrary = TestFlow<Void>("Book in library", routes: [.bookDetail(id: 2)])
    try #require(tabs.tabFlow(for: .home)).start(inHome, .push)
    try #require(tabs.tabFlow(for: .library)).start(inLibrary, .push)
    try tabs.select(.library)
    return (harness, tabs, inHome, inLibrary)
  }

  /// The same flow type in two tabs, each showing book 2: the one in the selected tab acts.
  @Test func aFlowOpenInTwoTabsActsInTheOneOnScreen() throws {
    let (harness, _, inHome, inLibrary) = try bookTwoInTwoTabs()
    _ = harness.host.takeSteps()
    var acted: [String] = []
    for flow in [inHome, inLibrary] {
      flow.handler = { intent in
        guard case TestIntent.openBook(let id) = intent,
          harness.navigator.tree.visibleRoute == .bookDetail(id: id)
        else { return false }
        acted.append(flow.label)
        try flow.present(.sheet(.settings))
        return true
      }
    }
    #expect(harness.navigator.offer(TestIntent.openBook(id: 2)))
    #expect(acted == ["Book in library"], "the flow whose screen is on screen acts")
    #expect(harness.navigator.tree.presentations.count == 1)
  }

  /// The same, with a sheet the tabs flow presented over the selected tab: the flow in the tab
  /// under the sheet is still asked before the one in the hidden tab.
  @Test func aFlowOpenInTwoTabsUnderASheetActsInTheSelectedTab() throws {
    let (harness, tabs, inHome, inLibrary) = try bookTwoInTwoTabs()
    try tabs.present(.sheet(.settings))
    _ = harness.host.takeSteps()
    var asked: [String] = []
    for flow in [inHome, inLibrary] {
      flow.handler = { intent in
        asked.append(flow.label)
        return intent as? TestIntent == .openBook(id: 2)
      }
    }
    #expect(harness.navigator.offer(TestIntent.openBook(id: 2)))
    #expect(asked == ["Book in library"])
  }
}
