import LoginSample
import Wayfinder

/// BookKitty's screens (seed 002): one case per screen, with what the screen needs to load.
///
/// Routes carry ids, never loaded values, so that a restored or linked screen reads fresh data
/// from the database and a snapshot holds nothing the user typed.
public enum BookKittyRoute: LoginRoutes {
  /// The login form (``LoginSample``'s).
  case login
  /// The Home tab's root: recently added books and recent recommendations.
  case home
  /// The Q&A tab's root: the questions asked, newest first.
  case questions
  /// The Library tab's root: the books in the library.
  case library
  /// The shared Book Detail screen, from any tab.
  case bookDetail(id: Book.ID)
  /// One question of the history with its recommended books.
  case question(id: Question.ID)
  /// Add a book, first screen: search the catalog.
  case searchCatalog
  /// Add a book, second screen: confirm the chosen book.
  case confirmBook(id: Book.ID)
  /// Ask a question, first screen: type the question.
  case askQuestion
  /// Ask a question, second screen: the books recommended, with the words that matched.
  case answers(questionID: Question.ID)
  /// The floating "+" menu, shown as `.overlay("menu")` over the tabs.
  case menu
}
