import ArgumentParser
import Foundation
import WayfinderInspector

/// The options every subcommand takes: where the inspector is, how long to wait, the output.
struct ConnectionOptions: ParsableArguments {
  /// The environment variable read when `--url` is not given.
  static let environmentVariable = "WAYFINDER_INSPECTOR_URL"

  @Option(
    help: ArgumentHelp(
      "The URL the app's inspector printed, token included (default: $WAYFINDER_INSPECTOR_URL).",
      valueName: "url"))
  var url: String?

  @Flag(help: "Print the inspector protocol's JSON instead of text.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for the handshake and for each reply.",
      discussion: "Connecting to the local port may take up to 10 seconds on a busy machine."))
  var timeout = 10

  @Option(help: "The largest message read from the inspector, in bytes.")
  var maxBytes = WebSocketConnection.defaultMessageLimit

  func validate() throws {
    guard timeout > 0 else { throw ValidationError("--timeout must be 1 second or more.") }
    guard maxBytes > 0 else { throw ValidationError("--max-bytes must be 1 or more.") }
  }

  /// The inspector's address: `--url`, else the environment's.
  ///
  /// - Throws: ``WayfinderInspectError/noURL`` when neither gives one,
  ///   `InspectorClientError.invalidURL` when the URL cannot be used.
  func address(environment: [String: String]) throws -> InspectorAddress {
    guard let text = url ?? environment[Self.environmentVariable], !text.isEmpty else {
      throw WayfinderInspectError.noURL
    }
    return try InspectorAddress(parsing: text)
  }

  /// Connects to the inspector and reads its `hello`.
  func connect(environment: [String: String]) async throws -> InspectorClient {
    try await InspectorClient.connect(
      to: try address(environment: environment), timeout: .seconds(timeout),
      messageLimit: maxBytes)
  }
}
