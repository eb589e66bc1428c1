import Wayfinder

/// One thing a platform UI is told to do, with the screens it needs: what a
/// ``NavigationDriver`` performs for a ``DrivenHost``.
///
/// Commands are the host's steps with screens in place of routes, so that a UIKit or SwiftUI
/// driver is a straight line of calls: it never looks at the navigation tree and never decides.
///
/// | Command | UIKit | SwiftUI |
/// | --- | --- | --- |
/// | ``showStack(_:at:change:)`` | `pushViewController`, `popToViewController` or `setViewControllers` by ``StackChange`` | assign the stack's path |
/// | ``present(_:level:)`` | `present(_:animated:completion:)` from the top controller | set the level's item binding |
/// | ``dismiss(toLevel:)`` | `dismiss(animated:completion:)` on the controller at that level | set the item binding above it to `nil` |
/// | ``replaceRoot(_:)`` | the window's root controller | the root view's content |
/// | ``select(_:level:)`` | `selectedViewController` | the `TabView` selection |
/// | ``setSectionBarHidden(_:section:level:)`` | the tab container's `setTabBarHidden(_:animated:)` while that tab is selected | `toolbar(.hidden, for: .tabBar)` on that tab's screens |
/// | ``setRefusesUserDismissal(_:level:)`` | `isModalInPresentation` | `interactiveDismissDisabled(_:)` |
/// | ``setRefusesUserBack(_:at:)`` | the top controller's `navigationItem.hidesBackButton` and the pop gestures (edge, and from iOS 26 content) | `navigationBarBackButtonHidden(_:)` on the top screen |
/// | ``insertSection(_:_:at:visibility:level:)`` | a new navigation controller, the tab bar's items or the sidebar's rows again | a `Tab` or a `List` row more |
/// | ``removeSection(_:level:selection:)`` | the tab bar's items or the sidebar's rows again | a `Tab` or a `List` row less |
/// | ``setSplitColumns(_:level:)`` | a new `UISplitViewController(style: .tripleColumn)` or `.doubleColumn` (the style is fixed at creation) | `NavigationSplitView(sidebar:content:detail:)` or `(sidebar:detail:)` |
/// | ``setPinnedColumn(_:level:)`` | a child navigation controller beside the detail's | a divider and a `NavigationStack` beside the detail |
/// | ``setVisibility(_:section:level:)`` | the tab bar's items or the sidebar's rows again | the `Tab`s and `List` rows shown |
public enum DriverCommand<Screen> {
  /// Show `screens` as the stack at `path`; ``StackChange`` says how it changed, for the
  /// animation and the platform call.
  case showStack([Screen], at: StackPath, change: StackChange)
  /// Present `content` at `level` (1 is the first presentation).
  case present(PresentedContent<Screen>, level: Int)
  /// Dismiss every presentation above `level`.
  case dismiss(toLevel: Int)
  /// Replace the root container and everything over it.
  case replaceRoot(ContainerContent<Screen>)
  /// Select a tab or sidebar section of the container at `level`.
  case select(SectionID, level: Int)
  /// Show the container with sections at `level` as tabs or as a split.
  case setLayout(SectionLayout, level: Int)
  /// Show no section in the split at `level`.
  case clearSelection(level: Int)
  /// Show or hide the columns of the split at `level`.
  case setColumnVisibility(ColumnVisibility, level: Int)
  /// Draw the split at `level` with two or three columns (`SplitColumns`): the selected
  /// section's first screen in the content column, the screens above it in the detail.
  case setSplitColumns(SplitColumns, level: Int)
  /// Show section `section` of the split at `level` in a column of its own beside the detail
  /// (no sidebar row for it), or none for `nil`; a tab bar shows it as an ordinary tab.
  case setPinnedColumn(SectionID?, level: Int)
  /// Hide (or show again) the tab bar of the tabs at `level` while `section` is selected; a
  /// split keeps its sidebar.
  case setSectionBarHidden(Bool, section: SectionID, level: Int)
  /// Make the presentation at `level` refuse the user's dismissal (`true`), or accept it
  /// again; the user's attempts while it refuses go to
  /// ``DriverEvents/presentationDidAttemptToDismiss(level:)``.
  case setRefusesUserDismissal(Bool, level: Int)
  /// Show no back button and allow no back swipe on whatever screen is the top of the stack at
  /// `at` (`true`), or allow them again: the stack's `Stack.refusesUserBack`. It comes before the
  /// command that changes that stack's screens and holds for the screen that ends on top (a
  /// driver hides the back button of a screen it pushes before the push), until told otherwise;
  /// a presentation that appears refusing says so in its content
  /// (``PresentedContent/stacksRefusingBack``), and a new root or section that does is told
  /// once the command that shows it completes, without waiting for its completion.
  case setRefusesUserBack(Bool, at: StackPath)
  /// Add section `id` showing `screens` at `at` of the display order of the container at
  /// `level`, in the layouts `visibility` says (a tab bar item, a sidebar row, or both); the
  /// selection stays.
  case insertSection(SectionID, [Screen], at: Int, visibility: SectionVisibility, level: Int)
  /// Remove section `id` and its screens from the container at `level`, which then shows
  /// `selection`.
  case removeSection(SectionID, level: Int, selection: SectionID)
  /// Show section `section` of the container at `level` in the layouts `visibility` says.
  case setVisibility(SectionVisibility, section: SectionID, level: Int)
  /// Order the tab bar's items of the tabs or split at `level` as `order` says, the display
  /// order for `nil` (`Sections.tabBarOrder`); the sidebar's rows keep the display order.
  case setTabBarOrder([SectionID]?, level: Int)
  /// Configure the presentation at `level` as `options` say (a sheet's detents and the one it
  /// rests at, a preferred size); its anchor stays where it was presented.
  case setPresentationOptions(PresentationOptions, level: Int)
}

/// How a stack changed in a ``DriverCommand/showStack(_:at:change:)``.
public enum StackChange: Hashable, Sendable {
  /// Screens were pushed on top of the `kept` screens below them.
  case pushed(kept: Int)
  /// The stack was popped down to its first `count` screens.
  case popped(toCount: Int)
  /// The first `kept` screens stayed and the others were replaced (screens removed from the
  /// middle count as replaced above the first removed one).
  case replaced(kept: Int)
}

/// What a level shows, with screens: one stack, or sections.
public enum ContainerContent<Screen> {
  /// One stack of screens, bottom first.
  case stack([Screen])
  /// Tabs or a split: each section's screens and the layouts it shows in, in display order,
  /// the selected section, whether a split shows it, which of a split's columns show, the
  /// sections whose tab bar is hidden while they are selected (`Sections.hidesBar(in:)`),
  /// the sections that are actions (`Sections.actions`: a tab item that acts, never
  /// selected), how many columns a split draws (`SplitColumns`) and the section it pins in
  /// a column beside the detail (`Sections.pinnedColumn`), and the tab bar's order when it is
  /// not the display order (`Sections.tabBarOrder`).
  ///
  /// A tab bar has items only for the sections visible in tabs, a sidebar rows only for those
  /// visible in a split (`SectionVisibility`); every section keeps its screens.
  case sections(
    SectionLayout, [(id: SectionID, screens: [Screen], visibility: SectionVisibility)],
    selection: SectionID, hasSelection: Bool, columnVisibility: ColumnVisibility,
    hidingBar: Set<SectionID>, actions: Set<SectionID>, columns: SplitColumns, pinned: SectionID?,
    tabBarOrder: [SectionID]?)
}

/// What a presentation shows: a container of screens, or a dialog the driver draws itself.
public struct PresentedContent<Screen> {
  /// How it is presented.
  public var style: PresentationStyle
  /// How it animates in and out: UIKit's `modalTransitionStyle`; SwiftUI has no
  /// per-presentation transition and plays the style's own.
  public var transition: PresentationTransition = .automatic
  /// The screens, `nil` for an alert or confirmation dialog.
  public var container: ContainerContent<Screen>?
  /// The alert or confirmation dialog, if it is one.
  public var dialog: Dialog?
  /// A sheet's detents, a popover's anchor, a preferred size.
  public var options = PresentationOptions()
  /// Whether it refuses the user's dismissal from the start (a compose sheet restored with
  /// its text); ``DriverCommand/setRefusesUserDismissal(_:level:)`` changes it later.
  public var refusesUserDismissal = false
  /// The stacks it shows whose top screen refuses the user's back from the start, so that no
  /// back button shows as it comes in; ``DriverCommand/setRefusesUserBack(_:at:)`` changes
  /// them later.
  public var stacksRefusingBack: Set<StackPath> = []
}
