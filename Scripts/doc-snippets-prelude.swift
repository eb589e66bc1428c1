// The app the documentation's examples are written in: what `Scripts/doc-snippets.py` checks
// each Swift block of the README and the articles against. Each `// MARK: Name` part is left
// out for a block that declares `Name` itself.
import Foundation
import Wayfinder
import WayfinderTesting

// MARK: AppRoute
enum AppRoute: NavigationRoute {
  case home, library, qna, settings, login, register, compose, timeline, profile, orders, menu
  case search, welcome, bookmarks, account, askQuestion, addBookScan, scanBarcode
  case bookDetail(id: Int)
  case confirmBook(title: String)
  case addBookConfirm(title: String)
  case signIn(email: String)
  case post(id: Int)
  case detail(Int)
  case devicePicker(URL?)
}

// MARK: Tab
enum Tab: String, CaseIterable, Hashable, Sendable {
  case home, qna, library
}

// MARK: Book
struct Book: Hashable, Sendable {
  var id: Int = 1
  var title: String = "Dune"
}

// MARK: User
struct User: Hashable, Sendable {
  var email: String = "kitty@bookkitty.app"
}

// MARK: AppFlow
final class AppFlow: FlowCoordinator<AppRoute> {}

// MARK: AddBookFlow
final class AddBookFlow: Coordinator<AppRoute, Book> {}

// MARK: BookDetailFlow
final class BookDetailFlow: Coordinator<AppRoute, Void> {
  init(id: Int) {}
}

// MARK: LoginFlow
final class LoginFlow: Coordinator<AppRoute, User> {}

// MARK: LibraryFlow
final class LibraryFlow: Coordinator<AppRoute, Void> {}

// MARK: DocFlow
/// The flow a block of statements runs in: `try push(…)`, `try start(…)` are its.
final class DocFlow: Coordinator<AppRoute, Void> {}

// MARK: Session
@MainActor final class Session {
  var isSignedIn = false
}

// MARK: Globals
@MainActor let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
@MainActor let host = TestHost<AppRoute>()
@MainActor let session = Session()
@MainActor let router = DeepLinkRouter<AppRoute>()
@MainActor let gate = NavigationGate(navigator: navigator, router: router)
let restoration = Restoration<AppRoute>(version: 1)
let store = InMemorySnapshotStore(nil)
