import Wayfinder
import WayfinderHosting

extension TestHost {
  /// The screens the host shows that are not bound to the flow that owns their route.
  ///
  /// A screen is misbound when its handle points at a finished flow, or at another flow than
  /// the one that owns its route now. Empty when every screen reaches its own flow. See
  /// `ScreenKeeper.misboundScreens`.
  ///
  /// Meaningful when no step waits (the host shows the navigator's tree).
  public var misboundScreens: [String] { keeper.misboundScreens }
}
