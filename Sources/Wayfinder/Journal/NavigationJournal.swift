import Logging

/// Records every change of navigation and hands each event to its sinks.
///
/// ```swift
/// navigator.journal.log(to: logger)                       // swift-log
/// navigator.journal.onEvent { event in                     // analytics: screen views
///   if let route = event.visibleRoute { analytics.screenView(route) }
/// }
/// let recent = navigator.journal.keepRecent(100)           // for bug reports
/// print(try recent.dump())
/// ```
@MainActor
public final class NavigationJournal<Route: NavigationRoute> {
  /// Every sink, in the order they were added, as one function: recording an event then asks
  /// no generic array whether anyone listens, nor walks one (a look-up of the array's and the
  /// event's metadata, 1,700 instructions a change with or without sinks).
  private var sinks: (@MainActor (NavigationEvent<Route>) -> Void)?
  /// The sinks one by one, each with the number its watch cancels it by.
  private var entries: [(id: Int, sink: @MainActor (NavigationEvent<Route>) -> Void)] = []
  private var nextSink = 0
  private var nextSequence = 1

  init() {}

  /// Calls `sink` with every event from now on, until the returned watch is cancelled.
  ///
  /// - Returns: The watch; ``NavigationWatch/cancel()`` stops it. A sink meant for the app's
  ///   life (a log, analytics) may ignore it.
  @discardableResult
  public func onEvent(_ sink: @escaping @MainActor (NavigationEvent<Route>) -> Void)
    -> NavigationWatch
  {
    let id = nextSink
    nextSink += 1
    entries.append((id, sink))
    composeSinks()
    return NavigationWatch { [weak self] in
      guard let self else { return }
      entries.removeAll { $0.id == id }
      composeSinks()
    }
  }

  /// Makes ``sinks`` of the entries, each calling the ones before it first.
  private func composeSinks() {
    sinks = nil
    for entry in entries {
      let sink = entry.sink
      if let earlier = sinks {
        sinks = { event in
          earlier(event)
          sink(event)
        }
      } else {
        sinks = sink
      }
    }
  }

  /// Logs every event at `level`: its cause, the flows started and finished, the visible route.
  ///
  /// Links and routes carry text from outside the program (a link's path, a book's title), so
  /// the message and every metadata value are escaped with ``PrintableText/escaping(_:)``: a
  /// log read in a terminal shows an escape sequence in them as text, never runs it.
  public func log(to logger: Logger, level: Logger.Level = .info) {
    onEvent { event in
      let started = event.started.map(\.path).joined(separator: ", ")
      let finished = event.finished.map { "\($0.path) (\($0.cause.rawValue))" }
        .joined(separator: ", ")
      let issues = event.issues.map(\.description).joined(separator: " ")
      let visible = event.visibleRoute.map { String(describing: $0) } ?? "none"
      logger.log(
        level: level,
        "navigation #\(event.sequence): \(printable: event.cause)",
        metadata: [
          "started": .string(PrintableText.escaping(started)),
          "finished": .string(PrintableText.escaping(finished)),
          "visible": .string(PrintableText.escaping(visible)),
          "issues": .string(PrintableText.escaping(issues)),
        ])
    }
  }

  /// Keeps the last `capacity` events in memory, for bug reports.
  @discardableResult
  public func keepRecent(_ capacity: Int) -> JournalBuffer<Route> {
    let buffer = JournalBuffer<Route>(capacity: capacity)
    onEvent { buffer.append($0) }
    return buffer
  }

  func record(
    cause: RecordedCause, started: [StartedFlow],
    finished: [FinishedFlow], issues: [NavigationIssue] = [],
    tree: NavigationTree<Route>
  ) {
    let sequence = nextSequence
    nextSequence += 1
    // Numbered even when nobody listens, so that a sink added later sees the gap.
    guard let sinks else { return }
    sinks(
      NavigationEvent(
        sequence: sequence, cause: cause, started: started, finished: finished, issues: issues,
        tree: tree))
  }
}

/// What the current transaction did, for the journal.
///
/// Not nested in the generic `Navigator`: it holds no route, and a type nested in a generic one
/// is looked up at run time at each use.
struct JournalDraft {
  var cause: RecordedCause?
  var started: [StartedFlow] = []
  var finished: [FinishedFlow] = []
  var issues: [NavigationIssue] = []
  var changed = false
  var forced = false
}
