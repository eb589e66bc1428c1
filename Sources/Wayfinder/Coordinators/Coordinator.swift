/// A coordinator whose flow ends with a typed result.
///
/// The parent starts it and gets the result, or a cancellation when the user or code ended the
/// flow first:
///
/// ```swift
/// final class AddBookFlow: Coordinator<AppRoute, Book> {
///   override func start() { try? push(.scanBarcode) }
///   func save(_ book: Book) { finish(with: book) }
/// }
///
/// // In the parent:
/// if let book = try await present(AddBookFlow()) {
///   try select(TabID(Tab.library))
/// }
/// ```
@MainActor
open class Coordinator<Route: NavigationRoute, Result: Sendable>: FlowCoordinator<Route> {
  /// The flow's outcome, for the parent.
  ///
  /// Read it, wait for it, or register a callback. A parent may keep the ticket after the flow
  /// is gone; it holds nothing of the flow.
  public let ticket = FlowTicket<Result>()
  private var result: Result?

  /// Creates a coordinator; it does nothing until a parent starts it.
  public override init() {}

  /// Finishes the flow with `result`.
  ///
  /// Its part leaves the tree, its children finish, its tasks are cancelled, and the parent
  /// gets the result. Finishing again does nothing.
  public func finish(with result: Result) {
    guard isRunning else { return }
    self.result = result
    navigator?.finish(self, cause: .completed)
  }

  override func deliverOutcome(_ cause: FinishCause) {
    if cause == .completed, let result {
      ticket.resolve(.finished(result))
    } else {
      ticket.resolve(.cancelled(cause))
    }
  }
}

extension Coordinator where Result == Void {
  /// Finishes the flow; the parent learns that it completed.
  public func finish() {
    finish(with: ())
  }
}
