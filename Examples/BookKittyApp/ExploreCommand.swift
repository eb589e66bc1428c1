import ArgumentParser
import BookKitty
import BookKittyData
import Foundation
import Logging
import LoginSample
import Wayfinder
import WayfinderInspector
import WayfinderTerminal
import WayfinderTesting

/// `bookkitty explore`: every navigation state BookKitty can reach, signed out and signed in,
/// checked by the navigation explorer.
struct ExploreCommand: AsyncParsableCommand {
  /// The formats `--format` takes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text, json, dot, mermaid
  }

  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Explore every navigation state BookKitty can reach, and check each.",
    discussion: """
      Launches BookKitty on a new database in a temporary folder (its real schema and \
      catalog), once signed out and once signed in, and tries in every state what the user \
      can do: back, swipes, tabs, dialog choices, every row, button and shortcut the terminal \
      screen offers, and every link. Each state is checked: the navigator's invariants, a way \
      back, the login reachable again, no leak, links and restoration round-trips, the \
      sign-in guard, coverage of the flow graph. A failure prints the shortest moves that \
      reach it. Exits with 1 when a property fails. --declared-starts also tries what the \
      flows declare they may start, in every state where they run, also where no screen \
      leads (guards and coverage are not checked in the states only those reach).

      --format dot prints one graph per exploration, signed out first; Graphviz draws each: \
      bookkitty explore --format dot | dot -Tsvg -O (noname.gv.svg, noname.gv.2.svg). \
      --format mermaid prints the signed-out one, which signs in on its way.
      """)

  @Option(help: "The most moves from launch a state may be.")
  var depth = 8

  @Option(name: .customLong("max-states"), help: "The most states to reach in each exploration.")
  var maxStates = 100_000

  @Option(help: "The output: text, json, dot or mermaid.")
  var format: Format = .text

  @Flag(
    name: .customLong("declared-starts"),
    help: "Also start, in every state, each flow the running flows declare they may start.")
  var declaredStarts = false

  @Option(
    name: .customLong("bundles"),
    help: ArgumentHelp(
      "Write an inspector bundle for each violation into this folder; `bookkitty --replay` "
        + "opens one.", valueName: "folder"))
  var bundleFolder: String?

  func validate() throws {
    guard (1...254).contains(depth) else {
      throw ValidationError("--depth must be between 1 and 254, not \(depth).")
    }
    guard maxStates > 0 else {
      throw ValidationError("--max-states must be at least 1, not \(maxStates).")
    }
  }

  @MainActor
  func run() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookkitty-explore-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reports: [(name: String, report: ExplorationReport)]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let database = try BookKittyDatabase(
        path: folder.appendingPathComponent("explore.sqlite").path)
      // Every path through the login replays a sign-in: the demo account's hash takes one
      // round here, not a real account's 50,000.
      try SQLiteAuthRepository(database: database).rehash(
        email: DemoAccount.email, password: DemoAccount.password, rounds: 1)
      var options = NavigationExplorer<BookKittyRoute>.Options()
      options.maxDepth = depth
      options.maxStates = maxStates
      options.sizeClasses = [.compact, .regular]
      // The terminal closes every presentation but a full-screen one with Esc.
      options.userCloses = { $0 != .fullScreen && $0 != .overFullScreen }
      var found: [(String, ExplorationReport)] = []
      var bundles: [String] = []
      for signedIn in [false, true] {
        let name = signedIn ? "signed in" : "signed out"
        let exploration = BookKittyExploration(database: database, signedIn: signedIn)
        var model = exploration.model
        if declaredStarts { model.makeFlow = BookKittyExploration.makeFlow }
        let explorer = NavigationExplorer(model: model, options: options) {
          try exploration.launch(restoring: $0)
        }
        let report = await explorer.explore()
        found.append((name, report))
        if let bundleFolder {
          bundles += try await exploration.writeBundles(
            of: report.violations, walkedBy: explorer, into: bundleFolder,
            named: signedIn ? "signed-in" : "signed-out")
        }
      }
      reports = found
      for bundle in bundles { BookKittyCommand.printError("bookkitty: wrote \(bundle)") }
    } catch {
      BookKittyCommand.printError("bookkitty: cannot explore: \(error)")
      throw ExitCode.failure
    }
    BookKittyCommand.printOutput(render(reports))
    if reports.contains(where: { !$0.report.violations.isEmpty || !$0.report.unlisted.isEmpty }) {
      throw ExitCode(1)
    }
  }

  private func render(_ reports: [(name: String, report: ExplorationReport)]) -> String {
    switch format {
    case .text:
      return reports.map { "== \($0.name)\n\($0.report.summary)" }.joined(separator: "\n\n")
    case .json:
      let members = reports.map { "\"\($0.name)\": \($0.report.json())" }
      return "{\n" + members.joined(separator: ",\n") + "\n}"
    case .dot:
      // One graph per exploration: Graphviz draws each.
      return reports.map { $0.report.dot() }.joined(separator: "\n")
    case .mermaid:
      // The signed-out exploration signs in on its way, so its graph holds both worlds.
      return reports.first?.report.mermaid() ?? ""
    }
  }
}

/// BookKitty as the navigation explorer sees it: how it launches, and what its terminal
/// screens offer.
@MainActor
final class BookKittyExploration {
  let database: BookKittyDatabase
  let signedIn: Bool
  /// Where the journal of each launch goes, while a bundle is being written.
  private var recordJournal: (@MainActor (NavigationEvent<BookKittyRoute>) -> Void)?
  private var watch: NavigationWatch?

  init(database: BookKittyDatabase, signedIn: Bool) {
    self.database = database
    self.signedIn = signedIn
  }

  /// What the user types into each field, by the field's id: an explored form is filled
  /// with these and sent in one move.
  static let samples: [String: String] = [
    "email": DemoAccount.email, "password": DemoAccount.password, "query": "dune",
    "question": "a novel about the sea",
  ]

  /// One launch of BookKitty for the explorer.
  ///
  /// With no tree, a launch as the exploration starts: the user's data erased, the session
  /// signed out or in. With a tree, the app launched again after it was quit, as
  /// `BookKittyApp` launches: the saved navigation comes back only while signed in.
  func launch(restoring restored: NavigationTree<BookKittyRoute>?) throws
    -> ExplorationLaunch<BookKittyRoute>
  {
    let dependencies = BookKittyApp.dependencies(on: database)
    let session = try dependencies.resolve((any SessionUseCase).self)
    if restored == nil {
      try database.eraseUserData()
      if !signedIn {
        session.logout()
      } else if session.currentUser() == nil {
        _ = try dependencies.resolve((any LoginUseCase).self).login(
          email: DemoAccount.email, password: DemoAccount.password)
      }
    }
    let navigator = Navigator(
      root: BookKittyAppFlow(), dependencies: dependencies,
      logger: Logger(label: "bookkitty.explore") { SwiftLogNoOpLogHandler($0) })
    navigator.flowFactory = BookKittyRestoration.flowFactory
    let gate = BookKittyLinks.makeGate(navigator: navigator, session: session)
    if let recordJournal { watch = navigator.journal.onEvent(recordJournal) }
    if let restored, session.currentUser() != nil { navigator.start(restoring: restored) }
    return ExplorationLaunch(navigator: navigator, gate: gate)
  }

  /// Writes an inspector bundle for each violation with a trace.
  ///
  /// The explorer walks the trace on a new launch; the bundle holds the state it reaches, the
  /// journal that led there and the flows that ran. `bookkitty --replay FILE` launches into it
  /// (once signed in).
  ///
  /// - Returns: the files written.
  func writeBundles(
    of violations: [ExplorationViolation], walkedBy explorer: NavigationExplorer<BookKittyRoute>,
    into folder: String, named name: String
  ) async throws -> [String] {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    var written: [String] = []
    for (number, violation) in violations.enumerated() where !violation.trace.isEmpty {
      var journal: [NavigationEvent<BookKittyRoute>] = []
      recordJournal = { journal.append($0) }
      defer { recordJournal = nil }
      let state = try await explorer.walk(violation.trace)
      watch = nil
      let bundle = try InspectorBundle(
        navigator: state.navigator, journal: journal,
        restoration: BookKittyRestoration.restoration)
      let path = (folder as NSString).appendingPathComponent(
        "\(name)-\(number + 1)-\(violation.property).json")
      try bundle.encoded().write(to: URL(fileURLWithPath: path))
      written.append(path)
    }
    return written
  }

  /// What the explorer knows of BookKitty: its terminal screens' actions, its links, the
  /// sign-in guard, its restoration, its flow graph, its data's version.
  var model: ExplorationModel<BookKittyRoute> {
    let session = DefaultSessionUseCase(repository: SQLiteAuthRepository(database: database))
    return ExplorationModel(
      actions: { _, screen in (screen as? any TerminalScreen).map(Self.actions(of:)) ?? [] },
      makeScreen: { route, flow in
        let screen = TerminalScreens.make(route, flow: flow)
        screen.willAppear()
        return screen
      },
      links: [
        "bookkitty://home", "bookkitty://questions", "bookkitty://library",
        "bookkitty://home/books/1", "bookkitty://library/books/1", "bookkitty://questions/1",
        "bookkitty://questions/1/books/1",
      ],
      guards: [
        ExplorationGuard("signedIn", isOpen: { session.currentUser() != nil }) { $0 != .login }
      ],
      restoration: BookKittyRestoration.restoration,
      downgrades: [1: { $0 = BookKittyRestoration.removingThePlusTab(from: $0) }],
      graph: BookKittyGraph.declared,
      properties: [
        ExplorationProperty("modelCoversScreen") { state in
          guard let screen = state.screen as? any TerminalScreen else { return nil }
          let missing = Self.fieldsWithoutSamples(screen)
          guard !missing.isEmpty else { return nil }
          return "the screen has fields the exploration has no text for: "
            + missing.joined(separator: ", ")
        }
      ],
      // A book added or a question asked changes what the screens show: the explorer comes
      // back to a state by moves only while no write changed the database.
      dataVersion: { [database] in database.changeCount })
  }

  /// A flow of BookKitty's flow graph, by its type's name, with sample values: the declared
  /// starts `--declared-starts` tries.
  static func makeFlow(_ name: String) -> FlowCoordinator<BookKittyRoute>? {
    switch name {
    case "LoginCoordinator<BookKittyRoute>": LoginCoordinator<BookKittyRoute>()
    case "BookKittyTabsFlow": BookKittyTabsFlow()
    case "HomeFlow": HomeFlow()
    case "QuestionsFlow": QuestionsFlow()
    case "LibraryFlow": LibraryFlow()
    case "MenuFlow": MenuFlow()
    case "BookDetailFlow": BookDetailFlow(id: 1)
    case "AddBookFlow": AddBookFlow()
    case "AskQuestionFlow": AskQuestionFlow()
    default: nil
    }
  }

  /// The actions of a terminal screen, read from what it shows.
  ///
  /// Every button and shortcut, and one row of each kind (rows `book:1` and `book:2` are one
  /// action, `row book`). A screen with fields fills them from ``samples`` before each action.
  static func actions(of screen: any TerminalScreen) -> [ExplorationAction] {
    let content = screen.content
    let fields = content.items.compactMap { item -> String? in
      if case .field(let id, _, _, _) = item { id } else { nil }
    }
    var seen = Set<String>()
    var actions: [ExplorationAction] = []
    func add(_ name: String, _ id: String) {
      guard seen.insert(name).inserted else { return }
      actions.append(
        ExplorationAction(name, code: "screen.activate(\(String(reflecting: id)))") { object in
          guard let screen = object as? any TerminalScreen else { return }
          for field in fields {
            if let text = samples[field] { screen.setText(text, ofField: field) }
          }
          screen.activate(id)
        })
    }
    for item in content.items {
      switch item {
      case .row(let id, _, _):
        add("row \(id.split(separator: ":").first.map(String.init) ?? id)", id)
      case .button(let id, _): add("button \(id)", id)
      case .field(let id, _, _, _) where samples[id] != nil: add("field \(id)", id)
      default: break
      }
    }
    for shortcut in content.shortcuts { add("shortcut \(shortcut.id)", shortcut.id) }
    return actions
  }

  /// The fields of `screen` the exploration cannot fill: an action the screen offers that the
  /// model lacks.
  static func fieldsWithoutSamples(_ screen: any TerminalScreen) -> [String] {
    screen.content.items.compactMap { item in
      if case .field(let id, _, _, _) = item, samples[id] == nil { id } else { nil }
    }
  }
}
