import OrderedCollections

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
  public var context: SectionID?
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
  /// A sheet's detents, a popover's anchor, a preferred size (``PresentationOptions``); empty
  /// for the platform's defaults.
  public var options: PresentationOptions

  /// Creates a presentation.
  public init(
    _ style: PresentationStyle, _ container: Container<Route>, dialog: Dialog? = nil,
    context: SectionID? = nil, transition: PresentationTransition = .automatic,
    options: PresentationOptions = PresentationOptions()
  ) {
    self.style = style
    self.container = container
    self.dialog = dialog
    self.context = context
    self.transition = transition
    self.options = options
  }

  /// Whether the style lets a flow refuse the user's dismissal: every style but a dialog's,
  /// ``PresentationStyle/pushed`` and the full-screen ones (``PresentationStyle/fullScreen``,
  /// ``PresentationStyle/overFullScreen``), which the user closes through their own buttons
  /// only, on every host.
  @inlinable
  var canRefuseUserDismissal: Bool {
    dialog == nil && !style.isDialog && style != .pushed && style != .fullScreen
      && style != .overFullScreen
  }

  /// A sheet of one stack holding `routes`, resting at `detents` (the platform's full height
  /// when `nil`).
  ///
  /// ```swift
  /// try present(.sheet(.menu, detents: SheetDetents([.medium, .large], showsGrabber: true)))
  /// ```
  public static func sheet(
    _ routes: Route..., detents: SheetDetents? = nil,
    transition: PresentationTransition = .automatic
  ) -> Self {
    Self(
      .sheet, .stack(Stack(routes)), transition: transition,
      options: PresentationOptions(detents: detents))
  }

  /// A form sheet of one stack holding `routes`: centred on a large screen at `preferredSize`
  /// (the platform's when `nil`), a sheet resting at `detents` on a compact one.
  ///
  /// ```swift
  /// try present(.formSheet(.settings, preferredSize: PresentationSize(width: 540, height: 620)))
  /// ```
  public static func formSheet(
    _ routes: Route..., detents: SheetDetents? = nil, preferredSize: PresentationSize? = nil,
    transition: PresentationTransition = .automatic
  ) -> Self {
    Self(
      .formSheet, .stack(Stack(routes)), transition: transition,
      options: PresentationOptions(detents: detents, preferredSize: preferredSize))
  }

  /// A popover of one stack holding `routes`, pointing at `anchor`, at `preferredSize` (the
  /// platform's when `nil`); on a compact window the sheet it becomes (its anchor's
  /// ``PopoverAnchor/compactFallback``, a sheet by default) rests at `detents`.
  ///
  /// ```swift
  /// // "Map layers": a popover on an iPad, a half-height sheet on an iPhone.
  /// try present(
  ///   .popover(
  ///     .privacy, anchor: PopoverAnchor(.named("shield"), arrows: [.up]),
  ///     detents: SheetDetents([.medium, .large]),
  ///     preferredSize: PresentationSize(width: 480, height: 540)))
  /// ```
  public static func popover(
    _ routes: Route..., anchor: PopoverAnchor, detents: SheetDetents? = nil,
    preferredSize: PresentationSize? = nil
  ) -> Self {
    Self(
      .popover, .stack(Stack(routes)),
      options: PresentationOptions(detents: detents, anchor: anchor, preferredSize: preferredSize))
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

  /// A confirmation dialog (an action sheet) showing `dialog`, pointing at `anchor` where the
  /// window is regular (an iPad's action sheet is a popover; UIKit points it at the screen it is
  /// asked over when `nil`; SwiftUI attaches it to that screen's level whatever the anchor).
  ///
  /// ```swift
  /// let remove = Dialog(
  ///   id: "removeBook", title: "Remove this book?",
  ///   actions: [DialogAction(id: "remove", title: "Remove", role: .destructive), .cancel()])
  /// try present(.confirmationDialog(remove, anchor: PopoverAnchor(.named("trash"))))
  /// ```
  public static func confirmationDialog(_ dialog: Dialog, anchor: PopoverAnchor? = nil) -> Self {
    Self(
      .confirmationDialog, .stack([]), dialog: dialog, options: PresentationOptions(anchor: anchor))
  }

  /// The style the user sees in a window of `sizeClass`: on a compact one a form sheet is a
  /// sheet and a popover becomes what its anchor's ``PopoverAnchor/compactFallback`` says (a
  /// sheet unless it says otherwise); every other style, and every style on a regular window,
  /// is itself.
  ///
  /// ```swift
  /// let presentation = Presentation<AppRoute>.popover(.privacy, anchor: PopoverAnchor(.named("shield")))
  /// presentation.style(in: .compact)   // .sheet, for a popover anchored to a toolbar button
  /// ```
  public func style(in sizeClass: SizeClass) -> PresentationStyle {
    guard sizeClass == .compact else { return style }
    switch style {
    case .formSheet:
      return .sheet
    case .popover:
      switch options.anchor?.compactFallback ?? .sheet {
      case .sheet: return .sheet
      case .fullScreen: return .fullScreen
      case .popover: return .popover
      }
    default:
      return style
    }
  }

  /// Whether the presentation shows something: a route, or a dialog.
  @inlinable
  package var showsSomething: Bool {
    guard dialog == nil else { return true }
    switch container {
    case .stack(let stack): return !stack.isEmpty
    case .tabs(let sections), .split(let sections):
      return sections.stacks.values.contains { !$0.isEmpty }
    }
  }
}

extension Presentation: Codable {
  private enum CodingKeys: String, CodingKey {
    case style, container, dialog, context, transition, refusesUserDismissal, options
  }

  /// Decodes a presentation; `dialog`, `context`, `transition`, `refusesUserDismissal` and
  /// `options` may be absent (options a style does not use are refused) (a snapshot saved before transitions or refusals existed has none: its
  /// presentations are ``PresentationTransition/automatic`` and refuse nothing).
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    style = try values.decode(PresentationStyle.self, forKey: .style)
    container = try values.decode(Container<Route>.self, forKey: .container)
    dialog = try values.decodeIfPresent(Dialog.self, forKey: .dialog)
    context = try values.decodeIfPresent(SectionID.self, forKey: .context)
    transition =
      try values.decodeIfPresent(PresentationTransition.self, forKey: .transition) ?? .automatic
    refusesUserDismissal =
      try values.decodeIfPresent(Bool.self, forKey: .refusesUserDismissal) ?? false
    options =
      try values.decodeIfPresent(PresentationOptions.self, forKey: .options)
      ?? PresentationOptions()
    if let problem = options.problem(for: style) {
      throw DecodingError.dataCorruptedError(
        forKey: .options, in: values, debugDescription: problem)
    }
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
    if !options.isEmpty { try values.encode(options, forKey: .options) }
  }
}
