/// A window of a windows snapshot that did not restore as saved; the others restored.
public struct WindowRestorationFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The window's place in the snapshot, from 0.
  public let position: Int
  /// The window's identity, when the snapshot's entry has one that could be read.
  public let window: WindowID?
  /// Why its navigation could not be restored.
  public let error: RestorationError
  /// Whether the window was opened anyway, showing its route afresh; `false` when the entry
  /// could not say what the window was for, and it was left out.
  public let startedAfresh: Bool

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    let name = window.map(String.init(describing:)) ?? "window at position \(position)"
    let outcome = startedAfresh ? "it starts afresh" : "it was left out"
    return PrintableText.escaping("\(name) could not be restored (\(error)); \(outcome).")
  }
}
