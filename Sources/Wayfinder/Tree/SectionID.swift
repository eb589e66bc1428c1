/// The identifier of one section of a tabs or split container.
///
/// Apps usually declare their tabs as a `String`-backed enum and convert with
/// ``init(_:)-(T)``: `SectionID(Tab.library)`. Tabs known only at run time may be plain ids:
/// `TabsCoordinator<AppRoute, SectionID>`. See
/// <doc:TabsFlowsAndAdaptiveLayout#The-same-coordinator-in-Wayfinder>.
public struct SectionID: Hashable, Codable, Sendable, ExpressibleByStringLiteral, RawRepresentable,
  CustomStringConvertible
{
  /// The identifier's text.
  public let rawValue: String
  /// The text's hash value, taken once: a navigation change hashes section ids a dozen times
  /// (paths of stacks, sections, owners), and an id hashes as this one number.
  @usableFromInline let digest: Int

  /// Creates an identifier from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    digest = rawValue.hashValue
  }

  /// Creates an identifier from its text, as `RawRepresentable` does; never `nil`.
  public init(rawValue: String) {
    self.init(rawValue)
  }

  /// Creates an identifier from an app's `String`-backed tab enum.
  public init<T: RawRepresentable>(_ tab: T) where T.RawValue == String {
    self.init(tab.rawValue)
  }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Decodes an identifier written as a plain string.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Whether two identifiers have the same text; ids of different texts differ in their hash
  /// value almost always, which answers without a look at the texts.
  @inlinable
  public static func == (lhs: SectionID, rhs: SectionID) -> Bool {
    lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
  }

  /// Hashes the text's hash value, taken when the id was made.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String { rawValue }
}

extension SectionID: CustomReflectable {
  /// The text alone, as `dump` and `String(reflecting:)` show an id: the hash value differs
  /// from one run to the next.
  public var customMirror: Mirror {
    Mirror(self, children: ["rawValue": rawValue], displayStyle: .struct)
  }
}
