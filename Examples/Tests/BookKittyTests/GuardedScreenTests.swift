import BookKitty
import LoginSample
import Testing
import Wayfinder
import WayfinderTesting

/// No link and no intent reaches a screen behind login without logging in, for every link
/// pattern BookKitty declares: the patterns are found from the flow graph's routes, not listed
/// here, so a new pattern is covered (or this test says that no declared route reaches it).
@MainActor
@Suite struct GuardedScreenTests {
  /// One link per declared pattern, made from trees that show the flow graph's routes in each
  /// tab (``BookKittyLinks/link(for:)``), by pattern.
  static func linkPerPattern() throws -> [String: String] {
    let app = try KittyApp()
    let base = app.navigator.tree
    let routes = BookKittyGraph.routes
    var links: [String: String] = [:]
    for tab in BookKittyTab.screens {
      guard let root = tab.root else { continue }
      var stacks: [[BookKittyRoute]] = [[root]]
      for first in routes {
        stacks.append([root, first])
        for second in routes { stacks.append([root, first, second]) }
      }
      for stack in stacks {
        guard let tree = try? base.showing(section: tab.id, stack: Stack(stack)),
          let link = BookKittyLinks.link(for: tree)
        else { continue }
        links[try BookKittyLinks.router.match(link).template] = link
      }
    }
    return links
  }

  /// Every route the tree holds, in every stack of every level.
  static func routes(in tree: NavigationTree<BookKittyRoute>) -> [BookKittyRoute] {
    ([tree.root] + tree.presentations.map(\.container)).flatMap { container in
      switch container {
      case .stack(let stack): stack.routes
      case .tabs(let sections), .split(let sections):
        sections.ids.flatMap { sections[$0]?.routes ?? [] }
      }
    }
  }

  /// The trees the navigator commits, each as it is right after the change.
  final class Trees {
    var seen: [NavigationTree<BookKittyRoute>] = []
  }

  static func record(_ app: KittyApp) -> Trees {
    let trees = Trees()
    let navigator = app.navigator
    trees.seen.append(navigator.tree)
    navigator.journal.onEvent { [weak navigator] _ in
      if let navigator { trees.seen.append(navigator.tree) }
    }
    return trees
  }

  /// Expects that no tree `trees` saw shows anything but the login form.
  static func expectOnlyLogin(
    _ trees: Trees, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for tree in trees.seen {
      let shown = routes(in: tree).filter { $0 != .login }
      #expect(shown.isEmpty, "\(what) showed \(shown) before login", sourceLocation: sourceLocation)
    }
  }

  @Test func everyDeclaredPatternIsReachedByARouteOfTheFlowGraph() throws {
    let links = try Self.linkPerPattern()
    #expect(
      links.count == BookKittyLinks.router.patternCount,
      "patterns with a link: \(links.keys.sorted()); declare the routes of the others")
  }

  @Test func noLinkOfAnyPatternShowsAScreenBeforeLogin() async throws {
    let links = try Self.linkPerPattern()
    try #require(!links.isEmpty)
    for (template, link) in links.sorted(by: { $0.key < $1.key }) {
      let app = try KittyApp(signedIn: false)
      let trees = Self.record(app)
      let gate = BookKittyLinks.makeGate(navigator: app.navigator, session: app.session)
      let redirected = AsyncStream<Void> { continuation in
        app.navigator.journal.onEvent { event in
          if case .guardRedirect = event.cause { continuation.yield() }
        }
      }
      let opening = Task { await gate.open(link) }
      for await _ in redirected { break }

      Self.expectOnlyLogin(trees, "\(link) (\(template))")
      #expect(app.tabs == nil, "\(link)")

      // Only a real login lets it through.
      try app.signIn(password: KittyApp.password)
      #expect(await opening.value == .applied, "\(link)")
      #expect(app.selectedTab != nil, "\(link)")
    }
  }

  /// Every intent BookKitty's screens send; the switch fails to compile when a case is added,
  /// so that the new one joins the list.
  static let intents: [any NavigationIntent] = {
    let book = Book(id: 113, title: "Dune", author: "Frank Herbert", year: 1965, subject: "")
    let question = Question(id: 1, text: "sandworms", askedAt: .now)
    let all: [BookKittyIntent] = [
      .openBook(id: 113), .openQuestion(id: 1), .openMenu, .addBook, .askQuestion,
      .chooseBook(id: 113), .bookSaved(LibraryEntry(book: book, addedAt: .now)),
      .bookRemoved(id: 113),
      .asked(AnsweredQuestion(question: question, recommendations: [])),
      .picked(bookID: 113), .cancel,
    ]
    for intent in all {
      switch intent {
      case .openBook, .openQuestion, .openMenu, .addBook, .askQuestion, .chooseBook, .bookSaved,
        .bookRemoved, .asked, .picked, .cancel:
        break
      }
    }
    return all + [LoginSampleIntent.logout]
  }()

  @Test func noIntentFromTheLoginFormShowsAScreenBeforeLogin() throws {
    for intent in Self.intents {
      let app = try KittyApp(signedIn: false)
      let trees = Self.record(app)
      let form = StackPath(level: 0)
      app.navigator.handle(forRouteAt: 0, in: form).send(intent)
      Self.expectOnlyLogin(trees, "\(intent)")
      #expect(app.tabs == nil, "\(intent)")
    }
  }

  @Test func aLoginIntentWithoutASessionShowsNoTabs() throws {
    let app = try KittyApp(signedIn: false)
    let trees = Self.record(app)
    let forged = User(email: KittyApp.email, name: "Kitty")

    app.navigator.handle(forRouteAt: 0, in: StackPath(level: 0))
      .send(LoginSampleIntent.loggedIn(forged))

    Self.expectOnlyLogin(trees, "loggedIn without a session")
    #expect(Self.routes(in: app.navigator.tree) == [.login], "the form shows again")
  }
}
