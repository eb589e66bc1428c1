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
}
