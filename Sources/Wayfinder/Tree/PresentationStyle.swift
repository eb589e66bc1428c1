/// How a presentation covers what is below it.
///
/// Alerts and confirmation dialogs show a ``Dialog`` and no routes; the user's choice reaches
/// the presenting flow as a ``DialogChoice`` intent. What the hosts do with each style:
/// <doc:PresentationsAndDialogs>.
public enum PresentationStyle: Hashable, Sendable {
  /// A card the user can swipe down to dismiss.
  case sheet
  /// A smaller card centred on a large screen (an iPad's settings or library), a sheet on a
  /// compact one; the user can swipe it down. Its size on a large screen is
  /// ``PresentationOptions/preferredSize``.
  case formSheet
  /// A full-screen cover; only code (or its own screen) dismisses it.
  case fullScreen
  /// Pushed over the level below, covering its tab bar (BookKitty pushes Add Book over the tab
  /// container this way); going back from its first screen dismisses it.
  case pushed
  /// Over the whole screen, tab bar included, with what is below still visible through it: a
  /// transparent popup.
  case overFullScreen
  /// Over the current tab's content only: it belongs to the tab that was selected when it was
  /// presented, and selecting another tab dismisses it (``Presentation/context``).
  case overCurrentContext
  /// A popover anchored to the screen below (a card on compact screens).
  case popover
  /// An alert with a title, a message and actions (``Presentation/dialog``).
  case alert
  /// A confirmation dialog (an action sheet) with actions (``Presentation/dialog``).
  case confirmationDialog
  /// An app-defined overlay, such as BookKitty's floating "+" menu over the tab bar or a side
  /// drawer.
  ///
  /// The name tells the app's overlays apart in the tree, its dumps and its snapshots
  /// (`overlay:menu`); the package's hosts show every overlay the same way, whatever its name.
  case overlay(String)

  /// Every style, with `overlay` under the name `name`.
  package static func allStyles(overlay name: String = "overlay") -> [PresentationStyle] {
    [
      .sheet, .formSheet, .fullScreen, .pushed, .overFullScreen, .overCurrentContext, .popover,
      .alert, .confirmationDialog, .overlay(name),
    ]
  }

  /// The style as text, as snapshots and dumps write it: its ``kind``'s raw value (`sheet`,
  /// `formSheet`, `fullScreen`, `pushed`, `overFullScreen`, `overCurrentContext`, `popover`,
  /// `alert`, `confirmationDialog`), or `overlay:<name>`.
  public var rawValue: String {
    if case .overlay(let name) = self { return "overlay:\(name)" }
    return kind.rawValue
  }

  /// The style a text names, `nil` for an unknown one.
  package init?(rawValue: String) {
    // `overlay` alone names no style: an overlay needs its name.
    if let style = Self.allStyles().first(where: { $0.kind != .overlay && $0.rawValue == rawValue })
    {
      self = style
      return
    }
    guard rawValue.hasPrefix("overlay:") else { return nil }
    let name = String(rawValue.dropFirst("overlay:".count))
    guard !name.isEmpty else { return nil }
    self = .overlay(name)
  }

  /// The style without an overlay's name, for host capabilities.
  public var kind: Kind {
    switch self {
    case .sheet: .sheet
    case .formSheet: .formSheet
    case .fullScreen: .fullScreen
    case .pushed: .pushed
    case .overFullScreen: .overFullScreen
    case .overCurrentContext: .overCurrentContext
    case .popover: .popover
    case .alert: .alert
    case .confirmationDialog: .confirmationDialog
    case .overlay: .overlay
    }
  }

  /// Whether the style shows a ``Dialog`` rather than routes.
  @inlinable package var isDialog: Bool { self == .alert || self == .confirmationDialog }

  /// Whether the user can swipe the presentation away (a sheet, a form sheet, a popover).
  package var isSwipeDismissible: Bool { self == .sheet || self == .formSheet || self == .popover }

  /// A style without an overlay's name.
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    /// ``PresentationStyle/sheet``.
    case sheet
    /// ``PresentationStyle/formSheet``.
    case formSheet
    /// ``PresentationStyle/fullScreen``.
    case fullScreen
    /// ``PresentationStyle/pushed``.
    case pushed
    /// ``PresentationStyle/overFullScreen``.
    case overFullScreen
    /// ``PresentationStyle/overCurrentContext``.
    case overCurrentContext
    /// ``PresentationStyle/popover``.
    case popover
    /// ``PresentationStyle/alert``.
    case alert
    /// ``PresentationStyle/confirmationDialog``.
    case confirmationDialog
    /// ``PresentationStyle/overlay(_:)``, whatever its name.
    case overlay
  }
}

extension PresentationStyle: Codable {
  /// Decodes the style from its ``rawValue``.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(decoder, as: "a presentation style", Self.init(rawValue:))
  }

  /// Encodes the style as its ``rawValue``.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(rawValue, to: encoder)
  }
}
