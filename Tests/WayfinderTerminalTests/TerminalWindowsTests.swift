import Testing
import Wayfinder
import WayfinderTerminal

/// The root flow of a window opened for a route: it shows the route.
@MainActor
private final class ToyWindowFlow: FlowCoordinator<ToyRoute> {
  let route: ToyRoute
  init(_ route: ToyRoute) { self.route = route }
  override func start() throws { try push(route) }
}

@MainActor
private func makeToyWindows(columns: Int = 80) -> TerminalWindows<ToyRoute> {
  var settings = TerminalHost<ToyRoute>.Settings()
  settings.sectionTitle = { $0.rawValue.capitalized }
  return TerminalWindows(
    size: TerminalSize(columns: columns, rows: 20), settings: settings,
    screens: { route, flow in ToyScreen(route: route, flow: flow) },
    makeNavigator: { route in
      Navigator(root: route.map { ToyWindowFlow($0) as FlowCoordinator<ToyRoute> } ?? ToyTabs())
    })
}

@MainActor
@Suite struct TerminalWindowsTests {
  @Test func theAppsOwnWindowsAreHostedWithWhatItSetUp() throws {
    // The app makes its windows once, with their gates, and hosts that object, as its tests do.
    let windows = Windows<ToyRoute> { route in
      Navigator(root: route.map { ToyWindowFlow($0) as FlowCoordinator<ToyRoute> } ?? ToyTabs())
    }
    var gates = 0
    windows.makeGate = { navigator in
      gates += 1
      return NavigationGate(navigator: navigator, router: DeepLinkRouter())
    }
    let app = TerminalWindows(
      hosting: windows, size: TerminalSize(columns: 80, rows: 20),
      screens: { route, flow in ToyScreen(route: route, flow: flow) })
    #expect(app.windows === windows)
    let main = app.openFirstWindow()
    _ = try windows.gate(for: main)
    #expect(gates == 1)
    #expect(app.shownHost?.navigator === windows.navigator(for: main))
  }

  @Test func aWindowAFlowOpensIsShownAndTheHelpLineCountsWindows() throws {
    let app = makeToyWindows()
    let main = app.openFirstWindow()
    #expect(!app.render().text.contains("window 1 of"))
    let form = try #require(app.windows.navigator(for: main)).rootFlow.openWindow(for: .form)
    #expect(app.windows.focused == form)
    #expect(app.shownHost?.shown.visibleStack == [.form])
    let lines = app.render().text.split(separator: "\n")
    #expect(lines.last?.hasPrefix("window 2 of 2 · ^n next · ^w close") == true)
  }

  @Test func ctrlNSwitchesWindowsAndKeysGoToTheWindowShown() throws {
    let app = makeToyWindows()
    let main = app.openFirstWindow()
    let form = try #require(app.windows.navigator(for: main)).rootFlow.openWindow(for: .form)
    app.handle(.key(.control("n")))
    #expect(app.windows.focused == main)
    #expect(app.render().text.contains("window 1 of 2"))
    app.handle(.key(.down))
    app.handle(.key(.enter))
    #expect(app.windows.navigator(for: main)?.tree.visibleStack == [.list("first"), .item(2)])
    #expect(app.windows.navigator(for: form)?.tree.visibleStack == [.form])
    app.handle(.key(.control("n")))
    #expect(app.windows.focused == form)
  }

  @Test func ctrlWClosesTheWindowShownAndGoesBackButNeverClosesTheLast() throws {
    let app = makeToyWindows()
    let main = app.openFirstWindow()
    var closed: [WindowID] = []
    let opener = try #require(app.windows.navigator(for: main)).rootFlow
    let form = try opener.openWindow(for: .form) { closed.append($0) }
    weak let formHost = app.host(for: form)
    app.handle(.key(.control("w")))
    #expect(closed == [form])
    #expect(app.windows.ids == [main])
    #expect(app.windows.focused == main)
    #expect(formHost == nil)
    app.handle(.key(.control("w")))
    #expect(app.windows.ids == [main])
    #expect(app.render().text.contains("! This is the only window; q quits."))
  }

  @Test func aScriptSwitchesAndClosesWindows() async throws {
    let app = makeToyWindows(columns: 60)
    let main = app.openFirstWindow()
    let form = try #require(app.windows.navigator(for: main)).rootFlow.openWindow(for: .form)
    var input = ["next-window", "down", "close-window", "next-window", "close-window"][...]
    var screens: [String] = []
    var problems: [InputScriptError] = []
    await TerminalRunner.run(
      app, lines: { input.popFirst() }, print: { screens.append($0) },
      report: { problems.append($0) })
    #expect(problems.isEmpty)
    #expect(screens[1].hasPrefix("── next-window ──"))
    #expect(screens[1].contains("window 1 of 2"))
    #expect(screens[3].hasPrefix("── close-window ──"))
    // Closing the main window went back to the form's, the one shown before it.
    #expect(app.windows.ids == [form])
    #expect(screens[4].contains("This is the only window."))
    #expect(screens[5].contains("This is the only window"))
  }
}

@MainActor
@Suite struct TerminalWindowsLinkTests {
  @Test func aLinkGoesToTheWindowShown() async throws {
    let app = makeToyWindows()
    let main = app.openFirstWindow()
    let form = try #require(app.windows.navigator(for: main)).rootFlow.openWindow(for: .form)
    var router = DeepLinkRouter<ToyRoute>()
    try router.register("toy://items/{n:int}") { match, tree in
      var tree = tree
      try tree.push(.item(try match.int("n")), onto: tree.visiblePath)
      return tree
    }
    app.windows.makeGate = { NavigationGate(navigator: $0, router: router) }
    #expect(try await app.windows.openLink("toy://items/7") == .applied)
    #expect(app.windows.navigator(for: form)?.tree.visibleStack == [.form, .item(7)])
    #expect(app.shownHost?.shown.visibleStack == [.form, .item(7)])
    #expect(app.windows.navigator(for: main)?.tree.visibleStack == [.list("first")])
  }
}
