import BookKitty
import Foundation
import GRDB
import LoginSample

/// Accounts and the session in a ``BookKittyDatabase``: LoginSample's ``AuthRepository``,
/// kept across launches.
///
/// Passwords are stored as salted PBKDF2-HMAC-SHA256 hashes, never as text. The session is the
/// signed-in account's id in a one-row table, so reopening the database finds the user still
/// signed in. A new database has one demo account: `kitty@bookkitty.app`, password `meow`.
public struct SQLiteAuthRepository: AuthRepository {
  let database: BookKittyDatabase

  /// Creates the repository on a database.
  public init(database: BookKittyDatabase) {
    self.database = database
  }

  /// Checks the credentials (the email in any case) and starts a session.
  ///
  /// - Throws: ``LoginError/wrongCredentials`` for an unknown email or a wrong password;
  ///   ``LoginError/unavailable(_:)`` with the storage error's message when the database fails.
  public func signIn(email: String, password: String) throws(LoginError) -> User {
    let account: Row?
    do {
      account = try database.read { db in
        try Row.fetchOne(
          db,
          sql: """
            SELECT id, email, name, passwordSalt, passwordHash, passwordRounds
            FROM account WHERE email = ?
            """,
          arguments: [email])
      }
    } catch {
      throw .unavailable(error.description)
    }
    // Hash outside any transaction: the work takes a moment and needs no lock.
    guard let account, Self.passwordHash(in: account).matches(password) else {
      throw .wrongCredentials
    }
    let accountID: Int64 = account["id"]
    do {
      try database.write { db in
        try db.execute(
          sql: "INSERT OR REPLACE INTO session (id, accountId, signedInAt) VALUES (1, ?, ?)",
          arguments: [accountID, Date()])
      }
    } catch {
      throw .unavailable(error.description)
    }
    return User(email: account["email"], name: account["name"])
  }

  /// The signed-in user, or `nil` when nobody is signed in or the session cannot be read.
  ///
  /// An unreadable session counts as signed out, so the app asks to sign in, where a storage
  /// failure shows its message; ``session()`` reports the failure instead.
  public func currentSession() -> User? {
    try? session()
  }

  /// Ends the session; when it cannot be saved the user stays signed in (see ``endSession()``,
  /// which reports why).
  public func signOut() {
    try? endSession()
  }

  /// The signed-in user, or `nil` when nobody is signed in.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when the session cannot be read.
  public func session() throws(BookKittyError) -> User? {
    try database.read { db in
      try Row.fetchOne(
        db,
        sql: "SELECT email, name FROM session JOIN account ON account.id = session.accountId"
      ).map { row in User(email: row["email"], name: row["name"]) }
    }
  }

  /// Ends the session.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved; the session stays.
  public func endSession() throws(BookKittyError) {
    try database.write { db in try db.execute(sql: "DELETE FROM session") }
  }

  /// Stores `password` for the account `email` hashed with `rounds` rounds.
  ///
  /// For a database made to explore or test navigation, where every replayed sign-in would
  /// otherwise pay the cost a real account's hash is meant to have.
  ///
  /// - Throws: ``BookKittyError/storage(_:)`` when it cannot be saved.
  package func rehash(email: String, password: String, rounds: Int) throws(BookKittyError) {
    let hash = PasswordHash.make(password: password, rounds: rounds)
    try database.write { db in
      try db.execute(
        sql: """
          UPDATE account SET passwordSalt = ?, passwordHash = ?, passwordRounds = ?
          WHERE email = ?
          """,
        arguments: [Data(hash.salt), Data(hash.hash), hash.rounds, email])
    }
  }

  /// Adds an account with a freshly salted hash of `password`.
  static func insertAccount(
    email: String, password: String, name: String, in db: Database
  ) throws {
    let hash = PasswordHash.make(password: password)
    try db.execute(
      sql: """
        INSERT INTO account (email, name, passwordSalt, passwordHash, passwordRounds)
        VALUES (?, ?, ?, ?, ?)
        """,
      arguments: [email, name, Data(hash.salt), Data(hash.hash), hash.rounds])
  }

  private static func passwordHash(in row: Row) -> PasswordHash {
    let salt: Data = row["passwordSalt"]
    let hash: Data = row["passwordHash"]
    return PasswordHash(salt: Array(salt), rounds: row["passwordRounds"], hash: Array(hash))
  }
}
