import ArgumentParser
import Wayfinder
import WayfinderInspector

/// `flows`: the running flows, each with the screens it owns.
struct FlowsCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "flows",
    abstract: "Print the running flows as a tree, each with the screens it owns.")

  @OptionGroup var connection: ConnectionOptions

  func execute(on client: InspectorClient, console: Console) async throws {
    let flows = client.helloValue["state"]?["flows"] ?? .array([])
    console.writeLine(connection.json ? flows.description : StateText.flows(flows))
  }
}
