import BookKitty
import BookKittyData
import Testing

@Suite struct QuestionTests {
  let store: TestDatabase

  init() throws {
    store = try TestDatabase()
  }

  var ask: DefaultAskQuestionUseCase { DefaultAskQuestionUseCase(questions: store.questions) }

  @Test func aQuestionAboutCatsRecommendsCatBooksWithTheWordsTheyMatched() throws {
    let answer = try ask.ask("  Can you recommend a book about cats?  ")
    #expect(answer.question.text == "Can you recommend a book about cats?")
    #expect(answer.recommendations.count == 5)
    for recommendation in answer.recommendations {
      #expect(recommendation.matchedWords == ["cats"])
      let text = "\(recommendation.book.title) \(recommendation.book.subject)".lowercased()
      #expect(text.contains("cat"))
    }
    let scores = answer.recommendations.map(\.score)
    #expect(scores == scores.sorted(by: >))
    #expect(scores.allSatisfy { $0 > 0 })
  }

  @Test func titlesWeighMoreThanSubjects() throws {
    // "Cat" is in both titles and subjects; the best answers have it in the title.
    let answer = try store.questions.ask("cat", limit: 3)
    #expect(answer.recommendations.allSatisfy { $0.book.title.lowercased().contains("cat") })
  }

  @Test func eachBookListsOnlyTheWordsItMatched() throws {
    let answer = try store.questions.ask("wizard school hogwarts dragons", limit: 10)
    #expect(!answer.recommendations.isEmpty)
    for recommendation in answer.recommendations {
      #expect(!recommendation.matchedWords.isEmpty)
      #expect(
        Set(recommendation.matchedWords).isSubset(of: ["wizard", "school", "hogwarts", "dragons"]))
    }
    let best = try #require(answer.recommendations.first)
    #expect(best.matchedWords.count >= 2)
  }

  @Test func matchingIgnoresAccentsAndCase() throws {
    let answer = try store.questions.ask("MARQUEZ", limit: 5)
    #expect(answer.recommendations.count == 3)
    #expect(answer.recommendations.allSatisfy { $0.matchedWords == ["marquez"] })
  }

  @Test func aQuestionIsKeptWithItsRecommendations() throws {
    let first = try ask.ask("a story about whales and the sea")
    let second = try ask.ask("dragons")
    let history = DefaultQuestionHistoryUseCase(questions: store.questions)
    #expect(try history.history() == [second, first])
    #expect(try history.question(id: first.id) == first)
    #expect(throws: BookKittyError.questionNotFound(id: 12_345)) {
      try history.question(id: 12_345)
    }
    let reopened = SQLiteQuestionRepository(database: try BookKittyDatabase(path: store.path))
    #expect(try reopened.history(limit: 10) == [second, first])
    #expect(try reopened.history(limit: 1) == [second])
  }

  @Test func homeShowsTheLatestRecommendationsOnceEachAndTheLatestBooks() throws {
    let cats = try store.questions.ask("cats", limit: 3)
    let tokyo = try store.questions.ask("tokyo cats", limit: 3)
    let hobbit = try store.bookID("The Hobbit")
    _ = try store.library.add(bookID: hobbit)
    let home = DefaultHomeUseCase(library: store.library, questions: store.questions, limit: 4)
    let summary = try home.summary()
    #expect(summary.recentlyAdded.map(\.book.id) == [hobbit])
    let ids = summary.recentRecommendations.map(\.book.id)
    #expect(ids.count == 4)
    #expect(Set(ids).count == 4)
    #expect(Array(ids.prefix(3)) == tokyo.recommendations.map(\.book.id))
    let catIDs = cats.recommendations.map(\.book.id)
    #expect(catIDs.contains(ids[3]))
    #expect(!summary.isEmpty)
  }

  @Test func aBlankQuestionIsRefused() throws {
    #expect(throws: BookKittyError.emptyQuestion) { try ask.ask(" \n\t ") }
    #expect(try store.questions.history(limit: 10).isEmpty)
    #expect(BookKittyError.emptyQuestion.description.hasPrefix("Type a question first"))
  }

  @Test func anOverlongQuestionIsRefused() throws {
    let text = String(repeating: "cat ", count: 200)
    #expect(throws: BookKittyError.questionTooLong(maximum: 500)) { try ask.ask(text) }
  }

  @Test(arguments: [
    "\"", "\"\"\"", "cats\" OR \"dogs", "what about NEAR(cats dogs, 2)?", "AND OR NOT",
    "cats AND", "OR", "NOT cats", "-cats", "cats*", "*", "^cats", "title:cats", "{title}: cats",
    "(cats", "cats)", "((()))", "🐱🐶", "🐱 cats", "고양이에 관한 책을 추천해 주세요", "猫の本",
    "\u{0}cats", "'; DROP TABLE question; --", "\\\"", "a the of", "?!?!",
  ])
  func hostileQuestionsNeverFail(text: String) throws {
    let answer = try ask.ask(text)
    #expect(answer.question.text == text.replacing("\u{0}", with: ""))
    #expect(answer.recommendations.count <= 5)
    #expect(try store.questions.question(id: answer.id) == answer)
  }

  @Test func controlCharactersBecomeSpaces() throws {
    let answer = try ask.ask("\tcats\nand\r\ndogs\u{0}")
    #expect(answer.question.text == "cats and dogs")
    #expect(try store.questions.question(id: answer.id)?.question.text == "cats and dogs")
  }

  @Test func aQuestionWithoutUsefulWordsIsKeptWithNoRecommendations() throws {
    let answer = try ask.ask("🐱 what about the ?")
    #expect(answer.recommendations.isEmpty)
    #expect(try store.questions.history(limit: 5) == [answer])
  }
}
