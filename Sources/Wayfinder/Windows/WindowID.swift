/// The identity of one window of an app (a scene on iPadOS and visionOS, a window on macOS),
/// unique within its ``Windows``.
///
/// It is what a host keeps for a window: SwiftUI's `WindowGroup(for: WindowID.self)` presents
/// it and restores it with the scene; UIKit carries it in the scene's user activity. It is
/// written as its number in snapshots and `window 2` in logs and dumps.
public struct WindowID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The number ``Windows`` gave the window when it opened; later windows have larger numbers.
  public let rawValue: Int

  /// Creates an identifier from its number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` opened before `rhs`.
  public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A text for people: logs, test failures, error messages — `window 2`.
  public var description: String { "window \(rawValue)" }

  /// Reads the number a snapshot holds.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Writes the number alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
