import Wayfinder

/// How BookKitty saves its navigation and brings it back at the next launch.
///
/// ```swift
/// try BookKittyRestoration.restoration.save(navigator.tree, to: store)
///
/// // At the next launch, instead of navigator.start():
/// navigator.flowFactory = BookKittyRestoration.flowFactory
/// navigator.start(restoringFrom: store, with: BookKittyRestoration.restoration)
/// ```
public enum BookKittyRestoration {
  /// The snapshot format of BookKitty's navigation, version 2.
  ///
  /// Version 2 added the "+" tab, an action (``BookKittyTab/add``); a version-1 tree gets it
  /// back, after Library, so that a restored tab bar is the one a fresh launch shows.
  public static let restoration: Restoration<BookKittyRoute> = {
    var restoration = Restoration<BookKittyRoute>(version: 2)
    restoration.migrate(from: 1) { tree in tree = addingThePlusTab(to: tree) }
    return restoration
  }()

  /// `tree` with the "+" action after BookKitty's three tabs, wherever they are.
  static func addingThePlusTab(to tree: JSONValue) -> JSONValue {
    let tabs = BookKittyTab.screens.map { JSONValue.string($0.rawValue) }
    return tree.rewritten { value in
      guard case .array(let sections)? = value["sections"],
        sections.map({ $0["id"] }) == tabs
      else { return value }
      var migrated = value
      let plus = JSONValue.string(BookKittyTab.add.rawValue)
      migrated["sections"] = .array(sections + [.object(["id": plus, "stack": .array([])])])
      migrated["actions"] = .array([plus])
      return migrated
    }
  }

  /// `tree` as version 1 wrote it, the inverse of ``addingThePlusTab(to:)``: the navigation
  /// explorer writes each state back to version 1 with it and checks that the migration
  /// restores the same tree.
  package static func removingThePlusTab(from tree: JSONValue) -> JSONValue {
    let plus = JSONValue.string(BookKittyTab.add.rawValue)
    let tabs = BookKittyTab.screens.map { JSONValue.string($0.rawValue) } + [plus]
    return tree.rewritten { value in
      guard case .array(let sections)? = value["sections"], sections.map({ $0["id"] }) == tabs
      else { return value }
      var old = value
      old["sections"] = .array(sections.dropLast())
      old["actions"] = nil
      if case .array(let order)? = value["tabBarOrder"] {
        old["tabBarOrder"] = .array(order.filter { $0 != plus })
      }
      return old
    }
  }

  /// The flow that begins at `route`, so that a restored or linked tree gets its flows back:
  /// Book Detail, Add a book, Ask a question, and the floating menu.
  ///
  /// Tab roots and a question of the history belong to their tab's flow, which the tabs flow
  /// starts itself; the login form belongs to the flow the root starts.
  @MainActor
  public static func flowFactory(_ route: BookKittyRoute) -> FlowCoordinator<BookKittyRoute>? {
    switch route {
    case .bookDetail(let id): BookDetailFlow(id: id)
    case .searchCatalog: AddBookFlow()
    case .askQuestion, .answers: AskQuestionFlow()
    case .menu: MenuFlow()
    case .login, .home, .questions, .library, .question, .confirmBook: nil
    }
  }
}
