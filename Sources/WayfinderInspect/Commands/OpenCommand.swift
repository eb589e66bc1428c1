import ArgumentParser
import Wayfinder
import WayfinderInspector

/// `open LINK`: a deep link, through the app's own gate.
struct OpenCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "open", abstract: "Open a deep link in the app, guards included.")

  @OptionGroup var connection: ConnectionOptions

  @Argument(help: "The link, as the app's links are written.")
  var link: String

  func execute(on client: InspectorClient, console: Console) async throws {
    let reply = try await client.send("open", ["link": .string(link)])
    console.writeLine(
      connection.json
        ? reply.text
        : "Opened \(PrintableText.escaping(link)): "
          + PrintableText.escaping(reply.result["outcome"]?.string ?? "done"))
  }
}
