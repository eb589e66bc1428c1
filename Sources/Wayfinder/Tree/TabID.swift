/// The identifier of one section of a tabs or split container.
///
/// Apps usually declare their tabs as a `String`-backed enum and convert with
/// ``init(_:)-(T)``:
///
/// ```swift
/// enum Tab: String, CaseIterable { case home, qna, library }
/// let library = TabID(Tab.library)
/// ```
///
/// Tabs known only at run time may be plain ids: `TabsCoordinator<AppRoute, TabID>`.
public struct TabID: Hashable, Codable, Sendable, ExpressibleByStringLiteral, RawRepresentable,
  CustomStringConvertible
{
  /// The identifier's text.
  public let rawValue: String

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from its text, as `RawRepresentable` does; never `nil`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an identifier from an app's `String`-backed tab enum.
  public init<T: RawRepresentable>(_ tab: T) where T.RawValue == String {
    self.rawValue = tab.rawValue
  }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Decodes an identifier written as a plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identifier as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String { rawValue }
}
