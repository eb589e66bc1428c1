import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// A SwiftUI-like driver on Linux: applies each command to a ``DeclarativeModel`` and completes
/// at once; the model's write-backs run when the test says.
@MainActor
final class DeclarativeDriver: NavigationDriver {
  var pending: [@MainActor () -> Void] = []
  lazy var model = DeclarativeModel<FakeScreen>(later: { [unowned self] in pending.append($0) })
  /// Whether commands complete only when ``completeHeld()`` says, as animations do.
  var holdsCompletions = false
  private var held: [@MainActor () -> Void] = []

  func perform(
    _ command: DriverCommand<FakeScreen>, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    model.apply(command)
    if holdsCompletions { held.append(completion) } else { completion() }
  }

  func reportPendingChanges() {
    model.reportPendingChanges()
  }

  /// Completes the commands under way, and those their completions send, until none is.
  func completeHeld() {
    while !held.isEmpty { held.removeFirst()() }
  }

  /// The next turn of the main queue.
  func runLater() {
    let work = pending
    pending = []
    for item in work { item() }
  }
}

extension DeclarativeDriver {
  /// A SwiftUI-like host of `navigator` on this driver, the model reporting the user's events
  /// to it, as `NavigationRootView` wires them.
  func attachedHost(to navigator: Navigator<BookRoute>) -> DrivenHost<BookRoute, DeclarativeDriver>
  {
    let host = DrivenHost(driver: self, capabilities: .swiftUI) { route, _ in
      FakeScreen(route: route)
    }
    model.events = host
    host.attach(to: navigator)
    return host
  }
}

@MainActor
@Suite struct DeclarativeModelTests {
  let navigator: Navigator<BookRoute>
  let driver = DeclarativeDriver()
  let host: DrivenHost<BookRoute, DeclarativeDriver>

  init() throws {
    navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = driver.attachedHost(to: navigator)
    navigator.start()
  }

  private var home: StackPath { StackPath(level: 0, section: SectionID(Tab.home)) }
  private var model: DeclarativeModel<FakeScreen> { driver.model }

  private func routes(_ ids: [ScreenID]) -> [BookRoute] {
    ids.compactMap { model.screen($0)?.route }
  }

  private func showHome(_ stack: [BookRoute]) throws {
    var tree = try bookKittyTabs()
    try tree.setStack(Stack(stack), at: home)
    navigator.setTree(tree)
  }

  @Test func aSplitBuiltAnewKeepsItsColumnVisibility() throws {
    guard var sections = try bookKittyTabs().root.sections else { return }
    sections.columnVisibility = .detailOnly
    // A new root (a stack first, then the split) is built from the content alone.
    navigator.setTree(NavigationTree(.login))
    navigator.setTree(NavigationTree(root: .split(sections)))
    #expect(model.columnVisibility(atLevel: 0) == .detailOnly)
    #expect(model.levels.first?.layout == .split)
  }

  @Test func theSameRouteTwiceIsTwoPathElements() throws {
    try showHome([.home, .bookDetail(id: 1), .bookDetail(id: 1)])
    let path = model.path(at: home)
    #expect(routes(path) == [.bookDetail(id: 1), .bookDetail(id: 1)])
    #expect(Set(path).count == 2)
    #expect(model.root(at: home).flatMap(model.screen)?.route == .home)
  }

  @Test func aShorterPathWrittenBackIsOneBackOnTheNextTurn() throws {
    try showHome([.home, .bookDetail(id: 1), .bookDetail(id: 2)])
    model.userSetPath([], at: home)
    // The setter records what the user already sees, so the getter never hands back the old
    // path, and calls no one while SwiftUI updates views.
    #expect(model.path(at: home).isEmpty)
    #expect(navigator.tree.visibleStack.count == 3)
    driver.runLater()
    #expect(navigator.tree.visibleStack == [.home])
    #expect(model.path(at: home).isEmpty)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aLongerPathWrittenBackIsNotTheUsersToMake() throws {
    try showHome([.home, .bookDetail(id: 1)])
    let path = model.path(at: home)
    model.userSetPath(path + path, at: home)
    #expect(model.path(at: home) == path)
    #expect(driver.pending.isEmpty)
  }

  @Test func theSamePathWrittenBackIsNothing() throws {
    try showHome([.home, .bookDetail(id: 1)])
    model.userSetPath(model.path(at: home), at: home)
    #expect(driver.pending.isEmpty)
  }

  @Test func aSheetItemSetToNilIsTheUsersDismissal() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.sheet(.askQuestion)]
    navigator.setTree(tree)
    let sheet = try #require(model.presented(above: 0, in: .sheet))
    #expect(model.presented(above: 0, in: .cover) == nil)
    #expect(routes(sheet.stacks[nil] ?? []) == [.askQuestion])
    model.userSetPresented(nil, above: 0)
    driver.runLater()
    #expect(navigator.tree.presentations.isEmpty)
    #expect(model.presented(above: 0, in: .sheet) == nil)
  }

  private func showRemoveDialog(_ style: PresentationStyle) throws -> JournalBuffer<BookRoute> {
    var tree = try bookKittyTabs()
    let dialog = Dialog(
      id: "remove", title: "Remove?", message: "It leaves your library.",
      actions: [.init(id: "remove", title: "Remove", role: .destructive), .cancel()])
    tree.presentations = [Presentation(style, .stack([]), dialog: dialog)]
    navigator.setTree(tree)
    return navigator.journal.keepRecent(10)
  }

  @Test func dialogsAreTheSystemsAlertAndConfirmationDialogNotACover() throws {
    _ = try showRemoveDialog(.alert)
    #expect(model.presented(above: 0, in: .alert)?.dialog?.message == "It leaves your library.")
    #expect(model.presented(above: 0, in: .cover) == nil)
    _ = try showRemoveDialog(.confirmationDialog)
    #expect(model.presented(above: 0, in: .confirmationDialog) != nil)
    #expect(model.presented(above: 0, in: .alert) == nil)
  }

  @Test func aButtonWhoseBindingClosesTheAlertFirstIsTheButtonsChoice() throws {
    let journal = try showRemoveDialog(.alert)
    // SwiftUI sets the alert's binding to false, then runs the button's action.
    model.userSetPresented(nil, above: 0)
    model.userChose("remove", level: 1)
    #expect(model.presented(above: 0, in: .alert) == nil)
    driver.runLater()
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.map(\.cause) == [.dialogChoice("remove/remove")])
    #expect(host.mismatches.isEmpty)
  }

  @Test func aButtonThatRunsBeforeTheBindingClosesIsTheButtonsChoice() throws {
    let journal = try showRemoveDialog(.confirmationDialog)
    model.userChose("remove", level: 1)
    model.userSetPresented(nil, above: 0)
    driver.runLater()
    #expect(journal.events.map(\.cause) == [.dialogChoice("remove/remove")])
    #expect(host.mismatches.isEmpty)
  }

  @Test func aDialogClosedWithNoButtonIsItsCancelActionsChoice() throws {
    let journal = try showRemoveDialog(.confirmationDialog)
    // Tapped outside: the binding alone, no button.
    model.userSetPresented(nil, above: 0)
    driver.runLater()
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.map(\.cause) == [.dialogChoice("remove/cancel")])
  }

  private func alert(_ id: String, _ action: String) -> Presentation<BookRoute> {
    .alert(Dialog(id: id, title: id, actions: [.init(id: action, title: action), .cancel()]))
  }

  @Test func aLateWriteOfAnAnsweredAlertsBindingLeavesTheNextAlert() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [alert("a", "ok")]
    navigator.setTree(tree)
    let first = try #require(model.presented(above: 0, in: .alert)?.id)
    model.userSetPresented(nil, above: 0, presentation: first)
    model.userChose("ok", level: 1, presentation: first)
    driver.runLater()
    tree.presentations = [alert("b", "delete")]
    navigator.setTree(tree)
    // The first alert's binding writes false once more as its dismissal ends.
    model.userSetPresented(nil, above: 0, presentation: first)
    driver.runLater()
    #expect(navigator.tree.presentations.first?.dialog?.id == "b")
    #expect(model.presented(above: 0, in: .alert)?.dialog?.id == "b")
  }

  @Test func aButtonOfAnAlertAnotherReplacedChoosesNothing() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [alert("a", "remove")]
    navigator.setTree(tree)
    let first = try #require(model.presented(above: 0, in: .alert)?.id)
    tree.presentations = [alert("b", "share")]
    navigator.setTree(tree)
    // SwiftUI still shows the first alert's buttons: one of them chooses nothing now.
    model.userChose("remove", level: 1, presentation: first)
    driver.runLater()
    #expect(host.mismatches.isEmpty, "\(host.mismatches)")
    #expect(navigator.tree.presentations.first?.dialog?.id == "b")
    #expect(model.presented(above: 0, in: .alert)?.dialog?.id == "b")
  }

  @Test func aPushedLevelsFirstScreenGoesBackOutOfTheLevel() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.pushed(.addBookScan)]
    navigator.setTree(tree)
    let scan = StackPath(level: 1)
    #expect(model.goesBackOutOfLevel(at: scan))
    #expect(!model.goesBackOutOfLevel(at: home), "the root's stack has no level to leave")
    let journal = navigator.journal.keepRecent(5)
    model.userSetPresented(nil, above: 0)
    driver.runLater()
    #expect(navigator.tree.presentations.isEmpty)
    #expect(journal.events.map(\.cause) == [.userBack], "a back, as UIKit's from its first screen")
  }

  @Test func aSheetsFirstScreenHasNoBackOutOfItsLevel() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.sheet(.askQuestion)]
    navigator.setTree(tree)
    #expect(!model.goesBackOutOfLevel(at: StackPath(level: 1)))
  }

  @Test func aFullScreenStyleIsACoverTheUserCannotSwipeAway() throws {
    var tree = try bookKittyTabs()
    tree.presentations = [.fullScreen(.askQuestion)]
    navigator.setTree(tree)
    #expect(model.presented(above: 0, in: .cover) != nil)
    #expect(model.presented(above: 0, in: .sheet) == nil)
  }

  @Test func aSelectionWrittenBackSelectsTheTab() {
    model.userSelect(SectionID(Tab.library), level: 0)
    driver.runLater()
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.library))
    #expect(model.selection(atLevel: 0) == SectionID(Tab.library))
  }

  /// A sidebar the app draws (`NavigationRootView.sidebar(_:)`) writes its `List`'s selection.
  @Test func aSidebarSelectionSelectsIgnoresTheRowShownAndTakesNoneAsTheWayBack() throws {
    try showHome([.home, .bookDetail(id: 1)])
    model.userSizeClassChanged(.regular)
    driver.runLater()
    #expect(model.sidebarSelection(atLevel: 0) == SectionID(Tab.home))

    // The row shown, written again: no reselection (which pops a tabs flow's tab to its root).
    model.userSetSidebarSelection(SectionID(Tab.home), level: 0)
    driver.runLater()
    #expect((navigator.rootFlow as? AppFlow)?.reselected == [])

    model.userSetSidebarSelection(SectionID(Tab.library), level: 0)
    driver.runLater()
    #expect(navigator.tree.root.sections?.selection == SectionID(Tab.library))
    #expect(model.sidebarSelection(atLevel: 0) == SectionID(Tab.library))

    // None: the sidebar with no section, as the way back in a collapsed split.
    model.userSetSidebarSelection(nil, level: 0)
    driver.runLater()
    #expect(navigator.tree.root.sections?.hasSelection == false)
    #expect(model.sidebarSelection(atLevel: 0) == nil)
    #expect(try navigator.tree.stack(at: home).routes == [.home, .bookDetail(id: 1)])
  }

  @Test func aRegularWindowShowsASplitWithTheSameScreens() throws {
    try showHome([.home, .bookDetail(id: 1)])
    let before = model.path(at: home)
    model.userSizeClassChanged(.regular)
    driver.runLater()
    #expect(model.levels.first?.layout == .split)
    #expect(model.path(at: home) == before)
    model.userSetColumnVisibility(.detailOnly, level: 0)
    driver.runLater()
    #expect(model.columnVisibility(atLevel: 0) == .detailOnly)
  }

  @Test func aSplitBindingWritingForALevelThatIsGoneChangesNothing() throws {
    let before = navigator.tree
    // A split inside a sheet that is being dismissed may still write its binding.
    model.userSetColumnVisibility(.all, level: 3)
    driver.runLater()
    #expect(model.levels.count == 1)
    #expect(navigator.tree == before)
  }
}
