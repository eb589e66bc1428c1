/// Something the user did in the host's UI, reported to the ``Navigator``.
///
/// The navigator updates its tree to match, without sending steps back to the host for what
/// it already shows, and finishes the flows whose part left the tree.
public enum UserEvent: Hashable, Codable, Sendable {
  /// The user went back (back button or completed swipe) until the stack held `toCount` routes.
  case popped(toCount: Int, at: StackPath)
  /// The user dismissed presentations (swiped a sheet down) until `toLevel` was the top.
  case dismissed(toLevel: Int)
  /// The user selected a section (tapped a tab or a sidebar row).
  ///
  /// A section that is an action (``Sections/actions``) is not selected: the tab that was
  /// selected stays, and the flow that owns the container gets a ``TabActionIntent``.
  case selected(SectionID, level: Int)
  /// The split at `level` shows no section any more (the user went back to the sidebar on a
  /// collapsed split, or deselected its row).
  case selectionCleared(level: Int)
  /// The user showed or hid a split's columns (the sidebar button).
  case columnVisibilityChanged(ColumnVisibility, level: Int)
  /// The UI changed the layout of the sections at `level` on its own (a platform that turns
  /// its sidebar into a tab bar by itself).
  ///
  /// The host already shows it, so no step is sent back, whatever
  /// ``Navigator/layoutPolicy`` says: of this event and ``sizeClassChanged(_:)``, the newer
  /// wins. The level keeps the host's layout until the next size-class change.
  case layoutChanged(SectionLayout, level: Int)
  /// The window's horizontal size class changed; the navigator picks tabs or a split for it
  /// through ``Navigator/layoutPolicy`` and sends the host the steps.
  ///
  /// Of this event and ``layoutChanged(_:level:)``, the newer wins: a size-class change lays
  /// out every level by the policy again, including those whose layout the host changed on
  /// its own before.
  case sizeClassChanged(SizeClass)
  /// The user started a gesture and cancelled it; nothing changed.
  case gestureCancelled(CancelledGesture)
  /// The user chose the action (its ``DialogAction/id``) of the alert or confirmation dialog
  /// at `level`, which closed it; the flow that presented it gets a ``DialogChoice``.
  case chose(action: String, level: Int)
  /// The user tried to dismiss the presentation at `level` — swiped it down, tapped outside
  /// it, pressed the terminal's Esc — and it refused, since it
  /// ``Presentation/refusesUserDismissal``: nothing closed.
  ///
  /// The flow that refuses hears it in ``FlowCoordinator/didRefuseUserDismissal()``, to ask
  /// the user what to do with what they typed (UIKit's
  /// `presentationControllerDidAttemptToDismiss(_:)`).
  case attemptedToDismiss(level: Int)
  /// The user dragged the sheet at `level` to another of its detents (UIKit's
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, SwiftUI's
  /// `presentationDetents(_:selection:)` binding): the tree's
  /// ``SheetDetents/selected`` follows, so a snapshot reopens the sheet where the user left it.
  case detentChanged(SheetDetent, level: Int)

  /// A gesture the user started and took back.
  public enum CancelledGesture: Hashable, Codable, Sendable {
    /// An interactive back swipe on the stack at the path, released before it completed.
    case back(StackPath)
    /// A sheet pulled down at the level and let go, so it sprang back.
    case dismiss(level: Int)
  }

}

/// A window's horizontal size class, as the host reports it.
public enum SizeClass: String, Hashable, Codable, Sendable {
  /// Narrow: an iPhone in portrait, a slide-over window, a narrow terminal.
  case compact
  /// Wide: an iPad in full screen, a Mac window, a wide terminal.
  case regular
}
