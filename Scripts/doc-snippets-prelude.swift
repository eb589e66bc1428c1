// The app the documentation's examples are written in: what `Scripts/doc-snippets.py` checks
// each Swift block of the README and the articles against. Each `// MARK: Name` part is left
// out for a block that declares `Name` itself; a part marked `(uses the prelude's A)` is left
// out with `A` as well.
//
// It is the reading app of Getting Started — tabs, Add Book over them, a shared Book Detail, a
// login — with the screens the articles borrow from other kinds of apps (a social app's
// timeline and compose window, a browser's pages, a shop's orders). Its flows use only the
// routes of Getting Started's `AppRoute`, so that they compile with a block's own.
import Foundation
import Logging
import LoginSample
import Observation
import Wayfinder
import WayfinderHosting
import WayfinderTerminal
import WayfinderTesting

// MARK: AppRoute
enum AppRoute: Hashable, Codable, Sendable {
  // Getting Started's
  case home, library, scanBarcode
  case bookDetail(id: Int)
  case confirmBook(title: String)
  // the rest of the reading app's
  case qna, questionHistory, myLibrary, login, menu, welcome, settings, privacy, ratingPopup
  case addBook, editBook
  case ask(String)
  case onboarding(page: Int)
  case nearby, locationPermission, readingTimer
  // a social app's
  case timeline, compose, notifications, explore
  case status(Int)
  case profile(email: String)
  case tag(server: String, name: String)
  case media(id: Int)
  // a mail app's, with lists in its sidebar
  case mailboxes, attachment, lists
  case message(id: Int)
  case list(id: Int)
  // a browser's and a shop's
  case browser, bookmarks, orders, browse
  case page(URL)
  case product(id: Int)
  case order(id: Int)
  case devicePicker(URL?)
}

// MARK: Tab
enum Tab: String, CaseIterable, Hashable, Sendable {
  case home, library, orders, post
}

// MARK: TabRoot (uses the prelude's AppRoute, Tab)
extension Tab {
  /// The tab's first screen.
  var root: AppRoute? {
    switch self {
    case .home: .home
    case .library: .library
    case .orders: .orders
    case .post: nil  // an action: no screen
    }
  }
}

// MARK: Book
struct Book: Sendable {
  var id: Int
  var title: String
}

// MARK: Post
struct Post: Hashable, Sendable {
  var text: String
}

// MARK: Draft
/// What the compose screen types into.
@MainActor @Observable final class Draft {
  var text = ""
}

// MARK: LibraryIntent
enum LibraryIntent: NavigationIntent {
  case addBook
  case openBook(id: Int)
}

// MARK: BookIntent
enum BookIntent: NavigationIntent { case openBook(id: Int) }

// MARK: FloatingButtonIntent
enum FloatingButtonIntent: NavigationIntent { case addBook, addQuestion }

// MARK: AppIntent
/// What comes from outside every screen: notifications, quick actions, other windows.
enum AppIntent: NavigationIntent {
  case openStatus(Int)
  case openPage(URL)
  case openSettings(SettingsPage)
  case settingsOpened
  case compose
  case showOrders
}

// MARK: SettingsPage
enum SettingsPage: Sendable { case general, privacy }

// MARK: BrowserIntent
enum BrowserIntent: NavigationIntent {
  case openInNewTab(LinkURL)
  case search(String)
  case showPrivacy
}

// MARK: LibraryViewModel (uses the prelude's Book)
/// The Library screen's view model.
@MainActor final class LibraryViewModel {
  private(set) var books: [Book] = []
  let flow: FlowHandle<AppRoute>
  init(flow: FlowHandle<AppRoute>) { self.flow = flow }
  func reload() { books = [Book(id: 1, title: "Dune")] }
  func addTapped() { flow.send(LibraryIntent.addBook) }
  func openBook(_ id: Int) { flow.send(LibraryIntent.openBook(id: id)) }
}

// MARK: AppFlow
/// Getting Started's root flow.
final class AppFlow: FlowCoordinator<AppRoute> {
  override func handle(_ intent: any NavigationIntent) -> Bool {
    guard case LibraryIntent.addBook = intent else { return false }
    task {
      if let book = try await self.result(of: AddBookFlow(), .present(.sheet)) {
        try self.push(.bookDetail(id: book.id))
      }
    }
    return true
  }
}

// MARK: AddBookFlow
/// Getting Started's Add Book.
final class AddBookFlow: Coordinator<AppRoute, Book> {
  override func start() throws { try push(.scanBarcode) }
  func scanned(title: String) throws { try push(.confirmBook(title: title)) }
  func save(_ book: Book) { finish(with: book) }
}

// MARK: BookDetailFlow
final class BookDetailFlow: Coordinator<AppRoute, Void> {
  let id: Int
  init(id: Int) { self.id = id }
  override func start() throws { try push(.bookDetail(id: id)) }
}

// MARK: BookKittyTabFlow
/// A tab's flow: it opens Book Detail.
final class BookKittyTabFlow: Coordinator<AppRoute, Void> {}

// MARK: LibraryFlow
final class LibraryFlow: Coordinator<AppRoute, Void> {}

// MARK: HomeFlow
final class HomeFlow: Coordinator<AppRoute, Void> {}

// MARK: MainFlow (uses the prelude's Tab, AppRoute)
/// The tabs, once the user signed in.
final class MainFlow: TabsCoordinator<AppRoute, Tab> {
  init() { super.init(selected: .home, actions: [.post]) { $0.root } }
}

// MARK: LoginFlow
final class LoginFlow: Coordinator<AppRoute, User> {
  /// What the login screen's button does.
  func signIn(email: String, password: String) { finish(with: User(email: email, name: "Kitty")) }
}

// MARK: RegisterFlow
/// Creating an account: it finishes signed in, as Login does.
final class RegisterFlow: Coordinator<AppRoute, User> {}

// MARK: MenuFlow
final class MenuFlow: Coordinator<AppRoute, Void> {}

// MARK: OnboardingFlow
/// The first-launch flow, full screen on a phone and a form sheet on a tablet.
final class OnboardingFlow: Coordinator<AppRoute, Void> {
  let isPad: Bool
  init(isPad: Bool = false) { self.isPad = isPad }
}

// MARK: AddQuestionFlow
final class AddQuestionFlow: Coordinator<AppRoute, Void> {}

// MARK: ComposeFlow (uses the prelude's Post)
final class ComposeFlow: Coordinator<AppRoute, Post> {}

// MARK: ComposeWindowFlow
/// The root flow of a compose window.
final class ComposeWindowFlow: FlowCoordinator<AppRoute> {}

// MARK: MediaWindowFlow
/// The root flow of a window that shows a photo or a video.
final class MediaWindowFlow: FlowCoordinator<AppRoute> {
  init(id: Int) {}
}

// MARK: WelcomeFlow
final class WelcomeFlow: Coordinator<AppRoute, Void> {}

// MARK: SurveyFlow
final class SurveyFlow: Coordinator<AppRoute, Void> {}

// MARK: TabTrayFlow
/// A browser's tabs as a grid, zoomed out of the tab shown.
final class TabTrayFlow: Coordinator<AppRoute, Void> {}

// MARK: CheckoutFlow
/// A shop's checkout: it finishes with the new order's id.
final class CheckoutFlow: Coordinator<AppRoute, Int> {}

// MARK: PlanRequestFlow
final class PlanRequestFlow: Coordinator<AppRoute, Void> {
  init(friend: Int) {}
}

// MARK: ActivityChoice
/// What the user chose in the share sheet.
enum ActivityChoice: Sendable { case sendToDevice, copyLink }

// MARK: ActivitySheetFlow
/// The system share sheet, as a flow: it finishes with what the user chose.
final class ActivitySheetFlow: Coordinator<AppRoute, ActivityChoice> {
  init(url: URL) {}
}

// MARK: AppTerminalScreens
/// The app's terminal screens, one per route.
@MainActor enum AppTerminalScreens {
  static func make(_ route: AppRoute, flow: FlowHandle<AppRoute>) -> any TerminalScreen {
    MessageScreen(title: "\(route)", message: "")
  }
}

// MARK: DocFlow
/// The flow a block of statements runs in: `try push(…)`, `try start(…)` are its.
final class DocFlow: Coordinator<AppRoute, Void> {}

// MARK: Session
@MainActor final class Session {
  var isSignedIn = false
  func end() { isSignedIn = false }
}
@MainActor let session = Session()

// MARK: Host
/// The test host the examples' navigator shows its screens on.
@MainActor let host = TestHost<AppRoute>()

// MARK: BrowserTabs
/// A browser's own list of open tabs (pages, not navigation).
@MainActor final class BrowserTabs {
  private(set) var pages: [LinkURL] = []
  func open(_ page: LinkURL) { pages.append(page) }
}

// MARK: FlowGraphLists (uses the prelude's AppRoute)
/// Every flow type of the app, for the flow graph.
@MainActor let allFlowTypes: [FlowCoordinator<AppRoute>.Type] = [
  AppFlow.self, HomeFlow.self, LibraryFlow.self, BookDetailFlow.self,
  AddBookFlow.self, LoginFlow.self, ComposeFlow.self,
]
/// A route of every case (abridged here), for the flow graph.
@MainActor let oneRoutePerCase: [AppRoute] = [
  .home, .library, .scanBarcode, .bookDetail(id: 0), .confirmBook(title: ""), .login,
]

// MARK: LibraryRepository
/// Where the app keeps its books.
final class LibraryRepository: Sendable {
  func bookIDs() throws -> Set<Int> { [1, 2, 42] }
  func contains(_ id: Int) -> Bool { id == 42 }
}

// MARK: APIClient
/// The app's client of its server.
protocol APIClient: Sendable {}
struct LiveAPIClient: APIClient {}

// MARK: DefaultAuthRepository (uses the prelude's APIClient)
/// The accounts on the app's server.
struct DefaultAuthRepository: AuthRepository {
  let api: any APIClient
  func signIn(email: String, password: String) throws(LoginError) -> User {
    User(email: email, name: "Kitty")
  }
  func currentSession() -> User? { nil }
  func signOut() {}
}

// MARK: Analytics
/// The app's analytics.
@MainActor final class Analytics {
  func screenView(_ route: AppRoute) {}
}
@MainActor let analytics = Analytics()

// MARK: Row
/// A sidebar row: Home, or one of the lists the user made (`list-42`).
struct Row: RawRepresentable, Hashable { var rawValue: String }

// MARK: UserList
/// A list the user made.
struct UserList: Sendable {
  var id: Int
  var name: String
}
@MainActor let lists = [UserList(id: 42, name: "To read")]

// MARK: SidebarFlow (uses the prelude's Row)
/// A mail app's sidebar: Home, and a row per list.
final class SidebarFlow: TabsCoordinator<AppRoute, Row> {}

// MARK: SceneHost
/// The app's window host: it opens and closes the platform's windows.
@MainActor final class SceneHost: WindowHost {
  var canOpenWindows: Bool { true }
  func openWindow(_ id: WindowID) {}
  func closeWindow(_ id: WindowID) {}
}
/// The app delegate keeps it: `Windows` holds its host weakly.
@MainActor let sceneHost = SceneHost()

// MARK: MailSections (uses the prelude's AppRoute)
/// A social app's sections: Home, Notifications and the lists.
@MainActor var sections: Sections<AppRoute> = {
  do {
    return try Sections([
      ("home", [.home]), ("notifications", [.notifications]), ("lists", [.lists]),
    ])
  } catch {
    fatalError("\(error)")
  }
}()

// MARK: Globals
@MainActor let app = AppFlow()
@MainActor let navigator = Navigator(root: app, tree: NavigationTree(.home))
/// A screen's handle, as its view model holds it.
@MainActor let flow: FlowHandle<AppRoute> = app.flowHandle
@MainActor var router = DeepLinkRouter<AppRoute>()
@MainActor let gate = NavigationGate(navigator: navigator, router: router)
@MainActor let windows = Windows<AppRoute> { _ in Navigator(root: AppFlow()) }
@MainActor var restoration = Restoration<AppRoute>(version: 1)
@MainActor let tabs = BrowserTabs()
/// The tree the examples of `NavigationTree` edit.
@MainActor var tree = NavigationTree<AppRoute>(.home)
/// Whether the app runs on an iPad (UIKit's user interface idiom).
@MainActor var isPad: Bool { false }
/// The page the browser shows.
let url = URL(string: "https://bookkitty.app/books/42")!
let store = InMemorySnapshotStore(nil)
let container = DependencyContainer(name: "app")
let logger = Logger(label: "app")
let user = User(email: "kitty@bookkitty.app", name: "Kitty")
let library = LibraryRepository()

/// The browser tabs a window shows, by id.
@MainActor func browserTabs(in window: WindowID) -> [String] { [] }
