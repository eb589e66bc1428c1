import ArgumentParser
import BookKitty
import Wayfinder
import WayfinderGraph

/// `bookkitty graph`: BookKitty's flow graph, as its flows declare it, as Mermaid or DOT.
struct GraphCommand: AsyncParsableCommand {
  /// The formats `--format` takes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case mermaid
    case dot

    var graphFormat: GraphFormat {
      switch self {
      case .mermaid: .mermaid
      case .dot: .dot
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract:
      "Print BookKitty's flow graph: the flows, the screens each shows, the flows each starts.",
    discussion: """
      Built from the flows' declarations, without running the app. Render the DOT with \
      Graphviz: bookkitty graph --format dot | dot -Tsvg > flows.svg
      """)

  @Option(help: "The output format: mermaid or dot.")
  var format: Format = .mermaid

  @MainActor
  func run() async throws {
    print(BookKittyGraph.declared.rendered(as: format.graphFormat))
  }
}
