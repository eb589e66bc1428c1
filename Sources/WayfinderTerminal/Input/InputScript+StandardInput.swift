import Foundation

extension InputScript {
  /// The lines of standard input as they arrive, read on a thread of their own: a script piped
  /// in, or a person typing commands on a terminal that cannot draw screens.
  ///
  /// `readLine()` blocks its thread until a line comes; on the main actor it would stop every
  /// other piece of work there while the program waits for input. Read this way, the main
  /// actor stays free between lines. The sequence ends at the end of input.
  ///
  /// - Returns: The lines, without their line breaks; the sequence is meant to be read once.
  public static func standardInputLines() -> AsyncStream<String> {
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    let reader = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    reader.name = "standard input"
    reader.start()
    return lines
  }
}
