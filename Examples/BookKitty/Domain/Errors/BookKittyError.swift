/// Why a BookKitty action failed, in words a screen can show as they are.
///
/// ```swift
/// do {
///   answer = try askQuestion.ask(text)
/// } catch {
///   errorMessage = error.description  // "Type a question first, …"
/// }
/// ```
public enum BookKittyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The question is blank.
  case emptyQuestion
  /// The question has more than `maximum` characters.
  case questionTooLong(maximum: Int)
  /// The catalog has no book with this id (a stale link, say).
  case bookNotFound(id: Book.ID)
  /// The history has no question with this id.
  case questionNotFound(id: Question.ID)
  /// The book is in the library already; its entry is unchanged.
  case alreadyInLibrary(title: String)
  /// The database failed; nothing was half-saved.
  case storage(StorageError)

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .emptyQuestion:
      "Type a question first, for example \"a funny book about cats\"."
    case .questionTooLong(let maximum):
      "That question is too long: keep it under \(maximum) characters."
    case .bookNotFound(let id):
      "There is no book \(id) in the catalog. Search the catalog to find the book again."
    case .questionNotFound(let id):
      "There is no question \(id) in your history. Ask it again from the Q&A tab."
    case .alreadyInLibrary(let title):
      "\"\(title)\" is already in your library."
    case .storage(let error):
      error.description
    }
  }
}
