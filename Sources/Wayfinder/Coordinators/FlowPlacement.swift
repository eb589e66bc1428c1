/// Where a child flow appears when it starts.
///
/// A push lands on the parent's stack, inside the selected tab: the tab bar stays. To push over
/// the tabs instead — on the navigation controller that holds the tab bar, covering it, as
/// BookKitty pushes Add a book — start the child ``pushedOverTabs``:
///
/// ```swift
/// try start(BookDetailFlow(id: 42), .push)            // in the tab, under the tab bar
/// try start(AddBookFlow(), .pushedOverTabs)           // over the tabs, covering the tab bar
/// try start(WelcomeFlow(), .present(.fullScreen, transition: .crossDissolve))
/// ```
public enum FlowPlacement: Hashable, Sendable {
  /// Its screens are pushed on top of the parent's stack, in the selected tab: the tab bar
  /// stays. ``pushedOverTabs`` pushes over the tabs.
  case push
  /// It is presented above the top level in `style`, with a stack of its own, animated as
  /// `transition` says and configured as `options` say (a sheet's detents, a popover's
  /// anchor, a preferred size).
  ///
  /// `.present(.sheet)` presents with the style's own animation
  /// (``PresentationTransition/automatic``) and the platform's defaults:
  ///
  /// ```swift
  /// try start(MenuFlow(), .present(.sheet, options: PresentationOptions(
  ///   detents: SheetDetents([.medium, .large], showsGrabber: true))))
  /// ```
  case present(
    PresentationStyle, transition: PresentationTransition = .automatic,
    options: PresentationOptions = PresentationOptions())
  /// It owns section `id` (a tab) of the parent's tabs or split container.
  case tab(SectionID)
  /// It replaces the root container; every flow in the old root finishes. Only the app's root
  /// flow may start a child this way.
  case root
  /// Its screens replace the parent's own routes in the parent's stack, and the parent's
  /// routes come back when it ends: a tab's root replaced by a login flow's screens.
  ///
  /// When the child hands its place over (``Coordinator/handOff(to:keepingScreens:)``), the
  /// successor replaces the parent's routes in turn: they come back when the last flow of the
  /// hand-off chain ends, not before — Login hands over to Register, and Home's screens return
  /// once Register finishes.
  ///
  /// The parent must own a whole stack (a tab's flow, a presented flow, the root flow); its
  /// children whose screens lie above its routes finish first. The parent's routes wait in
  /// the navigator, not in the tree: a snapshot taken meanwhile restores the child's screens
  /// only.
  case replacingStack
  /// It shows no screen of its own: it presents, one presentation after another — the system
  /// share sheet, then the device picker — and ends with its last one.
  ///
  /// Its `start()` must present. When its last presentation closes and the transaction that closed
  /// it presents nothing new of the flow's, the flow finishes. See
  /// <doc:CoordinatorsAndFlows#Flows-that-present-in-turn>.
  case presenting
  /// As the child prefers: its ``FlowCoordinator/preferredPlacement``. An onboarding flow that
  /// chooses full screen on a phone and a form sheet on a tablet says so once, and every parent
  /// that starts it uses that:
  ///
  /// ```swift
  /// // OnboardingFlow:
  /// override var preferredPlacement: FlowPlacement {
  ///   isPad ? .present(.formSheet) : .present(.fullScreen, transition: .crossDissolve)
  /// }
  /// // Any parent:
  /// try start(OnboardingFlow(isPad: isPad), .preferred)
  /// ```
  case preferred
}

extension FlowPlacement {
  /// Pushed over the tabs: its screens are pushed on the navigation controller that holds the
  /// tab bar, covering it, and back from its first screen dismisses it.
  ///
  /// The same as `.present(.pushed)` (``PresentationStyle/pushed``): the flow gets a level of
  /// its own above the tabs, so the tab bar is covered
  /// (``NavigationTree/showsSectionBar(atLevel:)`` is `false` below it) until the flow
  /// finishes, and selecting a tab is not possible meanwhile. BookKitty starts Add a book this
  /// way, as a UIKit app whose custom tab bar controller sits in a navigation controller pushes
  /// it over the tabs. A plain ``push`` stays in the selected tab, under the tab bar.
  ///
  /// ```swift
  /// try start(AddBookFlow(), .pushedOverTabs)
  /// ```
  public static var pushedOverTabs: FlowPlacement { .present(.pushed) }
}
