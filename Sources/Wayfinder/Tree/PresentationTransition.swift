/// The animation that brings a presentation in and takes it away again, apart from how it
/// covers what is below it (its ``PresentationStyle``).
///
/// A full-screen cover that fades in is a ``PresentationStyle/fullScreen`` presentation with
/// ``crossDissolve``: the style says what the user can do (a cover is dismissed only by code),
/// the transition only how it looks. ``automatic``, the default, plays the style's own
/// animation.
///
/// ```swift
/// try present(Presentation.fullScreen(.welcome, transition: .crossDissolve))
/// try start(OnboardingFlow(), .present(.fullScreen, transition: .crossDissolve))
/// ```
///
/// What each host does with it:
///
/// | Transition | UIKit | SwiftUI | Terminal, test host |
/// | --- | --- | --- | --- |
/// | ``automatic`` | the style's own: `.coverVertical`, or `.crossDissolve` for an ``PresentationStyle/overlay(_:)`` | the style's own | none: nothing animates |
/// | ``coverVertical`` | `modalTransitionStyle = .coverVertical` | the style's own | none |
/// | ``crossDissolve`` | `modalTransitionStyle = .crossDissolve` | the style's own | none |
/// | ``flipHorizontal`` | `modalTransitionStyle = .flipHorizontal` | the style's own | none |
///
/// UIKit applies the transition to the modal styles: sheet, full screen, over full screen, over
/// current context, and an overlay. A ``PresentationStyle/pushed`` level is pushed on a
/// navigation controller and a popover, an alert or a confirmation dialog animate their own way;
/// they keep their animation whatever the transition says. SwiftUI's `sheet(item:)` and
/// `fullScreenCover(item:)` take no per-presentation transition, so the SwiftUI host plays their
/// default. UIKit's `.partialCurl` is left out: it raises an exception for every style but full
/// screen, and the presented screen cannot present anything above it.
///
/// The tree keeps the transition (``Presentation/transition``): snapshots save it, dumps show it,
/// and a presentation shown with another transition is another presentation.
public enum PresentationTransition: String, Hashable, Codable, Sendable, CaseIterable {
  /// The style's own animation.
  case automatic
  /// The presentation slides up from the bottom, and back down when dismissed.
  case coverVertical
  /// The screen below fades out while the presentation fades in, and back.
  case crossDissolve
  /// The screen below flips horizontally to show the presentation on its back, and back.
  case flipHorizontal
}
