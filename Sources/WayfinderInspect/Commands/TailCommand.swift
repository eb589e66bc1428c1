import ArgumentParser
import Foundation
import Wayfinder
import WayfinderInspector

/// `tail`: the journal, live.
struct TailCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "tail",
    abstract: "Print the journal's events as they come, until Ctrl-C or --count events.",
    discussion: """
      Each event prints as '#N cause: visible route'. With --json, each is the protocol's \
      event message on one line (after the hello message, with --history).
      """)

  @OptionGroup var connection: ConnectionOptions

  @Option(help: "Stop after this many events.")
  var count: Int?

  @Flag(help: "Print the events the inspector kept before following the new ones.")
  var history = false

  func validate() throws {
    if let count, count < 1 { throw ValidationError("--count must be 1 or more.") }
  }

  func execute(on client: InspectorClient, console: Console) async throws {
    var printed = 0
    var dropped = 0
    func done() -> Bool { count.map { printed >= $0 } ?? false }
    if history {
      if connection.json { console.writeLine(client.hello) }
      for event in client.helloValue["state"]?["history"]?.elements ?? [] {
        if !connection.json { console.writeLine(StateText.event(event)) }
        printed += 1
        if done() { return }
      }
    }
    while !done() {
      let text = try await client.nextMessage()
      let message = try JSONValue(parsing: Data(text.utf8))
      if let now = message["dropped"]?.int, now > dropped {
        if !connection.json {
          console.writeLine(
            "(\(now - dropped) messages dropped: this terminal read more slowly than the app "
              + "navigated)")
        }
        dropped = now
      }
      switch message["type"]?.string {
      case "event":
        console.writeLine(connection.json ? text : StateText.event(message["event"] ?? .null))
        printed += 1
      case "leak":
        if connection.json {
          console.writeLine(text)
        } else {
          for leak in message["leaks"]?.elements ?? [] {
            let kind = leak["kind"]?.string ?? "?"
            let label = leak["label"]?.string ?? "?"
            console.writeLine(StateText.escapedLines("leak: \(kind) \(label)"))
          }
        }
      default:
        continue
      }
    }
  }
}
