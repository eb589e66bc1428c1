import ArgumentParser
import Wayfinder
import WayfinderInspector

/// `tree`: the app's navigation tree now.
struct TreeCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "tree", abstract: "Print the app's navigation tree, as NavigationTree.dump().")

  @OptionGroup var connection: ConnectionOptions

  func execute(on client: InspectorClient, console: Console) async throws {
    let tree = client.helloValue["state"]?["tree"] ?? .null
    console.writeLine(connection.json ? tree.description : try StateText.tree(tree))
  }
}
