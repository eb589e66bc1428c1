import Observation
import Wayfinder

/// The floating "+" menu: Add a book, Ask a question, or close.
@MainActor
@Observable
public final class MenuViewModel {
  private let flow: FlowHandle<BookKittyRoute>

  /// Creates the menu.
  public init(flow: FlowHandle<BookKittyRoute>) {
    self.flow = flow
  }

  /// The menu's entries, in order, for a host that lists them.
  public var items: [String] { ["Add a book", "Ask a question"] }

  /// Nothing to read: the menu is always the same.
  public func reload() {}

  /// Starts Add a book: sends ``BookKittyIntent/addBook``.
  public func addBook() {
    flow.send(BookKittyIntent.addBook)
  }

  /// Starts Ask a question: sends ``BookKittyIntent/askQuestion``.
  public func askQuestion() {
    flow.send(BookKittyIntent.askQuestion)
  }

  /// Closes the menu: sends ``BookKittyIntent/cancel``.
  public func close() {
    flow.send(BookKittyIntent.cancel)
  }
}
