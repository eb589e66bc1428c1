import ArgumentParser
import Wayfinder
import WayfinderInspector

/// Why `wayfinder-inspect` stopped, besides what the inspector's client reports.
enum WayfinderInspectError: Error, Hashable, CustomStringConvertible {
  /// Neither `--url` nor `WAYFINDER_INSPECTOR_URL` gave the inspector's URL.
  case noURL
  /// The export file could not be written.
  case cannotWrite(path: String, reason: String)

  var description: String {
    switch self {
    case .noURL:
      "No inspector URL: pass the one the app printed with --url, or set "
        + "\(ConnectionOptions.environmentVariable)."
    case .cannotWrite(let path, let reason):
      "Cannot write the bundle to \(printable: path) (\(printable: reason)). Choose a path in a "
        + "folder you can write to."
    }
  }
}

/// The exit code for each failure, from sysexits(3) where one fits.
enum ExitStatus {
  static func code(for error: any Error) -> Int32 {
    switch error {
    case WayfinderInspectError.noURL: 64
    case WayfinderInspectError.cannotWrite: 73
    case let error as InspectorClientError:
      switch error {
      case .replyError: 1
      case .invalidURL: 64
      case .unreachable, .timedOut, .closed, .connectionLost: 69
      case .unexpectedAnswer, .unsupportedVersion, .tooLarge: 76
      case .refused: 77
      }
    default: 1
    }
  }
}
