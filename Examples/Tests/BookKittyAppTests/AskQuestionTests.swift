import Testing

extension BookKittyEndToEnd {
  /// The floating "+" menu's Ask a question flow.
  @Suite struct AskQuestionTests {
    @Test func pickingARecommendationSelectsQAWithTheNewestQuestionFirst() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let first = BookKittyScript.logIn + BookKittyScript.ask()

      let run = try await app.run(first + BookKittyScript.ask("a war in space"))

      let answers = run.screen(afterLine: first.count - 1)
      // The flow is a sheet: its title is in the box drawn over the tab.
      #expect(answers.contains("│   Recommended Books"))
      #expect(answers.contains("“a desert planet with sandworms”"))
      #expect(answers.contains("Dune  Frank Herbert · matched: desert, planet, sandworms"))
      #expect(run.screen(afterLine: first.count).title == "Q&A")
      #expect(run.lastScreen.title == "Q&A")
      let questions = run.lastScreen.lines.filter { $0.contains(" books") || $0.contains(" book") }
      #expect(questions.first?.contains("a war in space") == true)
      #expect(questions.last?.contains("a desert planet with sandworms  5 books") == true)
    }

    @Test func escapeOnTheQuestionCancelsAsking() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      // The first Esc stops typing into the question, the second closes the sheet.
      let run = try await app.run(
        BookKittyScript.logIn + ["2", "+", "down", "enter", "esc", "esc"], arguments: ["--dump"])

      #expect(run.screen(afterLine: BookKittyScript.logIn.count + 4).contains("Ask a Question"))
      #expect(run.screen(afterLine: BookKittyScript.logIn.count + 5).contains("Ask a Question"))
      #expect(run.lastScreen.title == "Q&A")
      #expect(run.lastScreen.contains("No questions yet"))
      #expect(!run.dump.contains("askQuestion"))
    }

    @Test func escapeOnAQuestionTypedAsksWhetherToDiscardIt() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let typed = BookKittyScript.logIn + ["2", "+", "down", "enter", "type whales", "esc"]

      // Esc on the form: the question is not lost, the flow asks. Esc on the question keeps
      // the text; the next Esc asks again, and Discard (the first action) closes the sheet.
      let run = try await app.run(typed + ["esc", "esc", "esc", "enter"], arguments: ["--dump"])

      let asked = run.screen(afterLine: typed.count + 1)
      #expect(asked.contains("Discard your question?"))
      #expect(asked.contains("Ask a Question"))
      let kept = run.screen(afterLine: typed.count + 2)
      #expect(!kept.contains("Discard your question?"))
      #expect(kept.contains("Question: whales"))
      #expect(run.screen(afterLine: typed.count + 3).contains("Discard your question?"))
      #expect(run.lastScreen.title == "Q&A")
      #expect(run.lastScreen.contains("No questions yet"))
      #expect(!run.dump.contains("askQuestion"))
    }
  }
}
