import BookKitty
import Testing
import Wayfinder

/// A database that fails while the app runs: screens show the error and the app goes on.
@MainActor
@Suite struct StorageFailureTests {
  /// A library whose database is held by another program.
  struct LockedLibrary: LibraryRepository {
    static let error = BookKittyError.storage(.locked(path: "/tmp/bookkitty.sqlite"))
    func entries() throws(BookKittyError) -> [LibraryEntry] { throw Self.error }
    func recentlyAdded(limit: Int) throws(BookKittyError) -> [LibraryEntry] { throw Self.error }
    func entry(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry? { throw Self.error }
    func add(bookID: Book.ID) throws(BookKittyError) -> LibraryEntry { throw Self.error }
    func remove(bookID: Book.ID) throws(BookKittyError) -> Bool { throw Self.error }
  }

  @Test func aStorageErrorShowsOnTheScreenAndTheAppKeepsRunning() throws {
    let app = try KittyApp { container in
      container.register((any LibraryRepository).self) { _ in LockedLibrary() }
    }
    let home = try app.visible(HomeViewModel.self)
    #expect(home.errorMessage == LockedLibrary.error.description)
    try app.tap(.library)
    let library = try app.visible(LibraryViewModel.self)
    #expect(library.errorMessage?.contains("another program") == true)

    app.tabs?.flowHandle.send(BookKittyIntent.addBook)
    let search = try app.visible(SearchCatalogViewModel.self)
    search.query = "hobbit"
    search.search()
    let hobbit = try #require(search.results.first)
    search.choose(hobbit.id)
    let confirm = try app.visible(ConfirmBookViewModel.self)
    #expect(confirm.errorMessage == LockedLibrary.error.description)
    confirm.save()
    #expect(confirm.errorMessage == LockedLibrary.error.description)
    #expect(app.navigator.tree.visibleRoute == .confirmBook(id: hobbit.id))
  }
}
