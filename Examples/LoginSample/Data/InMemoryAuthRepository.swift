import Synchronization

/// Accounts and the session kept in memory: the sample's data layer.
public final class InMemoryAuthRepository: AuthRepository {
  private struct Account {
    var password: String
    var user: User
  }

  private let accounts: [String: Account]
  private let session: Mutex<User?>

  /// Creates a repository with accounts (email, password, name) and an optional session.
  public init(accounts: [(email: String, password: String, name: String)], session: User? = nil) {
    var byEmail: [String: Account] = [:]
    for account in accounts {
      byEmail[account.email] = Account(
        password: account.password, user: User(email: account.email, name: account.name))
    }
    self.accounts = byEmail
    self.session = Mutex(session)
  }

  /// The demo's account: `kitty@bookkitty.app`, password `meow`.
  public static func demo() -> InMemoryAuthRepository {
    InMemoryAuthRepository(accounts: [("kitty@bookkitty.app", "meow", "Kitty")])
  }

  /// Checks the credentials and starts a session.
  public func signIn(email: String, password: String) throws(LoginError) -> User {
    guard let account = accounts[email], account.password == password else {
      throw .wrongCredentials
    }
    session.withLock { $0 = account.user }
    return account.user
  }

  /// The user of the current session, if any.
  public func currentSession() -> User? {
    session.withLock { $0 }
  }

  /// Ends the current session.
  public func signOut() {
    session.withLock { $0 = nil }
  }
}
