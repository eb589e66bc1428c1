import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

@MainActor
@Suite struct WindowsTests {
  @Test func aFlowOpensAWindowForARouteAndItComesToTheFront() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let opener = try #require(app.rootFlow(of: main))
    let compose = try opener.openWindow(for: .askQuestion)
    app.expectWindows([main, compose], focused: compose)
    #expect(app.windows.route(of: compose) == .askQuestion)
    app.host(for: compose)?.expectTree("stack\n  askQuestion")
    app.host(for: main)?.expectTree("stack\n  home")
    #expect(opener.windowID == main)
    #expect(compose.description == "window 2")
  }

  @Test func theOpenerHearsWhenTheUserClosesTheWindowAndFocusGoesBack() throws {
    let log = FinishLog()
    let app = windowsApp(log: log)
    let main = app.userOpensWindow()
    var closed: [WindowID] = []
    let compose = try #require(app.rootFlow(of: main)).openWindow(for: .askQuestion) {
      closed.append($0)
    }
    try app.userCloses(compose)
    #expect(closed == [compose])
    #expect(log.entries.map(\.name) == ["Window(askQuestion)"])
    #expect(log.causes == [.windowClosed])
    app.expectWindows([main], focused: main)
    #expect(app.windows.navigator(for: compose) == nil)
  }

  @Test func closingAWindowReportsNoEmptyScreen() throws {
    // Each window's root flow shows nothing of its own: a child flow's screens fill it, as
    // SeveralWindows' root flows do. Closing the window finishes the child first.
    let app = TestWindows<BookRoute> { route in
      Navigator(root: WindowShell(route ?? .home))
    }
    let main = app.userOpensWindow()
    let compose = try #require(app.windows.navigator(for: main)?.rootFlow)
      .openWindow(for: .askQuestion)
    let navigators = try [compose, main].map { try #require(app.windows.navigator(for: $0)) }
    app.host(for: compose)?.expectTree("stack\n  askQuestion")
    // The window is gone, not empty: no issue (one would fail the test through the window's
    // host, which goes last).
    try app.userCloses(compose)
    try app.userCloses(main)
    for navigator in navigators {
      #expect(navigator.issues.isEmpty, "\(navigator.issues)")
      #expect(navigator.tree.root.visibleStack.isEmpty)
    }
  }

  @Test func aRootFlowTheAppEndsItselfLeavesAnEmptyScreenThatIsReported() throws {
    // Not a window closing: the window stays, showing nothing, and the app is told.
    let root = ShellCoordinator()
    let navigator = Navigator(root: root)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    host.expectIssue { root.cancel() }
    #expect(navigator.issues.contains { if case .emptyStack = $0 { true } else { false } })
  }

  @Test func closingTheFocusedWindowFocusesTheOneFocusedBeforeIt() throws {
    let app = windowsApp()
    let first = app.userOpensWindow()
    let second = app.userOpensWindow()
    let third = app.userOpensWindow()
    try app.userFocuses(first)
    try app.userFocuses(third)
    try app.userCloses(third)
    app.expectWindows([first, second], focused: first)
    #expect(throws: WindowError.unknownWindow(third)) { try app.userFocuses(third) }
  }

  @Test func aClosedWindowReleasesItsNavigatorFlowsAndScreens() async throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let compose = try #require(app.rootFlow(of: main)).openWindow(for: .askQuestion)
    weak let navigator = app.windows.navigator(for: compose)
    weak let flow = app.rootFlow(of: compose)
    weak let screen = app.host(for: compose)?.visibleScreen
    #expect(screen != nil && flow != nil && navigator != nil)
    try app.userCloses(compose)
    await Task.yield()
    #expect(navigator == nil)
    #expect(flow == nil)
    #expect(screen == nil)
  }

  @Test func codeClosesAWindowThroughTheHostAndTheOpenerHearsIt() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let opener = try #require(app.rootFlow(of: main))
    var closed: [WindowID] = []
    let media = try opener.openWindow(for: .library) { closed.append($0) }
    try opener.closeWindow(media)
    #expect(app.closedByCode == [media])
    #expect(closed == [media])
    app.expectWindows([main], focused: main)
    #expect(throws: WindowError.unknownWindow(media)) { try opener.closeWindow(media) }
  }

  @Test func onADeviceWithOneWindowOpeningAWindowThrowsAndChangesNothing() throws {
    let app = windowsApp(canOpenWindows: false)
    let main = app.userOpensWindow()
    let opener = try #require(app.rootFlow(of: main))
    #expect(throws: WindowError.cannotOpenWindows) { try opener.openWindow(for: .askQuestion) }
    app.expectWindows([main], focused: main)
    #expect(WindowError.cannotOpenWindows.description.contains("present(_:)"))
  }

  @Test func aNavigatorNoWindowsMadeCannotOpenWindows() throws {
    let host = TestHost<BookRoute>()
    let flow = TestFlow<Void>("Alone", routes: [.home])
    let navigator = Navigator(root: flow)
    host.attach(to: navigator)
    navigator.start()
    #expect(throws: WindowError.noWindows(flow: "Alone")) { try flow.openWindow(for: .qna) }
    #expect(flow.windowID == nil)
  }

  @Test func anOpenerThatFinishedFirstHearsNothingAndIsReleased() async throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    var heard = 0
    var compose: WindowID?
    weak var weakOpener: FlowCoordinator<BookRoute>?
    do {
      let opener = TestFlow<Void>("Opener", routes: [.settings])
      weakOpener = opener
      try #require(app.rootFlow(of: main)).start(opener, .push)
      // The handler holds the opener strongly, as careless code does.
      compose = try opener.openWindow(for: .askQuestion) { _ in
        heard += 1
        _ = opener
      }
      opener.finish()
    }
    await app.host(for: main)?.expectNoLeaks()
    #expect(weakOpener == nil)
    try app.userCloses(try #require(compose))
    #expect(heard == 0)
  }
}

@MainActor
@Suite struct WindowsReportingTests {
  private struct Refusal: Error {}

  @Test func anOnCloseThatThrowsIsReportedInTheOpenersWindow() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let opener = try #require(app.rootFlow(of: main))
    let compose = try opener.openWindow(for: .askQuestion) { _ in throw Refusal() }
    let host = try #require(app.host(for: main))
    try host.expectIssue { try app.userCloses(compose) }
    guard case .failed(let flow, let call, _)? = app.windows.navigator(for: main)?.issues.last
    else {
      Issue.record("no failure was reported")
      return
    }
    #expect(flow == "Main")
    #expect(call == "the closing of window 2")
  }

  @Test func theJournalOfAClosedWindowRecordsItsFlowsFinishing() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let compose = try #require(app.rootFlow(of: main)).openWindow(for: .askQuestion)
    let journal = try #require(app.windows.navigator(for: compose)).journal.keepRecent(5)
    try app.userCloses(compose)
    let finished = journal.events.last?.finished.map(\.cause)
    #expect(finished == [.windowClosed])
  }

  @Test func windowsWithoutAHostCannotBeOpenedFromCode() throws {
    let windows = Windows<BookRoute> { _ in Navigator(root: AppFlow()) }
    #expect(throws: WindowError.cannotOpenWindows) { try windows.open(.settings) }
    #expect(windows.ids.isEmpty)
    let first = windows.didOpen(nil)
    #expect(windows.focused == first)
    #expect(windows.navigator(for: first)?.rootFlow.isRunning == true)
  }

  @Test func aClosedWindowHeldByATestHostIsALeakTheWindowsReport() async throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let other = app.userOpensWindow()
    var kept = app.host(for: other)
    try app.userCloses(other)
    // The test still holds the closed window's host, and so its navigator and flows.
    await expectLeakReported(by: app, saying: "\(other) was closed")
    #expect(kept != nil)
    kept = nil
    await app.expectNoLeaks()
    app.expectWindows([main], focused: main)
  }

  @Test func aClosedWindowsFlowHeldByTheTestIsALeakTheWindowsReport() async throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let other = app.userOpensWindow()
    var held = app.rootFlow(of: other)
    try app.userCloses(other)
    #expect(held?.isRunning == false)
    await expectLeakReported(by: app, saying: "\(other) was closed, but its flow")
    held = nil
    await app.expectNoLeaks()
    app.expectWindows([main], focused: main)
  }

  /// The windows' leak check fails, as it must, with an issue that says `text`.
  private func expectLeakReported(by app: TestWindows<BookRoute>, saying text: String) async {
    await withKnownIssue {
      await app.expectNoLeaks()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(text) }
    }
  }
}

@MainActor
@Suite struct WindowsRefusalTests {
  @Test func aFinishedFlowCannotOpenOrCloseWindows() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let flow = TestFlow<Void>("Done", routes: [.settings])
    try #require(app.rootFlow(of: main)).start(flow, .push)
    flow.finish()
    #expect(throws: WindowError.flowNotRunning("Main › Done")) {
      try flow.openWindow(for: .qna)
    }
    #expect(throws: WindowError.flowNotRunning("Main › Done")) { try flow.closeWindow(main) }
    app.expectWindows([main], focused: main)
  }
}

/// A window's root flow whose screens are its child's.
@MainActor
private final class WindowShell: FlowCoordinator<BookRoute> {
  let route: BookRoute

  init(_ route: BookRoute) {
    self.route = route
  }

  override func start() throws {
    try start(TestFlow<Void>("Content(\(route))", routes: [route]), .push)
  }
}

/// A root flow whose screens are its child's, which an app can end itself.
@MainActor
private final class ShellCoordinator: Coordinator<BookRoute, Void> {
  override func start() throws {
    try start(TestFlow<Void>("Content", routes: [.home]), .push)
  }
}
