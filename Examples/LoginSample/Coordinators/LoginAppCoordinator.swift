import Wayfinder

/// The app's root flow (seed 003's AppCoordinator): Main when a session exists, Login
/// otherwise; a successful login switches to Main, a logout back to Login.
@MainActor
public final class LoginAppCoordinator: FlowCoordinator<LoginRoute> {
  /// Creates the root flow.
  public override init() {}

  /// Login or Main, each as the root.
  public override class var declaration: FlowDeclaration<LoginRoute> {
    FlowDeclaration(starts: [
      .flow(LoginCoordinator<LoginRoute>.self, .root), .flow(MainCoordinator.self, .root),
    ])
  }

  /// Shows Main for a session, Login without one.
  ///
  /// - Throws: ``ResolutionError`` when the session use case is not registered; the navigator
  ///   reports it.
  public override func start() throws {
    let session = try dependencies.resolve((any SessionUseCase).self)
    if let user = session.currentUser() {
      try showMain(user)
    } else {
      try showLogin()
    }
  }

  func showLogin() throws {
    try start(LoginCoordinator<LoginRoute>(), .root) { [weak self] outcome in
      if let user = outcome.result { try self?.showMain(user) }
    }
  }

  func showMain(_ user: User) throws {
    try start(MainCoordinator(user: user), .root) { [weak self] outcome in
      // Main completes on logout; a root switch that replaced it shows what replaced it.
      if outcome.result != nil { try self?.showLogin() }
    }
  }
}

/// The login flow: the form, finishing with the signed-in user; in any app whose routes have
/// a login screen (``LoginRoutes``).
@MainActor
public final class LoginCoordinator<Route: LoginRoutes>: Coordinator<Route, User> {
  /// Creates the flow.
  public override init() {}

  /// The login form.
  public override class var declaration: FlowDeclaration<Route> {
    FlowDeclaration(shows: [.login])
  }

  /// Shows the login form.
  public override func start() throws {
    try push(.login)
  }

  /// Finishes with the user the form signed in.
  public override func handle(_ intent: any NavigationIntent) -> Bool {
    guard case LoginSampleIntent.loggedIn(let user) = intent else { return false }
    finish(with: user)
    return true
  }
}

/// The main flow of a signed-in user; it completes on logout.
@MainActor
public final class MainCoordinator: Coordinator<LoginRoute, Void> {
  let user: User

  /// Creates the flow for `user`.
  public init(user: User) {
    self.user = user
  }

  /// The main screen; its payload, the user, is left out.
  public override class var declaration: FlowDeclaration<LoginRoute> {
    FlowDeclaration(showing: ["main"])
  }

  /// Shows the main screen.
  public override func start() throws {
    try push(.main(user))
  }

  /// Signs out and completes, so that the app shows Login.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case LoginSampleIntent.logout = intent else { return false }
    try dependencies.resolve((any SessionUseCase).self).logout()
    finish()
    return true
  }
}
