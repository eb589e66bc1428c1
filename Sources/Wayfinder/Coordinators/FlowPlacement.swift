/// Where a child flow appears when it starts.
public enum FlowPlacement: Hashable, Codable, Sendable {
  /// Its screens are pushed on top of the parent's stack.
  case push
  /// It is presented above the top level, with a stack of its own.
  case present(PresentationStyle)
  /// It owns section `id` (a tab) of the parent's tabs or split container.
  case tab(TabID)
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
}
