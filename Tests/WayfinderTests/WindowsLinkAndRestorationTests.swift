import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct WindowsLinkAndRestorationTests {
  private func routedApp() throws -> TestWindows<BookRoute> {
    let app = windowsApp()
    var router = DeepLinkRouter<BookRoute>()
    try router.register("bookkitty://books/{id:int}") { match, tree in
      NavigationTree(.home, .bookDetail(id: try match.int("id")))
    }
    app.windows.makeGate = { NavigationGate(navigator: $0, router: router) }
    return app
  }

  @Test func eachWindowsFlowsFindTheirGateBeforeAnyLink() throws {
    let app = try routedApp()
    let first = app.userOpensWindow()
    let second = app.userOpensWindow()
    let gates = [first, second].map { app.windows.navigator(for: $0)?.gate }
    #expect(gates.allSatisfy { $0 != nil })
    #expect(gates[0] !== gates[1])
    #expect(try app.windows.gate(for: first) === gates[0], "the window's gate, made once")
  }

  @Test func aLinkGoesToTheFocusedWindowOnly() async throws {
    let app = try routedApp()
    let first = app.userOpensWindow()
    let second = app.userOpensWindow()
    #expect(try await app.windows.openLink("bookkitty://books/7") == .applied)
    #expect(app.dump(of: second) == "stack\n  home\n  bookDetail(id: 7)")
    #expect(app.dump(of: first) == "stack\n  home")
    try app.userFocuses(first)
    #expect(try await app.windows.openLink("bookkitty://books/8") == .applied)
    #expect(app.dump(of: first) == "stack\n  home\n  bookDetail(id: 8)")
    #expect(app.dump(of: second) == "stack\n  home\n  bookDetail(id: 7)")
    app.host(for: first)?.expectInSync()
  }

  @Test func aLinkWithNoWindowOpenOrNoGateThrows() async throws {
    let routed = try routedApp()
    await #expect(throws: WindowError.noWindow) {
      try await routed.windows.openLink("bookkitty://books/7")
    }
    let unrouted = windowsApp()
    unrouted.userOpensWindow()
    await #expect(throws: WindowError.linksNotRouted) {
      try await unrouted.windows.openLink("bookkitty://books/7")
    }
  }

  @Test func aLinkGoesToTheWindowItNamesWhicheverIsFocused() async throws {
    let app = try routedApp()
    let first = app.userOpensWindow()
    let second = app.userOpensWindow()
    #expect(app.windows.focused == second)
    #expect(try await app.windows.openLink("bookkitty://books/4", in: first) == .applied)
    #expect(app.dump(of: first) == "stack\n  home\n  bookDetail(id: 4)")
    #expect(app.dump(of: second) == "stack\n  home")
    #expect(app.windows.focused == second)
    try app.windows.close(first)
    await #expect(throws: WindowError.unknownWindow(first)) {
      try await app.windows.openLink("bookkitty://books/5", in: first)
    }
    #expect(app.dump(of: second) == "stack\n  home")
  }

  @Test func anEventGoesToEveryWindowButTheOneItCameFrom() throws {
    let app = windowsApp()
    let first = app.userOpensWindow()
    let second = app.userOpensWindow()
    let third = app.userOpensWindow()
    var heard: [WindowID] = []
    for id in [first, second, third] {
      let root = try #require(app.rootFlow(of: id) as? TestFlow<Void>)
      root.handler = { intent in
        guard intent as? TestIntent == .openBook(id: 1) else { return false }
        heard.append(id)
        return id != third  // declined: the third window's flows do not take it
      }
    }
    #expect(app.windows.offer(TestIntent.openBook(id: 1), except: first) == [second])
    #expect(heard == [second, third])
    // Declined where it was offered is reported there, and nowhere else.
    let unhandled = { (id: WindowID) in app.windows.navigator(for: id)?.unhandledIntents.count }
    #expect([first, second, third].map(unhandled) == [0, 0, 1])
    #expect(app.windows.offer(TestIntent.somethingNobodyHandles).isEmpty)
    #expect([first, second, third].map(unhandled) == [1, 1, 2])
    // News only some windows follow is offered without a report.
    #expect(
      app.windows.offer(TestIntent.somethingNobodyHandles, reportingUnhandled: false).isEmpty)
    #expect([first, second, third].map(unhandled) == [1, 1, 2])
  }

  @Test func eachWindowRestoresItsOwnNavigationAndTheFocus() throws {
    let app = try routedApp()
    let main = app.userOpensWindow()
    let compose = try #require(app.rootFlow(of: main)).openWindow(for: .askQuestion)
    try #require(app.rootFlow(of: compose)).push(.questionResult(id: 3))
    try app.userFocuses(main)
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try app.windows.snapshot(with: restoration)

    let relaunched = windowsApp()
    let failures = try relaunched.windows.restore(from: data, with: restoration)
    relaunched.showRestoredWindows()
    #expect(failures.isEmpty)
    relaunched.expectWindows([main, compose], focused: main)
    #expect(relaunched.windows.route(of: compose) == .askQuestion)
    relaunched.host(for: compose)?.expectTree("stack\n  askQuestion\n  questionResult(id: 3)")
    relaunched.host(for: main)?.expectTree("stack\n  home")
    #expect(relaunched.userOpensWindow() == WindowID(rawValue: 3))
  }

  @Test func aWindowThatFailsToRestoreStartsAfreshAndTheOthersRestore() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let media = try #require(app.rootFlow(of: main)).openWindow(for: .library)
    try #require(app.rootFlow(of: media)).push(.bookDetail(id: 5))
    try #require(app.rootFlow(of: main)).push(.settings)
    let data = try app.windows.snapshot(with: Restoration(version: 1))
    // The media window's navigation claims a version newer than the app reads.
    var document = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    var entries = document["windows"] as! [[String: Any]]
    var navigation = entries[1]["navigation"] as! [String: Any]
    navigation["version"] = 9
    entries[1]["navigation"] = navigation
    entries.append(["route": NSNull(), "navigation": [:] as [String: Any]])
    document["windows"] = entries
    let damaged = try JSONSerialization.data(withJSONObject: document)

    let relaunched = windowsApp()
    let failures = try relaunched.windows.restore(from: damaged, with: Restoration(version: 1))
    relaunched.showRestoredWindows()
    #expect(failures.map(\.window) == [media, nil])
    #expect(failures.map(\.startedAfresh) == [true, false])
    #expect(failures.first?.error == .unknownVersion(found: 9, supported: 1))
    relaunched.expectWindows([main, media], focused: media)
    relaunched.host(for: main)?.expectTree("stack\n  home\n  settings")
    relaunched.host(for: media)?.expectTree("stack\n  library")
  }

  @Test func restoringRefusesOpenWindowsAndAnUnreadableSnapshot() throws {
    let app = windowsApp()
    let restoration = Restoration<BookRoute>(version: 1)
    #expect(throws: WindowError.notRestorable(.corrupt("windows is missing or not a list"))) {
      try app.windows.restore(from: Data("{}".utf8), with: restoration)
    }
    #expect(throws: WindowError.notRestorable(.truncated)) {
      try app.windows.restore(from: Data(), with: restoration)
    }
    app.userOpensWindow()
    let data = try app.windows.snapshot(with: restoration)
    #expect(throws: WindowError.windowsAlreadyOpen(1)) {
      try app.windows.restore(from: data, with: restoration)
    }
  }

  /// A root flow that decides after an `await` restores its window's tree once it has decided.
  @Test func aWindowWhoseRootFlowDecidesLaterTakesItsSavedTreeThen() throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let media = try #require(app.rootFlow(of: main)).openWindow(for: .library)
    try #require(app.rootFlow(of: main)).push(.settings)
    try #require(app.rootFlow(of: media)).push(.bookDetail(id: 5))
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try app.windows.snapshot(with: restoration)

    let relaunched = windowsApp()
    let failures = try relaunched.windows.restore(
      from: data, with: restoration, whenDecided: true)
    relaunched.showRestoredWindows()
    #expect(failures.isEmpty)
    // Each window starts afresh: its root flow has not decided yet.
    relaunched.host(for: main)?.expectTree("stack\n  home")
    relaunched.host(for: media)?.expectTree("stack\n  library")
    // Saved again before the root flows decided (the app went to the background): the windows'
    // saved trees are written, not what they show meanwhile.
    let again = try relaunched.windows.snapshot(with: restoration)
    let third = windowsApp()
    try third.windows.restore(from: again, with: restoration)
    third.showRestoredWindows()
    third.host(for: main)?.expectTree("stack\n  home\n  settings")
    third.host(for: media)?.expectTree("stack\n  library\n  bookDetail(id: 5)")

    let root = try #require(relaunched.rootFlow(of: main))
    let saved = try #require(root.takeSavedTree())
    #expect(saved == NavigationTree(.home, .settings))
    #expect(root.takeSavedTree() == nil, "a saved tree is taken once")
    try #require(relaunched.windows.navigator(for: main)).restore(saved)
    relaunched.host(for: main)?.expectTree("stack\n  home\n  settings")

    // A window closed before its root flow decided lets its saved tree go.
    try relaunched.windows.close(media)
    #expect(relaunched.windows.takeSavedTree(of: media) == nil)
  }

  /// A restored window the platform never shows again (a scene closed in the app switcher)
  /// takes no link, though the snapshot had it in front.
  @Test func aRestoredWindowThePlatformNeverShowsTakesNoLink() async throws {
    let app = windowsApp()
    let main = app.userOpensWindow()
    let media = try #require(app.rootFlow(of: main)).openWindow(for: .library)
    #expect(app.windows.focused == media)
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try app.windows.snapshot(with: restoration)

    let relaunched = try routedApp()
    try relaunched.windows.restore(from: data, with: restoration)
    #expect(relaunched.windows.focused == media, "before any is shown, the snapshot's")
    relaunched.showRestoredWindows(only: [main])
    #expect(relaunched.windows.focused == main)
    _ = try await relaunched.windows.openLink("bookkitty://books/7")
    relaunched.host(for: main)?.expectTree("stack\n  home\n  bookDetail(id: 7)")
    // Shown later after all, and brought to the front by the user, it takes links again.
    relaunched.showRestoredWindows()
    try relaunched.userFocuses(media)
    #expect(relaunched.windows.focused == media)
  }
}
