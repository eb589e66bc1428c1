import BookKitty
import WayfinderTerminal

/// Library: my books, newest first.
@MainActor
final class LibraryScreen: TerminalScreen {
  let model: LibraryViewModel

  init(model: LibraryViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    if model.entries.isEmpty {
      items.append(.text("Your library is empty: press + to add a book.", style: .secondary))
    }
    items += model.entries.map { TerminalScreens.row($0.book) }
    return ScreenContent(title: "Library", items: items, shortcuts: [TerminalScreens.menu])
  }

  func activate(_ id: String) {
    if let book = TerminalScreens.bookID(id) {
      model.openBook(book)
    } else if id == "menu" {
      model.openMenu()
    }
  }

  func willAppear() {
    model.reload()
  }
}
