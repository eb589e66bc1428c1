import Observation
import Wayfinder

/// The Library tab: every book in the library, the most recently added first.
@MainActor
@Observable
public final class LibraryViewModel {
  /// The library's entries, newest first.
  public private(set) var entries: [LibraryEntry] = []
  /// Why the library could not be loaded.
  public private(set) var errorMessage: String?

  private let useCase: any LibraryUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model and loads the library.
  public init(useCase: any LibraryUseCase, flow: FlowHandle<BookKittyRoute>) {
    self.useCase = useCase
    self.flow = flow
    reload()
  }

  /// Reads the library again; a database error goes to ``errorMessage``.
  public func reload() {
    do {
      entries = try useCase.myBooks()
      errorMessage = nil
    } catch {
      errorMessage = error.description
    }
  }

  /// Opens Book Detail: sends ``BookKittyIntent/openBook(id:)``.
  public func openBook(_ id: Book.ID) {
    flow.send(BookKittyIntent.openBook(id: id))
  }

  /// Opens the floating "+" menu: sends ``BookKittyIntent/openMenu``.
  public func openMenu() {
    flow.send(BookKittyIntent.openMenu)
  }
}
