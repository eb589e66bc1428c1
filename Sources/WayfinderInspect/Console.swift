import Foundation

/// Where a subcommand writes its output: standard output when run, a buffer in tests.
struct Console: Sendable {
  /// Writes one line (a newline is added).
  let writeLine: @Sendable (String) -> Void

  /// Standard output, flushed at each line so that `tail` shows events as they come through a
  /// pipe.
  static let standard = Console { line in
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Standard error.
  static let standardError = Console { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
