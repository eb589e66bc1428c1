import Observation
import Wayfinder

/// The shared Book Detail screen: the book, and adding it to or removing it from the library.
@MainActor
@Observable
public final class BookDetailViewModel {
  /// The book's id.
  public let bookID: Book.ID
  /// The book and its place in the library, `nil` until loaded or when it cannot be.
  public private(set) var detail: BookDetail?
  /// Why the book could not be loaded, added or removed.
  public private(set) var errorMessage: String?

  private let detailUseCase: any BookDetailUseCase
  private let addUseCase: any AddBookUseCase
  private let removeUseCase: any RemoveBookUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model for book `id` and loads it.
  ///
  /// - Parameters:
  ///   - id: the book shown.
  ///   - detail: loads the book.
  ///   - add: adds it to the library.
  ///   - remove: removes it from the library.
  ///   - flow: the handle of the flow that shows the screen.
  public init(
    id: Book.ID, detail: any BookDetailUseCase, add: any AddBookUseCase,
    remove: any RemoveBookUseCase, flow: FlowHandle<BookKittyRoute>
  ) {
    self.bookID = id
    self.detailUseCase = detail
    self.addUseCase = add
    self.removeUseCase = remove
    self.flow = flow
    reload()
  }

  /// Whether the book is in the library.
  public var isInLibrary: Bool { detail?.isInLibrary ?? false }

  /// Reads the book again; an error goes to ``errorMessage``.
  public func reload() {
    do {
      detail = try detailUseCase.detail(id: bookID)
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Adds the book to the library and shows it there: sends
  /// ``BookKittyIntent/bookSaved(_:)``, the screen stays.
  public func add() {
    do {
      let entry = try addUseCase.add(bookID: bookID)
      reload()
      flow.send(BookKittyIntent.bookSaved(entry))
    } catch {
      errorMessage = error.description
    }
  }

  /// Removes the book from the library: sends ``BookKittyIntent/bookRemoved(id:)``.
  ///
  /// The flow goes back to the screen that opened the book. On failure the screen stays with the
  /// error.
  public func remove() {
    do {
      try removeUseCase.remove(bookID: bookID)
      errorMessage = nil
      flow.send(BookKittyIntent.bookRemoved(id: bookID))
    } catch {
      errorMessage = error.description
    }
  }
}
