/// Something a screen asks for, sent up to the flows that may act on it.
///
/// Apps declare intents as their own types. A screen sends one through its ``FlowHandle``; the
/// flow that owns the screen gets the first chance to handle it, then its parent, and so on up
/// to the app's root flow. An intent nobody handles is reported, never silently dropped.
///
/// ```swift
/// enum LibraryIntent: NavigationIntent {
///   case addBook
///   case openBook(id: Int)
/// }
/// ```
public protocol NavigationIntent: Sendable {}

/// An intent that no flow handled, kept for diagnostics and test assertions.
public struct UnhandledIntent: Hashable, Sendable, CustomStringConvertible {
  /// The intent, as text.
  public var intent: String
  /// The path of the flow that sent it, from the root flow down.
  public var flowPath: String

  /// Creates a record of an unhandled intent.
  public init(intent: String, flowPath: String) {
    self.intent = intent
    self.flowPath = flowPath
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    PrintableText.escaping("\(intent) sent from \(flowPath) was not handled")
  }
}
