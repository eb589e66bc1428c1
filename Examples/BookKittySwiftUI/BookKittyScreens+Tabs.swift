#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import SwiftUI

  /// The Home tab.
  struct HomeView: View {
    let model: HomeViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + model.recentlyAdded.map { entry in
            Row(id: "book-\(entry.id)", title: entry.book.title) { model.openBook(entry.id) }
          }
          + model.recentRecommendations.map { recommendation in
            Row(id: "recommended-\(recommendation.id)", title: recommendation.book.title) {
              model.openBook(recommendation.id)
            }
          }
          + [Row(id: "logout", title: "Sign out") { model.logout() }])
    }
  }

  /// The Q&A tab.
  struct QuestionHistoryView: View {
    let model: QuestionHistoryViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + model.questions.map { answered in
            Row(id: "question-\(answered.id)", title: answered.question.text) {
              model.openQuestion(answered.id)
            }
          })
    }
  }

  /// The Library tab.
  struct LibraryView: View {
    let model: LibraryViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + model.entries.map { entry in
            Row(id: "book-\(entry.id)", title: entry.book.title) { model.openBook(entry.id) }
          })
    }
  }

  /// The shared Book Detail.
  struct BookDetailView: View {
    let model: BookDetailViewModel

    var body: some View {
      let book = model.detail?.book
      RowsView(
        rows: Row.error(model.errorMessage)
          + [
            Row(id: "title", title: book.map { "\($0.title) — \($0.author)" } ?? "Loading…"),
            model.isInLibrary
              ? Row(id: "remove", title: "Remove from library") { model.remove() }
              : Row(id: "add", title: "Add to library") { model.add() },
          ])
    }
  }

  /// One question of the history.
  struct QuestionDetailView: View {
    let model: QuestionDetailViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + [Row(id: "question", title: model.question?.text ?? "Loading…")]
          + model.recommendations.map { recommendation in
            Row(id: "book-\(recommendation.id)", title: recommendation.book.title) {
              model.openBook(recommendation.id)
            }
          })
    }
  }
#endif
