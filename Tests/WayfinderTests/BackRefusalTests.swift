import Foundation
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// A screen the user must not go back from (an order's confirmation once it is paid): its flow
/// refuses the user's back from it, the tree records it on the stack, every host shows no back.
@MainActor
@Suite struct BackRefusalTests {
  /// Pushes the scan and then, once "paid", the confirmation, which refuses the user's back.
  final class CheckoutFlow: Coordinator<BookRoute, Void> {
    override func start() throws { try push(.addBookScan) }
    func paid() throws { try push(.addBookConfirm(title: "Dune")) }
    override var refusesUserBack: ((BookRoute) -> Bool)? {
      { route in if case .addBookConfirm = route { true } else { false } }
    }
  }

  let harness = Harness(NavigationTree(.home))
  let checkout = CheckoutFlow()

  init() throws {
    try harness.app.start(checkout, .push)
    _ = harness.host.takeSteps()
  }

  @Test func theConfirmationRefusesTheUsersBackAndTheScanDoesNot() throws {
    #expect(!harness.navigator.tree.visibleStack.refusesUserBack)
    try checkout.paid()
    #expect(harness.navigator.tree.visibleStack.refusesUserBack)
    #expect(harness.host.shown == harness.navigator.tree)
    #expect(
      harness.navigator.tree.dump()
        == "stack\n  home\n  addBookScan\n  addBookConfirm(title: \"Dune\") (refuses back)")
    #expect(throws: TestHostError.backRefused(.root)) { try harness.host.tapBack() }
    #expect(throws: TestHostError.backRefused(.root)) { try harness.host.swipeBackAndCancel() }
    #expect(throws: TestHostError.backRefused(.root)) { try harness.host.goBack(toCount: 1) }
    #expect(checkout.isRunning)
    #expect(harness.navigator.tree.visibleStack.count == 3)
  }

  @Test func theFlagIsSetBeforeThePushSoTheScreenNeverShowsABackButton() throws {
    try checkout.paid()
    #expect(
      harness.host.takeSteps() == [
        .setRefusesUserBack(true, at: .root),
        .push([.addBookConfirm(title: "Dune")], onto: .root),
      ])
  }

  @Test func theRefusalGoesWithTheScreen() throws {
    try checkout.paid()
    // Code still pops: back on the scan works again.
    try checkout.pop()
    #expect(!harness.navigator.tree.visibleStack.refusesUserBack)
    try checkout.paid()
    // A screen pushed over it answers for itself.
    try checkout.push(.settings)
    #expect(!harness.navigator.tree.visibleStack.refusesUserBack)
    try harness.host.tapBack()
    #expect(harness.navigator.tree.visibleStack.refusesUserBack)
    // The flow that refused finishes: its screens go, and the home screen has its back.
    checkout.finish()
    #expect(harness.navigator.tree == NavigationTree(.home))
    #expect(harness.host.shown == harness.navigator.tree)
  }

  @Test func aTreeSetWholeIsAskedAgain() throws {
    try checkout.paid()
    // Set without the flag (an older snapshot), shown with it: the flows answer.
    var saved = harness.navigator.tree
    try saved.setRefusesUserBack(false, at: .root)
    let harness = Harness(NavigationTree(.home))
    let again = CheckoutFlow()
    try harness.app.start(again, .push)
    try again.paid()
    harness.navigator.setTree(saved)
    #expect(harness.navigator.tree.visibleStack.refusesUserBack)
  }

  @Test func whereNoFlowRefusesATreeSetWholeLosesTheRefusalItBrought() throws {
    let harness = Harness(NavigationTree(.home))
    var tree = NavigationTree<BookRoute>(.home)
    try tree.push(.settings)
    try tree.setRefusesUserBack(true, at: .root)
    harness.navigator.setTree(tree)
    #expect(!harness.navigator.tree.visibleStack.refusesUserBack)
    try harness.host.tapBack()
    #expect(harness.navigator.tree == NavigationTree(.home))
  }

  @Test func snapshotsWriteTheFlagOnlyWhereAStackRefuses() throws {
    var stack: Stack<BookRoute> = [.home, .addBookConfirm(title: "Dune")]
    let plain = String(decoding: try JSONEncoder().encode(stack), as: UTF8.self)
    #expect(plain == #"[{"home":{}},{"addBookConfirm":{"title":"Dune"}}]"#)
    stack.refusesUserBack = true
    let data = try JSONEncoder().encode(stack)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["refusesUserBack"] as? Bool == true)
    #expect(try JSONDecoder().decode(Stack<BookRoute>.self, from: data) == stack)
    #expect(
      try JSONDecoder().decode(Stack<BookRoute>.self, from: Data(plain.utf8)) == [
        .home, .addBookConfirm(title: "Dune"),
      ])
  }

  @Test func aStackThatNoLongerDecodesSaysWhichRoute() throws {
    let text = #"[{"home":{}},{"checkout":{}}]"#
    do {
      _ = try JSONDecoder().decode(Stack<BookRoute>.self, from: Data(text.utf8))
      Issue.record("an unknown route decoded")
    } catch let error as DecodingError {
      // The array's own error, at the route, not "expected a dictionary".
      let context: DecodingError.Context? =
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
          .typeMismatch(_, let context), .valueNotFound(_, let context):
          context
        @unknown default: nil
        }
      #expect(context?.codingPath.first?.intValue == 1, "\(error)")
    }
  }

  @Test func aRenamedRouteIsRenamedInARefusingStack() throws {
    var tree = NavigationTree<BookRoute>(.home)
    try tree.push(.addBookConfirm(title: "Dune"))
    try tree.setRefusesUserBack(true, at: .root)
    let json = try JSONValue(parsing: JSONEncoder().encode(tree))
    let old = json.renamingRoute("addBookConfirm", to: "confirm")
    #expect(old.description.contains(#""confirm""#))
    let back = old.renamingRoute("confirm", to: "addBookConfirm")
    let data = try JSONEncoder().encode(back)
    #expect(try JSONDecoder().decode(NavigationTree<BookRoute>.self, from: data) == tree)
  }

  /// A checkout pushed on a host with a fake driver, over `tree`, and paid if `paid`.
  private func checkoutOnADrivenHost(
    _ tree: NavigationTree<BookRoute> = NavigationTree(.home), paid: Bool = true
  ) throws -> (FakeDriver, Navigator<BookRoute>, DrivenHost<BookRoute, FakeDriver>, CheckoutFlow) {
    let driver = FakeDriver()
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: tree, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    let flow = CheckoutFlow()
    try app.start(flow, .push)
    if paid { try flow.paid() }
    return (driver, navigator, host, flow)
  }

  @Test func theDriverHidesTheBackButtonBeforeThePushAndOnAStackThatAppearsRefusing() throws {
    let (driver, navigator, host, flow) = try checkoutOnADrivenHost()
    #expect(
      Array(driver.log.suffix(2)) == [
        "refuse back at root",
        #"stack root [home, addBookScan, addBookConfirm(title: "Dune")] pushed(kept: 2)"#,
      ])
    flow.finish()
    #expect(driver.log.last == "stack root [home] popped(toCount: 1)")
    #expect(driver.log.dropLast().last == "accept back at root")

    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aBackThePlatformLetsThroughOnARefusingScreenIsUndone() throws {
    let (driver, navigator, host, flow) = try checkoutOnADrivenHost()
    // A swipe the host could not turn off (iOS 26's swipe anywhere in the content) popped
    // the confirmation: the flow keeps it, and the host is told to show it again.
    host.stackDidShow(count: 2, at: .root)
    #expect(flow.isRunning)
    #expect(navigator.tree.visibleStack.count == 3)
    #expect(
      driver.log.last
        == #"stack root [home, addBookScan, addBookConfirm(title: "Dune")] pushed(kept: 2)"#)
    #expect(host.shown == navigator.tree)
    // Where the screen does not refuse, the same report is the user's back.
    try flow.pop()
    host.stackDidShow(count: 1, at: .root)
    #expect(!flow.isRunning)
    #expect(navigator.tree.visibleStack.count == 1)
  }

  @Test func aBackFromAScreenThatDoesNotRefuseStandsWhenTheNavigatorIsAheadWithOneThatDoes()
    throws
  {
    let (driver, navigator, host, flow) = try checkoutOnADrivenHost(
      try bookKittyTabs(), paid: false)
    driver.completesAtOnce = false
    var tree = navigator.tree
    try tree.push(.questionResult(id: 1), onto: StackPath(section: SectionID(Tab.qna)))
    navigator.setTree(tree)
    // The navigator is ahead on Home with the confirmation, which refuses the back; the host
    // still shows the scan, which does not, and the user goes back from it.
    try flow.paid()
    #expect(try !host.shown.stack(at: .homeTab).refusesUserBack)
    host.stackDidShow(count: 1, at: .homeTab)
    while host.stepInFlight != nil { driver.complete() }
    #expect(try navigator.tree.stack(at: .homeTab).routes == [.home], "the user's back stands")
    #expect(host.shown == navigator.tree)
  }

  /// A root flow that refuses the user's back from the confirmation wherever it shows.
  final class StoreFlow: FlowCoordinator<BookRoute> {
    override var refusesUserBack: ((BookRoute) -> Bool)? {
      { route in if case .addBookConfirm = route { true } else { false } }
    }
  }

  @Test func aSheetThatAppearsRefusingComesInWithoutItsBackButton() throws {
    let driver = FakeDriver()
    let navigator = Navigator(
      root: StoreFlow(), tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    var tree = NavigationTree<BookRoute>(.home)
    tree.present(Presentation(.sheet, .stack([.addBookScan, .addBookConfirm(title: "Dune")])))
    navigator.setTree(tree)
    #expect(navigator.tree.presentations[0].container.visibleStack.refusesUserBack)
    #expect(
      driver.log.last
        == #"present sheet at 1 no back at ["level 1"]: [addBookScan, addBookConfirm(title: "Dune")]"#
    )
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)

    // The SwiftUI model's sheet comes in refusing too.
    let swiftUI = DeclarativeDriver()
    let other = Navigator(root: StoreFlow(), tree: NavigationTree(.home), logger: quietLogger)
    other.warnsAboutLeaks = false
    let declarative = swiftUI.attachedHost(to: other)
    other.start()
    other.setTree(tree)
    let sheet = StackPath(level: 1)
    let top = try #require(swiftUI.model.path(at: sheet).last)
    #expect(swiftUI.model.refusesUserBack(top, at: sheet))
    withExtendedLifetime(declarative) {}
  }

  @Test func theSwiftUIModelHidesTheTopScreensBackButton() throws {
    let swiftUI = DeclarativeDriver()
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = swiftUI.attachedHost(to: navigator)
    navigator.start()
    let flow = CheckoutFlow()
    try navigator.rootFlow.start(flow, .push)
    try flow.paid()
    let model = host.driver.model
    let ids = model.path(at: .root)
    try #require(ids.count == 2)
    #expect(model.refusesUserBack(ids[1], at: .root))
    #expect(!model.refusesUserBack(ids[0], at: .root))
    try flow.pop()
    #expect(!model.refusesUserBack(model.path(at: .root)[0], at: .root))
  }
}

/// An app whose root is one stack: its first plan pushes onto the root the host starts from,
/// which the platform drivers are given first (they start with an empty window).
@MainActor
@Suite struct OneStackRootDriverTests {
  @Test func theDriverIsGivenTheRootBeforeTheFirstPush() {
    let driver = FakeDriver()
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = DrivenHost(driver: driver) { route, _ in FakeScreen(route: route) }
    host.attach(to: navigator)
    navigator.start()
    #expect(driver.log == ["root []", "stack root [home] pushed(kept: 0)"])
    withExtendedLifetime(host) {}
  }

  @Test func theSwiftUIModelShowsTheRootStack() {
    let swiftUI = DeclarativeDriver()
    let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = swiftUI.attachedHost(to: navigator)
    navigator.start()
    let model = swiftUI.model
    #expect(model.root(at: .root).flatMap(model.screen)?.route == .home)
    withExtendedLifetime(host) {}
  }
}

/// What a review of the back refusal found, each a rule with its test.
@MainActor
@Suite struct BackRefusalEdgeTests {
  typealias CheckoutFlow = BackRefusalTests.CheckoutFlow

  @Test func tappingTheSelectedTabAgainDoesNotPopARefusingScreen() throws {
    let kitty = KittyHarness(reselection: .popToRoot)
    let home = StackPath(level: 0, section: "home")
    let homeFlow = try #require(
      kitty.tabs.children.first { $0.anchor == .section("home", level: 0) })
    let checkout = CheckoutFlow()
    try homeFlow.start(checkout, .push)
    try checkout.paid()
    try kitty.host.tapTab("home")
    #expect(try kitty.navigator.tree.stack(at: home).count == 3)
    #expect(checkout.isRunning)
    // Once it goes on, the tab pops to its root again.
    try checkout.pop()
    try kitty.host.tapTab("home")
    #expect(try kitty.navigator.tree.stack(at: home).count == 1)
  }

  /// A wizard pushed in a tab that must not be left half filled in without asking.
  final class WizardFlow: Coordinator<BookRoute, Void> {
    var entered = false
    var asked = 0
    override var refusesUserDismissal: Bool { entered }
    override func didRefuseUserDismissal() throws { asked += 1 }
    override func start() throws { try push(.addBookScan) }
  }

  @Test func reselectingTheTabAsksAWizardThatRefusesInsteadOfPoppingIt() throws {
    let kitty = KittyHarness(reselection: .popToRoot)
    let home = StackPath(level: 0, section: "home")
    let homeFlow = try #require(
      kitty.tabs.children.first { $0.anchor == .section("home", level: 0) })
    let wizard = WizardFlow()
    try homeFlow.start(wizard, .push)
    // A flow pushed over the wizard's screens is popped too: the wizard is still asked.
    try wizard.push(.addBookConfirm(title: "Dune"))
    wizard.entered = true
    try kitty.host.tapTab("home")
    #expect(wizard.asked == 1)
    #expect(wizard.isRunning)
    #expect(try kitty.navigator.tree.stack(at: home).count == 3)
    // Nothing entered: the reselection pops the wizard as usual.
    wizard.entered = false
    try kitty.host.tapTab("home")
    #expect(wizard.asked == 1)
    #expect(!wizard.isRunning)
    #expect(try kitty.navigator.tree.stack(at: home).count == 1)
  }

  /// A checkout sheet that refuses the swipe until paid, then shows the confirmation.
  final class PaySheet: Coordinator<BookRoute, Void> {
    var paid = false
    override var refusesUserDismissal: Bool { !paid }
    override var refusesUserBack: ((BookRoute) -> Bool)? {
      { route in if case .addBookConfirm = route { true } else { false } }
    }
    override func start() throws { try push(.addBookScan) }
    func pay() throws {
      paid = true
      try push(.addBookConfirm(title: "Dune"))
    }
  }

  @Test func aSheetWhoseNewTopRefusesIsKeptNotPresentedAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let sheet = PaySheet()
    try harness.app.start(sheet, .present(.sheet))
    _ = harness.host.takeSteps()
    try sheet.pay()
    #expect(
      harness.host.takeSteps() == [
        .setRefusesUserDismissal(false, level: 1),
        .setRefusesUserBack(true, at: StackPath(level: 1)),
        .push([.addBookConfirm(title: "Dune")], onto: StackPath(level: 1)),
      ])
  }

  @Test func aSectionRemovedWhileItRefusedDoesNotRefuseWhenAddedAgain() {
    final class Screen {}
    let model = DeclarativeModel<Screen>(later: { $0() })
    let (a, b, c, d) = (Screen(), Screen(), Screen(), Screen())
    let orders = StackPath(level: 0, section: "orders")
    model.apply(
      .replaceRoot(
        .sections(
          .tabs, [("home", [a], .everywhere), ("orders", [b, c], .everywhere)],
          selection: "orders", hasSelection: true, columnVisibility: .automatic, hidingBar: [],
          actions: [], columns: .two, pinned: nil, tabBarOrder: nil)))
    model.apply(.setRefusesUserBack(true, at: orders))
    #expect(model.refusesUserBack(model.path(at: orders)[0], at: orders))
    model.apply(.removeSection("orders", level: 0, selection: "home"))
    model.apply(.insertSection("orders", [b], at: 1, visibility: .everywhere, level: 0))
    model.apply(.showStack([b, d], at: orders, change: .pushed(kept: 1)))
    #expect(!model.refusesUserBack(model.path(at: orders)[0], at: orders))
  }

  @Test func aSnapshotLeavesTheRefusalOutAndTheFlowsSayItAgain() throws {
    let harness = Harness(NavigationTree(.home))
    let checkout = CheckoutFlow()
    try harness.app.start(checkout, .push)
    try checkout.paid()
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: harness.navigator.tree)
    #expect(!String(decoding: data, as: UTF8.self).contains("refusesUserBack"))
    var saved = harness.navigator.tree
    try saved.setRefusesUserBack(false, at: .root)
    #expect(try restoration.tree(from: data) == saved)
  }

  @Test func aLinkLeavesOutAnOptionalItemWithAnEmptyValue() throws {
    var router = DeepLinkRouter<BookRoute>()
    try router.register(
      "chirp://compose?{text?}",
      handler: { _, tree in tree },
      reverse: { _ in ["text": ""] })
    #expect(router.link(for: NavigationTree(.home)) == "chirp://compose")
  }
}
