import BookKitty
import WayfinderTerminal

/// Book Detail, the one screen every tab opens a book with.
@MainActor
final class BookDetailScreen: TerminalScreen {
  let model: BookDetailViewModel

  init(model: BookDetailViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    guard let detail = model.detail else {
      return ScreenContent(title: "Book", items: items)
    }
    let book = detail.book
    items += [
      .text(book.title, style: .heading),
      .text("by \(book.author), \(book.year)"),
      .spacer,
      .text(book.subject),
      .spacer,
    ]
    if detail.isInLibrary {
      items += [
        .text("In your library.", style: .secondary),
        .button(id: "remove", title: "Remove from library"),
      ]
    } else {
      items.append(.button(id: "add", title: "Add to library"))
    }
    return ScreenContent(title: book.title, items: items)
  }

  func activate(_ id: String) {
    switch id {
    case "remove": model.remove()
    case "add": model.add()
    default: break
    }
  }

  func willAppear() {
    model.reload()
  }
}
