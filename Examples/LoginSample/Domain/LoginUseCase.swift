/// Signs a user in (seed 003's use case).
public protocol LoginUseCase: Sendable {
  /// Signs in with an email and a password.
  func login(email: String, password: String) throws(LoginError) -> User
}

/// Signs in through an ``AuthRepository``, after checking the fields are filled in.
public struct DefaultLoginUseCase: LoginUseCase {
  let repository: any AuthRepository

  /// Creates the use case on a repository.
  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  /// Signs in with the trimmed email and the password.
  public func login(email: String, password: String) throws(LoginError) -> User {
    let email = email.trimmingWhitespace
    guard !email.isEmpty, !password.isEmpty else { throw .emptyFields }
    return try repository.signIn(email: email, password: password)
  }
}

/// Reads and ends the current session.
public protocol SessionUseCase: Sendable {
  /// The signed-in user, if any.
  func currentUser() -> User?
  /// Signs the user out.
  func logout()
}

/// The session through an ``AuthRepository``.
public struct DefaultSessionUseCase: SessionUseCase {
  let repository: any AuthRepository

  /// Creates the use case on a repository.
  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  /// The user of the repository's current session.
  public func currentUser() -> User? { repository.currentSession() }

  /// Ends the repository's current session.
  public func logout() { repository.signOut() }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
