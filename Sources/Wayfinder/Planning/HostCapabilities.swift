/// The rules a host's UI imposes on plans.
///
/// UIKit dismisses every presentation above a view controller in one call and replaces a whole
/// navigation stack with `setViewControllers(_:animated:)`; SwiftUI assigns a whole path at
/// once but animates one presentation change per update. The planner reads these flags to emit
/// only steps the host can perform.
public struct HostCapabilities: Hashable, Codable, Sendable {
  /// Whether one step may dismiss several stacked presentations.
  public var dismissesSeveralAtOnce: Bool
  /// Whether one step may push several routes.
  public var pushesSeveralAtOnce: Bool
  /// Whether one step may replace a whole stack; without it a change is a pop and pushes.
  public var replacesStacks: Bool
  /// The presentation styles the host can show.
  ///
  /// Presenting another is refused with ``NavigationError/styleNotSupported(_:)``. Every style
  /// by default.
  public var presentationStyles: Set<PresentationStyle.Kind>
  /// Whether the host tells the navigator of the user's attempt to dismiss a presentation that
  /// refuses it (`UserEvent.attemptedToDismiss(level:)`), so that the refusing flow hears
  /// ``FlowCoordinator/didRefuseUserDismissal()``: UIKit does, SwiftUI has no callback for it.
  public var reportsRefusedDismissal: Bool

  /// Creates capabilities.
  public init(
    dismissesSeveralAtOnce: Bool = true, pushesSeveralAtOnce: Bool = true,
    replacesStacks: Bool = true,
    presentationStyles: Set<PresentationStyle.Kind> = Set(PresentationStyle.Kind.allCases),
    reportsRefusedDismissal: Bool = true
  ) {
    self.dismissesSeveralAtOnce = dismissesSeveralAtOnce
    self.pushesSeveralAtOnce = pushesSeveralAtOnce
    self.replacesStacks = replacesStacks
    self.presentationStyles = presentationStyles
    self.reportsRefusedDismissal = reportsRefusedDismissal
  }

  /// UIKit: several dismissals in one step, whole-stack changes in one step.
  public static let uiKit = HostCapabilities()

  /// SwiftUI: whole-path changes in one update, one presentation transition per step, and no
  /// word of a refused dismissal.
  public static let swiftUI = HostCapabilities(
    dismissesSeveralAtOnce: false, reportsRefusedDismissal: false)

  /// One change per step: one dismissal, one push, one pop at a time.
  public static let oneChangePerStep = HostCapabilities(
    dismissesSeveralAtOnce: false, pushesSeveralAtOnce: false, replacesStacks: false)
}

extension HostCapabilities {
  private enum CodingKeys: String, CodingKey {
    case dismissesSeveralAtOnce, pushesSeveralAtOnce, replacesStacks, presentationStyles
    case reportsRefusedDismissal
  }

  /// Decodes capabilities; `reportsRefusedDismissal` may be absent (capabilities saved before
  /// it existed), and is then `true`.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      dismissesSeveralAtOnce: try values.decode(Bool.self, forKey: .dismissesSeveralAtOnce),
      pushesSeveralAtOnce: try values.decode(Bool.self, forKey: .pushesSeveralAtOnce),
      replacesStacks: try values.decode(Bool.self, forKey: .replacesStacks),
      presentationStyles: try values.decode(
        Set<PresentationStyle.Kind>.self, forKey: .presentationStyles),
      reportsRefusedDismissal: try values.decodeIfPresent(
        Bool.self, forKey: .reportsRefusedDismissal) ?? true)
  }
}
