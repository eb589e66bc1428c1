import LoginSample
import Wayfinder

/// BookKitty's navigation (seed 002) run in the terminal: signing in with the login part of the
/// clean-architecture sample (seed 003), then tabs, a shared Book Detail flow, and the
/// floating-button flows whose results select a tab.
@main
struct BookKittyExample {
  @MainActor
  static func main() throws {
    let dependencies = DependencyContainer(name: "BookKitty")
    LoginSampleDependencies.register(in: dependencies)
    let root = BookKittyApp()
    let navigator = Navigator(root: root, dependencies: dependencies)
    navigator.flowFactory = flowFactory
    let journal = navigator.journal.keepRecent(30)
    let host = PrintingHost()

    host.section("launch without a session: the login form")
    navigator.attach(host)
    navigator.start()
    host.show(navigator)

    host.section("sign in with a wrong password: the error shows, the form stays")
    signIn(navigator, password: "woof")
    host.show(navigator)

    host.section("sign in as kitty@bookkitty.app: the tabs replace the form")
    signIn(navigator, password: "meow")
    host.show(navigator)
    guard let app = root.tabs else { return }

    host.section("Home: open a book")
    navigator.handle(forRouteAt: 0, in: homeStack).send(BookIntent.openBook(id: 42))
    host.show(navigator)

    host.section("the user taps back")
    host.user(.popped(toCount: 1, at: homeStack), navigator)
    host.show(navigator)

    host.section("floating button: Add Book, scan, save")
    try app.addBook()
    if let flow = app.children.last as? AddBookFlow {
      try flow.scanned(title: "Dune")
      flow.save()
    }
    host.show(navigator)

    host.section("floating button: Ask a Question, then swipe it away")
    try app.askQuestion()
    host.user(.dismissed(toLevel: 0), navigator)
    host.show(navigator)

    host.section("deep link bookkitty://home/books/7, then share what is shown")
    let router = try bookKittyRouter()
    do {
      let target = try router.target(for: "bookkitty://home/books/7", from: navigator.tree)
      navigator.setTree(target, cause: .deepLink("bookkitty://home/books/7"))
    } catch {
      print("  refused: \(error)")
    }
    host.show(navigator)
    print("  share: \(router.link(for: navigator.tree) ?? "nothing to share")")

    host.section("a bad link changes nothing")
    do {
      _ = try router.target(for: "bookkitty://home/books/seven", from: navigator.tree)
    } catch {
      print("  refused: \(error)")
    }

    host.section("save a snapshot, restore it in a new launch")
    let restoration = Restoration<Route>(version: 1)
    let store = InMemorySnapshotStore()
    do {
      try restoration.save(navigator.tree, to: store)
    } catch {
      print("  could not save: \(error)")
    }
    // The session outlives the launch: the new one starts on the tabs, not the form.
    let relaunched = Navigator(root: BookKittyApp(), dependencies: dependencies)
    relaunched.flowFactory = flowFactory
    relaunched.start()
    let restored = restoration.restore(from: store, initial: relaunched.tree)
    relaunched.restore(restored.tree)
    // Attached once the state is restored, the host builds it in one plan.
    relaunched.attach(host)
    host.show(relaunched)

    host.section("log out from the Library: back to the login form")
    let library = StackPath(level: 0, section: TabID(Tab.library))
    relaunched.handle(forRouteAt: 0, in: library).send(LoginSampleIntent.logout)
    host.show(relaunched)

    host.section("the journal of the first launch")
    for event in journal.events {
      print("  #\(event.sequence) \(event.cause)")
    }
  }

  /// Types the credentials into the login form, the screen the host would show, and submits.
  @MainActor
  static func signIn(_ navigator: Navigator<Route>, password: String) {
    let form = StackPath(level: 0)
    let screen = LoginScreens.login(flow: navigator.handle(forRouteAt: 0, in: form))
    guard let model = screen as? LoginViewModel else {
      print("  no login form: \((screen as? UnavailableScreen)?.reason ?? "\(screen)")")
      return
    }
    model.email = "kitty@bookkitty.app"
    model.password = password
    model.login()
    if let error = model.errorMessage { print("  form: \(error)") }
  }

  /// Which route begins which flow, so that links and restorations get their flows back.
  @MainActor
  static func flowFactory(_ route: Route) -> FlowCoordinator<Route>? {
    if case .bookDetail(let id) = route { return BookDetailFlow(id: id) }
    return nil
  }

  /// BookKitty's link to a book in the Home tab, both ways.
  static func bookKittyRouter() throws -> DeepLinkRouter<Route> {
    var router = DeepLinkRouter<Route>()
    try router.register(
      "bookkitty://home/books/{id:int}",
      handler: { match, tree in
        try tree.showing(
          section: TabID(Tab.home), stack: [.home, .bookDetail(id: match.int("id"))])
      },
      reverse: { tree in
        guard case .bookDetail(let id)? = tree.visibleRoute else { return nil }
        return ["id": "\(id)"]
      })
    return router
  }

  static let homeStack = StackPath(level: 0, section: TabID(Tab.home))

}

/// BookKitty's screens; the login form is the sample's (``LoginRoutes``).
enum Route: LoginRoutes {
  case login
  case home, qna, library
  case bookDetail(id: Int)
  case scanBarcode
  case confirmBook(title: String)
  case askQuestion
}

/// BookKitty's tabs.
enum Tab: String, CaseIterable {
  case home, qna, library

  var root: Route {
    switch self {
    case .home: .home
    case .qna: .qna
    case .library: .library
    }
  }
}

enum BookIntent: NavigationIntent {
  case openBook(id: Int)
}

struct Book: Sendable {
  var title: String
}

/// The app's root flow: the login form without a session, the tabs with one; logging out
/// from any screen shows the form again.
@MainActor
final class BookKittyApp: FlowCoordinator<Route> {
  private(set) weak var tabs: TabsFlow?

  override func start() throws {
    let session = try dependencies.resolve((any SessionUseCase).self)
    if session.currentUser() != nil { try showTabs() } else { try showLogin() }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case LoginSampleIntent.logout = intent else { return false }
    try dependencies.resolve((any SessionUseCase).self).logout()
    try showLogin()
    return true
  }

  private func showLogin() throws {
    try start(LoginCoordinator<Route>(), .root) { [weak self] outcome in
      if outcome.result != nil { try self?.showTabs() }
    }
  }

  private func showTabs() throws {
    let tabs = TabsFlow()
    self.tabs = tabs
    try start(tabs, .root)
  }
}

/// The tab-bar coordinator: one flow per tab, and the floating-button flows.
@MainActor
final class TabsFlow: TabsCoordinator<Route, Tab> {
  init() {
    super.init(selected: .home, reselection: .nothing) { $0.root }
  }

  override func flow(for tab: Tab) -> Coordinator<Route, Void> {
    BookKittyTabFlow()
  }

  func addBook() throws {
    // Pushed over the tab bar, as BookKitty does.
    try start(AddBookFlow(), .present(.pushed)) { [weak self] outcome in
      // A saved book shows the Library. BookKitty's coordinatorDidFinish selects it whatever
      // the outcome; the typed result tells a saved book from a cancelled Add Book.
      if outcome.result != nil { try self?.select(.library) }
    }
  }

  func askQuestion() throws {
    try start(AskQuestionFlow(), .present(.sheet)) { [weak self] outcome in
      if outcome.result != nil { try self?.select(.qna) }
    }
  }
}

/// One tab: it opens the shared Book Detail flow when a screen asks.
@MainActor
final class BookKittyTabFlow: Coordinator<Route, Void> {
  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case BookIntent.openBook(let id) = intent else { return false }
    try start(BookDetailFlow(id: id), .push)
    return true
  }
}

/// Book Detail, started from any tab, finishing back into whichever started it.
@MainActor
final class BookDetailFlow: Coordinator<Route, Void> {
  let id: Int

  init(id: Int) {
    self.id = id
  }

  override func start() throws {
    try push(.bookDetail(id: id))
  }
}

@MainActor
final class AddBookFlow: Coordinator<Route, Book> {
  private var title: String?

  override func start() throws {
    try push(.scanBarcode)
  }

  func scanned(title: String) throws {
    self.title = title
    try push(.confirmBook(title: title))
  }

  func save() {
    if let title { finish(with: Book(title: title)) }
  }
}

@MainActor
final class AskQuestionFlow: Coordinator<Route, String> {
  override func start() throws {
    try push(.askQuestion)
  }
}

/// A host that prints each step and completes it at once.
@MainActor
final class PrintingHost: NavigationHost {
  let capabilities = HostCapabilities.uiKit

  func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    print("  step: \(step)")
    completion()
  }

  func section(_ title: String) {
    print("== \(title)")
  }

  func user(_ event: UserEvent, _ navigator: Navigator<Route>) {
    print("  user: \(event)")
    do {
      try navigator.receive(event)
    } catch {
      print("  rejected: \(error)")
    }
  }

  func show(_ navigator: Navigator<Route>) {
    print("  tree:")
    for line in navigator.tree.dump().split(separator: "\n") { print("    \(line)") }
    print("  flows:")
    for line in navigator.flowDump().split(separator: "\n") { print("    \(line)") }
  }
}
