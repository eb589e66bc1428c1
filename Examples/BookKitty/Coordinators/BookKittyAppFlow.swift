import LoginSample
import Wayfinder

/// BookKitty's root flow (seed 003's AppCoordinator): the tabs with a session, the login form
/// without one; a login shows the tabs, a logout from any screen shows the form again.
@MainActor
public final class BookKittyAppFlow: FlowCoordinator<BookKittyRoute> {
  /// The running tabs flow, `nil` while the login form shows.
  public private(set) weak var tabs: BookKittyTabsFlow?
  /// The login flow on screen, if the form shows.
  private weak var login: LoginCoordinator<BookKittyRoute>?

  /// Creates the root flow.
  public override init() {}

  /// Login or the tabs, each as the root.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(starts: [
      .flow(LoginCoordinator<BookKittyRoute>.self, .root), .flow(BookKittyTabsFlow.self, .root),
    ])
  }

  /// Shows the tabs for a session, the login form without one.
  ///
  /// - Throws: ``ResolutionError`` when the session use case is not registered; the navigator
  ///   reports it.
  public override func start() throws {
    let session = try dependencies.resolve((any SessionUseCase).self)
    if session.currentUser() != nil {
      try showTabs()
    } else {
      try start(makeLogin(), .root)
    }
  }

  /// Signs out on ``LoginSample/LoginSampleIntent/logout`` and shows the login form.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case LoginSampleIntent.logout = intent else { return false }
    try dependencies.resolve((any SessionUseCase).self).logout()
    try start(makeLogin(), .root)
    return true
  }

  /// The redirect a link guard sends a signed-out user through: the login form on screen, or a
  /// new one as the root; its login shows the tabs before the link is applied.
  func loginRedirect() -> Redirect<BookKittyRoute> {
    if let login, login.isRunning { return .waiting(for: login) }
    return .to(makeLogin(), .root)
  }

  /// A login flow whose login shows the tabs.
  private func makeLogin() -> LoginCoordinator<BookKittyRoute> {
    let login = LoginCoordinator<BookKittyRoute>()
    self.login = login
    onFinish(of: login) { [weak self] outcome in
      guard let self, outcome.result != nil else { return }
      // The tabs need a session, not only a login intent: one that no sign-in stands behind
      // (sent by other code than the form) shows the form again.
      if try dependencies.resolve((any SessionUseCase).self).currentUser() != nil {
        try showTabs()
      } else {
        try start(makeLogin(), .root)
      }
    }
    return login
  }

  private func showTabs() throws {
    let tabs = BookKittyTabsFlow()
    self.tabs = tabs
    try start(tabs, .root)
  }
}
