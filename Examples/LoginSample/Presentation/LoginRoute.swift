import Wayfinder

/// The sample's screens.
public enum LoginRoute: Hashable, Codable, Sendable {
  /// The login form.
  case login
  /// The main screen of a signed-in user.
  case main(User)
}

/// What the sample's screens ask their flows for.
///
/// The journal records an intent by its description, so the description leaves out who signed
/// in: journals end up in logs and analytics.
public enum LoginSampleIntent: NavigationIntent, Equatable, CustomStringConvertible {
  /// The login screen signed a user in.
  case loggedIn(User)
  /// The main screen's logout button.
  case logout

  /// The intent without the user's details.
  public var description: String {
    switch self {
    case .loggedIn: "loggedIn"
    case .logout: "logout"
    }
  }
}
