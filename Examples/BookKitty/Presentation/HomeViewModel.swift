import LoginSample
import Observation
import Wayfinder

/// The Home tab: the books added last and the books recommended last.
@MainActor
@Observable
public final class HomeViewModel {
  /// The most recently added books, newest first.
  public private(set) var recentlyAdded: [LibraryEntry] = []
  /// The latest recommendations, the latest question's best first.
  public private(set) var recentRecommendations: [Recommendation] = []
  /// Why the screen could not be loaded, shown instead of the lists.
  public private(set) var errorMessage: String?

  private let useCase: any HomeUseCase
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the view model and loads the screen.
  public init(useCase: any HomeUseCase, flow: FlowHandle<BookKittyRoute>) {
    self.useCase = useCase
    self.flow = flow
    reload()
  }

  /// Whether there is nothing to show yet: no book added and no question asked.
  public var isEmpty: Bool { recentlyAdded.isEmpty && recentRecommendations.isEmpty }

  /// Reads the lists again; a database error goes to ``errorMessage``.
  public func reload() {
    do {
      let summary = try useCase.summary()
      recentlyAdded = summary.recentlyAdded
      recentRecommendations = summary.recentRecommendations
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

  /// Signs out: sends `LoginSampleIntent.logout`; the app shows the login form.
  public func logout() {
    flow.send(LoginSampleIntent.logout)
  }
}
