/// Something a screen asks for, sent up to the flows that may act on it.
///
/// A screen sends one through its ``FlowHandle``; the flow that owns the screen gets the first
/// chance to handle it, then its parents. An intent nobody handles is reported. See
/// <doc:GettingStarted#Give-screens-a-handle-not-the-coordinator>.
public protocol NavigationIntent: Sendable {}

/// An intent that no flow handled, kept for diagnostics and test assertions.
public struct UnhandledIntent: Hashable, Sendable, CustomStringConvertible {
  /// The intent, as text.
  public var intent: String
  /// The path of the flow that sent it, from the root flow down.
  public var flowPath: String

  /// Creates a record of an unhandled intent.
  package init(intent: String, flowPath: String) {
    self.intent = intent
    self.flowPath = flowPath
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    PrintableText.escaping("\(intent) sent from \(flowPath) was not handled")
  }
}
