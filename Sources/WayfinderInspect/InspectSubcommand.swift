import ArgumentParser
import Foundation
import WayfinderInspector

/// A subcommand that connects to the inspector, does its work and disconnects.
protocol InspectSubcommand: AsyncParsableCommand {
  var connection: ConnectionOptions { get }

  /// Does the subcommand's work on a connected client, writing to `console`.
  func execute(on client: InspectorClient, console: Console) async throws
}

extension InspectSubcommand {
  /// Connects with the options and the environment, runs ``execute(on:console:)``, closes.
  func perform(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    console: Console = .standard
  ) async throws {
    let client = try await connection.connect(environment: environment)
    defer { client.close() }
    try await execute(on: client, console: console)
  }

  func run() async throws {
    do {
      try await perform()
    } catch let error as InspectorClientError {
      Console.standardError.writeLine("Error: \(error)")
      throw ExitCode(ExitStatus.code(for: error))
    } catch let error as WayfinderInspectError {
      Console.standardError.writeLine("Error: \(error)")
      throw ExitCode(ExitStatus.code(for: error))
    }
  }
}
