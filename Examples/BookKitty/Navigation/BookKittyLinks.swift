import LoginSample
import Wayfinder

/// BookKitty's deep links, both ways, and the gate that holds them until the user is signed in.
///
/// | Link | Shows |
/// | --- | --- |
/// | `bookkitty://home`, `bookkitty://questions`, `bookkitty://library` | the tab, at its root |
/// | `bookkitty://home/books/{id}`, `bookkitty://library/books/{id}` | Book Detail in the tab |
/// | `bookkitty://questions/{id}` | one question of the Q&A history |
/// | `bookkitty://questions/{id}/books/{book}` | Book Detail over that question |
///
/// A link lands with nothing presented over the tabs, whatever was open before.
///
/// ```swift
/// try BookKittyLinks.validate(link)  // a bad link: print the error, exit non-zero
/// let gate = BookKittyLinks.makeGate(navigator: navigator, session: session)
/// let outcome = await gate.open(link)  // before login: Login first, then the link
/// ```
public enum BookKittyLinks {
  /// The scheme of every BookKitty link.
  public static let scheme = "bookkitty"

  /// The router for every BookKitty link.
  public static let router: DeepLinkRouter<BookKittyRoute> = makeRouter()

  /// Checks a link without navigating: its form, its pattern and its parameters' types.
  ///
  /// - Throws: ``DeepLinkError`` saying what is wrong with the link (malformed, unknown host,
  ///   no such path, a parameter that is not a number).
  public static func validate(_ link: String) throws(DeepLinkError) {
    _ = try router.match(link)
  }

  /// A link to what `tree` shows, to share the current screen; `nil` when no link describes it
  /// (a flow in progress, the login form).
  public static func link(for tree: NavigationTree<BookKittyRoute>) -> String? {
    router.link(for: tree)
  }

  /// A gate that opens BookKitty's links, sending a signed-out user through Login first.
  ///
  /// Every BookKitty link shows a tab, and the tabs need a session, so the gate's guard
  /// redirects to ``LoginSample/LoginCoordinator`` as the root when `session` has no user;
  /// once the user signs in, the tabs appear and the link is applied. A link opened before the
  /// navigator started waits for its start.
  ///
  /// - Parameters:
  ///   - navigator: the app's navigator, whose root flow is a ``BookKittyAppFlow``.
  ///   - session: the session the guard checks.
  /// - Returns: The gate; `open(_:)` answers ``NavigationOutcome/failed(_:)`` for a bad link
  ///   and leaves the tree as it was.
  @MainActor
  public static func makeGate(
    navigator: Navigator<BookKittyRoute>, session: any SessionUseCase
  ) -> NavigationGate<BookKittyRoute> {
    let gate = NavigationGate(navigator: navigator, router: router)
    weak let app = navigator.rootFlow as? BookKittyAppFlow
    gate.addGuard { _ in
      if session.currentUser() != nil { return .allow }
      guard let app else { return .reject("BookKitty's root flow is not running") }
      return .redirect(app.loginRedirect())
    }
    return gate
  }

  private static func makeRouter() -> DeepLinkRouter<BookKittyRoute> {
    var router = DeepLinkRouter<BookKittyRoute>()
    do {
      for tab in BookKittyTab.screens {
        guard let root = tab.root else { continue }
        try router.register(
          "\(scheme)://\(tab.rawValue)",
          handler: { _, tree in try tree.showing(section: tab.id, stack: [root]) },
          reverse: { tree in tree.shows(tab, [root]) ? [:] : nil })
      }
      for (tab, root) in [(BookKittyTab.home, BookKittyRoute.home), (.library, .library)] {
        try router.register(
          "\(scheme)://\(tab.rawValue)/books/{id:int}",
          handler: { match, tree in
            try tree.showing(section: tab.id, stack: [root, .bookDetail(id: match.id("id"))])
          },
          reverse: { tree in
            guard case .bookDetail(let id)? = tree.visibleRoute,
              tree.shows(tab, [root, .bookDetail(id: id)])
            else { return nil }
            return ["id": "\(id)"]
          })
      }
      try router.register(
        "\(scheme)://questions/{id:int}",
        handler: { match, tree in
          try tree.showing(
            section: BookKittyTab.questions.id, stack: [.questions, .question(id: match.id("id"))])
        },
        reverse: { tree in
          guard case .question(let id)? = tree.visibleRoute,
            tree.shows(.questions, [.questions, .question(id: id)])
          else { return nil }
          return ["id": "\(id)"]
        })
      try router.register(
        "\(scheme)://questions/{id:int}/books/{book:int}",
        handler: { match, tree in
          try tree.showing(
            section: BookKittyTab.questions.id,
            stack: [.questions, .question(id: match.id("id")), .bookDetail(id: match.id("book"))])
        },
        reverse: { tree in
          let stack = tree.visibleStack
          guard stack.count == 3, case .question(let id) = stack[1],
            case .bookDetail(let book) = stack[2],
            tree.shows(.questions, [.questions, .question(id: id), .bookDetail(id: book)])
          else { return nil }
          return ["id": "\(id)", "book": "\(book)"]
        })
    } catch {
      // The templates above are constants; a typo in one is a programming error caught by the
      // first test that opens a link.
      preconditionFailure("BookKitty's link templates are invalid: \(error)")
    }
    return router
  }
}

extension DeepLinkMatch {
  /// The `int` parameter `name` as a catalog or history id.
  fileprivate func id(_ name: String) throws(DeepLinkError) -> Int64 {
    Int64(try int(name))
  }
}

extension NavigationTree<BookKittyRoute> {
  /// Whether the tree shows exactly `stack` in `tab`, with nothing presented over it.
  fileprivate func shows(_ tab: BookKittyTab, _ stack: Stack<BookKittyRoute>) -> Bool {
    topLevel == 0 && visiblePath.section == tab.id && visibleStack == stack
  }
}
