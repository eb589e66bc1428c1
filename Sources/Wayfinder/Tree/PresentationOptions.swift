/// What an app configures on a presentation beyond its style and transition: a sheet's
/// detents, a popover's anchor, a preferred size.
///
/// They are part of the tree. Options a style does not use are refused when the presentation is
/// made (``NavigationError/placementNotAllowed(_:)``). See
/// <doc:PresentationsAndDialogs#Sheets-form-sheets-and-popovers-as-apps-configure-them>.
public struct PresentationOptions: Hashable, Sendable, CustomStringConvertible {
  /// The options that are set, kept in one shared reference; `nil` when none is set.
  ///
  /// Most presentations set none, and a presentation (and every plan step that carries one)
  /// stays as small as before options existed.
  private var state: CopyOnWrite<State>?

  private struct State: Hashable, Sendable {
    var detents: SheetDetents?
    var anchor: PopoverAnchor?
    var preferredSize: PresentationSize?
  }

  /// A sheet's detents; `nil` for the platform's default (full height only, no grabber).
  public var detents: SheetDetents? {
    get { state?.value.detents }
    set { change { $0.detents = newValue } }
  }
  /// Where a popover points; `nil` for no popover.
  public var anchor: PopoverAnchor? {
    get { state?.value.anchor }
    set { change { $0.anchor = newValue } }
  }
  /// The size a form sheet or a popover asks for on a large screen; `nil` for the platform's.
  public var preferredSize: PresentationSize? {
    get { state?.value.preferredSize }
    set { change { $0.preferredSize = newValue } }
  }

  /// Creates options; each `nil` leaves the platform's default.
  public init(
    detents: SheetDetents? = nil, anchor: PopoverAnchor? = nil,
    preferredSize: PresentationSize? = nil
  ) {
    let state = State(detents: detents, anchor: anchor, preferredSize: preferredSize)
    self.state = state == State() ? nil : CopyOnWrite(state)
  }

  /// Changes the state, made when the first option is set and dropped when the last is unset.
  private mutating func change(_ body: (inout State) -> Void) {
    var value = state?.value ?? State()
    body(&value)
    if value == State() {
      state = nil
    } else if state == nil {
      state = CopyOnWrite(value)
    } else {
      state?.value = value
    }
  }

  /// Whether every option is the platform's default.
  public var isEmpty: Bool { state == nil }

  /// Whether `other` points a popover where these do (both none, most often): what a host
  /// cannot change in place.
  @usableFromInline
  func hasSameAnchor(as other: PresentationOptions) -> Bool {
    (state == nil && other.state == nil) || anchor == other.anchor
  }

  /// Equal when every option is.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.state, rhs.state) {
    case (nil, nil): true
    case (let left?, let right?): left.isShared(with: right) || left.value == right.value
    default: false
    }
  }

  /// Hashes every option.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(state?.value)
  }

  /// The options as dumps write them: `detents medium, large at medium, grabber`,
  /// `anchor shield ↑, compact sheet`, `size 480×540`.
  public var description: String { text(ofDialog: false) }

  /// The options as dumps write them; a dialog's anchor without what it becomes on a compact
  /// screen unless it says other than the default — a confirmation dialog is an action sheet
  /// there whatever its anchor says, but two that differ only in it are two dialogs.
  func text(ofDialog: Bool) -> String {
    var parts: [String] = []
    if let detents {
      var text = "detents " + detents.detents.map(\.rawValue).joined(separator: ", ")
      if let selected = detents.selected { text += " at \(selected)" }
      if let undimmed = detents.largestUndimmed { text += ", undimmed up to \(undimmed)" }
      if detents.showsGrabber { text += ", grabber" }
      parts.append(text)
    }
    if let anchor {
      let source =
        switch anchor.source {
        case .named(let name): name
        case .rect(let x, let y, let width, let height):
          "rect \(PresentationSize(width: x, height: y))+\(PresentationSize(width: width, height: height))"
        }
      var arrows = ""
      if anchor.arrows != .any {
        for (arrow, mark) in [
          (PopoverAnchor.Arrows.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"),
        ]
        where anchor.arrows.contains(arrow) {
          arrows += mark
        }
        arrows = " " + arrows
      }
      let showsFallback = !ofDialog || anchor.compactFallback != .sheet
      parts.append(
        "anchor \(source)\(arrows)"
          + (showsFallback ? ", compact \(anchor.compactFallback.rawValue)" : ""))
    }
    if let preferredSize { parts.append("size \(preferredSize)") }
    return parts.joined(separator: "; ")
  }

  /// Why the options do not fit `style`, or are not valid on their own; `nil` when they are.
  func problem(for style: PresentationStyle) -> String? {
    if let detents {
      // A popover's detents are those of the sheet it becomes on a compact window.
      let becomesSheet = style == .popover && (anchor?.compactFallback ?? .sheet) == .sheet
      guard style == .sheet || style == .formSheet || becomesSheet else {
        return style == .popover
          ? "a popover's detents are those of the sheet it becomes on a compact window, "
            + "and its compact fallback is \(anchor?.compactFallback.rawValue ?? "sheet")"
          : "a \(style.rawValue) has no detents; only a sheet, a form sheet or a popover does"
      }
      if let problem = detents.problem { return problem }
    }
    if let anchor {
      // An action sheet is a popover where the window is regular (an iPad's).
      guard style == .popover || style == .confirmationDialog else {
        return "a \(style.rawValue) has no anchor; only a popover or a confirmation dialog does"
      }
      if let problem = anchor.problem { return problem }
    }
    if let preferredSize {
      guard style == .formSheet || style == .popover else {
        return "a \(style.rawValue) takes no preferred size; only a form sheet or a popover does"
      }
      guard preferredSize.width > 0, preferredSize.height > 0,
        preferredSize.width.isFinite, preferredSize.height.isFinite
      else {
        return "a preferred size needs a positive width and height, not \(preferredSize)"
      }
    }
    return nil
  }
}

/// A height a sheet can rest at.
///
/// ``medium`` and ``large`` are the platform's own (UIKit's `.medium()` and `.large()`,
/// SwiftUI's `.medium` and `.large`); ``height(_:)`` is a height in points and
/// ``fraction(_:)`` a share of the largest height, both custom detents (UIKit's
/// `.custom(identifier:resolver:)`, SwiftUI's `.height(_:)` and `.fraction(_:)`).
public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
  /// About half the screen's height.
  case medium
  /// The full height.
  case large
  /// A height in points, within the sheet's safe area.
  case height(Double)
  /// A share of the largest height, in `0 < fraction ≤ 1`.
  case fraction(Double)

  /// The detent as text, as snapshots and dumps write it and UIKit names its identifier:
  /// `medium`, `large`, `height:300`, `fraction:0.4`.
  public var rawValue: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .height(let points): "height:\(Self.number(points))"
    case .fraction(let share): "fraction:\(Self.number(share))"
    }
  }

  /// The detent a text names; `nil` for a text that names none.
  package init?(rawValue: String) {
    switch rawValue {
    case "medium": self = .medium
    case "large": self = .large
    default:
      let parts = rawValue.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { return nil }
      switch parts[0] {
      case "height": self = .height(value)
      case "fraction": self = .fraction(value)
      default: return nil
      }
    }
  }

  /// The text of ``rawValue``.
  public var description: String { rawValue }

  /// Why the detent can never be shown; `nil` when it can.
  var problem: String? {
    switch self {
    case .medium, .large: nil
    case .height(let points) where !(points > 0 && points.isFinite):
      "a sheet's height must be positive, not \(rawValue)"
    case .fraction(let share) where !(share > 0 && share <= 1):
      "a sheet's fraction must lie in 0 < fraction ≤ 1, not \(rawValue)"
    case .height, .fraction: nil
    }
  }

  /// The share of the full height the detent stands for where the screen's height is not
  /// known (the terminal draws a sheet this high; ``SheetDetents/resting`` orders by it): half
  /// for ``medium``, all for ``large``, a fraction itself, and a height as its share of an
  /// 800-point screen.
  package var approximateShare: Double {
    switch self {
    case .large: 1
    case .medium: 0.5
    case .fraction(let fraction): min(max(fraction, 0), 1)
    case .height(let points): min(max(points / 800, 0), 1)
    }
  }

  /// A number without a fraction when it has none: `300`, `0.4`.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension SheetDetent: Codable {
  /// Decodes a detent from its ``rawValue``.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(decoder, as: "a sheet detent", Self.init(rawValue:))
  }

  /// Encodes the detent as its ``rawValue``.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(rawValue, to: encoder)
  }
}

/// The heights a sheet can rest at, the one it rests at, and how it looks there.
public struct SheetDetents: Hashable, Sendable, Codable {
  /// The heights the sheet can rest at, none twice.
  public var detents: [SheetDetent]
  /// The height it rests at: where it opens, and where the user left it (the tree follows the
  /// user's drag, ``UserEvent/detentChanged(_:level:)``); `nil` for the smallest.
  public var selected: SheetDetent?
  /// The largest detent at which what is below stays bright and can be used (UIKit's
  /// `largestUndimmedDetentIdentifier`, SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))`);
  /// `nil` to dim at every detent.
  public var largestUndimmed: SheetDetent?
  /// Whether the sheet shows a grabber at its top edge.
  public var showsGrabber: Bool

  /// Creates detents.
  ///
  /// - Parameters:
  ///   - detents: the heights the sheet can rest at.
  ///   - selected: the one it opens at; `nil` for the smallest.
  ///   - largestUndimmed: the largest at which what is below stays usable; `nil` for none.
  ///   - showsGrabber: whether a grabber shows.
  public init(
    _ detents: [SheetDetent], selected: SheetDetent? = nil, largestUndimmed: SheetDetent? = nil,
    showsGrabber: Bool = false
  ) {
    self.detents = detents
    self.selected = selected
    self.largestUndimmed = largestUndimmed
    self.showsGrabber = showsGrabber
  }

  /// The detent the sheet rests at: ``selected``, or the smallest of ``detents`` (a height in
  /// points compared as its share of an 800-point screen); `nil` without detents.
  package var resting: SheetDetent? {
    selected ?? detents.min { $0.approximateShare < $1.approximateShare }
  }

  /// Why these detents cannot be shown; `nil` when they can.
  var problem: String? {
    guard !detents.isEmpty else { return "a sheet needs at least one detent" }
    if let problem = detents.lazy.compactMap(\.problem).first { return problem }
    guard Set(detents).count == detents.count else {
      return "a sheet's detents \(detents.map(\.rawValue)) name one twice"
    }
    for (name, detent) in [("selected", selected), ("largest undimmed", largestUndimmed)] {
      if let detent, !detents.contains(detent) {
        return "the \(name) detent \(detent) is not one of \(detents.map(\.rawValue))"
      }
    }
    return nil
  }
}

/// Where a popover points, which way its arrow may point, and what it becomes on a compact
/// screen.
public struct PopoverAnchor: Hashable, Sendable, Codable {
  /// What a popover points at.
  public enum Source: Hashable, Sendable, Codable {
    /// A view or bar button a screen registered under this name (UIKit:
    /// `UIKitDriver.registerPopoverAnchor(_:named:)`; SwiftUI: `popoverAnchor(_:)`).
    case named(String)
    /// A rectangle in the coordinates of the screen below.
    case rect(x: Double, y: Double, width: Double, height: Double)
  }

  /// The edges of the popover its arrow may point from.
  public struct Arrows: OptionSet, Hashable, Sendable, Codable {
    /// The arrow points up: the popover sits below its anchor.
    public static let up = Arrows(rawValue: 1)
    /// The arrow points down: the popover sits above its anchor.
    public static let down = Arrows(rawValue: 2)
    /// The arrow points left: the popover sits to the right.
    public static let left = Arrows(rawValue: 4)
    /// The arrow points right: the popover sits to the left.
    public static let right = Arrows(rawValue: 8)
    /// Any direction, the platform's choice.
    public static let any: Arrows = [.up, .down, .left, .right]

    /// The directions' bits.
    public let rawValue: UInt8

    /// Creates directions from their bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }
  }

  /// What a popover becomes where the screen is compact (an iPhone, a narrow window), where a
  /// popover does not fit.
  public enum CompactFallback: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet, as UIKit and SwiftUI adapt a popover by default.
    case sheet
    /// A full-screen cover.
    case fullScreen
    /// It stays a popover (UIKit's `.none` adaptation, SwiftUI's `.popover`).
    case popover
  }

  /// What the popover points at.
  public var source: Source
  /// The directions its arrow may point; ``Arrows/any`` by default.
  public var arrows: Arrows
  /// What it becomes on a compact screen; ``CompactFallback/sheet`` by default.
  public var compactFallback: CompactFallback

  /// Creates an anchor.
  public init(_ source: Source, arrows: Arrows = .any, compactFallback: CompactFallback = .sheet) {
    self.source = source
    self.arrows = arrows
    self.compactFallback = compactFallback
  }

  /// Why the anchor can never be shown; `nil` when it can.
  var problem: String? {
    guard !arrows.isEmpty, arrows.isSubset(of: .any) else {
      return "a popover's arrow needs at least one of up, down, left, right"
    }
    switch source {
    case .named(let name) where name.isEmpty:
      return "a popover's anchor needs a name"
    case .rect(let x, let y, let width, let height)
    where ![x, y, width, height].allSatisfy(\.isFinite) || width < 0 || height < 0:
      return "a popover's anchor rectangle must be finite with a size of at least zero"
    default:
      return nil
    }
  }
}

/// A width and a height in points.
public struct PresentationSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `480×540`.
  public var description: String {
    "\(Int(exactly: width).map(String.init) ?? String(width))×"
      + "\(Int(exactly: height).map(String.init) ?? String(height))"
  }
}

extension PresentationOptions: Codable {
  private enum CodingKeys: String, CodingKey {
    case detents, anchor, preferredSize
  }

  /// Decodes options; each may be absent.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    detents = try values.decodeIfPresent(SheetDetents.self, forKey: .detents)
    anchor = try values.decodeIfPresent(PopoverAnchor.self, forKey: .anchor)
    preferredSize = try values.decodeIfPresent(PresentationSize.self, forKey: .preferredSize)
  }

  /// Encodes the options that are set.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encodeIfPresent(detents, forKey: .detents)
    try values.encodeIfPresent(anchor, forKey: .anchor)
    try values.encodeIfPresent(preferredSize, forKey: .preferredSize)
  }
}
