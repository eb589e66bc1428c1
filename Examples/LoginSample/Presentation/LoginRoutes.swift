import Wayfinder

/// The routes of an app that signs its users in with this sample's login flow: its route type
/// has a login screen.
///
/// The sample's own ``LoginRoute`` is one; an app that embeds the login part in its own
/// navigation adds the case to its route enum:
///
/// ```swift
/// enum Route: LoginRoutes {
///   case login
///   case home, library
/// }
/// try start(LoginCoordinator<Route>(), .root) { outcome in … }
/// ```
public protocol LoginRoutes: NavigationRoute {
  /// The login form.
  static var login: Self { get }
}

extension LoginRoute: LoginRoutes {}
