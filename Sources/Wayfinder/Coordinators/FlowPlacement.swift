/// Where a child flow appears when it starts.
///
/// A push lands on the parent's stack, inside the selected tab; ``pushedOverTabs`` covers the
/// tab bar. See <doc:CoordinatorsAndFlows#What-a-flow-owns>.
public enum FlowPlacement: Hashable, Sendable {
  /// Its screens are pushed on top of the parent's stack, in the selected tab: the tab bar
  /// stays. ``pushedOverTabs`` pushes over the tabs.
  case push
  /// It is presented above the top level in `style`, with a stack of its own, animated as
  /// `transition` says and configured as `options` say (a sheet's detents, a popover's
  /// anchor, a preferred size); `.present(.sheet)` takes the style's own animation and the
  /// platform's defaults. See
  /// <doc:PresentationsAndDialogs#Sheets-form-sheets-and-popovers-as-apps-configure-them>.
  case present(
    PresentationStyle, transition: PresentationTransition = .automatic,
    options: PresentationOptions = PresentationOptions())
  /// It owns section `id` (a tab) of the parent's tabs or split container.
  case tab(SectionID)
  /// It replaces the root container; every flow in the old root finishes. Only the app's root
  /// flow may start a child this way.
  case root
  /// Its screens replace the parent's own routes in the parent's stack, and the parent's
  /// routes come back when it ends — after a hand-off, when the last flow of the chain ends.
  ///
  /// The parent must own a whole stack. See
  /// <doc:PresentationsAndDialogs#Hand-offs-and-replaced-stacks>.
  case replacingStack
  /// It shows no screen of its own: it presents, one presentation after another — the system
  /// share sheet, then the device picker — and ends with its last one.
  ///
  /// Its `start()` must present. When its last presentation closes and the transaction that closed
  /// it presents nothing new of the flow's, the flow finishes. See
  /// <doc:CoordinatorsAndFlows#Flows-that-present-in-turn>.
  case presenting
  /// As the child prefers: its ``FlowCoordinator/preferredPlacement``.
  ///
  /// See <doc:CoordinatorsAndFlows#Where-a-flow-prefers-to-go>.
  case preferred
}

extension FlowPlacement {
  /// Pushed over the tabs: its screens are pushed on the navigation controller that holds the
  /// tab bar, covering it, and back from its first screen dismisses it.
  ///
  /// The same as `.present(.pushed)`: a level of its own above the tabs, so no tab can be selected
  /// meanwhile. See <doc:TabsFlowsAndAdaptiveLayout#One-flow-many-parents>.
  public static var pushedOverTabs: FlowPlacement { .present(.pushed) }
}

extension FlowPlacement {
  /// In a flow's declaration (``FlowStart``), any tab of its tabs or split: for the tabs an
  /// app adds as it runs — a sidebar row for each of the user's lists — whose ids no
  /// declaration can name.
  ///
  /// ```swift
  /// override class var declaration: FlowDeclaration<AppRoute> {
  ///   FlowDeclaration(starts: [.flow(BookDetailFlow.self, .anyTab)])
  /// }
  /// ```
  ///
  /// Only a declaration says it: no container has this tab, so a flow started here is refused.
  public static var anyTab: FlowPlacement { .tab(anyTabID) }

  /// The section ``anyTab`` names, which no container has.
  static var anyTabID: SectionID { SectionID("*") }
}
