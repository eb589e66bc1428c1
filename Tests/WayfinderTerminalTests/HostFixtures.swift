import Wayfinder
import WayfinderTerminal

/// A small app for the host's tests: two tabs of lists, items that present every kind of
/// presentation, a form with fields, and a floating menu.
enum ToyRoute: Hashable, Codable, Sendable {
  case list(String)
  case item(Int)
  case form
  case cover
  case menu
}

enum ToyTab: String, CaseIterable {
  case first, second
}

enum ToyIntent: NavigationIntent {
  case open(Int)
  case sheet, cover, alert, menu, closeCover, context
}

@MainActor
final class ToyTabs: TabsCoordinator<ToyRoute, ToyTab> {
  init() {
    super.init(selected: .first, reselection: .popToRoot) { .list($0.rawValue) }
  }

  override func flow(for tab: ToyTab) -> Coordinator<ToyRoute, Void> { ToyTabFlow() }
}

/// The toy app with a row the tab bar hides: Lists shows in the sidebar only.
@MainActor
final class ToySidebar: TabsCoordinator<ToyRoute, SectionID> {
  init() {
    super.init(tabs: ["first", "lists", "second"]) { .list($0.rawValue) }
  }

  override func flow(for tab: SectionID) -> Coordinator<ToyRoute, Void> { ToyTabFlow() }

  override func visibility(for tab: SectionID) -> SectionVisibility {
    tab == "lists" ? .splitOnly : .everywhere
  }
}

@MainActor
final class ToyTabFlow: Coordinator<ToyRoute, Void> {
  var choices: [DialogChoice] = []
  /// Whether the sheet it presents refuses the user's dismissal, as unsaved text would make it.
  var holdsUnsavedText = false
  /// Whether it asks when the user tries to close that sheet; otherwise it only counts.
  var asksWhenRefusing = true
  var attempts = 0

  override var refusesUserDismissal: Bool { holdsUnsavedText }

  /// Whether an item, once open, refuses the user's back, as an order's confirmation does.
  var itemsRefuseBack = false

  override var refusesUserBack: ((ToyRoute) -> Bool)? {
    { [unowned self] route in
      if itemsRefuseBack, case .item = route { true } else { false }
    }
  }

  /// Asks whether to discard, as a compose sheet does.
  override func didRefuseUserDismissal() throws {
    attempts += 1
    guard asksWhenRefusing else { return }
    try present(
      .alert(
        Dialog(
          id: "unsaved", title: "Discard?",
          actions: [DialogAction(id: "discard", title: "Discard", role: .destructive), .cancel()]
        )))
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    if let choice = intent as? DialogChoice {
      choices.append(choice)
      if choice == DialogChoice(dialog: "unsaved", action: "discard") {
        holdsUnsavedText = false
        try dismiss()
      }
      return true
    }
    guard let intent = intent as? ToyIntent else { return false }
    switch intent {
    case .open(let number): try push(.item(number))
    case .sheet: try present(.sheet(.form))
    case .context: try present(.stack(.overCurrentContext, .form))
    case .cover: try present(.fullScreen(.cover))
    case .closeCover: try dismiss()
    case .menu: try present(.stack(.overlay("menu"), .menu))
    case .alert:
      try present(
        .alert(
          Dialog(
            id: "delete", title: "Delete?", message: "It cannot be undone.",
            actions: [DialogAction(id: "delete", title: "Delete", role: .destructive), .cancel()])))
    }
    return true
  }
}

enum ToyActionTab: String, CaseIterable {
  case first, compose, second
}

/// Tabs whose middle tab is an action: it opens the form in a sheet.
@MainActor
final class ToyActionTabs: TabsCoordinator<ToyRoute, ToyActionTab> {
  var taps = 0

  init() {
    super.init(selected: .first, actions: [.compose]) { .list($0.rawValue) }
  }

  override func flow(for tab: ToyActionTab) -> Coordinator<ToyRoute, Void> { ToyTabFlow() }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard intent is TabActionIntent else { return try super.handle(intent) }
    taps += 1
    try present(.sheet(.form))
    return true
  }
}

/// A screen of the toy app, which records what the host tells it.
@MainActor
final class ToyScreen: TerminalScreen {
  let route: ToyRoute
  let flow: FlowHandle<ToyRoute>
  var name = ""
  var secret = ""
  var submitted: [String] = []
  var appearances = 0

  init(route: ToyRoute, flow: FlowHandle<ToyRoute>) {
    self.route = route
    self.flow = flow
  }

  var content: ScreenContent {
    switch route {
    case .list(let title):
      ScreenContent(
        title: title.capitalized,
        items: [.text("Pick one", style: .heading)]
          + (1...3).map { .row(id: "\($0)", title: "Item \($0)", detail: "detail \($0)") },
        shortcuts: [Shortcut(key: "+", id: "menu", title: "menu")])
    case .item(let number):
      ScreenContent(
        title: "Item \(number)",
        items: [
          .button(id: "sheet", title: "Sheet"), .button(id: "cover", title: "Cover"),
          .button(id: "alert", title: "Alert"),
          .button(id: "context", title: "Over the tab"),
        ])
    case .form:
      ScreenContent(
        title: "Form",
        items: [
          .field(id: "name", label: "Name", value: name),
          .field(id: "secret", label: "Secret", value: secret, isSecure: true),
          .button(id: "save", title: "Save"),
        ])
    case .cover:
      ScreenContent(title: "Cover", items: [.button(id: "close", title: "Close")])
    case .menu:
      ScreenContent(title: "Menu", items: [.row(id: "one", title: "Add")])
    }
  }

  func activate(_ id: String) {
    submitted.append(id)
    switch (route, id) {
    case (_, "menu"): flow.send(ToyIntent.menu)
    case (.list, _): if let number = Int(id) { flow.send(ToyIntent.open(number)) }
    case (_, "sheet"): flow.send(ToyIntent.sheet)
    case (_, "cover"): flow.send(ToyIntent.cover)
    case (_, "alert"): flow.send(ToyIntent.alert)
    case (_, "context"): flow.send(ToyIntent.context)
    case (_, "close"): flow.send(ToyIntent.closeCover)
    default: break
    }
  }

  func setText(_ text: String, ofField id: String) {
    if id == "name" { name = text } else if id == "secret" { secret = text }
  }

  func willAppear() {
    appearances += 1
  }
}

/// A navigator on the toy app, shown by a terminal host of `columns` columns.
@MainActor
func makeToyApp(
  columns: Int = 80, rows: Int = 20, root: FlowCoordinator<ToyRoute> = ToyTabs()
) -> (TerminalHost<ToyRoute>, Navigator<ToyRoute>) {
  let navigator = Navigator(root: root)
  navigator.start()
  var settings = TerminalHost<ToyRoute>.Settings()
  settings.sectionTitle = { $0.rawValue.capitalized }
  let host = TerminalHost<ToyRoute>(
    size: TerminalSize(columns: columns, rows: rows), settings: settings
  ) { route, flow in ToyScreen(route: route, flow: flow) }
  host.attach(to: navigator)
  return (host, navigator)
}

/// The toy app's screens on ``ToyActionTabs``.
@MainActor
func makeToyActionApp(columns: Int = 80) -> (TerminalHost<ToyRoute>, Navigator<ToyRoute>) {
  let navigator = Navigator(root: ToyActionTabs())
  navigator.start()
  var settings = TerminalHost<ToyRoute>.Settings()
  settings.sectionTitle = { $0.rawValue.capitalized }
  let host = TerminalHost<ToyRoute>(
    size: TerminalSize(columns: columns, rows: 20), settings: settings
  ) { route, flow in ToyScreen(route: route, flow: flow) }
  host.attach(to: navigator)
  return (host, navigator)
}

extension TerminalHost {
  /// Presses keys in order.
  func press(_ keys: Key...) {
    for key in keys { handle(.key(key)) }
  }
}
