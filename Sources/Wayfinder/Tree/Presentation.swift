/// A modal presentation in the tree, holding its own container (or, for an alert or a
/// confirmation dialog, a ``Dialog``).
public struct Presentation<Route: NavigationRoute>: Hashable, Sendable {
  /// How the presentation covers what is below it.
  public var style: PresentationStyle
  /// What the presentation shows; an empty stack for a dialog.
  public var container: Container<Route>
  /// The title, message and actions of an alert or a confirmation dialog; `nil` otherwise.
  public var dialog: Dialog?
  /// The section of the level below that an over-current-context presentation belongs to.
  ///
  /// For ``PresentationStyle/overCurrentContext``, the section selected when it was presented;
  /// selecting another section dismisses it. `nil` for every other style, and when the level
  /// below has no sections.
  public var context: TabID?
  /// How the presentation animates in and out; ``PresentationTransition/automatic`` plays the
  /// style's own animation.
  public var transition: PresentationTransition
  /// Whether the presentation refuses the user's dismissal: a swipe down or a tap outside
  /// (UIKit's `isModalInPresentation`, SwiftUI's `interactiveDismissDisabled(_:)`), the
  /// terminal's Esc.
  ///
  /// The user's attempt then reaches the flow that refuses, and nothing closes; code still
  /// dismisses it. The navigator keeps it equal to what the flows whose screens the
  /// presentation shows say (``FlowCoordinator/refusesUserDismissal``), at the end of every
  /// change: a value set by hand is replaced then, so it is never left on by mistake. Always
  /// `false` for a dialog and for a ``PresentationStyle/pushed`` level, which the user leaves
  /// by going back.
  public var refusesUserDismissal = false

  /// Creates a presentation.
  public init(
    _ style: PresentationStyle, _ container: Container<Route>, dialog: Dialog? = nil,
    context: TabID? = nil, transition: PresentationTransition = .automatic
  ) {
    self.style = style
    self.container = container
    self.dialog = dialog
    self.context = context
    self.transition = transition
  }

  /// Whether the style lets a flow refuse the user's dismissal: every style but a dialog's and
  /// ``PresentationStyle/pushed``.
  var canRefuseUserDismissal: Bool { dialog == nil && !style.isDialog && style != .pushed }

  /// A presentation of one stack holding `routes`.
  public static func sheet(_ routes: Route..., transition: PresentationTransition = .automatic)
    -> Self
  {
    Self(.sheet, .stack(Stack(routes)), transition: transition)
  }

  /// A full-screen presentation of one stack holding `routes`.
  ///
  /// ```swift
  /// try present(.fullScreen(.welcome, transition: .crossDissolve))
  /// ```
  public static func fullScreen(
    _ routes: Route..., transition: PresentationTransition = .automatic
  ) -> Self {
    Self(.fullScreen, .stack(Stack(routes)), transition: transition)
  }

  /// A stack holding `routes`, pushed over the level below.
  public static func pushed(_ routes: Route...) -> Self {
    Self(.pushed, .stack(Stack(routes)))
  }

  /// A presentation of one stack holding `routes` in `style`.
  public static func stack(
    _ style: PresentationStyle, _ routes: Route..., transition: PresentationTransition = .automatic
  ) -> Self {
    Self(style, .stack(Stack(routes)), transition: transition)
  }

  /// An alert showing `dialog`.
  public static func alert(_ dialog: Dialog) -> Self {
    Self(.alert, .stack([]), dialog: dialog)
  }

  /// A confirmation dialog (an action sheet) showing `dialog`.
  public static func confirmationDialog(_ dialog: Dialog) -> Self {
    Self(.confirmationDialog, .stack([]), dialog: dialog)
  }

  /// Whether the presentation shows something: a route, or a dialog.
  public var showsSomething: Bool {
    dialog != nil || container.allStacks.contains { !$0.stack.isEmpty }
  }
}

extension Presentation: Codable {
  private enum CodingKeys: String, CodingKey {
    case style, container, dialog, context, transition, refusesUserDismissal
  }

  /// Decodes a presentation; `dialog`, `context`, `transition` and `refusesUserDismissal` may
  /// be absent (a snapshot saved before transitions or refusals existed has none: its
  /// presentations are ``PresentationTransition/automatic`` and refuse nothing).
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    style = try values.decode(PresentationStyle.self, forKey: .style)
    container = try values.decode(Container<Route>.self, forKey: .container)
    dialog = try values.decodeIfPresent(Dialog.self, forKey: .dialog)
    context = try values.decodeIfPresent(TabID.self, forKey: .context)
    transition =
      try values.decodeIfPresent(PresentationTransition.self, forKey: .transition) ?? .automatic
    refusesUserDismissal =
      try values.decodeIfPresent(Bool.self, forKey: .refusesUserDismissal) ?? false
    if style.isDialog, dialog == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .dialog, in: values,
        debugDescription: "an \(style.rawValue) presentation needs its dialog")
    }
  }

  /// Encodes the presentation, leaving out what is `nil`, an automatic transition and a refusal
  /// that is `false`, so that snapshots stay as they were before those existed.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(style, forKey: .style)
    try values.encode(container, forKey: .container)
    try values.encodeIfPresent(dialog, forKey: .dialog)
    try values.encodeIfPresent(context, forKey: .context)
    if transition != .automatic { try values.encode(transition, forKey: .transition) }
    if refusesUserDismissal { try values.encode(true, forKey: .refusesUserDismissal) }
  }
}
