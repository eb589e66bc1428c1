import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
@Suite struct NavigationExplorerTests {
  func explore(
    _ defects: ShopDefects = [], depth: Int = 6,
    _ adjust: (inout NavigationExplorer<ShopRoute>.Options) -> Void = { _ in }
  ) async -> ExplorationReport {
    let world = ShopWorld(defects: defects)
    var options = NavigationExplorer<ShopRoute>.Options()
    options.maxDepth = depth
    adjust(&options)
    let explorer = NavigationExplorer(model: world.model, options: options) {
      world.launch(restoring: $0)
    }
    return await explorer.explore()
  }

  func violations(_ report: ExplorationReport, of check: ExplorationCheck)
    -> [ExplorationViolation]
  {
    report.violations.filter { $0.property == check.rawValue }
  }

  @Test func whatABoundCutIsNotACoverageViolation() async {
    // At depth 1 only the login and the catalog are seen: the receipt lies past the bound.
    let cut = await explore(depth: 1)
    #expect(!cut.cutBy.isEmpty)
    #expect(cut.coverage.missingRoutes.contains("receipt"))
    #expect(violations(cut, of: .coverage).isEmpty, "\(cut.summary)")
    #expect(cut.summary.contains("not reached within the bound: "), "\(cut.summary)")
  }

  @Test func aSoundAppHasNoViolationAndCoversEveryDeclaredScreen() async {
    let report = await explore()
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.coverage.missingRoutes.isEmpty)
    #expect(report.coverage.missingFlows.isEmpty)
    #expect(report.coverage.routes.contains("receipt"))
    #expect(report.coverage.routes.contains("admin"))
    // Signed out (login), signed in (catalog), an item, the cart, the receipt, settings, terms.
    #expect(report.states >= 7)
    #expect(report.transitions > report.states)
    for check in ExplorationCheck.allCases where check != .determinism {
      #expect((report.checked[check.rawValue] ?? 0) > 0, "\(check) was never checked")
    }
  }

  @Test func theSpaceIsExploredWholeWhenTheBoundIsFarEnough() async {
    let report = await explore(depth: 12)
    #expect(report.cutBy.isEmpty, "\(report.cutBy)")
    let shallow = await explore(depth: 2)
    #expect(shallow.cutBy.contains { $0.hasPrefix("depth 2") })
    #expect(shallow.states < report.states)
    let budget = await explore(depth: 12) { $0.maxStates = 3 }
    #expect(budget.states == 3)
    #expect(budget.cutBy.contains("states 3"))
    // A CI job's time budget: spent at once, the search stops after the launch state.
    let timed = await explore(depth: 12) { $0.timeLimit = .zero }
    #expect(timed.states < report.states)
    #expect(timed.cutBy.contains { $0.hasPrefix("time ") }, "\(timed.cutBy)")
  }

  @Test func statesThatDifferOnlyInSampleDataAreOneState() async {
    let report = await explore(depth: 3)
    // openItem(1) and openItem(2) reach the same state: one node shows an item at depth 2.
    #expect(report.nodes.filter { $0.visible == "item" && $0.depth == 2 }.count == 1)
    let fromCatalog = report.edges.filter {
      report.nodes[$0.from].visible == "catalog" && report.nodes[$0.to].visible == "item"
    }
    #expect(Set(fromCatalog.map(\.to)).count == 1)
    #expect(Set(fromCatalog.map(\.move)).count >= 2)
  }

  @Test func aFlowThatOutlivesItsSwipedSheetIsFoundWithItsTrace() async throws {
    let report = await explore(.cartOutlivesItsSheet)
    let found = try #require(violations(report, of: .invariants).first, "\(report.summary)")
    #expect(found.message.contains("CartFlow at root from index 1 shows nothing"), "\(found)")
    #expect(found.trace == [.send("signIn"), .send("openCart"), .swipeDownSheet])
  }

  @Test func declaredStartsAreMovesWhereNoScreenLeads() async throws {
    let world = ShopWorld()
    var model = world.model
    model.makeFlow = { name in
      switch name {
      case "CartFlow": CartFlow()
      case "SettingsFlow": SettingsFlow(world: world, defects: [])
      default: nil
      }
    }
    var options = NavigationExplorer<ShopRoute>.Options()
    options.maxDepth = 4
    let report = await NavigationExplorer(model: model, options: options) {
      world.launch(restoring: $0)
    }.explore()

    // The shop declares it may push the cart flow, though its button presents it: pushed, the
    // flow outlives its swiped sheet, as the planted defect does — already on the login
    // screen, where no button starts it.
    let push = ExplorationMove.startFlow("CartFlow", from: "ShopAppFlow", at: .push)
    let found = try #require(violations(report, of: .invariants).first, "\(report.summary)")
    #expect(found.trace == [push, .swipeDownSheet])
    #expect(found.message.contains("CartFlow at root from index 1 shows nothing"), "\(found)")
    #expect(push.description == "start CartFlow from ShopAppFlow, push")
    #expect(found.testCode(explorer: "e").contains("start CartFlow from ShopAppFlow, push"))
    // What only a declaration reaches is marked, and no guard is checked there: signed out,
    // the shop's screens never start the cart, though its root flow declares it may.
    #expect(report.nodes.contains { $0.reachedByDeclaredStarts })
    #expect(violations(report, of: .guardsHold).isEmpty, "\(report.summary)")
    #expect(report.summary.contains("declared starts:"))
    // Every state the app's moves reach was reached before any declared start was tried.
    let appOnly = await explore(depth: 4)
    #expect(report.nodes.prefix(appOnly.states).allSatisfy { !$0.reachedByDeclaredStarts })
    #expect(report.coverage == appOnly.coverage)
  }

  @Test func aDeclaredStartIsHandedToTheParentsDidAdopt() throws {
    // Port 12: the explorer's declared start ran a child without the parent's reaction to its
    // end; the parent hears of it in didAdopt(_:), as of a restored flow, and reacts there.
    final class Parent: Coordinator<BookRoute, Void> {
      var adopted: [String] = []
      override func start() throws { try push(.home) }
      override func didAdopt(_ child: FlowCoordinator<BookRoute>) throws {
        adopted.append(child.flowName)
        guard let onboarding = child as? TestFlow<Int> else { return }
        onFinish(of: onboarding) { [weak self] _ in try self?.push(.library) }
      }
    }
    let harness = Harness()
    let parent = Parent()
    try harness.app.start(parent, .push)
    let child = TestFlow<Int>("Onboarding", routes: [.settings])
    try harness.navigator.startForAdoption(child, under: parent, at: .push)
    #expect(parent.adopted == ["Onboarding"])
    child.finish(with: 1)
    #expect(harness.navigator.tree.visibleStack.routes.last == .library, "the parent reacted")
    harness.host.expectInSync()
  }

  @Test func aScreenWithNoWayBackIsADeadEnd() async throws {
    let report = await explore(.termsHaveNoWayBack)
    let found = try #require(violations(report, of: .noDeadEnd).first, "\(report.summary)")
    #expect(found.trace == [.send("signIn"), .send("openTerms")])
    #expect(found.message.contains("terms"))
    #expect(!violations(report, of: .startReachable).isEmpty)
  }

  @Test func violationsPastTheListAreCountedApartNotListedAsOne() async throws {
    let listed = await explore(.termsHaveNoWayBack)
    let all =
      violations(listed, of: .noDeadEnd).count + violations(listed, of: .startReachable).count
    // At least one of each property is listed, so that a clean list means a clean app.
    let counted = await explore(.termsHaveNoWayBack) { $0.violationsPerProperty = 0 }
    #expect(counted.violations.count == 2, "\(counted.violations)")
    #expect(!counted.violations.contains { $0.message.contains("more states") })
    #expect(
      (counted.unlisted["noDeadEnd"] ?? 0) + (counted.unlisted["startReachable"] ?? 0)
        == all - 2)
    #expect(listed.unlisted.isEmpty)
    #expect(counted.summary.contains("violations: \(all)"), "\(counted.summary)")
  }

  @Test func aLinkThatOpensAGuardedScreenSignedOutBreaksTheGuard() async throws {
    let report = await explore(.adminLinkUnguarded)
    let found = try #require(violations(report, of: .guardsHold).first, "\(report.summary)")
    #expect(found.trace == [.openLink("shop://admin")])
    #expect(found.message.contains("admin"))
  }

  @Test func aRestorationThatDropsARouteFailsTheRoundTrip() async throws {
    let report = await explore(.restorationDropsReceipt)
    let found = try #require(
      violations(report, of: .restorationRoundTrip).first, "\(report.summary)")
    #expect(found.trace == [.send("signIn"), .send("openCart"), .send("pay")])
    #expect(found.message.contains("receipt"))
  }

  @Test func aScreenTheAppChoosesNotToRestoreIsNoFailure() async throws {
    // The app's own rule leaves the receipt out of every restoration: what the relaunch must
    // show is what that rule restores, not the live tree.
    let world = ShopWorld()
    var model = world.model
    model.restoration?.isValid = { $0 != .receipt }
    var options = NavigationExplorer<ShopRoute>.Options()
    options.maxDepth = 4
    let report = await NavigationExplorer(model: model, options: options) {
      world.launch(restoring: $0)
    }.explore()
    #expect(violations(report, of: .restorationRoundTrip).isEmpty, "\(report.summary)")
    #expect((report.checked["restorationRoundTrip"] ?? 0) > 0)
    #expect(report.nodes.contains { $0.visible == "receipt" }, "the receipt was reached")
  }

  @Test func aMigrationThatDropsARouteFailsTheRoundTrip() async throws {
    let report = await explore(.migrationDropsReceipt)
    let found = try #require(
      violations(report, of: .restorationRoundTrip).first, "\(report.summary)")
    #expect(found.trace == [.send("signIn"), .send("openCart"), .send("pay")])
    #expect(found.message.contains("version 1"))
    #expect(found.message.contains("receipt"))
  }

  @Test func aFlowKeptAliveByAClosureLeaksBackAtLaunch() async throws {
    let report = await explore(.settingsHeldByClosure)
    let found = try #require(violations(report, of: .noLeak).first, "\(report.summary)")
    #expect(found.trace == [.send("signIn"), .send("openSettings"), .send("signOut")])
    #expect(found.message.contains("SettingsFlow"))
  }

  @Test func aTraceBecomesATestThatChecksThePropertyAgain() async throws {
    let report = await explore(.restorationDropsReceipt)
    let found = try #require(
      violations(report, of: .restorationRoundTrip).first, "\(report.summary)")
    let code = found.testCode(explorer: "shopExplorer()")
    #expect(code.hasPrefix("@Test @MainActor func explorerTrace() async throws {"))
    #expect(code.contains("  //   send signIn\n"))
    #expect(code.contains("let violations = try await shopExplorer().check(trace)"))
    #expect(code.contains("$0.property == \"restorationRoundTrip\""))
    #expect(!code.contains("Task.yield"))
    // The trace in the test is the explorer's, exactly.
    let json = try #require(code.split(separator: "Data(#\"").last?.split(separator: "\"#").first)
    #expect(try JSONDecoder().decode([ExplorationMove].self, from: Data(json.utf8)) == found.trace)
    // And what the test runs finds the violation while the defect is there, and not without it.
    let broken = ShopWorld(defects: .restorationDropsReceipt)
    let again = try await NavigationExplorer(model: broken.model) { broken.launch(restoring: $0) }
      .check(found.trace)
    #expect(again.contains { $0.property == "restorationRoundTrip" && $0.trace == found.trace })
    let fixed = ShopWorld()
    let none = try await NavigationExplorer(model: fixed.model) { fixed.launch(restoring: $0) }
      .check(found.trace)
    #expect(none.isEmpty, "\(none)")
    // A property of the whole graph is checked by exploring again.
    let deadEnd = try #require(
      violations(await explore(.termsHaveNoWayBack), of: .noDeadEnd).first)
    let graph = deadEnd.testCode(named: "termsHaveAWayBack", explorer: "shopExplorer()")
    #expect(graph.contains("func termsHaveAWayBack()"))
    #expect(graph.contains("let report = await shopExplorer().explore()"))
    #expect(graph.contains("$0.property == \"noDeadEnd\""))
  }

  @Test(arguments: ["shop://a\"#b", "shop://c\\#d", "shop://e\nf", "shop://g#\"h"])
  func aTraceOfAnyTextIsQuotedSoTheTestCompiles(link: String) throws {
    let trace: [ExplorationMove] = [.openLink(link), .back]
    let code = ExplorationViolation(property: "linkRoundTrip", message: "m", trace: trace)
      .testCode(explorer: "e")
    let fence = String(try #require(code.firstMatch(of: /Data\((#+)"/)?.output.1))
    let body = try #require(
      code.split(separator: "Data(\(fence)\"").last?.split(separator: "\"\(fence).utf8)").first)
    // Swift's rules for a raw string: `"` and the fence end it, `\` and the fence begin an
    // escape. Neither is inside, so every character is itself: the JSON is the trace.
    #expect(!body.contains("\"\(fence)") && !body.contains("\\\(fence)"), "\(code)")
    #expect(try JSONDecoder().decode([ExplorationMove].self, from: Data(body.utf8)) == trace)
    // Every line is code or a comment: a newline in a move stays inside its comment line.
    for line in code.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      #expect(
        text.hasPrefix("//") || text.hasPrefix("@Test") || text.hasPrefix("let ")
          || text.hasPrefix("[ExplorationMove]") || text.hasPrefix("#expect") || text == "}",
        "\(code)")
    }
  }

  @Test func checkingATraceTheAppRefusesSaysWhichMove() async throws {
    let world = ShopWorld()
    let explorer = NavigationExplorer(model: world.model) { world.launch(restoring: $0) }
    await #expect(throws: ExplorationError.refused(.back, at: 0)) {
      _ = try await explorer.check([.back])
    }
  }

  @Test func aViolationsTraceWalksToItsStateLive() async throws {
    let world = ShopWorld(defects: .termsHaveNoWayBack)
    let explorer = NavigationExplorer(model: world.model) { world.launch(restoring: $0) }
    let found = try #require(
      await explorer.explore().violations.first { $0.property == "noDeadEnd" })
    let state = try await explorer.walk(found.trace)
    #expect(state.navigator.tree.presentations.last?.container.visibleStack.routes == [.terms])
    await #expect(throws: ExplorationError.refused(.back, at: 0)) {
      _ = try await explorer.walk([.back])
    }
  }

  @Test func theReportRendersAsJSONDOTAndMermaid() async throws {
    let report = await explore(depth: 3)
    let decoded = try JSONDecoder().decode(ExplorationReport.self, from: Data(report.json().utf8))
    #expect(decoded.states == report.states)
    #expect(decoded.edges == report.edges)
    let dot = report.dot()
    #expect(dot.hasPrefix("digraph exploration {"))
    #expect(dot.contains("subgraph \"cluster_catalog\""))
    #expect(dot.contains("[label=\"send signIn\"]"))
    let mermaid = report.mermaid()
    #expect(mermaid.hasPrefix("flowchart LR"))
    #expect(mermaid.contains("-->|\"send signIn\"|"))
    // Moves that lead the same way share an arrow: two items and the item link.
    #expect(mermaid.contains("-->|\"send openItem(1) (+2)\"|"))
    #expect(!mermaid.contains("send openItem(2)"))
    #expect(report.summary.contains("explored \(report.states) states"))
  }

  @Test func randomWalksGoPastTheBound() async {
    let bounded = await explore(depth: 2)
    let walked = await explore(depth: 2) {
      $0.randomWalks = 20
      $0.randomWalkLength = 6
    }
    #expect(walked.states > bounded.states)
    #expect(
      walked.violations.filter { $0.property != ExplorationCheck.startReachable.rawValue }.isEmpty,
      "\(walked.summary)")
  }

  @Test func customPropertiesAreCheckedInEveryState() async throws {
    let world = ShopWorld()
    var model = world.model
    model.properties = [
      ExplorationProperty("noReceiptInTheCatalog") { state in
        state.navigator.tree.visibleStack.routes.last == .receipt ? "a receipt is shown" : nil
      }
    ]
    let report = await NavigationExplorer(model: model) { world.launch(restoring: $0) }.explore()
    let found = try #require(report.violations.first { $0.property == "noReceiptInTheCatalog" })
    #expect(found.trace == [.send("signIn"), .send("openCart"), .send("pay")])
    #expect((report.checked["noReceiptInTheCatalog"] ?? 0) == report.states)
  }
}

// The notes app of the article "Exploring Every Navigation State", explored as the article
// says: its claim that the app is sound is checked here, not only compiled.

enum NotesRoute: Hashable, Codable, Sendable {
  case list, editor, settings
  case note(id: Int)
}

enum NotesIntent: NavigationIntent {
  case compose, openSettings, save, close
  case open(Int)
}

@MainActor
final class NotesFlow: FlowCoordinator<NotesRoute> {
  override func start() throws {
    try setStack([.list])
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case NotesIntent.open(let id): try push(.note(id: id))
    case NotesIntent.compose: try start(EditorFlow(), .present(.sheet))
    case NotesIntent.openSettings: try present(.sheet(.settings))
    case NotesIntent.close: try dismiss()
    default: return false
    }
    return true
  }
}

@MainActor
final class EditorFlow: Coordinator<NotesRoute, Void> {
  override func start() throws {
    try push(.editor)
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case NotesIntent.save = intent else { return false }
    finish(with: ())
    return true
  }
}

@MainActor
func notesActions(_ route: NotesRoute) -> [ExplorationAction] {
  switch route {
  case .list:
    [
      ExplorationAction("open(1)", NotesIntent.open(1)),
      ExplorationAction("compose", NotesIntent.compose),
      ExplorationAction("openSettings", NotesIntent.openSettings),
    ]
  case .editor: [ExplorationAction("save", NotesIntent.save)]
  case .settings: [ExplorationAction("close", NotesIntent.close)]
  case .note: []
  }
}

@Test @MainActor func theArticlesNotesAppIsSound() async {
  var options = NavigationExplorer<NotesRoute>.Options()
  options.maxDepth = 6
  let explorer = NavigationExplorer(
    model: ExplorationModel(
      actions: { route, _ in notesActions(route) }, restoration: Restoration(version: 1)),
    options: options
  ) { restored in
    let navigator = Navigator(root: NotesFlow())
    navigator.flowFactory = { $0 == .editor ? EditorFlow() : nil }
    if let restored { navigator.start(restoring: restored) }
    return ExplorationLaunch(navigator: navigator)
  }
  let report = await explorer.explore()
  #expect(report.violations.isEmpty, "\(report.summary)")
  #expect(report.cutBy.isEmpty)
  #expect(report.coverage.routes == ["editor", "list", "note", "settings"])
}
