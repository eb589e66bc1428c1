import Observation
import Wayfinder

/// What a declarative UI (SwiftUI) shows, as plain values its views read and its bindings
/// write: the platform-free half of a SwiftUI driver.
///
/// A driver applies each ``DriverCommand`` to the model with ``apply(_:)``; views read
/// ``levels`` — per level the container (one stack, tabs or a split), each stack as
/// ``ScreenID``s, and the presentation over it. A binding's getter projects the model
/// (``path(at:)``, ``presented(above:in:)``, ``selection(atLevel:)``). Its setter records only
/// what the user already sees — a back, a dismissal, a selection — so that the getter never
/// hands SwiftUI a stale value (snapshot first), and reports it to ``events`` (the
/// ``DrivenHost``) on the next turn of the main queue, since SwiftUI writes bindings while it
/// updates views. The host decides what the write means; anything else the user cannot do
/// (a longer path) is not recorded, and the navigator's next command changes the model.
///
/// ```swift
/// let model = DeclarativeModel<AnyObject>()
/// model.events = host
/// // NavigationStack(path:) over the home tab:
/// let home = StackPath(level: 0, section: "home")
/// let path = Binding(get: { model.path(at: home) }, set: { model.userSetPath($0, at: home) })
/// ```
@MainActor
@Observable
public final class DeclarativeModel<Screen: AnyObject> {
  /// The root level, then one level per presentation.
  public internal(set) var levels: [Level] = []
  private var screensByID: [ScreenID: Screen] = [:]
  @ObservationIgnored private var ids: [ObjectIdentifier: ScreenID] = [:]
  @ObservationIgnored private var nextScreen = 0
  @ObservationIgnored private var nextLevel = 0
  /// Where user changes go: the host.
  @ObservationIgnored public weak var events: (any DriverEvents)?
  @ObservationIgnored let later: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// The user's changes recorded and not yet reported, oldest first.
  @ObservationIgnored private var unreported: [@MainActor () -> Void] = []
  /// The dialogs SwiftUI closed in this turn without a choice yet, by level: their ids.
  @ObservationIgnored private var closingDialogs: [Int: Int] = [:]

  /// Creates an empty model.
  ///
  /// - Parameter later: runs a user change on a later turn of the main queue; by default in a
  ///   main-actor task. Tests pass one they run by hand.
  public init(
    later: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { work in
      Task { @MainActor in work() }
    }
  ) {
    self.later = later
  }

  // MARK: Reporting the user's changes

  /// Reports at once the user's changes that wait for a later turn of the main queue.
  ///
  /// A binding's setter records the user's change in the model and reports it to ``events``
  /// on a later turn, since SwiftUI writes bindings while it updates views. A command the host
  /// performs in between would change the UI after the user did, while the host, hearing of the
  /// change only afterwards, would apply it after the command: the two would then differ. So
  /// the host asks for the waiting changes before each step, through its driver's
  /// ``NavigationDriver/reportPendingChanges()``, and the navigator plans that step's successors
  /// for what the UI shows. Changes are reported in the order the user made them, once each.
  public func reportPendingChanges() {
    while !unreported.isEmpty {
      unreported.removeFirst()()
    }
  }

  /// Whether user changes wait to be reported.
  public var hasPendingChanges: Bool { !unreported.isEmpty }

  func report(_ change: @escaping @MainActor () -> Void) {
    unreported.append(change)
    guard unreported.count == 1 else { return }
    later { [weak self] in self?.reportPendingChanges() }
  }

  // MARK: Commands

  /// Applies a command of the host to the model.
  public func apply(_ command: DriverCommand<Screen>) {
    var levels = self.levels
    switch command {
    case .showStack(let screens, let path, _):
      guard levels.indices.contains(path.level) else { break }
      levels[path.level].stacks[path.section] = identify(screens)
    case .present(let content, let level):
      levels = Array(levels.prefix(level))
      var presented = makeLevel(
        level, content.container, style: content.style, dialog: content.dialog)
      presented.refusesUserDismissal = content.refusesUserDismissal
      presented.stacksRefusingBack = Set(content.stacksRefusingBack.map(\.section))
      presented.options = content.options
      levels.append(presented)
    case .dismiss(let level):
      levels = Array(levels.prefix(level + 1))
    case .replaceRoot(let content):
      levels = [makeLevel(0, content, style: nil, dialog: nil)]
    case .select(let id, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].selection = id
      levels[level].hasSelection = true
    case .setLayout(let layout, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].layout = layout
    case .clearSelection(let level):
      guard levels.indices.contains(level) else { break }
      levels[level].hasSelection = false
    case .setColumnVisibility(let visibility, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].columnVisibility = visibility
    case .setSplitColumns(let columns, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].splitColumns = columns
    case .setPinnedColumn(let section, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].pinnedColumn = section
    case .setSectionBarHidden(let hidden, let section, let level):
      guard levels.indices.contains(level) else { break }
      if hidden {
        levels[level].sectionsHidingBar.insert(section)
      } else {
        levels[level].sectionsHidingBar.remove(section)
      }
    case .setRefusesUserDismissal(let refuses, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].refusesUserDismissal = refuses
    case .setRefusesUserBack(let refuses, let path):
      guard levels.indices.contains(path.level) else { break }
      if refuses {
        levels[path.level].stacksRefusingBack.insert(path.section)
      } else {
        levels[path.level].stacksRefusingBack.remove(path.section)
      }
    case .insertSection(let id, let screens, let index, let visibility, let level):
      guard levels.indices.contains(level), !levels[level].sections.contains(id) else { break }
      levels[level].sections.insert(id, at: Swift.min(index, levels[level].sections.count))
      levels[level].stacks[id] = identify(screens)
      levels[level].stacksRefusingBack.remove(id)
      if visibility != .everywhere { levels[level].visibility[id] = visibility }
    case .removeSection(let id, let level, let selection):
      guard levels.indices.contains(level) else { break }
      levels[level].sections.removeAll { $0 == id }
      levels[level].stacks[id] = nil
      levels[level].visibility[id] = nil
      levels[level].sectionsHidingBar.remove(id)
      levels[level].stacksRefusingBack.remove(id)
      levels[level].actions.remove(id)
      if levels[level].pinnedColumn == id { levels[level].pinnedColumn = nil }
      levels[level].tabBarOrder?.removeAll { $0 == id }
      levels[level].selection = selection
    case .setVisibility(let visibility, let id, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].visibility[id] = visibility == .everywhere ? nil : visibility
    case .setTabBarOrder(let order, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].tabBarOrder = order
    case .setPresentationOptions(let options, let level):
      guard levels.indices.contains(level) else { break }
      levels[level].options = options
    }
    if levels != self.levels { self.levels = levels }
    forgetHiddenScreens()
  }

  // MARK: Projections, for bindings' getters

  /// The screen an id stands for, while it is shown.
  public func screen(_ id: ScreenID) -> Screen? { screensByID[id] }

  /// The first screen of the stack at `path`: a `NavigationStack`'s root view.
  public func root(at path: StackPath) -> ScreenID? { stack(at: path).first }

  /// The screens above the root of the stack at `path`: a `NavigationStack`'s path.
  public func path(at path: StackPath) -> [ScreenID] { Array(stack(at: path).dropFirst()) }

  /// The level presented over `level` in `slot` (a sheet, or a full-screen cover), `nil` when
  /// none is: an item binding's value.
  public func presented(above level: Int, in slot: Level.Slot) -> Level? {
    guard levels.indices.contains(level + 1), levels[level + 1].slot == slot else { return nil }
    return levels[level + 1]
  }

  /// The selected tab or section of the container at `level`.
  public func selection(atLevel level: Int) -> SectionID? {
    levels.indices.contains(level) ? levels[level].selection : nil
  }

  /// The columns shown by the split at `level`.
  public func columnVisibility(atLevel level: Int) -> ColumnVisibility {
    levels.indices.contains(level) ? levels[level].columnVisibility : .automatic
  }

  /// Whether the tab bar is hidden while the screens of the stack at `path` show.
  ///
  /// It is, while a flow in its section hides the bar (`Sections.hidesBar(in:)`): SwiftUI's
  /// `toolbar(.hidden, for: .tabBar)` on the stack's screens.
  public func hidesSectionBar(at path: StackPath) -> Bool {
    guard let section = path.section, levels.indices.contains(path.level) else { return false }
    return levels[path.level].sectionsHidingBar.contains(section)
  }

  /// Whether `screen` shows no back button and allows no back swipe: it is the top of the
  /// stack at `path`, which refuses the user's back (`Stack.refusesUserBack`).
  public func refusesUserBack(_ screen: ScreenID, at path: StackPath) -> Bool {
    guard levels.indices.contains(path.level),
      levels[path.level].stacksRefusingBack.contains(path.section)
    else { return false }
    return stack(at: path).last == screen
  }

  /// Whether the first screen of the stack at `path` shows a back button that leaves its level:
  /// the stack of a `PresentationStyle.pushed` level, shown as a cover on SwiftUI, whose first
  /// screen has no back button of its own — unless it is the top and refuses the user's back.
  ///
  /// Going back there is ``userSetPresented(_:above:presentation:)`` for the level below, which the host
  /// reports as going back out of the pushed level, as UIKit's back from its first screen is.
  public func goesBackOutOfLevel(at path: StackPath) -> Bool {
    guard path.level >= 1, levels.indices.contains(path.level),
      levels[path.level].style == .pushed, let first = root(at: path)
    else { return false }
    return !refusesUserBack(first, at: path)
  }

  // MARK: Writes, for bindings' setters

  /// A `NavigationStack` wrote `newPath` (the screens above the root) for the stack at `path`:
  /// a shorter path is the user going back, reported as the count of screens shown.
  public func userSetPath(_ newPath: [ScreenID], at path: StackPath) {
    let shown = stack(at: path)
    let count = newPath.count + 1
    // Only a back is the user's to make: a path that is not a shorter prefix is not written.
    guard count < shown.count, Array(shown.dropFirst().prefix(newPath.count)) == newPath else {
      return
    }
    userShowed(count: count, at: path)
  }

  /// A `sheet(item:)` or `fullScreenCover(item:)` over `level` wrote `item`: `nil` is the user
  /// dismissing the presentation above `level`.
  ///
  /// A binding that knows which presentation it showed passes its ``Level/id`` as
  /// `presentation`: a late write of one that is gone (an alert's binding after the next alert
  /// took its place) then changes nothing.
  public func userSetPresented(_ item: Level?, above level: Int, presentation: Int? = nil) {
    guard item == nil, levels.indices.contains(level + 1),
      presentation == nil || levels[level + 1].id == presentation
    else { return }
    let closed = levels[level + 1]
    levels = Array(levels.prefix(level + 1))
    forgetHiddenScreens()
    guard closed.dialog != nil else {
      report { [weak self] in self?.events?.presentationDidDismiss(level: level + 1) }
      return
    }
    // A dialog's binding is set to `false` after any of its buttons, maybe before the button's
    // action runs: it is a dismissal only if no choice comes in this turn.
    closingDialogs[level + 1] = closed.id
    report { [weak self] in
      guard let self, closingDialogs.removeValue(forKey: level + 1) == closed.id else { return }
      events?.presentationDidDismiss(level: level + 1)
    }
  }

  /// A `TabView` or sidebar selected `id` at `level`; the one selected already is a
  /// reselection, which the host and the navigator decide about.
  ///
  /// A section that is an action (``Level/actions``) is not recorded: the getter keeps
  /// answering the tab that was selected, so SwiftUI shows it again, and the host reports the
  /// tap, which the flow gets as a `TabActionIntent`.
  public func userSelect(_ id: SectionID, level: Int) {
    if levels.indices.contains(level), !levels[level].actions.contains(id),
      levels[level].selection != id
        || !levels[level].hasSelection
    {
      levels[level].selection = id
      levels[level].hasSelection = true
    }
    report { [weak self] in self?.events?.didSelect(id, level: level) }
  }

  /// The row a sidebar's `List(selection:)` highlights at `level`: the selected section while
  /// the split shows one, else `nil`.
  package func sidebarSelection(atLevel level: Int) -> SectionID? {
    guard levels.indices.contains(level), levels[level].hasSelection else { return nil }
    return levels[level].selection
  }

  /// A sidebar's `List(selection:)` wrote `id` at `level`.
  ///
  /// A section selects it, as a tap on its row does; `nil` is the user's way back to the
  /// sidebar (a collapsed split): no section shown, as ``userSetPreferredCompactColumn(_:level:)``
  /// with `.sidebar`. The row shown, written again, changes nothing: it is no reselection.
  package func userSetSidebarSelection(_ id: SectionID?, level: Int) {
    guard id != sidebarSelection(atLevel: level) else { return }
    if let id {
      userSelect(id, level: level)
    } else {
      userSetPreferredCompactColumn(.sidebar, level: level)
    }
  }

  /// A `NavigationSplitView` showed or hid its columns.
  public func userSetColumnVisibility(_ visibility: ColumnVisibility, level: Int) {
    // A split's binding may still write as its level goes (a sheet being dismissed).
    guard levels.indices.contains(level), visibility != levels[level].columnVisibility else {
      return
    }
    levels[level].columnVisibility = visibility
    report { [weak self] in self?.events?.columnVisibilityDidChange(visibility, level: level) }
  }

  /// The user dragged the sheet at `level` to `detent`: a `presentationDetents(_:selection:)`
  /// binding's setter.
  public func userSelectedDetent(_ detent: SheetDetent, level: Int) {
    guard levels.indices.contains(level), var detents = levels[level].options.detents,
      detents.selected != detent, detents.detents.contains(detent)
    else { return }
    detents.selected = detent
    levels[level].options.detents = detents
    report { [weak self] in self?.events?.sheetDidChangeDetent(detent, level: level) }
  }

  /// The user chose `action` in the dialog at `level`.
  ///
  /// A button that knows which dialog it belongs to passes its level's ``Level/id`` as
  /// `presentation`: a button of a dialog that another replaced at the same level (SwiftUI
  /// keeps showing an alert's old buttons while it stays presented) chooses nothing.
  public func userChose(_ action: String, level: Int, presentation: Int? = nil) {
    if let presentation {
      // The dialog on screen, or the one whose binding closed it in this turn.
      let shows = levels.indices.contains(level) && levels[level].id == presentation
      guard shows || closingDialogs[level] == presentation else { return }
    }
    if levels.indices.contains(level), level > 0 {
      levels = Array(levels.prefix(level))
      forgetHiddenScreens()
    }
    // The binding that closed it in this turn was the button's, not a dismissal.
    closingDialogs[level] = nil
    report { [weak self] in self?.events?.dialogDidChoose(action, level: level) }
  }

  /// The window's horizontal size class is `sizeClass`.
  public func userSizeClassChanged(_ sizeClass: SizeClass) {
    report { [weak self] in self?.events?.sizeClassDidChange(sizeClass) }
  }

  // MARK: Identity

  func stack(at path: StackPath) -> [ScreenID] {
    guard levels.indices.contains(path.level) else { return [] }
    return levels[path.level].stacks[path.section] ?? []
  }

  /// Screen ids are given once per screen object and never reused, so that a stack showing the
  /// same route twice, or a screen made anew for a route, is told apart by SwiftUI.
  private func identify(_ screens: [Screen]) -> [ScreenID] {
    screens.map { screen in
      let key = ObjectIdentifier(screen)
      if let id = ids[key] { return id }
      nextScreen += 1
      let id = ScreenID(rawValue: nextScreen)
      ids[key] = id
      screensByID[id] = screen
      return id
    }
  }

  private func makeLevel(
    _ level: Int, _ content: ContainerContent<Screen>?, style: PresentationStyle?,
    dialog: Dialog?
  ) -> Level {
    nextLevel += 1
    var made = Level(id: nextLevel, level: level, style: style, dialog: dialog)
    switch content {
    case .stack(let screens)?:
      made.stacks[nil] = identify(screens)
    case .sections(
      let layout, let sections, let selection, let hasSelection, let visibility, let hidingBar,
      let actions, let columns, let pinned, let tabBarOrder)?:
      made.layout = layout
      made.actions = actions
      made.sections = sections.map(\.id)
      for section in sections where section.visibility != .everywhere {
        made.visibility[section.id] = section.visibility
      }
      made.selection = selection
      made.hasSelection = hasSelection
      made.columnVisibility = visibility
      made.splitColumns = columns
      made.pinnedColumn = pinned
      made.tabBarOrder = tabBarOrder
      made.sectionsHidingBar = hidingBar
      for section in sections { made.stacks[section.id] = identify(section.screens) }
    case nil:
      break
    }
    return made
  }

  /// Lets go of the screens no level shows any more; the model never keeps a screen alive
  /// longer than the host does.
  func forgetHiddenScreens() {
    let shown = Set(levels.flatMap { $0.stacks.values.joined() })
    for (id, screen) in screensByID where !shown.contains(id) {
      screensByID[id] = nil
      ids[ObjectIdentifier(screen)] = nil
    }
  }
}

/// A shown screen's identity in a declarative UI: a `NavigationStack` path element.
///
/// Unique per screen object — never a route value, since a stack may show the same route twice.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
  /// The number, unique in its model.
  public let rawValue: Int
  /// `#` and the number.
  public var description: String { "#\(rawValue)" }
}
