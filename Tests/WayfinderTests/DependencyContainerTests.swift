import Synchronization
import Testing
import Wayfinder
import WayfinderTesting

// A small graph in the shape of seed 003: view model ← use case ← repository ← API client.
protocol APIClient: Sendable {}
final class LiveAPIClient: APIClient {}
protocol AuthRepository: Sendable {
  var api: any APIClient { get }
}
final class DefaultAuthRepository: AuthRepository {
  let api: any APIClient
  init(api: any APIClient) { self.api = api }
}
final class FakeAuthRepository: AuthRepository {
  let api: any APIClient = LiveAPIClient()
}
final class LoginUseCase: Sendable {
  let repository: any AuthRepository
  init(repository: any AuthRepository) { self.repository = repository }
}
final class LoginViewModel: Sendable {
  let useCase: LoginUseCase
  init(useCase: LoginUseCase) { self.useCase = useCase }
}
struct Settings: Sendable {
  var theme: String
}
struct BrokenBackend: Error, Equatable {}

func seed003Graph(apiScope: DependencyScope = .transient) -> DependencyContainer {
  let container = DependencyContainer(name: "app")
  container.register((any APIClient).self, scope: apiScope) { _ in LiveAPIClient() }
  container.register((any AuthRepository).self) { r in
    DefaultAuthRepository(api: try r.resolve((any APIClient).self))
  }
  container.register(LoginUseCase.self) { r in
    LoginUseCase(repository: try r.resolve((any AuthRepository).self))
  }
  container.register(LoginViewModel.self) { r in LoginViewModel(useCase: try r.resolve()) }
  return container
}

@Suite struct DependencyContainerTests {
  @Test func resolvesAGraphByTypeWithFactoriesResolvingTheirOwnDependencies() throws {
    let container = seed003Graph()
    let model = try container.resolve(LoginViewModel.self)
    #expect(model.useCase.repository is DefaultAuthRepository)
  }

  @Test func resolvesByName() throws {
    let container = DependencyContainer()
    container.register(Settings.self) { _ in Settings(theme: "light") }
    container.register(Settings.self, name: "dark") { _ in Settings(theme: "dark") }
    #expect(try container.resolve(Settings.self).theme == "light")
    #expect(try container.resolve(Settings.self, name: "dark").theme == "dark")
    #expect(container.isRegistered(Settings.self, name: "dark"))
    #expect(!container.isRegistered(Settings.self, name: "sepia"))
  }

  @Test func transientMakesANewInstanceEachTime() throws {
    let container = seed003Graph()
    #expect(try container.resolve(LoginUseCase.self) !== container.resolve(LoginUseCase.self))
  }

  @Test func singletonIsOnePerContainerAndSharedWithChildren() throws {
    let container = seed003Graph(apiScope: .singleton)
    let first = try container.resolve((any APIClient).self) as AnyObject
    let child = container.makeChild(name: "child")
    #expect(try container.resolve((any APIClient).self) as AnyObject === first)
    #expect(try child.resolve((any APIClient).self) as AnyObject === first)
    let other = seed003Graph(apiScope: .singleton)
    #expect(try other.resolve((any APIClient).self) as AnyObject !== first)
  }

  @Test func weakIsSharedWhileSomeoneHoldsIt() throws {
    let made = Mutex(0)
    let container = DependencyContainer()
    container.register(LiveAPIClient.self, scope: .weak) { _ in
      made.withLock { $0 += 1 }
      return LiveAPIClient()
    }
    weak var released: LiveAPIClient?
    do {
      let held = try container.resolve(LiveAPIClient.self)
      #expect(try container.resolve(LiveAPIClient.self) === held)
      released = held
    }
    #expect(released == nil)
    #expect(made.withLock { $0 } == 1)
    _ = try container.resolve(LiveAPIClient.self)
    #expect(made.withLock { $0 } == 2, "once nobody held it, a new one was made")
  }

  @Test func weakScopeOnAValueTypeIsAnError() {
    let container = DependencyContainer()
    container.register(Settings.self, scope: .weak) { _ in Settings(theme: "x") }
    #expect {
      try container.resolve(Settings.self)
    } throws: { error in
      (error as? ResolutionError)?.description.hasPrefix(
        "Settings is registered with the weak scope but is not a class") == true
    }
  }

  @Test func aChildFallsBackToItsParentAndCanOverrideIt() throws {
    let container = seed003Graph()
    let test = container.makeChild(name: "test")
    test.register((any AuthRepository).self) { _ in FakeAuthRepository() }
    #expect(try test.resolve(LoginUseCase.self).repository is FakeAuthRepository)
    #expect(try container.resolve(LoginUseCase.self).repository is DefaultAuthRepository)
  }

  @Test func aRegistrationMadeAfterAScopeHasResolvedIsSeenFromThen() throws {
    let app = seed003Graph()
    let flow = app.makeChild(name: "flow")
    let screen = flow.makeChild(name: "screen")
    let sibling = app.makeChild(name: "sibling")
    #expect(try screen.resolve(LoginUseCase.self).repository is DefaultAuthRepository)
    #expect(!screen.isRegistered(Settings.self))

    app.register(Settings.self) { _ in Settings(theme: "light") }
    #expect(try screen.resolve(Settings.self).theme == "light", "a new type in the root")

    flow.register(Settings.self) { _ in Settings(theme: "dark") }
    #expect(try screen.resolve(Settings.self).theme == "dark", "an override in the middle")
    #expect(try sibling.resolve(Settings.self).theme == "light", "the sibling keeps the root's")

    app.register(Settings.self) { _ in Settings(theme: "sepia") }
    #expect(try screen.resolve(Settings.self).theme == "dark", "the override still wins")
    #expect(try app.resolve(Settings.self).theme == "sepia", "a replaced registration")

    app.register((any AuthRepository).self) { _ in FakeAuthRepository() }
    #expect(try screen.resolve(LoginUseCase.self).repository is FakeAuthRepository)
  }

  @Test func reRegisteringAFlowServiceInItsScopeReplacesOnlyThatInstance() throws {
    final class Cart: Sendable {}
    final class Session: Sendable {}
    let app = DependencyContainer()
    app.register(Cart.self, scope: .flow) { _ in Cart() }
    app.register(Session.self, scope: .flow) { _ in Session() }
    let flow = app.makeChild(name: "checkout")
    let cart = try flow.resolve(Cart.self)
    let session = try flow.resolve(Session.self)
    #expect(try flow.resolve(Cart.self) === cart, "made once per flow")

    flow.register(Cart.self, scope: .flow) { _ in Cart() }
    let newCart = try flow.resolve(Cart.self)
    #expect(newCart !== cart)
    #expect(try flow.resolve(Session.self) === session)

    flow.register(Session.self, scope: .flow) { _ in Session() }
    #expect(try flow.resolve(Session.self) !== session)
    #expect(try flow.resolve(Cart.self) === newCart)
  }

  @Test func manyTypesAndNamesEachResolveToTheirOwnRegistration() throws {
    let container = DependencyContainer()
    for index in 0..<2_000 {
      container.register(Settings.self, name: "n\(index)") { _ in Settings(theme: "\(index)") }
    }
    container.register(Settings.self) { _ in Settings(theme: "unnamed") }
    container.register(LoginUseCase.self) { _ in LoginUseCase(repository: FakeAuthRepository()) }
    let child = container.makeChild(name: "child")
    for index in stride(from: 0, to: 2_000, by: 7) {
      #expect(try child.resolve(Settings.self, name: "n\(index)").theme == "\(index)")
    }
    #expect(try child.resolve(Settings.self).theme == "unnamed")
    #expect(!child.isRegistered(Settings.self, name: "n2000"))
    container.register(Settings.self, name: "n5") { _ in Settings(theme: "replaced") }
    #expect(try child.resolve(Settings.self, name: "n5").theme == "replaced")
    #expect(try child.resolve(Settings.self, name: "n6").theme == "6")
    #expect(child.isRegistered(LoginUseCase.self))
  }

  @Test func aMissingRegistrationNamesTheTypeAndTheChainThatNeededIt() {
    let container = seed003Graph()
    let broken = DependencyContainer(name: "broken")
    broken.register((any AuthRepository).self) { r in
      DefaultAuthRepository(api: try r.resolve((any APIClient).self))
    }
    broken.register(LoginUseCase.self) { r in LoginUseCase(repository: try r.resolve()) }
    broken.register(LoginViewModel.self) { r in LoginViewModel(useCase: try r.resolve()) }
    #expect {
      try broken.resolve(LoginViewModel.self)
    } throws: { error in
      (error as? ResolutionError)?.description
        == "LoginViewModel → LoginUseCase → AuthRepository: no registration for APIClient. "
        + "Register it in this container or a parent before resolving."
    }
    #expect(throws: ResolutionError.self) {
      try container.resolve(Settings.self, name: "missing")
    }
  }

  @Test func aCycleIsReportedWithItsPath() {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: C) {} }
    final class C: Sendable { init(_: A) {} }
    let container = DependencyContainer()
    container.register(A.self) { r in A(try r.resolve()) }
    container.register(B.self) { r in B(try r.resolve()) }
    container.register(C.self) { r in C(try r.resolve()) }
    #expect {
      try container.resolve(A.self)
    } throws: { error in
      guard case .cycle(let path) = error as? ResolutionError else { return false }
      return path == ["A", "B", "C", "A"]
    }
  }

  @Test func aLegalChainDeeperThanTheLimitIsNotCalledACycle() {
    // Int named "0" needs Int named "1", … up to "199": no registration repeats.
    let container = DependencyContainer()
    for level in 0..<200 {
      container.register(Int.self, name: "\(level)") { r in
        level == 199 ? level : try r.resolve(Int.self, name: "\(level + 1)")
      }
    }
    #expect {
      try container.resolve(Int.self, name: "0")
    } throws: { error in
      guard case .tooDeep(let path, let limit) = error as? ResolutionError else { return false }
      return limit == 128 && path.count == 129 && path.first == "Int named \"0\""
        && path.last == "Int named \"128\""
        && String(describing: error).hasPrefix(
          "resolutions nested deeper than 128 levels, none repeating: Int named \"0\" → ")
    }
    // Within the limit, the same kind of chain resolves.
    #expect((try? container.resolve(Int.self, name: "100")) == 199)
  }

  @Test func aCycleThroughNamedRegistrationsNamesEachStep() {
    let container = DependencyContainer()
    container.register(Int.self, name: "a") { r in try r.resolve(Int.self, name: "b") }
    container.register(Int.self, name: "b") { r in try r.resolve(Int.self, name: "c") }
    container.register(Int.self, name: "c") { r in try r.resolve(Int.self, name: "a") }
    #expect {
      try container.resolve(Int.self, name: "a")
    } throws: { error in
      guard case .cycle(let path) = error as? ResolutionError else { return false }
      return path == ["Int named \"a\"", "Int named \"b\"", "Int named \"c\"", "Int named \"a\""]
    }
  }

  @Test func aFactorysOwnErrorIsPassedThrough() {
    let container = seed003Graph()
    container.register((any APIClient).self) { _ in throw BrokenBackend() }
    #expect {
      try container.resolve(LoginViewModel.self)
    } throws: { error in
      guard let error = error as? ResolutionError else { return false }
      return error.underlyingError as? BrokenBackend == BrokenBackend()
        && error.description.hasPrefix(
          "LoginViewModel → LoginUseCase → AuthRepository: the factory of APIClient threw")
    }
  }

  @Test func anEndedScopeRefusesToResolve() {
    let container = seed003Graph()
    let scope = container.makeChild(name: "AppFlow › Login")
    scope.end()
    #expect {
      try scope.resolve(LoginUseCase.self)
    } throws: { error in
      guard case .scopeEnded(let name, _) = error as? ResolutionError else { return false }
      return name == "AppFlow › Login"
    }
  }

  @Test func isSafeFromManyTasksAtOnce() async throws {
    let container = seed003Graph(apiScope: .singleton)
    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<64 {
        group.addTask {
          let model = try container.resolve(LoginViewModel.self)
          return ObjectIdentifier(model.useCase.repository.api as AnyObject)
        }
      }
      return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(identities.count == 1, "every task got the one singleton")
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<32 {
        group.addTask {
          container.register(Settings.self, name: "\(index)") { _ in Settings(theme: "\(index)") }
        }
      }
    }
    #expect(try container.resolve(Settings.self, name: "31").theme == "31")
  }

  @Test func resolvingFromScopesWhileTheirParentsRegisterIsSafe() async throws {
    let app = seed003Graph(apiScope: .singleton)
    let scopes = (0..<8).map { app.makeChild(name: "flow \($0)").makeChild(name: "screen") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, scope) in scopes.enumerated() {
        group.addTask {
          for _ in 0..<200 { _ = try scope.resolve(LoginViewModel.self) }
        }
        group.addTask {
          for round in 0..<50 {
            app.register(Settings.self, name: "\(index)-\(round)") { _ in Settings(theme: "") }
          }
        }
      }
      try await group.waitForAll()
    }
    for scope in scopes {
      #expect(scope.isRegistered(Settings.self, name: "7-49"))
    }
  }
}

/// Flow scopes: a service per flow, released when the flow finishes.
@MainActor
@Suite struct FlowScopeTests {
  final class SessionTracker: Sendable {}

  func harness() -> Harness {
    let harness = Harness()
    harness.navigator.dependencies.register(SessionTracker.self, scope: .flow) { _ in
      SessionTracker()
    }
    return harness
  }

  @Test func aFlowScopedServiceIsMadeOncePerFlowAndReleasedWhenItFinishes() async throws {
    let harness = harness()
    weak var released: SessionTracker?
    do {
      let first = TestFlow<Void>("First", routes: [.library])
      let second = TestFlow<Void>("Second", routes: [.settings])
      try harness.app.start(first, .push)
      try harness.app.start(second, .present(.sheet))
      let tracker = try first.dependencies.resolve(SessionTracker.self)
      #expect(try first.dependencies.resolve(SessionTracker.self) === tracker)
      #expect(try second.dependencies.resolve(SessionTracker.self) !== tracker)
      #expect(first.dependencies.parent === harness.app.dependencies)
      released = tracker
      first.finish()
      second.finish()
    }
    await harness.host.expectNoLeaks()
    #expect(released == nil)
  }

  @Test func aFlowScopedServiceKeptAliveIsReportedAsALeak() async throws {
    let harness = harness()
    var kept: SessionTracker?
    do {
      let flow = TestFlow<Void>("Holder", routes: [.library])
      try harness.app.start(flow, .push)
      kept = try flow.dependencies.resolve(SessionTracker.self)
      flow.finish()
    }
    #expect(
      harness.navigator.leakWatcher.leaks().contains(
        Leak(kind: .service, label: "SessionTracker of AppFlow › Holder")))
    kept = nil
    #expect(kept == nil)
    await harness.host.expectNoLeaks()
  }

  @Test func aFakeSingletonATestRegistersInAFlowIsNoLeak() async throws {
    // The documented override for tests: a fake registered in the flow before it starts,
    // which the test keeps to check it. Nothing can tell it from a singleton the flow made, so
    // singletons are not leak-checked.
    let harness = harness()
    let fake = SessionTracker()
    do {
      let flow = TestFlow<Void>("Library", routes: [.library])
      flow.dependencies.register(SessionTracker.self, scope: .singleton) { _ in fake }
      try harness.app.start(flow, .push)
      #expect(try flow.dependencies.resolve(SessionTracker.self) === fake)
      flow.finish()
    }
    #expect(harness.navigator.leakWatcher.leaks().isEmpty)
    await harness.host.expectNoLeaks()
    withExtendedLifetime(fake) {}
  }

  protocol Cart: AnyObject, Sendable {}
  final class LiveCart: Cart {}
  struct Totals: Sendable { var items = 0 }

  @Test func flowServicesOfEveryKindOfTypeAreKeptOncePerFlow() throws {
    let app = DependencyContainer()
    app.register((any Cart).self, scope: .flow) { _ in LiveCart() }
    app.register((any APIClient).self, scope: .flow) { _ in LiveAPIClient() }
    app.register(Totals.self, scope: .flow) { _ in Totals() }
    app.register(LiveCart.self, scope: .flow) { _ in LiveCart() }
    let flow = app.makeChild(name: "checkout")
    let cart = try flow.resolve((any Cart).self)
    #expect(try flow.resolve((any Cart).self) === cart, "a class-bound protocol type")
    let api = try flow.resolve((any APIClient).self) as AnyObject
    #expect(try flow.resolve((any APIClient).self) as AnyObject === api, "a protocol type")
    #expect(try flow.resolve(Totals.self).items == 0, "a value type")
    let live = try flow.resolve(LiveCart.self)
    #expect(try flow.resolve(LiveCart.self) === live, "a class")
    #expect(live !== cart, "each registration has its own instance")
  }

  @Test func aServiceRegisteredAsAProtocolIsWatchedToo() async throws {
    let harness = harness()
    harness.navigator.dependencies.register((any APIClient).self, scope: .flow) { _ in
      LiveAPIClient()
    }
    var kept: (any APIClient)?
    do {
      let flow = TestFlow<Void>("Holder", routes: [.library])
      try harness.app.start(flow, .push)
      kept = try flow.dependencies.resolve((any APIClient).self)
      flow.finish()
    }
    #expect(
      harness.navigator.leakWatcher.leaks().contains(
        Leak(kind: .service, label: "LiveAPIClient of AppFlow › Holder")))
    kept = nil
    #expect(kept == nil)
  }

  @Test func screensResolveFromTheirFlowsScope() throws {
    let harness = harness()
    let flow = TestFlow<Void>("Login", routes: [.login])
    flow.dependencies.register(Settings.self) { _ in Settings(theme: "login") }
    harness.navigator.dependencies.register(Settings.self) { _ in Settings(theme: "app") }
    try harness.app.start(flow, .push)
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    #expect(try screen.flow.dependencies?.resolve(Settings.self).theme == "login")
    #expect(try harness.app.dependencies.resolve(Settings.self).theme == "app")
    flow.finish()
    #expect(screen.flow.dependencies == nil)
  }
}
