import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// The random walk of a platform host: the adapters' core-side logic (``DrivenHost`` over a
/// driver that keeps a ``DeclarativeModel`` of the UI) under the app's changes and the user's,
/// racing plans in flight — a pop while a push animates, a sheet swiped down while a link
/// applies, a completion that never comes and then comes late.
///
/// Once idle, ``disagreements()`` compares the navigator's tree with the host's copy and with
/// the UI the commands and the user left, and counts the steps: each sent step performed once
/// by the driver and completed once.
@MainActor
struct HostWalk {
  /// The platform the host stands for.
  enum Kind: String, CaseIterable {
    /// UIKit's callbacks: the navigation controller's `didShow`, the presentation
    /// controller's dismissal, the tab bar's `shouldSelect`.
    case uiKit
    /// SwiftUI's bindings: the model's setters, reported on the next turn.
    case swiftUI
  }

  let kind: Kind
  let navigator: Navigator<BookRoute>
  let app = AppFlow()
  let driver = HostWalkDriver()
  let host: DrivenHost<BookRoute, HostWalkDriver>
  let counter: CountingHost<DrivenHost<BookRoute, HostWalkDriver>>
  let registry = WalkRegistry()
  let router: DeepLinkRouter<BookRoute>
  let restoration = Restoration<BookRoute>(version: 1)
  var random: SplitMix64
  var started = 0
  /// Whether the user acts while a plan runs; without, the user waits until it settled.
  var usersRacePlans = true
  /// Completions the host's watchdog made for the driver.
  var watchdogCompletions = 0
  /// How many of the host's mismatches the last check looked at.
  var checkedMismatches = 0
  /// How many operations raced a plan in flight.
  var raced = 0
  /// User events the host could not apply when they came (the plan had changed what they
  /// were about); counted, not disagreements: the UI and the tree still meet once idle.
  var staleEvents: Int {
    host.mismatches.filter { $0.contains("was refused") }.count
  }

  init(kind: Kind, seed: UInt64) throws {
    self.kind = kind
    random = SplitMix64(seed: seed)
    router = try kittyRouter()
    navigator = Navigator(root: app, tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = DrivenHost(driver: driver, capabilities: kind == .uiKit ? .uiKit : .swiftUI) {
      route, _ in FakeScreen(route: route)
    }
    // Commands complete when the walk says; the watchdog runs only for lost completions.
    host.settleTimeout = nil
    if kind == .swiftUI { driver.model.events = host }
    counter = CountingHost(host)
    navigator.attach(counter, showing: host.shown)
    navigator.flowFactory = { [registry] route in
      guard case .questionResult = route else { return nil }
      return registry.adoptedFlow()
    }
    navigator.dependencies.register(WalkService.self, scope: .flow) { _ in WalkService() }
    navigator.start()
    driver.completeAll()
  }

  /// How often a kept flow was presented again.
  var presentedAgain = 0

  private mutating func anyFlow() -> FlowCoordinator<BookRoute> {
    navigator.runningFlows.randomElement(using: &random) ?? app
  }

  private mutating func childFlow() -> WalkFlow? {
    navigator.runningFlows.compactMap { $0 as? WalkFlow }.randomElement(using: &random)
  }

  private mutating func newFlow() -> WalkFlow {
    started += 1
    // One flow in three keeps when dismissed (kept flows), by its number.
    let flow = WalkFlow(
      registry: registry, number: started, handlesIntents: false, keeps: started % 3 == 0)
    registry.track(flow)
    return flow
  }

  /// Performs one random operation of the app, the user or the driver, and names it.
  mutating func randomOperation() async throws -> String {
    if host.stepInFlight != nil { raced += 1 }
    let operation = try await operate()
    driver.note(operation)
    if !usersRacePlans {
      // The user's change reaches the host on the next turn, before anything else runs.
      driver.runNextTurn()
    }
    return operation
  }

  private mutating func operate() async throws -> String {
    let draw = Int.random(in: 0..<20, using: &random)
    if !usersRacePlans, (10...16).contains(draw), host.stepInFlight != nil || !navigator.isIdle {
      return "the user waits for the plan"
    }
    switch draw {
    case 0, 1, 2:
      driver.completeNext()
      return "the driver completes a command"
    case 3:
      driver.completeAll()
      return "the driver completes every command"
    case 4:
      return try await loseACompletion()
    case 5:
      driver.completeLate()
      return "a lost completion comes late"
    case 6:
      openALink()
      return "a link applies"
    case 7:
      try appChange()
      return "the app navigates"
    case 8:
      startOrFinishAFlow()
      return "a flow starts or finishes"
    case 9:
      restoreTheSameTree()
      return "restore the same tree"
    case 10, 11:
      userGoesBack()
      return "the user goes back"
    case 12:
      userDismisses()
      return "the user swipes a presentation down"
    case 13:
      userSelectsATab()
      return "the user taps a tab"
    case 14:
      userChooses()
      return "the user chooses a dialog's action"
    case 15:
      userCancelsOrTries()
      return "the user cancels a gesture or tries to close what refuses"
    case 16:
      userResizes()
      return "the window changes size class"
    case 17, 18:
      driver.runNextTurn()
      return "the main queue turns"
    default:
      if let flow = childFlow(), navigator.runningFlows.count > 12 { flow.cancel() }
      try? anyFlow().push(randomBookRoute(&random))
      return "a flow pushes"
    }
  }

  // MARK: The driver

  /// The next command's completion never comes: the host's watchdog completes it, and the
  /// driver's completion may come later still (``HostWalkDriver/completeLate()``).
  ///
  /// The watchdog runs on a timer, so only the command the walk loses has one: the walk waits
  /// for it to fire before going on, and every run walks the same way.
  private mutating func loseACompletion() async throws -> String {
    let name = "a completion never comes"
    guard host.stepInFlight == nil, navigator.isIdle else { return name }
    driver.losesNext = true
    host.settleTimeout = .milliseconds(1)
    openALink()
    host.settleTimeout = nil
    guard !driver.losesNext else {
      // The link changed nothing on screen: no command was sent.
      driver.losesNext = false
      return name
    }
    let before = counter.completed
    for _ in 0..<2_000 where counter.completed == before {
      try await Task.sleep(for: .milliseconds(1))
    }
    if counter.completed == before {
      Issue.record("the host's watchdog never completed the lost command")
    }
    watchdogCompletions += 1
    return name
  }

  // MARK: The app

  private mutating func openALink() {
    let links = [
      "bookkitty://library/books/\(Int.random(in: 1...9, using: &random))",
      "bookkitty://ask?q=cats&page=2", "bookkitty://add-book",
    ]
    let link = links.randomElement(using: &random) ?? links[0]
    if let target = try? router.target(for: link, from: navigator.tree) {
      navigator.setTree(target, cause: .deepLink(link))
    }
  }

  private mutating func appChange() throws {
    let flow = anyFlow()
    switch Int.random(in: 0..<7, using: &random) {
    case 0: try? flow.pop()
    case 1: try? flow.popToRoot()
    case 2: try? flow.dismiss()
    case 3:
      let styles = PresentationStyle.allStyles(overlay: "floatingMenu").filter { !$0.isDialog }
      let style = styles.randomElement(using: &random) ?? .sheet
      try? flow.present(.stack(style, randomBookRoute(&random)))
    case 4:
      let dialog = Dialog(
        id: "walk", title: "Walk?", actions: [.init(id: "yes", title: "Yes"), .cancel()])
      try? flow.present(Bool.random(using: &random) ? .alert(dialog) : .confirmationDialog(dialog))
    case 5:
      if let tab = ["home", "qna", "library"].randomElement(using: &random) {
        try? flow.select(SectionID(tab))
      }
    default:
      var tree = try bookKittyTabs(selected: .qna)
      try tree.push(.questionResult(id: 1), onto: StackPath(level: 0, section: "qna"))
      navigator.setTree(tree)
    }
  }

  private mutating func startOrFinishAFlow() {
    if navigator.runningFlows.count > 12 || Int.random(in: 0..<3, using: &random) == 0 {
      if let flow = childFlow() {
        Bool.random(using: &random) ? flow.finish(with: 1) : flow.cancel()
      }
      return
    }
    let parent = anyFlow()
    let styles = PresentationStyle.allStyles(overlay: "floatingMenu").filter { !$0.isDialog }
    switch Int.random(in: 0..<5, using: &random) {
    case 4:
      // A kept flow comes back, by its parent.
      if let kept = navigator.keptFlows.randomElement(using: &random),
        (try? kept.parent?.presentAgain(kept)) != nil
      {
        presentedAgain += 1
      }
    case 0: try? parent.start(newFlow(), .push)
    case 1: try? parent.start(newFlow(), .present(styles.randomElement(using: &random) ?? .sheet))
    case 2: try? parent.start(newFlow(), .tab(Bool.random(using: &random) ? "home" : "qna"))
    default:
      if let flow = childFlow() { try? flow.handOff(to: newFlow()) }
    }
  }

  private mutating func restoreTheSameTree() {
    let before = navigator.tree
    if let data = try? restoration.snapshot(of: before),
      let restored = try? restoration.tree(from: data)
    {
      navigator.restore(restored)
    }
    if navigator.tree != before {
      Issue.record("restoring the same tree changed it:\n\(before)\n\(navigator.tree)")
    }
  }

  // MARK: The user, on what the UI shows

  private var model: DeclarativeModel<FakeScreen> { driver.model }

  /// The top level's visible stack in the UI.
  private var visiblePath: StackPath? {
    guard let level = model.levels.last, level.dialog == nil else { return nil }
    return StackPath(level: model.levels.count - 1, section: level.selection)
  }

  private mutating func userGoesBack() {
    guard let path = visiblePath else { return }
    let screens = model.path(at: path)
    guard !screens.isEmpty else {
      if model.levels[path.level].style == .pushed, kind == .uiKit, host.stepInFlight == nil {
        // Back out of a pushed level, which shares the navigation controller below.
        model.userSetPresented(nil, above: path.level - 1)
        host.stackDidShow(count: 0, at: path)
      }
      return
    }
    let kept = Int.random(in: 0..<screens.count, using: &random)
    switch kind {
    case .uiKit:
      // UIKit takes no back while a transition runs; the walk's user waits for it.
      guard host.stepInFlight == nil else { return }
      model.userSetPath(Array(screens.prefix(kept)), at: path)
      host.stackDidShow(count: kept + 1, at: path)
    case .swiftUI:
      model.userSetPath(Array(screens.prefix(kept)), at: path)
    }
  }

  private mutating func userDismisses() {
    let top = model.levels.count - 1
    guard top >= 1, model.levels[top].dialog == nil, !model.levels[top].refusesUserDismissal
    else { return }
    let level = Int.random(in: 1...top, using: &random)
    model.userSetPresented(nil, above: level - 1)
    if kind == .uiKit { host.presentationDidDismiss(level: level) }
  }

  private mutating func userSelectsATab() {
    let level = model.levels.count - 1
    guard level >= 0, model.levels[level].dialog == nil,
      let id = model.levels[level].visibleSections.randomElement(using: &random)
    else { return }
    switch kind {
    case .uiKit:
      let selects = host.shouldSelect(id, level: level)
      driver.note("tap \(id) at \(level): \(selects ? "selects" : "reported")")
      if selects {
        model.userSelect(id, level: level)
        host.didSelect(id, level: level)
      }
    case .swiftUI:
      model.userSelect(id, level: level)
    }
  }

  private mutating func userChooses() {
    let level = model.levels.count - 1
    guard level >= 1, let dialog = model.levels[level].dialog,
      let action = dialog.actions.randomElement(using: &random)
    else { return }
    model.userChose(action.id, level: level)
    if kind == .uiKit { host.dialogDidChoose(action.id, level: level) }
  }

  private mutating func userCancelsOrTries() {
    let top = model.levels.count - 1
    if Bool.random(using: &random), let path = visiblePath {
      host.interactivePopDidEnd(at: path, cancelled: true)
    } else if top >= 1, model.levels[top].refusesUserDismissal {
      host.presentationDidAttemptToDismiss(level: top)
    }
  }

  private mutating func userResizes() {
    let sizeClass: SizeClass = Bool.random(using: &random) ? .compact : .regular
    switch kind {
    case .uiKit: host.sizeClassDidChange(sizeClass)
    case .swiftUI: model.userSizeClassChanged(sizeClass)
    }
  }
}
