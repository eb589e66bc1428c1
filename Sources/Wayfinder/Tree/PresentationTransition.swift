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
/// | ``custom(_:)`` | the `transitioningDelegate` the app gives `UIKitDriver` for the name | the style's own | none |
///
/// A custom transition is named, not built, in the tree: the tab tray's zoom, the back-forward
/// list's slide. The app resolves the name where it knows UIKit —
/// `driver.makeTransition = { name in name == "tabTray" ? TabTrayTransition() : nil }` — so the
/// tree stays a value that snapshots and tests read; a name the driver does not know plays the
/// style's own animation.
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
public enum PresentationTransition: Hashable, Sendable {
  /// The style's own animation.
  case automatic
  /// The presentation slides up from the bottom, and back down when dismissed.
  case coverVertical
  /// The screen below fades out while the presentation fades in, and back.
  case crossDissolve
  /// The screen below flips horizontally to show the presentation on its back, and back.
  case flipHorizontal
  /// An animation of the app's own, by name; each host resolves the name (see above).
  case custom(String)

  /// The system's transitions: every one but ``custom(_:)``.
  public static let system: [PresentationTransition] = [
    .automatic, .coverVertical, .crossDissolve, .flipHorizontal,
  ]

  /// The transition as text, as snapshots and dumps write it: `automatic`, `coverVertical`,
  /// `crossDissolve`, `flipHorizontal`, or `custom:<name>`.
  public var rawValue: String {
    switch self {
    case .automatic: "automatic"
    case .coverVertical: "coverVertical"
    case .crossDissolve: "crossDissolve"
    case .flipHorizontal: "flipHorizontal"
    case .custom(let name): "custom:\(name)"
    }
  }

  /// The transition a text names, `nil` for an unknown one.
  public init?(rawValue: String) {
    if let system = Self.system.first(where: { $0.rawValue == rawValue }) {
      self = system
      return
    }
    guard rawValue.hasPrefix("custom:") else { return nil }
    self = .custom(String(rawValue.dropFirst("custom:".count)))
  }
}

extension PresentationTransition: Codable {
  /// Decodes the transition from its ``rawValue``.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(decoder, as: "a presentation transition", Self.init(rawValue:))
  }

  /// Encodes the transition as its ``rawValue``.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(rawValue, to: encoder)
  }
}
