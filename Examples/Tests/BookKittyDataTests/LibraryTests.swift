import BookKitty
import BookKittyData
import Testing

@Suite struct LibraryTests {
  let store: TestDatabase

  init() throws {
    store = try TestDatabase()
  }

  @Test func addedBooksAreListedNewestFirst() throws {
    let ids = try ["The Hobbit", "1984", "Kokoro"].map(store.bookID)
    for id in ids {
      let entry = try store.library.add(bookID: id)
      #expect(entry.book.id == id)
    }
    #expect(try store.library.entries().map(\.book.id) == ids.reversed())
    #expect(try store.library.recentlyAdded(limit: 2).map(\.book.id) == [ids[2], ids[1]])
    #expect(try store.library.contains(bookID: ids[0]))
    let stored = try #require(try store.library.entry(bookID: ids[0]))
    #expect(try store.library.entries().last == stored)
  }

  @Test func addingABookTwiceIsRefusedAndKeepsTheFirstEntry() throws {
    let id = try store.bookID("The Hobbit")
    let first = try store.library.add(bookID: id)
    #expect(throws: BookKittyError.alreadyInLibrary(title: "The Hobbit")) {
      try DefaultAddBookUseCase(library: store.library).add(bookID: id)
    }
    #expect(try store.library.entries() == [first])
    #expect(
      BookKittyError.alreadyInLibrary(title: "The Hobbit").description
        == "\"The Hobbit\" is already in your library.")
  }

  @Test func addingAnUnknownBookIsRefused() throws {
    #expect(throws: BookKittyError.bookNotFound(id: 999_999)) {
      try store.library.add(bookID: 999_999)
    }
    #expect(try store.library.entries().isEmpty)
  }

  @Test func removingABookTakesItOutAndRemovingItAgainDoesNothing() throws {
    let hobbit = try store.bookID("The Hobbit")
    let kokoro = try store.bookID("Kokoro")
    _ = try store.library.add(bookID: hobbit)
    _ = try store.library.add(bookID: kokoro)
    let remove = DefaultRemoveBookUseCase(library: store.library)
    #expect(try remove.remove(bookID: hobbit))
    #expect(try !remove.remove(bookID: hobbit))
    #expect(try DefaultLibraryUseCase(library: store.library).myBooks().map(\.book.id) == [kokoro])
    #expect(try !store.library.contains(bookID: hobbit))
  }

  @Test func theLibraryIsKeptAcrossReopening() throws {
    let id = try store.bookID("Kokoro")
    let entry = try store.library.add(bookID: id)
    let reopened = SQLiteLibraryRepository(database: try BookKittyDatabase(path: store.path))
    #expect(try reopened.entries() == [entry])
  }

  @Test func bookDetailSaysWhetherTheBookIsInTheLibrary() throws {
    let id = try store.bookID("Kokoro")
    let detail = DefaultBookDetailUseCase(catalog: store.catalog, library: store.library)
    #expect(try !detail.detail(id: id).isInLibrary)
    let entry = try store.library.add(bookID: id)
    #expect(try detail.detail(id: id) == BookDetail(book: entry.book, addedAt: entry.addedAt))
    #expect(throws: BookKittyError.bookNotFound(id: 0)) { try detail.detail(id: 0) }
  }
}
