import ArgumentParser
import Foundation
import Wayfinder
import WayfinderInspector

/// `export FILE`: a bug-report bundle.
struct ExportCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Save a bug-report bundle: the app's snapshot, the journal and the flows.",
    discussion: """
      The app launches into the file with InspectorBundle.load and \
      Navigator.start(restoring:). With --json, prints {"bytes":…,"events":…,"file":…,"flows":…} instead of a sentence.
      """)

  @OptionGroup var connection: ConnectionOptions

  @Argument(help: "The file to write (replaced if it exists).")
  var file: String

  func execute(on client: InspectorClient, console: Console) async throws {
    let reply = try await client.send("export")
    guard let bundle = reply.result["bundle"] else {
      throw InspectorClientError.unexpectedAnswer("an export reply without a bundle")
    }
    let data = bundle.jsonData
    do {
      try data.write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
      throw WayfinderInspectError.cannotWrite(path: file, reason: error.localizedDescription)
    }
    let events = bundle["journal"]?.elements.count ?? 0
    let flows = bundle["flows"]?.elements.count ?? 0
    if connection.json {
      let summary: JSONValue = [
        "file": .string(file), "bytes": .number(JSONNumber(data.count)),
        "events": .number(JSONNumber(events)), "flows": .number(JSONNumber(flows)),
      ]
      console.writeLine(summary.description)
    } else {
      console.writeLine(
        "Wrote \(PrintableText.escaping(file)) (\(data.count) bytes: \(events) journal events, "
          + "\(flows) flows).")
    }
  }
}
