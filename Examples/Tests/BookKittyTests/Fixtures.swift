import BookKitty
import BookKittyData
import Foundation
import LoginSample
import Testing
import Wayfinder
import WayfinderTesting

/// A folder of its own for one test, removed with everything in it when the test ends.
final class TemporaryFolder: Sendable {
  /// The folder's path.
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "bookkitty-app-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Which repositories a test registers; a test of a missing registration leaves one out.
enum Repository: CaseIterable {
  case catalog
  case library
  case questions
}

/// BookKitty as the executable runs it — SQLite repositories on a database file in a temporary
/// folder, the app's use cases, the real coordinators and view models — shown by a test host.
@MainActor
final class KittyApp {
  static let email = "kitty@bookkitty.app"
  static let password = "meow"

  /// Migrated databases, made once and copied for each test: migrating imports the catalog and
  /// hashing the demo password takes a while in a debug build.
  private static let signedOut = Result { () throws(BookKittyError) in
    try BookKittyDatabase.inMemory()
  }
  private static let signedIn = Result { () throws(BookKittyError) -> BookKittyDatabase in
    let database = try BookKittyDatabase.inMemory()
    _ = try? SQLiteAuthRepository(database: database).signIn(email: email, password: password)
    return database
  }

  let folder: TemporaryFolder
  let database: BookKittyDatabase
  let dependencies: DependencyContainer
  let navigator: Navigator<BookKittyRoute>
  let host: TestHost<BookKittyRoute>

  /// Launches the app on a new database, signed in or not, with `repositories` registered.
  init(
    signedIn: Bool = true, repositories: [Repository] = Repository.allCases,
    overriding override: (DependencyContainer) -> Void = { _ in }
  ) throws {
    folder = try TemporaryFolder()
    let path = folder.path + "/bookkitty.sqlite"
    try (signedIn ? Self.signedIn : Self.signedOut).get().backup(to: path)
    let database = try BookKittyDatabase(path: path)
    self.database = database
    let registrations = Self.makeDependencies(database: database, repositories: repositories)
    dependencies = registrations.makeChild(name: "test")
    override(dependencies)
    navigator = Navigator(root: BookKittyAppFlow(), dependencies: dependencies)
    navigator.flowFactory = BookKittyRestoration.flowFactory
    navigator.warnsAboutLeaks = false
    host = TestHost<BookKittyRoute>()
    host.makeScreen = { BookKittyScreens.make($0, flow: $1) }
    host.attach(to: navigator)
    navigator.start()
  }

  /// The registrations the executable makes, on `database`.
  static func makeDependencies(
    database: BookKittyDatabase, repositories: [Repository] = Repository.allCases
  ) -> DependencyContainer {
    let container = DependencyContainer(name: "BookKitty")
    LoginSampleDependencies.register(in: container) { SQLiteAuthRepository(database: database) }
    for repository in repositories {
      switch repository {
      case .catalog:
        container.register((any CatalogRepository).self, scope: .singleton) { _ in
          SQLiteCatalogRepository(database: database)
        }
      case .library:
        container.register((any LibraryRepository).self, scope: .singleton) { _ in
          SQLiteLibraryRepository(database: database)
        }
      case .questions:
        container.register((any QuestionRepository).self, scope: .singleton) { _ in
          SQLiteQuestionRepository(database: database)
        }
      }
    }
    BookKittyDependencies.register(in: container)
    return container
  }

  var root: BookKittyAppFlow { navigator.rootFlow as! BookKittyAppFlow }
  var tabs: BookKittyTabsFlow? { root.tabs }
  var library: SQLiteLibraryRepository { SQLiteLibraryRepository(database: database) }
  var questions: SQLiteQuestionRepository { SQLiteQuestionRepository(database: database) }
  var session: any SessionUseCase {
    DefaultSessionUseCase(repository: SQLiteAuthRepository(database: database))
  }

  /// The id of the catalog's book with this title.
  func bookID(_ title: String) throws -> Book.ID {
    let books = try SQLiteCatalogRepository(database: database).search(title, limit: 20)
    return try #require(books.first { $0.title == title }, "no book titled \(title)").id
  }

  /// The screen on top, as the view model type the test expects.
  func visible<Screen>(
    _ type: Screen.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Screen {
    let screen = host.visibleScreen
    if let unavailable = screen as? UnavailableScreen {
      Issue.record("unavailable screen: \(unavailable.reason)", sourceLocation: sourceLocation)
    }
    return try #require(screen as? Screen, sourceLocation: sourceLocation)
  }

  /// Types the credentials into the login form on screen and submits them.
  @discardableResult
  func signIn(password: String) throws -> LoginViewModel {
    let form = try visible(LoginViewModel.self)
    form.email = Self.email
    form.password = password
    form.login()
    return form
  }

  /// The tab the tabs show, `nil` without tabs.
  var selectedTab: BookKittyTab? { tabs?.selectedTab }

  /// The routes of `tab`'s stack.
  func stack(_ tab: BookKittyTab) throws -> [BookKittyRoute] {
    try navigator.tree.stack(at: StackPath(level: 0, section: tab.id)).routes
  }

  /// The user taps `tab` on the tab bar.
  func tap(_ tab: BookKittyTab) throws {
    try host.tapTab(tab.id)
  }

  /// The running flows, as the navigator dumps them.
  var flows: String { navigator.flowDump() }
}
