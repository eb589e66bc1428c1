import Testing
import Wayfinder
import WayfinderTesting

/// A guard's redirect meets the app's own flows: it waits for the form already on screen, the
/// flow it starts is the app's to handle, and a redirect that changes nothing ends the request.
@MainActor
@Suite struct GuardRedirectTests {
  typealias LoginFlow = GuardTests.LoginFlow
  typealias Session = GuardTests.Session

  /// An app that handles every login's result — its own, or one a guard started — by signing
  /// the user in and showing Home.
  final class SignInApp: FlowCoordinator<BookRoute> {
    let session: Session
    let showsLoginAtLaunch: Bool
    var adopted: [String] = []
    weak var ownLogin: LoginFlow?

    init(session: Session, showsLoginAtLaunch: Bool) {
      self.session = session
      self.showsLoginAtLaunch = showsLoginAtLaunch
    }

    override func start() throws {
      guard showsLoginAtLaunch else { return try setRoot(.stack([.home])) }
      let login = LoginFlow()
      ownLogin = login
      try start(login, .root)
      signIn(after: login)
    }

    override func didAdopt(_ child: FlowCoordinator<BookRoute>) throws {
      adopted.append(child.flowName)
      if let login = child as? LoginFlow { signIn(after: login) }
    }

    private func signIn(after login: LoginFlow) {
      onFinish(of: login) { [weak self] outcome in
        guard let self, let user = outcome.result else { return }
        session.user = user
        if navigator?.tree.root != .stack([.home]) { try setRoot(.stack([.home])) }
      }
    }
  }

  @MainActor
  struct App {
    let session = Session()
    let app: SignInApp
    let navigator: Navigator<BookRoute>
    let host = TestHost<BookRoute>()
    let gate: NavigationGate<BookRoute>

    @MainActor
    init(showsLoginAtLaunch: Bool, redirect: @escaping @MainActor () -> Redirect<BookRoute>)
      throws
    {
      app = SignInApp(session: session, showsLoginAtLaunch: showsLoginAtLaunch)
      navigator = Navigator(root: app, logger: quietLogger)
      navigator.warnsAboutLeaks = false
      host.attach(to: navigator)
      navigator.start()
      var router = DeepLinkRouter<BookRoute>()
      try router.register("app://books/{id:int}") { match, _ in
        NavigationTree(root: .stack([.home, .bookDetail(id: try match.int("id"))]))
      }
      gate = NavigationGate(navigator: navigator, router: router)
      gate.addGuard { [session] _ in session.user == nil ? .redirect(redirect()) : .allow }
    }

    func openSettings() -> Task<NavigationOutcome, Never> {
      gate.submitInTask(settingsRequest)
    }
  }

  @Test func aRedirectToTheLoginOnScreenWaitsForItInsteadOfReplacingIt() async throws {
    let kitty = try App(showsLoginAtLaunch: true) { .to(LoginFlow(), .root) }
    let ownLogin = try #require(kitty.app.ownLogin)
    let before = kitty.navigator.tree

    let opening = kitty.openSettings()
    await kitty.gate.settled()
    #expect(kitty.gate.redirectFlow === ownLogin, "the gate waits for the form the user sees")
    #expect(kitty.navigator.tree == before)
    #expect(ownLogin.isRunning)
    #expect(kitty.app.adopted.isEmpty)

    ownLogin.finish(with: "kitty")
    #expect(await opening.value == .applied)
    #expect(kitty.session.user == "kitty", "the app's own handler saw the result")
    kitty.host.expectTree(
      """
      stack
        home
        sheet: stack
          settings
      """)
    #expect(kitty.gate.redirectFlow == nil)
  }

  @Test func aFlowTheGateStartsIsAdoptedByTheRootFlowWhichHandlesItsResult() async throws {
    let kitty = try App(showsLoginAtLaunch: false) { .to(LoginFlow()) }
    let opening = kitty.openSettings()
    await kitty.gate.settled()
    let login = try #require(kitty.gate.redirectFlow as? LoginFlow)
    #expect(kitty.app.adopted == ["LoginFlow"])
    #expect(kitty.navigator.tree.visibleRoute == .login)

    login.finish(with: "kitty")
    #expect(await opening.value == .applied)
    #expect(kitty.session.user == "kitty")
    #expect(kitty.navigator.tree.visibleRoute == .settings)
  }

  @Test func aRedirectThatChangesNothingEndsTheRequestInsteadOfAskingAgain() async throws {
    // The guard checks a session nobody sets: the login's result changes nothing it sees.
    let kitty = try App(showsLoginAtLaunch: false) { .to(LoginFlow()) }
    kitty.gate.addGuard { _ in .allow }
    let unsignable = NavigationGate(
      navigator: kitty.navigator, router: try kittyRouter())
    unsignable.addGuard { _ in .redirect(.to(LoginFlow())) }
    let opening = unsignable.submitInTask(settingsRequest)
    await unsignable.settled()
    try #require(unsignable.redirectFlow as? LoginFlow).finish(with: "kitty")

    let outcome = await opening.value
    guard case .rejected(let reason) = outcome else {
      Issue.record("expected a rejection, got \(outcome)")
      return
    }
    #expect(reason.contains("redirected to LoginFlow again after it finished with a result"))
    #expect(kitty.navigator.tree.presentations.isEmpty, "no second login is shown")
    #expect(!unsignable.isChecking)
  }

  @Test func aLinkOpenedInATaskIsTakenAtOnce() async throws {
    let kitty = try App(showsLoginAtLaunch: false) { .to(LoginFlow()) }
    let opening = kitty.gate.openInTask("app://books/7")
    #expect(kitty.gate.isChecking, "taken before the task runs")
    await kitty.gate.settled()
    #expect(kitty.gate.redirectFlow is LoginFlow)
    let bad = kitty.gate.openInTask("app://nowhere")
    guard case .failed = await bad.value else {
      Issue.record("a bad link fails")
      return
    }
    let login = try #require(kitty.gate.redirectFlow as? LoginFlow, "a bad link changes nothing")
    login.finish(with: "kitty")
    #expect(await opening.value == .applied)
    #expect(kitty.navigator.tree.visibleRoute == .bookDetail(id: 7))
  }

  @Test func settledReturnsAtOnceWhenNothingIsChecked() async throws {
    let kitty = try App(showsLoginAtLaunch: false) { .to(LoginFlow()) }
    await kitty.gate.settled()
    #expect(!kitty.gate.isChecking)
    #expect(kitty.gate.redirectFlow == nil)
  }
}

private let settingsRequest = NavigationRequest<BookRoute>(origin: .intent("open settings")) {
  (tree) throws(DeepLinkError) in tree.presenting(.sheet(.settings))
}
