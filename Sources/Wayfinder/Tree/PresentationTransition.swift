/// The animation that brings a presentation in and takes it away again, apart from how it
/// covers what is below it (its ``PresentationStyle``).
///
/// The style says what the user can do, the transition only how it looks; ``automatic``, the
/// default, plays the style's own animation. The tree keeps it (``Presentation/transition``). See
/// <doc:PresentationsAndDialogs#Transitions>.
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
  package init?(rawValue: String) {
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
