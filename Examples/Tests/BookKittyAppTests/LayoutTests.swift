import Testing

extension BookKittyEndToEnd {
  /// The narrow layout (a tab bar) and the wide one (a sidebar), `resize`, and `--dump`.
  @Suite struct LayoutTests {
    @Test func aNarrowTerminalShowsTheTabBarAcrossEightyColumns() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn)

      #expect(run.screens.allSatisfy { $0.lines.prefix(Screen.rows).count == Screen.rows })
      #expect(run.screens.allSatisfy { $0.lines.allSatisfy { $0.count <= 80 } })
      #expect(run.lastScreen.lines[21] == String(repeating: "─", count: 80))
      #expect(run.lastScreen.lines[22] == "  1 Home   2 Q&A   3 Library   4 +")
      #expect(!run.lastScreen.contains("Sections"))
    }

    @Test func aWideTerminalShowsTheSectionsSidebar() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn + ["3"], arguments: ["--width", "120"])

      let screen = run.lastScreen
      #expect(screen.lines[0].hasPrefix(" Sections "))
      #expect(screen.lines[0].hasSuffix("│   Library"))
      #expect(screen.lines[2].hasPrefix(" 1 Home "))
      #expect(screen.lines[4].hasPrefix("›3 Library "))
      #expect(!screen.contains("  1 Home   2 Q&A   3 Library"))
      #expect(run.output.split(separator: "\n").first?.count == 120)
    }

    @Test func resizingAcrossTheThresholdKeepsTheStack() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()

      let run = try await app.run(
        ["3", "enter", "resize 120x24", "resize 80x24", "b"], arguments: ["--dump"])

      let wide = run.screen(afterLine: 3)
      #expect(wide.heading.hasPrefix("resize"))
      #expect(wide.lines[0].hasPrefix(" Sections "))
      #expect(wide.lines[0].hasSuffix("│ ‹ Dune"))
      #expect(wide.lines[4].hasPrefix("›3 Library "))
      let narrowAgain = run.screen(afterLine: 4)
      #expect(narrowAgain.title == "Dune")
      #expect(narrowAgain.contains("  1 Home   2 Q&A   3 Library"))
      #expect(run.lastScreen.title == "Library")
      #expect(run.dump.hasPrefix("tabs\n"))
    }

    @Test func dumpPrintsTheNavigationTreeAfterTheLastScreen() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(
        BookKittyScript.logIn + ["3", "+", "enter"], arguments: ["--dump"])

      #expect(
        run.dump == """
          tabs
            tab home
              home
            tab questions
              questions
            tab library (selected)
              library
            tab add (action)
            pushed: stack
              searchCatalog
          """)
    }

    @Test func dumpOfAWideTerminalIsASplitView() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(BookKittyScript.logIn, arguments: ["--width", "120", "--dump"])

      #expect(run.dump.hasPrefix("split\n  section home (selected)\n    home\n"))
    }
  }
}
