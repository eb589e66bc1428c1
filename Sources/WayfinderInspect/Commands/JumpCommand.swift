import ArgumentParser
import Wayfinder
import WayfinderInspector

/// `jump N`: time travel to a journal point.
struct JumpCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "jump",
    abstract: "Show the tree of journal point N again, through the app's own restoration.")

  @OptionGroup var connection: ConnectionOptions

  @Argument(help: "The journal point's number, as tail prints it after #.")
  var sequence: Int

  func validate() throws {
    guard sequence >= 1 else { throw ValidationError("The journal point must be 1 or more.") }
  }

  func execute(on client: InspectorClient, console: Console) async throws {
    let reply = try await client.send("jump", ["sequence": .number(JSONNumber(sequence))])
    if connection.json {
      console.writeLine(reply.text)
      return
    }
    let state = try await client.send("state")
    console.writeLine("Jumped to #\(reply.result["sequence"]?.int ?? sequence); the app shows:")
    console.writeLine(try StateText.tree(state.result["state"]?["tree"] ?? .null))
  }
}
