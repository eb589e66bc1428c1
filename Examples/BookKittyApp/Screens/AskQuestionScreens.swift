import BookKitty
import WayfinderTerminal

/// Ask a Question, step one: type it.
@MainActor
final class AskQuestionScreen: TerminalScreen {
  let model: AskQuestionViewModel

  init(model: AskQuestionViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    ScreenContent(
      title: "Ask a Question",
      items: TerminalScreens.error(model.errorMessage) + [
        .field(id: "question", label: "Question", value: model.text),
        .button(id: "ask", title: "Ask"),
        .button(id: "cancel", title: "Cancel"),
        .spacer,
        .text(
          "Books from the catalog are ranked by how well they match your words "
            + "(at most \(model.maximumLength) characters).", style: .secondary),
      ])
  }

  func activate(_ id: String) {
    switch id {
    case "question", "ask": model.ask()
    case "cancel": model.cancel()
    default: break
    }
  }

  func setText(_ text: String, ofField id: String) {
    if id == "question" { model.text = text }
  }
}

/// Ask a Question, step two: the recommended books; picking one ends the flow.
@MainActor
final class AnswersScreen: TerminalScreen {
  let model: AnswersViewModel

  init(model: AnswersViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    if let question = model.question { items += [.text("“\(question.text)”"), .spacer] }
    if model.recommendations.isEmpty {
      items.append(.text("No book in the catalog matched your words.", style: .secondary))
    } else {
      items.append(.text("Pick a book to keep with your question:", style: .heading))
    }
    items += model.recommendations.map(RecommendationRow.item)
    items.append(.button(id: "cancel", title: "Cancel"))
    return ScreenContent(title: "Recommended Books", items: items)
  }

  func activate(_ id: String) {
    if let book = TerminalScreens.bookID(id) {
      model.pick(book)
    } else if id == "cancel" {
      model.cancel()
    }
  }

  func willAppear() {
    model.reload()
  }
}

/// The floating "+" menu.
@MainActor
final class MenuScreen: TerminalScreen {
  let model: MenuViewModel

  init(model: MenuViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    ScreenContent(
      title: "New",
      items: [.row(id: "add", title: "Add a book"), .row(id: "ask", title: "Ask a question")])
  }

  func activate(_ id: String) {
    switch id {
    case "add": model.addBook()
    case "ask": model.askQuestion()
    default: break
    }
  }
}
