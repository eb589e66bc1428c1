import BookKitty
import WayfinderTerminal

/// Add a Book, step one: search the catalog by title or author.
@MainActor
final class SearchCatalogScreen: TerminalScreen {
  let model: SearchCatalogViewModel
  private var searched: String?

  init(model: SearchCatalogViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    items += [
      .field(id: "query", label: "Title or author", value: model.query),
      .spacer,
    ]
    if let searched, model.results.isEmpty, model.errorMessage == nil {
      items.append(.text("No book in the catalog matches “\(searched)”.", style: .secondary))
    } else if searched == nil {
      items.append(.text("Type a title or an author, then press Enter.", style: .secondary))
    }
    items += model.results.map { TerminalScreens.row($0) }
    return ScreenContent(title: "Add a Book", items: items)
  }

  func activate(_ id: String) {
    if id == "query" {
      searched = model.query
      model.search()
    } else if let book = TerminalScreens.bookID(id) {
      model.choose(book)
    }
  }

  func setText(_ text: String, ofField id: String) {
    if id == "query" { model.query = text }
  }
}

/// Add a Book, step two: confirm and save.
@MainActor
final class ConfirmBookScreen: TerminalScreen {
  let model: ConfirmBookViewModel

  init(model: ConfirmBookViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    if let book = model.book {
      items += [
        .text(book.title, style: .heading), .text("by \(book.author), \(book.year)"),
        .text(book.subject, style: .secondary), .spacer,
      ]
    }
    items += [
      .button(id: "save", title: "Save to library"), .button(id: "cancel", title: "Cancel"),
    ]
    return ScreenContent(title: "Add to Library?", items: items)
  }

  func activate(_ id: String) {
    switch id {
    case "save": model.save()
    case "cancel": model.cancel()
    default: break
    }
  }

  func willAppear() {
    model.reload()
  }
}
