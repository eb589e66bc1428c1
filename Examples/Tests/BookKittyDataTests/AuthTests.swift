import BookKittyData
import Foundation
import LoginSample
import Testing

@Suite struct AuthTests {
  let store: TestDatabase
  let kitty = User(email: "kitty@bookkitty.app", name: "Kitty")

  init() throws {
    store = try TestDatabase()
  }

  @Test func theDemoAccountSignsInWithItsPassword() throws {
    #expect(store.auth.currentSession() == nil)
    #expect(try store.auth.signIn(email: "kitty@bookkitty.app", password: "meow") == kitty)
    #expect(store.auth.currentSession() == kitty)
  }

  @Test func theEmailIsCaseInsensitive() throws {
    #expect(try store.auth.signIn(email: "Kitty@BookKitty.app", password: "meow") == kitty)
  }

  @Test(arguments: [
    ("kitty@bookkitty.app", "woof"), ("kitty@bookkitty.app", "Meow"),
    ("kitty@bookkitty.app", "meow "), ("kitty@bookkitty.app", ""), ("dog@bookkitty.app", "meow"),
  ])
  func wrongCredentialsAreRefused(email: String, password: String) throws {
    #expect(throws: LoginError.wrongCredentials) {
      try store.auth.signIn(email: email, password: password)
    }
    #expect(store.auth.currentSession() == nil)
  }

  @Test func theSessionSurvivesReopeningUntilSignOut() throws {
    _ = try DefaultLoginUseCase(repository: store.auth).login(
      email: " kitty@bookkitty.app ", password: "meow")
    let reopened = SQLiteAuthRepository(database: try BookKittyDatabase(path: store.path))
    #expect(reopened.currentSession() == kitty)
    #expect(try reopened.session() == kitty)
    DefaultSessionUseCase(repository: reopened).logout()
    #expect(store.auth.currentSession() == nil)
    let again = SQLiteAuthRepository(database: try BookKittyDatabase(path: store.path))
    #expect(again.currentSession() == nil)
  }

  @Test func thePasswordIsNotStoredAsText() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: store.path))
    #expect(bytes.range(of: Data("kitty@bookkitty.app".utf8)) != nil)
    #expect(bytes.range(of: Data("meow".utf8)) == nil)
  }

  @Test(arguments: [
    // The first from RFC 7914, section 11; the second as Python's hashlib.pbkdf2_hmac gives it.
    (
      "passwd", "salt", 1, 64,
      "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
    ),
    (
      "password", "salt", 4096, 32,
      "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"
    ),
  ])
  func passwordHashingIsPBKDF2WithHMACSHA256(
    password: String, salt: String, rounds: Int, length: Int, expected: String
  ) {
    let derived = PasswordHash.derive(
      password: Array(password.utf8), salt: Array(salt.utf8), rounds: rounds, length: length)
    #expect(derived.map { String(format: "%02x", $0) }.joined() == expected)
  }

  @Test func equalPasswordsHashDifferently() {
    let first = PasswordHash.make(password: "meow", rounds: 2)
    let second = PasswordHash.make(password: "meow", rounds: 2)
    #expect(first.salt != second.salt)
    #expect(first.hash != second.hash)
    #expect(first.matches("meow") && second.matches("meow"))
    #expect(!first.matches("meow!"))
  }
}
