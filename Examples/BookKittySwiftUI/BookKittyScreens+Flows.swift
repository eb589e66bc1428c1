#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import LoginSample
  import SwiftUI

  /// The floating "+" menu, BookKitty's overlay.
  struct MenuView: View {
    let model: MenuViewModel

    var body: some View {
      RowsView(rows: [
        Row(id: "add", title: "Add a book") { model.addBook() },
        Row(id: "ask", title: "Ask a question") { model.askQuestion() },
        Row(id: "close", title: "Close") { model.close() },
      ])
    }
  }

  /// Add a book, first screen.
  struct SearchCatalogView: View {
    let model: SearchCatalogViewModel

    var body: some View {
      let model = model
      List {
        TextField(
          "Title or author",
          text: Binding(get: { model.query }, set: { model.query = $0 })
        )
        Button("Search") { model.search() }
        RowsView(
          rows: Row.error(model.errorMessage)
            + model.results.map { book in
              Row(id: "book-\(book.id)", title: book.title) { model.choose(book.id) }
            })
        Button("Cancel") { model.cancel() }
      }
    }
  }

  /// Add a book, second screen.
  struct ConfirmBookView: View {
    let model: ConfirmBookViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + [
            Row(id: "book", title: model.book?.title ?? "Loading…"),
            Row(id: "save", title: "Save to library") { model.save() },
            Row(id: "cancel", title: "Cancel") { model.cancel() },
          ])
    }
  }

  /// Ask a question, first screen.
  struct AskQuestionView: View {
    let model: AskQuestionViewModel

    var body: some View {
      let model = model
      List {
        TextField(
          "Your question",
          text: Binding(get: { model.text }, set: { model.text = $0 }))
        Button("Ask") { model.ask() }
        RowsView(rows: Row.error(model.errorMessage))
        Button("Cancel") { model.cancel() }
      }
    }
  }

  /// Ask a question, second screen.
  struct AnswersView: View {
    let model: AnswersViewModel

    var body: some View {
      RowsView(
        rows: Row.error(model.errorMessage)
          + model.recommendations.map { recommendation in
            Row(
              id: "book-\(recommendation.id)",
              title:
                "\(recommendation.book.title) (\(recommendation.matchedWords.joined(separator: ", ")))"
            ) { model.pick(recommendation.id) }
          }
          + [Row(id: "cancel", title: "Cancel") { model.cancel() }])
    }
  }

  /// The login form (LoginSample's).
  struct LoginView: View {
    let model: LoginViewModel

    var body: some View {
      let model = model
      List {
        TextField(
          "Email",
          text: Binding(get: { model.email }, set: { model.email = $0 })
        )
        TextField(
          "Password",
          text: Binding(
            get: { model.password }, set: { model.password = $0 }))
        Button("Log in") { model.login() }
        RowsView(rows: Row.error(model.errorMessage))
      }
    }
  }
#endif
