import Wayfinder

/// What BookKitty's screens ask their flows for.
///
/// The journal records an intent by its description, so the description leaves out what the
/// user typed or saved (a question's text, a library entry): journals end up in logs and
/// analytics. Ids stay, since they only name catalog books and history rows.
public enum BookKittyIntent: NavigationIntent, Equatable, CustomStringConvertible {
  /// Open the shared Book Detail for this book.
  case openBook(id: Book.ID)
  /// Open one question of the Q&A history.
  case openQuestion(id: Question.ID)
  /// Open the floating "+" menu.
  case openMenu
  /// Start Add a book (from the menu).
  case addBook
  /// Start Ask a question (from the menu).
  case askQuestion
  /// Add a book: the user chose this book in the search results.
  case chooseBook(id: Book.ID)
  /// The book was saved to the library.
  case bookSaved(LibraryEntry)
  /// The book was removed from the library.
  case bookRemoved(id: Book.ID)
  /// The question was asked and answered.
  case asked(AnsweredQuestion)
  /// The user picked a recommended book for the question asked.
  case picked(bookID: Book.ID)
  /// The user closed the menu or a floating-button flow without finishing it.
  case cancel

  /// The intent without what the user typed or saved.
  public var description: String {
    switch self {
    case .openBook(let id): "openBook(\(id))"
    case .openQuestion(let id): "openQuestion(\(id))"
    case .openMenu: "openMenu"
    case .addBook: "addBook"
    case .askQuestion: "askQuestion"
    case .chooseBook(let id): "chooseBook(\(id))"
    case .bookSaved(let entry): "bookSaved(\(entry.id))"
    case .bookRemoved(let id): "bookRemoved(\(id))"
    case .asked(let answered): "asked(\(answered.id))"
    case .picked(let bookID): "picked(\(bookID))"
    case .cancel: "cancel"
    }
  }
}
