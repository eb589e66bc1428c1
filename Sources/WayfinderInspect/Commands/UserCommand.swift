import ArgumentParser
import Wayfinder
import WayfinderInspector

/// `user back|dismiss|select-tab TAB`: what the user would do in the app's UI.
struct UserCommand: InspectSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "user",
    abstract: "Do what the user would do: go back, dismiss the top presentation, select a tab.")

  /// The user events the protocol carries.
  enum Event: String, ExpressibleByArgument, CaseIterable {
    case back, dismiss
    case selectTab = "select-tab"
  }

  @OptionGroup var connection: ConnectionOptions

  @Argument(help: "back, dismiss or select-tab.")
  var event: Event

  @Argument(help: "The tab to select, for select-tab.")
  var tab: String?

  func validate() throws {
    switch (event, tab) {
    case (.selectTab, nil): throw ValidationError("select-tab needs the tab's id: select-tab TAB.")
    case (.back, .some), (.dismiss, .some):
      throw ValidationError("\(event.rawValue) takes no tab.")
    default: break
    }
  }

  func execute(on client: InspectorClient, console: Console) async throws {
    var members: [String: JSONValue] = [:]
    switch event {
    case .back: members["event"] = "back"
    case .dismiss: members["event"] = "dismiss"
    case .selectTab:
      members["event"] = "selectTab"
      members["tab"] = .string(tab ?? "")
    }
    let reply = try await client.send("user", members)
    console.writeLine(
      connection.json
        ? reply.text
        : "Done: " + PrintableText.escaping(reply.result["event"]?.string ?? event.rawValue))
  }
}
