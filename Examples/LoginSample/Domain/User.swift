/// A signed-in user.
public struct User: Hashable, Codable, Sendable {
  /// The address the user signs in with.
  public var email: String
  /// The name shown on the main screen.
  public var name: String

  /// Creates a user.
  public init(email: String, name: String) {
    self.email = email
    self.name = name
  }
}
