import BookKitty
import WayfinderTerminal

/// Home: recently added books and recent recommendations.
@MainActor
final class HomeScreen: TerminalScreen {
  let model: HomeViewModel

  init(model: HomeViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    items.append(.text("Recently added", style: .heading))
    if model.recentlyAdded.isEmpty {
      items.append(.text("No books yet: press + to add one.", style: .secondary))
    }
    items += model.recentlyAdded.map { TerminalScreens.row($0.book) }
    items += [.spacer, .text("Recent recommendations", style: .heading)]
    if model.recentRecommendations.isEmpty {
      items.append(.text("No recommendations yet: press + to ask a question.", style: .secondary))
    }
    items += model.recentRecommendations.map {
      TerminalScreens.row($0.book, detail: "matched: \($0.matchedWords.joined(separator: ", "))")
    }
    items += [.spacer, .button(id: "logout", title: "Log out")]
    return ScreenContent(title: "Home", items: items, shortcuts: [TerminalScreens.menu])
  }

  func activate(_ id: String) {
    if let book = TerminalScreens.bookID(id) {
      model.openBook(book)
    } else if id == "logout" {
      model.logout()
    } else if id == "menu" {
      model.openMenu()
    }
  }

  func willAppear() {
    model.reload()
  }
}
