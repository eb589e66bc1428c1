import FlyingSocks
import Logging

/// Hands FlyingFox's own log lines to swift-log, instead of letting it print to standard output.
///
/// They go at trace and debug levels: its "info" is a line a request, its "critical" the end of
/// every run. What matters to the app, the inspector logs itself.
struct FlyingFoxLog: FlyingSocks.Logging {
  let logger: Logger

  func logDebug(_ debug: @autoclosure () -> String) { logger.trace("\(debug())") }
  func logInfo(_ info: @autoclosure () -> String) { logger.trace("\(info())") }
  func logWarning(_ warning: @autoclosure () -> String) { logger.debug("\(warning())") }
  func logError(_ error: @autoclosure () -> String) { logger.debug("\(error())") }
  func logCritical(_ critical: @autoclosure () -> String) { logger.debug("\(critical())") }
}
