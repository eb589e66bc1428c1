import BookKitty
import Foundation
import Testing
import Wayfinder
import WayfinderTerminal

extension BookKittyEndToEnd {
  /// No saved navigation, link or script shows a screen behind login to a signed-out user.
  ///
  /// The screens tried are the flow graph's routes and the links of every declared pattern,
  /// found from the code, so new ones are covered.
  @Suite struct GuardedScreenTests {
    static let loginTitle = "BookKitty — Log In"

    /// Trees that show each route of the flow graph on each tab (and, when `deep`, each pair
    /// of routes), made from the tree a signed-in `bookkitty` saved.
    static func treesBehindLogin(deep: Bool = false) async throws -> [NavigationTree<
      BookKittyRoute
    >] {
      let signedIn = try BookKittyProcess()
      defer { signedIn.removeFolder() }
      _ = try await signedIn.run(BookKittyScript.logIn + ["q"])
      let saved = try BookKittyRestoration.restoration.tree(
        from: Data(contentsOf: signedIn.savedNavigation))
      var trees: [NavigationTree<BookKittyRoute>] = []
      for tab in BookKittyTab.screens {
        guard let root = tab.root else { continue }
        trees.append(try saved.showing(section: tab.id, stack: [root]))
        let routes = BookKittyGraph.routes.filter { $0 != .login && $0 != root }
        for route in routes {
          trees.append(try saved.showing(section: tab.id, stack: [root, route]))
          for next in routes where deep {
            trees.append(try saved.showing(section: tab.id, stack: [root, route, next]))
          }
        }
      }
      return trees
    }

    /// A signed-out database: the app has run once, and nobody logged in.
    static func signedOut() async throws -> BookKittyProcess {
      let app = try BookKittyProcess()
      let first = try await app.run(["q"])
      try #require(first.status == 0)
      return app
    }

    static func expectOnlyLogin(
      _ run: BookKittyRun, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(run.status == 0, "\(what): \(run.error)", sourceLocation: sourceLocation)
      #expect(!run.screens.isEmpty, "\(what)", sourceLocation: sourceLocation)
      for screen in run.screens where screen.title != loginTitle {
        Issue.record("\(what) showed \(screen)", sourceLocation: sourceLocation)
      }
      #expect(run.dump == "stack\n  login", "\(what)", sourceLocation: sourceLocation)
    }

    @Test func noSavedNavigationShowsAScreenBeforeLogin() async throws {
      let trees = try await Self.treesBehindLogin()
      try #require(trees.count >= BookKittyGraph.routes.count)
      let app = try await Self.signedOut()
      defer { app.removeFolder() }
      for tree in trees {
        try BookKittyRestoration.restoration.snapshot(of: tree).write(to: app.savedNavigation)

        let run = try await app.run(["q"], arguments: ["--dump"])

        Self.expectOnlyLogin(run, "the saved \(tree.visibleStack.routes)")
      }
    }

    @Test func noLinkOfAnyPatternShowsAScreenBeforeLogin() async throws {
      var links: [String: String] = [:]
      for tree in try await Self.treesBehindLogin(deep: true) {
        guard let link = BookKittyLinks.link(for: tree) else { continue }
        links[try BookKittyLinks.router.match(link).template] = link
      }
      #expect(links.count == BookKittyLinks.router.patternCount, "\(links.keys.sorted())")
      let app = try await Self.signedOut()
      defer { app.removeFolder() }
      for link in links.values.sorted() {
        let run = try await app.run(
          ["down", "enter", "3", "b", "esc", "q"], arguments: ["--open", link, "--dump"])

        Self.expectOnlyLogin(run, link)
      }
    }

    /// Every command a script has, then 500 drawn at random (seeded), none of them a login.
    @Test func noScriptWithoutALoginShowsAScreenBehindIt() async throws {
      let commands = InputScript.commands.filter { $0 != "q" }.map { command in
        switch command {
        case "type <text>": "type bookkitty://library"
        case "resize <columns>x<rows>": "resize 80x24"
        default: command
        }
      }
      // A linear congruential generator from seed 21: the same commands every run.
      var state: UInt64 = 21
      let random = (0..<500).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return commands[Int(state >> 33) % commands.count]
      }
      let app = try await Self.signedOut()
      defer { app.removeFolder() }

      let run = try await app.run(commands + random + ["q"], arguments: ["--dump"])

      Self.expectOnlyLogin(run, "the script")
      #expect(run.screens.count > commands.count)
    }
  }
}
