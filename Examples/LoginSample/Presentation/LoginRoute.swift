import Wayfinder

/// The sample's screens.
public enum LoginRoute: Hashable, Codable, Sendable {
  /// The login form.
  case login
  /// The main screen of a signed-in user.
  case main(User)
}

/// What the sample's screens ask their flows for.
public enum LoginSampleIntent: NavigationIntent, Equatable {
  /// The login screen signed a user in.
  case loggedIn(User)
  /// The main screen's logout button.
  case logout
}
