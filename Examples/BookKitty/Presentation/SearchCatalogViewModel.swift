import Observation
import Wayfinder

/// Add a book, first screen: search the catalog by title or author and choose a book.
@MainActor
@Observable
public final class SearchCatalogViewModel {
  /// What the user typed.
  public var query = ""
  /// The books matching the last search, best first.
  public private(set) var results: [Book] = []
  /// Why the search failed.
  public private(set) var errorMessage: String?

  private let useCase: any SearchCatalogUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model, with no query and no results.
  public init(useCase: any SearchCatalogUseCase, flow: FlowHandle<BookKittyRoute>) {
    self.useCase = useCase
    self.flow = flow
  }

  /// Searches for ``query``; no results while it is blank, a database error goes to
  /// ``errorMessage``.
  public func search() {
    do {
      results = try useCase.search(query)
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Runs the search again, for a host showing the screen anew.
  public func reload() {
    search()
  }

  /// Chooses a book of the results: sends ``BookKittyIntent/chooseBook(id:)``; the flow asks
  /// to confirm it.
  public func choose(_ id: Book.ID) {
    flow.send(BookKittyIntent.chooseBook(id: id))
  }

  /// Leaves Add a book: sends ``BookKittyIntent/cancel``.
  public func cancel() {
    flow.send(BookKittyIntent.cancel)
  }
}
