import Wayfinder
import WayfinderHosting

/// A platform UI for the host walk: every command the host sends changes a
/// ``DeclarativeModel`` at once (what the user sees), and its completion comes when the walk
/// says — in order, never, or late after the host's watchdog completed it.
@MainActor
final class HostWalkDriver: NavigationDriver {
  /// The UI as the commands and the user left it.
  let model: DeclarativeModel<FakeScreen>
  /// The user's changes waiting for the next turn of the main queue (SwiftUI's bindings).
  private(set) var nextTurn: [@MainActor () -> Void] = []
  /// The completions of commands under way, oldest first.
  private(set) var waiting: [@MainActor () -> Void] = []
  /// Completions the driver held back; the host's watchdog completes those commands.
  private(set) var lost: [@MainActor () -> Void] = []
  /// Whether the next command's completion never comes (until ``completeLate()``).
  var losesNext = false
  /// The commands performed.
  private(set) var commands = 0
  /// The last commands, completions and user events, for failure messages.
  private(set) var trace: [String] = []

  init() {
    var queue: (@MainActor (@escaping @MainActor () -> Void) -> Void)?
    model = DeclarativeModel(later: { work in queue?(work) })
    queue = { [unowned self] work in nextTurn.append(work) }
  }

  func perform(
    _ command: DriverCommand<FakeScreen>, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    commands += 1
    note("command \(command)")
    model.apply(command)
    if losesNext {
      losesNext = false
      lost.append(completion)
    } else {
      waiting.append(completion)
    }
  }

  func reportPendingChanges() {
    model.reportPendingChanges()
  }

  var hasWaiting: Bool { !waiting.isEmpty }

  /// Completes the oldest command under way.
  func completeNext() {
    guard !waiting.isEmpty else { return }
    note("complete")
    waiting.removeFirst()()
  }

  /// Completes commands until none is under way.
  func completeAll() {
    while !waiting.isEmpty { completeNext() }
  }

  /// The completion of a command the host's watchdog completed comes after all.
  func completeLate() {
    guard !lost.isEmpty else { return }
    note("late completion")
    lost.removeFirst()()
  }

  /// Records what happened, keeping the last 40.
  func note(_ text: String) {
    if trace.count == 40 { trace.removeFirst() }
    trace.append(text)
  }

  /// Runs the user's changes of the last turn.
  func runNextTurn() {
    if !nextTurn.isEmpty { note("next turn") }
    let work = nextTurn
    nextTurn = []
    for item in work { item() }
  }
}
