import Wayfinder

/// The tab bar (seed 002's TabBarCoordinator): one flow per tab, the floating "+" menu, and the
/// two flows it starts.
///
/// The "+" is a tab that is an action (``BookKittyTab/add``): tapping it opens the menu and
/// selects nothing, on every host — the terminal's tab bar, the SwiftUI tab view, the UIKit
/// sample's floating button.
///
/// A book saved by Add a book selects the Library at its root, where the new book is listed;
/// a question asked selects Q&A at its root, where it is the newest. A cancelled flow selects
/// nothing.
@MainActor
public final class BookKittyTabsFlow: TabsCoordinator<BookKittyRoute, BookKittyTab> {
  /// Creates the tabs, Home selected, the "+" an action.
  public init() {
    super.init(selected: .home, actions: [.add], reselection: .nothing) { $0.root }
  }

  /// A flow per tab, and the menu and the two flows it offers.
  public override class var declaration: FlowDeclaration<BookKittyRoute> {
    FlowDeclaration(starts: [
      .flow(HomeFlow.self, .tab(BookKittyTab.home.id)),
      .flow(QuestionsFlow.self, .tab(BookKittyTab.questions.id)),
      .flow(LibraryFlow.self, .tab(BookKittyTab.library.id)),
      .flow(MenuFlow.self, .present(.overlay(MenuFlow.overlayName))),
      .flow(AddBookFlow.self, .pushedOverTabs), .flow(AskQuestionFlow.self, .present(.sheet)),
    ])
  }

  /// The flow of `tab`.
  public override func flow(for tab: BookKittyTab) -> Coordinator<BookKittyRoute, Void> {
    switch tab {
    case .home: HomeFlow()
    case .questions: QuestionsFlow()
    case .library: LibraryFlow()
    // Never asked: the "+" is an action, with no flow.
    case .add: TabFlow()
    }
  }

  /// Opens the menu (from the "+" tab or a screen's shortcut), and starts Add a book or Ask a
  /// question.
  public override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case BookKittyIntent.openMenu:
      try openMenu()
    case let tap as TabActionIntent where tap.tab == BookKittyTab.add.id:
      try openMenu()
    case BookKittyIntent.addBook:
      try startAddBook()
    case BookKittyIntent.askQuestion:
      try startAskQuestion()
    default:
      return try super.handle(intent)
    }
    return true
  }

  /// Opens the floating menu over the tabs.
  private func openMenu() throws(NavigationError) {
    let menu = MenuFlow()
    try start(menu, .present(.overlay(MenuFlow.overlayName)))
    handleOutcome(of: menu)
  }

  /// Starts Add a book, pushed over the tab bar as seed 002 does.
  public func startAddBook() throws(NavigationError) {
    let flow = AddBookFlow()
    try start(flow, .pushedOverTabs)
    handleOutcome(of: flow)
  }

  /// Starts Ask a question in a sheet.
  public func startAskQuestion() throws(NavigationError) {
    let flow = AskQuestionFlow()
    try start(flow, .present(.sheet))
    handleOutcome(of: flow)
  }

  /// Takes back a floating-button flow or the menu the navigator re-created from a restored
  /// tree: the navigator adopts it under this flow, which declares that it starts them.
  public override func didAdopt(_ child: FlowCoordinator<BookKittyRoute>) throws {
    handleOutcome(of: child)
  }

  /// Acts on the outcome of a floating-button flow or the menu, whoever started it (this flow,
  /// or the navigator restoring it).
  func handleOutcome(of child: FlowCoordinator<BookKittyRoute>) {
    switch child {
    case let menu as MenuFlow:
      onFinish(of: menu) { [weak self] outcome in
        switch outcome.result {
        case .addBook?: try self?.startAddBook()
        case .askQuestion?: try self?.startAskQuestion()
        case nil: break
        }
      }
    case let addBook as AddBookFlow:
      onFinish(of: addBook) { [weak self] outcome in
        if outcome.result != nil { try self?.show(.library) }
      }
    case let askQuestion as AskQuestionFlow:
      onFinish(of: askQuestion) { [weak self] outcome in
        if outcome.result != nil { try self?.show(.questions) }
      }
    default:
      break
    }
  }

  /// Selects `tab` with its stack back at its root.
  private func show(_ tab: BookKittyTab) throws(NavigationError) {
    try navigator?.transaction { () throws(NavigationError) in
      try tabFlow(for: tab)?.popToRoot()
      try select(tab)
    }
  }
}
