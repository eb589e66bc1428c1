import LoginSample
import Testing
import Wayfinder
import WayfinderTesting

/// Seed 003's Login → Main with the repository swapped for a fake through a child scope.
@MainActor
@Suite struct LoginSampleTests {
  let kitty = User(email: "kitty@bookkitty.app", name: "Kitty")

  /// The app's registrations with `repository` overriding the real one in a child scope.
  func run(with repository: InMemoryAuthRepository) -> (Navigator<LoginRoute>, TestHost<LoginRoute>)
  {
    let app = DependencyContainer(name: "app")
    LoginSampleDependencies.register(in: app)
    let test = app.makeChild(name: "test")
    test.register((any AuthRepository).self, scope: .singleton) { _ in repository }
    let navigator = Navigator(root: LoginAppCoordinator(), dependencies: test)
    navigator.warnsAboutLeaks = false
    let host = TestHost<LoginRoute>()
    host.makeScreen = { LoginScreens.make($0, flow: $1) }
    host.attach(to: navigator)
    navigator.start()
    return (navigator, host)
  }

  func fakeRepository(session: User?) -> InMemoryAuthRepository {
    InMemoryAuthRepository(accounts: [(kitty.email, "meow", kitty.name)], session: session)
  }

  @Test func aValidSessionStartsOnMain() async throws {
    let (_, host) = run(with: fakeRepository(session: kitty))
    host.expectTree(
      """
      stack
        main(User(email: "kitty@bookkitty.app", name: "Kitty"))
      """)
    #expect((host.visibleScreen as? MainViewModel)?.greeting == "Hello, Kitty")
  }

  @Test func noSessionStartsOnLogin() async throws {
    let (_, host) = run(with: fakeRepository(session: nil))
    host.expectTree("stack\n  login")
    #expect(host.visibleScreen is LoginViewModel)
  }

  @Test func aWrongPasswordShowsTheErrorAndStaysOnLogin() async throws {
    let (_, host) = run(with: fakeRepository(session: nil))
    let form = try #require(host.visibleScreen as? LoginViewModel)
    form.email = kitty.email
    form.password = "woof"
    form.login()
    #expect(form.errorMessage == "The email or password is wrong. Check them and try again.")
    #expect(form.password.isEmpty, "a wrong password is typed again, not edited")
    #expect(form.email == kitty.email)
    host.expectTree("stack\n  login")
    form.email = " "
    form.login()
    #expect(form.errorMessage == "Enter your email and password.")
  }

  @Test func loggingInShowsMainAndLoggingOutShowsLoginAgain() async throws {
    let repository = fakeRepository(session: nil)
    let (navigator, host) = run(with: repository)
    for _ in 1...2 {
      do {
        let form = try #require(host.visibleScreen as? LoginViewModel)
        form.email = kitty.email
        form.password = "meow"
        form.login()
      }
      #expect(host.visibleScreen is MainViewModel)
      #expect(repository.currentSession() == kitty)
      try #require(host.visibleScreen as? MainViewModel).logout()
      host.expectTree("stack\n  login")
      #expect(repository.currentSession() == nil)
      #expect(navigator.rootFlow.children.count == 1)
      await host.expectNoLeaks()
    }
  }

  @Test func aMissingRegistrationShowsAnUnavailableScreenNotACrash() async throws {
    // The session is registered, so that the app starts on the form; the form's use case is not.
    let repository = fakeRepository(session: nil)
    let app = DependencyContainer(name: "app")
    app.register((any AuthRepository).self, scope: .singleton) { _ in repository }
    app.register((any SessionUseCase).self) { resolver in
      DefaultSessionUseCase(repository: try resolver.resolve((any AuthRepository).self))
    }
    let navigator = Navigator(root: LoginAppCoordinator(), dependencies: app)
    navigator.warnsAboutLeaks = false
    let host = TestHost<LoginRoute>()
    host.makeScreen = { LoginScreens.make($0, flow: $1) }
    host.attach(to: navigator)
    navigator.start()
    let screen = try #require(host.visibleScreen as? UnavailableScreen)
    #expect(
      screen.reason.hasSuffix(
        "no registration for LoginUseCase. Register it in this container or a parent before resolving."
      ))
  }

  @Test func aMissingSessionRegistrationIsReportedWhenTheAppStarts() async throws {
    let navigator = Navigator(root: LoginAppCoordinator(), dependencies: DependencyContainer())
    navigator.warnsAboutLeaks = false
    let host = TestHost<LoginRoute>()
    host.attach(to: navigator)
    host.expectIssue { navigator.start() }
    guard case .failed(let flow, let during, let error)? = navigator.issues.first else {
      Issue.record("expected a failure, got \(navigator.issues)")
      return
    }
    #expect(flow == "LoginAppCoordinator" && during == "start()")
    #expect(error.contains("no registration for SessionUseCase"))
  }

  /// Another app's routes: the login part embedded in a shop's navigation.
  enum ShopRoute: LoginRoutes {
    case login
    case catalog
  }

  final class ShopApp: FlowCoordinator<ShopRoute> {
    override func start() throws {
      try start(LoginCoordinator<ShopRoute>(), .root) { [weak self] outcome in
        if outcome.result != nil { try self?.setRoot(.stack([.catalog])) }
      }
    }
  }

  @Test func theLoginPartWorksInAnotherAppsNavigation() async throws {
    let app = DependencyContainer(name: "shop")
    LoginSampleDependencies.register(in: app)
    let navigator = Navigator(root: ShopApp(), dependencies: app)
    navigator.warnsAboutLeaks = false
    let journal = navigator.journal.keepRecent(10)
    let host = TestHost<ShopRoute>()
    host.makeScreen = { route, flow in
      route == .login ? LoginScreens.login(flow: flow) : TestScreen(route: route, flow: flow)
    }
    host.attach(to: navigator)
    navigator.start()
    do {
      // Scoped, so that the test does not keep the form alive past its flow.
      let form = try #require(host.visibleScreen as? LoginViewModel)
      form.email = "kitty@bookkitty.app"
      form.password = "meow"
      form.login()
    }
    host.expectTree(
      """
      stack
        catalog
      """)
    #expect(journal.events.last?.cause == .intent("loggedIn"), "no user details")
    await host.expectNoLeaks()
  }
}
