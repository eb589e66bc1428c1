import Wayfinder
import WayfinderHosting

/// A `NavigationHost` that shows a Wayfinder app in a terminal.
///
/// The host knows no app: for each route it asks the app for a ``TerminalScreen``, bound to the
/// flow that owns the route, and draws that screen's ``ScreenContent``. It performs the
/// navigator's steps as they come, each completed once the host shows it, and turns keys into
/// what the user did — back, dismiss, a tab or sidebar section, a dialog's action — which it
/// reports to the navigator as a `UserEvent`.
///
/// A container with sections is a tab bar along the bottom when the terminal is narrow and a
/// sidebar beside the detail when it is wide: the host reports the width as a size class
/// (``Settings/regularWidth``) and the navigator's layout policy picks the layout, keeping every
/// stack. While a flow that hides the tab bar (`FlowCoordinator.hidesSectionBar`) shows its
/// screens in the selected tab, the host draws no tab bar and the number keys select no tab.
/// The tab bar leaves out the sections hidden in tabs, the sidebar those hidden in a split
/// (`SectionVisibility`); digits number the sections shown. Presentations are drawn over what presents them: sheets and covers as framed
/// overlays, alerts and confirmation dialogs as boxes with their actions, and an app's own
/// `overlay(name)` as a box in the bottom right corner. A terminal animates nothing, so a
/// presentation's `PresentationTransition` changes nothing here.
///
/// ```swift
/// let host = TerminalHost<AppRoute>(size: session.size) { route, flow in
///   AppTerminalScreens.make(route, flow: flow)
/// }
/// host.attach(to: navigator)
/// host.handle(.key(.down))
/// let frame = host.render()
/// ```
///
/// ``TerminalRunner`` runs the host on a real terminal or on a script of commands.
@MainActor
public final class TerminalHost<Route: NavigationRoute>: NavigationHost {
  /// How the host lays out and names things.
  public struct Settings {
    /// The width, in columns, from which the terminal counts as wide (a sidebar instead of a
    /// tab bar).
    public var regularWidth = 100
    /// The width, in columns, from which a three-column split (`SplitColumns.three`) draws
    /// its content column; narrower, the detail shows the whole stack, with a back to the list.
    public var threeColumnWidth = 110
    /// The width, in columns, from which a split draws its pinned section
    /// (`Sections.pinnedColumn`) in a column beside the detail; narrower, the column is left
    /// out of view and keeps its stack.
    public var pinnedColumnWidth = 140
    /// The title of a tab or sidebar section; the section's id by default.
    public var sectionTitle: @MainActor (SectionID) -> String = { $0.rawValue }

    /// Creates the default settings.
    public init() {}
  }

  /// A terminal draws every step at once, so the host takes plans as UIKit does.
  public let capabilities = HostCapabilities.uiKit
  /// How the host lays out and names things.
  public var settings: Settings
  /// The terminal's size.
  public private(set) var size: TerminalSize
  /// A message shown in place of the help line until the next key: what could not be done.
  public var status: String?
  /// Which window of several the host shows, and the keys that switch: the start of the help
  /// line, set by ``TerminalWindows``.
  var windowLabel: String?
  /// Whether the user (or the app, with ``quit()``) asked to quit.
  public internal(set) var wantsToQuit = false
  /// The navigator the host is attached to.
  ///
  /// The host keeps it (the navigator holds its host weakly), so whoever runs the host keeps
  /// the app's navigation alive.
  public private(set) var navigator: Navigator<Route>?
  /// What the host shows.
  public var shown: NavigationTree<Route> { keeper.tree }

  var keeper: ScreenKeeper<Route, any TerminalScreen>!
  /// The selected item of each screen, as an index among its selectable items.
  var cursors: [ObjectIdentifier: Int] = [:]
  /// The field being typed into, on the screen the user sees, when the user chose it with `/`,
  /// Enter or a script's `type`; a selected field is typed into as well (``typingField``).
  var editing: (screen: ObjectIdentifier, field: String)?
  /// The selected field the user stopped typing into with Esc, so that keys navigate again.
  var pausedField: (screen: ObjectIdentifier, field: String)?
  /// The field each screen was last typed into: where `/` and typed text go back to.
  var lastFields: [ObjectIdentifier: String] = [:]
  /// The selected action of the dialog on top.
  var dialogCursor = 0
  /// The screen last drawn in front, to tell it when it appears.
  var frontScreen: ObjectIdentifier?
  /// Whether the keys act on the pinned column (`Sections.pinnedColumn`) rather than the
  /// detail, while the pinned column is drawn; `]` switches (``focusedPinnedPath``).
  var focusesPinnedColumn = false
  private var reportedSizeClass: SizeClass?

  /// Creates a host for a terminal of `size`.
  ///
  /// - Parameters:
  ///   - size: the terminal's size.
  ///   - settings: how the host lays out and names things.
  ///   - screens: makes the screen of a route, bound to the handle of the flow that owns it.
  public init(
    size: TerminalSize, settings: Settings = Settings(),
    screens: @escaping @MainActor (Route, FlowHandle<Route>) -> any TerminalScreen
  ) {
    self.size = size
    self.settings = settings
    keeper = ScreenKeeper(
      make: screens,
      release: { [unowned self] entry, path in self.let(go: entry, at: path) })
  }

  /// Attaches the host to `navigator`, which plans what the host must show, and reports the
  /// terminal's width as a size class.
  public func attach(to navigator: Navigator<Route>) {
    navigator.attach(self, showing: keeper.tree)
    reportSizeClass()
  }

  /// Keeps the navigator, to report what the user does.
  public func didAttach(to navigator: Navigator<Route>) {
    self.navigator = navigator
    keeper.attach(to: navigator)
  }

  /// Shows `step` and completes it: a terminal shows a step as soon as it is drawn.
  public func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    do {
      try keeper.perform(step)
    } catch {
      // The navigator finds the same mismatch on its own copy and plans again from the tree.
      status = "Could not show \(step): \(error)"
    }
    completion()
  }

  /// Takes in a new terminal size; crossing ``Settings/regularWidth`` switches between tab bar
  /// and sidebar without losing any stack.
  public func resize(to size: TerminalSize) {
    self.size = size
    reportSizeClass()
  }

  /// Ends the run at the next input: for an app that cannot go on.
  public func quit() {
    wantsToQuit = true
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: (any TerminalScreen)? { keeper.visibleScreen }

  /// The screen of the route at `index` in the stack at `path`.
  public func screen(at index: Int, in path: StackPath) -> (any TerminalScreen)? {
    keeper.screen(at: index, in: path)
  }

  /// The size class of the terminal's width.
  public var sizeClass: SizeClass {
    size.columns >= settings.regularWidth ? .regular : .compact
  }

  private func reportSizeClass() {
    let sizeClass = self.sizeClass
    guard sizeClass != reportedSizeClass, navigator != nil else { return }
    reportedSizeClass = sizeClass
    report(.sizeClassChanged(sizeClass))
  }

  /// Applies what the user did to what the host shows, then tells the navigator.
  func report(_ event: UserEvent) {
    guard let navigator else {
      status = "Not attached to a navigator."
      return
    }
    do {
      try keeper.apply(event)
      try navigator.receive(event)
    } catch {
      status = "\(error)"
    }
  }

  private func `let`(go entry: ScreenKeeper<Route, any TerminalScreen>.Entry, at path: StackPath) {
    let id = ObjectIdentifier(entry.screen)
    cursors[id] = nil
    lastFields[id] = nil
    if editing?.screen == id { editing = nil }
    keeper.watchForLeaks(entry, at: path)
  }
}
