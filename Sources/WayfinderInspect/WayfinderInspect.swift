import ArgumentParser

/// `wayfinder-inspect`: the inspector of a running Wayfinder app, in a terminal.
@main
struct WayfinderInspect: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wayfinder-inspect",
    abstract: "Watch and command a running Wayfinder app's navigation through its inspector.",
    discussion: """
      Give the URL the app printed when its inspector started, with --url or in \
      WAYFINDER_INSPECTOR_URL. --json prints the inspector protocol's JSON instead of text.

      Exit codes: 0 done; 1 the app refused the command; 64 no usable URL; 69 nothing \
      answers (closed port, timeout, connection closed); 73 the export file cannot be \
      written; 76 an unexpected answer; 77 the inspector refused the connection (wrong token).
      """,
    subcommands: [
      TreeCommand.self, FlowsCommand.self, TailCommand.self, JumpCommand.self, OpenCommand.self,
      UserCommand.self, ExportCommand.self,
    ]
  )
}
