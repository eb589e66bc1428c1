import BookKitty
import BookKittyData
import Testing

@Suite struct CatalogSearchTests {
  let store: TestDatabase

  init() throws {
    store = try TestDatabase()
  }

  func titles(_ text: String, limit: Int = 20) throws -> [String] {
    try store.catalog.search(text, limit: limit).map(\.title)
  }

  @Test func findsBooksByTitle() throws {
    #expect(try titles("The Hobbit").first == "The Hobbit")
    #expect(try titles("hobbit") == ["The Hobbit"])
  }

  @Test func findsBooksByAuthor() throws {
    let orwell = try store.catalog.search("george orwell", limit: 20)
    #expect(orwell.count == 4)
    #expect(orwell.allSatisfy { $0.author == "George Orwell" })
    #expect(Set(orwell.map(\.title)).isSuperset(of: ["1984", "Animal Farm"]))
  }

  @Test(arguments: ["garcia marquez", "GARCÍA MÁRQUEZ", "García Márquez", "gArCiA mArQuEz"])
  func ignoresCaseAndDiacritics(query: String) throws {
    let books = try store.catalog.search(query, limit: 20)
    #expect(books.count == 3)
    #expect(books.allSatisfy { $0.author == "Gabriel García Márquez" })
  }

  @Test func matchesTheStartOfEveryWord() throws {
    #expect(try titles("harr pott").count == 3)
    #expect(try titles("harry potter az") == ["Harry Potter and the Prisoner of Azkaban"])
    #expect(try titles("murak").count >= 4)
    #expect(try titles("soseki kok") == ["Kokoro"])
  }

  @Test func ranksTitleMatchesBeforeAuthorMatchesAndRespectsTheLimit() throws {
    // "Harry" is in three titles and in the subject of Steppenwolf, which title-or-author
    // search leaves out.
    let harry = try titles("harry")
    #expect(harry.count == 3)
    #expect(!harry.contains("Steppenwolf"))
    #expect(try titles("murakami", limit: 2).count == 2)
    #expect(try titles("murakami", limit: 0).isEmpty)
  }

  @Test func findsABookByID() throws {
    let book = try #require(try store.catalog.search("1984", limit: 5).first { $0.title == "1984" })
    #expect(try store.catalog.book(id: book.id) == book)
    #expect(try store.catalog.book(id: 999_999) == nil)
  }

  @Test(arguments: [
    "", "   ", "\"", "\"\"", "'", "*", "-", "^", "+", ":", "(", ")", "()", "{title}:x",
    "title:hobbit", "NEAR", "NEAR(cat dog)", "AND", "OR", "NOT", "cat AND", "OR cat", "NOT NOT",
    "\"unterminated", "hobbit\" OR \"", "a*b*c", "-hobbit", "🐱", "🐱 cat", "고양이", "猫",
    "\u{0}", "hob\u{0}bit", "\u{301}", "\\", "%", "_", "'; DROP TABLE book; --",
    String(repeating: "a", count: 5000), String(repeating: "cat ", count: 500),
  ])
  func hostileTextNeverFails(text: String) throws {
    let books = try store.catalog.search(text, limit: 10)
    #expect(books.count <= 10)
    #expect(try store.catalog.count() == 502)
  }

  @Test func theUseCaseReturnsNothingForBlankText() throws {
    let useCase = DefaultSearchCatalogUseCase(catalog: store.catalog, limit: 3)
    #expect(try useCase.search("  \n").isEmpty)
    #expect(try useCase.search("murakami").count == 3)
  }
}
