import Observation
import Wayfinder

/// Add a book, second screen: the chosen book, and saving it to the library.
@MainActor
@Observable
public final class ConfirmBookViewModel {
  /// The chosen book's id.
  public let bookID: Book.ID
  /// The book, `nil` until loaded or when it cannot be.
  public private(set) var book: Book?
  /// Why the book could not be loaded or saved; "already in your library" keeps the user here.
  public private(set) var errorMessage: String?

  private let detailUseCase: any BookDetailUseCase
  private let addUseCase: any AddBookUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model for book `id` and loads it.
  public init(
    id: Book.ID, detail: any BookDetailUseCase, add: any AddBookUseCase,
    flow: FlowHandle<BookKittyRoute>
  ) {
    self.bookID = id
    self.detailUseCase = detail
    self.addUseCase = add
    self.flow = flow
    reload()
  }

  /// Reads the book again; an error goes to ``errorMessage``.
  public func reload() {
    do {
      book = try detailUseCase.detail(id: bookID).book
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Saves the book to the library: sends ``BookKittyIntent/bookSaved(_:)``.
  ///
  /// Add a book finishes. A book already in the library, or a database error, shows in ``errorMessage``
  /// and the screen stays.
  public func save() {
    do {
      let entry = try addUseCase.add(bookID: bookID)
      errorMessage = nil
      flow.send(BookKittyIntent.bookSaved(entry))
    } catch {
      errorMessage = error.description
    }
  }

  /// Leaves Add a book: sends ``BookKittyIntent/cancel``.
  public func cancel() {
    flow.send(BookKittyIntent.cancel)
  }
}
