import BookKitty
import BookKittyData
import Foundation
import LoginSample
import Wayfinder
import WayfinderInspector
import WayfinderTerminal

/// One launch of BookKitty: the database, the dependencies, the navigation restored from the
/// last launch, and the terminal host that shows it.
@MainActor
final class BookKittyApp {
  let database: BookKittyDatabase
  let navigator: Navigator<BookKittyRoute>
  let host: TerminalHost<BookKittyRoute>
  private let session: any SessionUseCase
  private var navigation: NavigationSaver
  private var pendingLink: Task<NavigationOutcome, Never>?
  /// What went wrong that the user should know of, printed to standard error at the end.
  private(set) var problems: [String] = []
  /// The navigation inspector, in debug builds launched with `--inspect`; not started yet.
  private(set) var inspector: Inspector?

  /// Opens the database at `path` and restores the navigation saved beside it, or `replay`'s.
  ///
  /// - Parameters:
  ///   - path: the database.
  ///   - size: the terminal's size.
  ///   - replay: a bundle exported from the inspector, to launch into instead of the saved
  ///     navigation; its screens come back only while the user is signed in, as the saved ones.
  ///   - inspectorPort: with a port (0 for any), the app makes an ``Inspector`` before its
  ///     navigator starts, so that the inspector keeps the launch; the caller starts it.
  /// - Throws: ``BookKittyError`` when the database cannot be opened.
  init(
    databasePath path: String, size: TerminalSize,
    replay: InspectorBundle<BookKittyRoute>? = nil, inspectorPort: UInt16? = nil
  ) throws {
    database = try BookKittyDatabase(path: path)
    let dependencies = Self.dependencies(on: database)
    session = try dependencies.resolve((any SessionUseCase).self)
    navigation = NavigationSaver(databasePath: path)

    navigator = Navigator(root: BookKittyAppFlow(), dependencies: dependencies)
    navigator.flowFactory = BookKittyRestoration.flowFactory
    var settings = TerminalHost<BookKittyRoute>.Settings()
    settings.sectionTitle = { $0.bookKittyTitle }
    host = TerminalHost(size: size, settings: settings) { route, flow in
      TerminalScreens.make(route, flow: flow)
    }
    navigator.onIssue = { [weak self] issue in self?.host.status = "\(issue)" }
    #if DEBUG
      // Debug builds (and so the end-to-end tests) check every flow against its declaration:
      // the graph `bookkitty graph` draws is what the app does.
      navigator.checksDeclarations = true
    #endif
    host.attach(to: navigator)
    #if DEBUG
      // The inspector is a tool for debug builds: release builds neither contain the call nor
      // open a port.
      if let inspectorPort { inspector = makeInspector(port: inspectorPort, replaying: replay) }
    #endif
    // The navigation of the last launch, or of a bundle, comes back only while the user is
    // still signed in: a restored screen never skips the login.
    if session.currentUser() == nil {
      navigator.start()
      if replay != nil {
        host.status = "The bundle's navigation needs a signed-in user: log in, then replay it."
      }
    } else if let replay {
      do {
        navigator.start(restoring: try replay.tree(with: BookKittyRestoration.restoration))
      } catch {
        navigator.start()
        host.status = "Started afresh: the bundle could not be restored (\(error))."
      }
    } else if let error = navigator.start(
      restoringFrom: navigation.store, with: BookKittyRestoration.restoration)
    {
      host.status = "Started afresh: the saved navigation could not be restored (\(error))."
    }
  }

  /// BookKitty's dependencies, its repositories in `database`.
  static func dependencies(on database: BookKittyDatabase) -> DependencyContainer {
    let dependencies = DependencyContainer(name: "BookKitty")
    LoginSampleDependencies.register(in: dependencies) { SQLiteAuthRepository(database: database) }
    dependencies.register((any CatalogRepository).self, scope: .singleton) { _ in
      SQLiteCatalogRepository(database: database)
    }
    dependencies.register((any LibraryRepository).self, scope: .singleton) { _ in
      SQLiteLibraryRepository(database: database)
    }
    dependencies.register((any QuestionRepository).self, scope: .singleton) { _ in
      SQLiteQuestionRepository(database: database)
    }
    BookKittyDependencies.register(in: dependencies)
    return dependencies
  }

  /// Opens a deep link; before login it waits for the user to sign in.
  func open(_ link: String) async {
    let gate = makeGate()
    pendingLink = Task { await gate.open(link) }
    await settleLink()
  }

  /// BookKitty's gate for links.
  private func makeGate() -> NavigationGate<BookKittyRoute> {
    BookKittyLinks.makeGate(navigator: navigator, session: session)
  }

  #if DEBUG
    /// The inspector of this launch's navigation: jumps and bundles go through BookKitty's
    /// restoration, and a link opened from the viewer goes through the same gate as `--open`.
    private func makeInspector(
      port: UInt16, replaying replay: InspectorBundle<BookKittyRoute>?
    ) -> Inspector {
      var options = InspectorOptions(restoration: BookKittyRestoration.restoration)
      // Time travel goes back through the steps that led to a replayed bundle's state.
      options.replaying = replay
      options.openLink = { [weak self] link in
        guard let self else { return .superseded }
        return await makeGate().open(link)
      }
      return Inspector(navigator: navigator, options: options, port: port)
    }
  #endif

  /// Once the user is signed in, waits for the link that waited for it, and reports its end.
  private func settleLink() async {
    guard let link = pendingLink, session.currentUser() != nil else { return }
    pendingLink = nil
    let outcome = await link.value
    if outcome != .applied { host.status = "Link \(outcome)." }
  }

  /// Saves the navigation for the next launch when it changed, and lets a link waiting for
  /// login go on.
  func afterEvent() async {
    await settleLink()
    do {
      try navigation.save(navigator.tree)
    } catch {
      host.status = "The navigation could not be saved: \(error)"
    }
  }

  /// The navigation tree as text, for `--dump`.
  var dump: String { navigator.tree.dump() }
}
