import BookKitty
import LoginSample
import Wayfinder
import WayfinderTerminal

/// BookKitty's screens in the terminal: each wraps the view model the host-free BookKitty module
/// makes for a route, and describes it as ``ScreenContent``.
@MainActor
enum TerminalScreens {
  /// The terminal screen of `route`, bound to the flow that owns it.
  static func make(_ route: BookKittyRoute, flow: FlowHandle<BookKittyRoute>) -> any TerminalScreen
  {
    let model = BookKittyScreens.make(route, flow: flow)
    switch model {
    case let model as LoginViewModel: return LoginScreen(model: model)
    case let model as HomeViewModel: return HomeScreen(model: model)
    case let model as QuestionHistoryViewModel: return QuestionHistoryScreen(model: model)
    case let model as QuestionDetailViewModel: return QuestionDetailScreen(model: model)
    case let model as LibraryViewModel: return LibraryScreen(model: model)
    case let model as BookDetailViewModel: return BookDetailScreen(model: model)
    case let model as SearchCatalogViewModel: return SearchCatalogScreen(model: model)
    case let model as ConfirmBookViewModel: return ConfirmBookScreen(model: model)
    case let model as AskQuestionViewModel: return AskQuestionScreen(model: model)
    case let model as AnswersViewModel: return AnswersScreen(model: model)
    case let model as MenuViewModel: return MenuScreen(model: model)
    case let screen as UnavailableScreen:
      return MessageScreen(
        title: "Unavailable", message: "This screen cannot open: \(screen.reason)")
    default:
      return MessageScreen(title: "Unavailable", message: "No terminal screen for \(route).")
    }
  }

  /// The shortcut that opens the floating "+" menu on the tabs' root screens.
  static let menu = Shortcut(key: "+", id: "menu", title: "add/ask")

  /// A row that opens a book.
  static func row(_ book: Book, detail: String? = nil) -> ScreenItem {
    .row(id: "book:\(book.id)", title: book.title, detail: detail ?? "\(book.author), \(book.year)")
  }

  /// The book id of a row made by ``row(_:detail:)``.
  static func bookID(_ id: String) -> Book.ID? {
    id.hasPrefix("book:") ? Book.ID(id.dropFirst("book:".count)) : nil
  }

  /// The error line of a view model, if it has one.
  static func error(_ message: String?) -> [ScreenItem] {
    message.map { [.text($0, style: .error), .spacer] } ?? []
  }
}
