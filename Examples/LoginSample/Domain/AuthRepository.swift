/// Where accounts and the current session live (implemented in the data layer).
public protocol AuthRepository: Sendable {
  /// Checks the credentials and starts a session.
  func signIn(email: String, password: String) throws(LoginError) -> User
  /// The user of the current session, if any.
  func currentSession() -> User?
  /// Ends the current session.
  func signOut()
}
