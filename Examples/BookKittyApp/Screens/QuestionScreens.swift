import BookKitty
import WayfinderTerminal

/// Q&A: the questions asked, newest first.
@MainActor
final class QuestionHistoryScreen: TerminalScreen {
  let model: QuestionHistoryViewModel

  init(model: QuestionHistoryViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    if model.questions.isEmpty {
      items.append(.text("No questions yet: press + to ask one.", style: .secondary))
    }
    items += model.questions.map {
      let count = $0.recommendations.count
      return .row(
        id: "question:\($0.id)", title: $0.question.text,
        detail: count == 1 ? "1 book" : "\(count) books")
    }
    return ScreenContent(title: "Q&A", items: items, shortcuts: [TerminalScreens.menu])
  }

  func activate(_ id: String) {
    if id.hasPrefix("question:"), let question = Int64(id.dropFirst("question:".count)) {
      model.openQuestion(question)
    } else if id == "menu" {
      model.openMenu()
    }
  }

  func willAppear() {
    model.reload()
  }
}

/// One question and the books recommended for it.
@MainActor
final class QuestionDetailScreen: TerminalScreen {
  let model: QuestionDetailViewModel

  init(model: QuestionDetailViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    var items = TerminalScreens.error(model.errorMessage)
    if let question = model.question {
      items += [.text("“\(question.text)”"), .spacer]
    }
    items.append(.text("Recommended books", style: .heading))
    if model.recommendations.isEmpty {
      items.append(.text("No book in the catalog matched.", style: .secondary))
    }
    items += model.recommendations.map(RecommendationRow.item)
    return ScreenContent(title: "Question", items: items)
  }

  func activate(_ id: String) {
    if let book = TerminalScreens.bookID(id) { model.openBook(book) }
  }

  func willAppear() {
    model.reload()
  }
}

/// A recommended book with the words of the question that matched it.
@MainActor
enum RecommendationRow {
  static func item(_ recommendation: Recommendation) -> ScreenItem {
    let words = recommendation.matchedWords.joined(separator: ", ")
    return TerminalScreens.row(
      recommendation.book, detail: "\(recommendation.book.author) · matched: \(words)")
  }
}
