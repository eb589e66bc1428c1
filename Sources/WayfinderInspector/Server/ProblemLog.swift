import Logging
import Synchronization

/// Where the server puts every refusal: the log (label `wayfinder.inspector`, level warning) and a
/// short list of the latest, which tests read.
final class ProblemLog: Sendable {
  /// How many recent problems are kept; older ones are only in the log.
  static let capacity = 64

  private let logger: Logger
  private let recent = Mutex<[InspectorServerError]>([])

  init(logger: Logger) {
    self.logger = logger
  }

  /// The latest problems, oldest first.
  var problems: [InspectorServerError] { recent.withLock { $0 } }

  func record(_ problem: InspectorServerError) {
    recent.withLock { recent in
      if recent.count == Self.capacity { recent.removeFirst() }
      recent.append(problem)
    }
    logger.warning("\(problem.description)")
  }
}
