/// Why signing in failed, in words the login screen shows.
public enum LoginError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The email or the password is empty.
  case emptyFields
  /// No account has that email and password.
  case wrongCredentials
  /// The account service could not be reached; the text says why.
  case unavailable(String)

  /// The message for the login screen.
  public var description: String {
    switch self {
    case .emptyFields: "Enter your email and password."
    case .wrongCredentials: "The email or password is wrong. Check them and try again."
    case .unavailable(let reason): "Signing in is unavailable right now: \(reason)"
    }
  }
}
