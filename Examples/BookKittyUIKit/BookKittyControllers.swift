#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import LoginSample
  import UIKit
  import Wayfinder

  /// BookKitty's view controllers: each route's view model (``BookKitty/BookKittyScreens``,
  /// the same the terminal app shows) in a table.
  ///
  /// The screens only read their view model and call it; the view model sends intents to the
  /// flow that owns the screen, and what appears next is the coordinators' decision.
  @MainActor
  enum BookKittyControllers {
    typealias Row = BookKittyListController.Row

    /// The view controller of `route`, bound to `flow`.
    static func make(_ route: BookKittyRoute, flow: FlowHandle<BookKittyRoute>)
      -> UIViewController
    {
      switch BookKittyScreens.make(route, flow: flow) {
      case let model as HomeViewModel: home(model)
      case let model as LibraryViewModel: library(model)
      case let model as QuestionHistoryViewModel: questions(model)
      case let model as BookDetailViewModel: bookDetail(model)
      case let model as QuestionDetailViewModel: question(model)
      case let model as SearchCatalogViewModel: searchCatalog(model)
      case let model as ConfirmBookViewModel: confirmBook(model)
      case let model as AskQuestionViewModel: askQuestion(model)
      case let model as AnswersViewModel: answers(model)
      case let model as MenuViewModel: BookKittyMenuController(model: model)
      case let model as LoginViewModel: login(model)
      case let screen as UnavailableScreen:
        BookKittyListController(title: "Unavailable") { [Row(title: screen.reason)] }
      default:
        BookKittyListController(title: "\(route)") { [] }
      }
    }

    private static func home(_ model: HomeViewModel) -> UIViewController {
      BookKittyListController(title: "Home", reload: model.reload) {
        errorRows(model.errorMessage)
          + model.recentlyAdded.map { entry in
            Row(title: entry.book.title, detail: entry.book.author) { model.openBook(entry.id) }
          }
          + model.recentRecommendations.map { recommendation in
            Row(title: recommendation.book.title, detail: "Recommended") {
              model.openBook(recommendation.id)
            }
          }
          + [Row(title: "Log out") { model.logout() }]
      }
    }

    private static func library(_ model: LibraryViewModel) -> UIViewController {
      BookKittyListController(title: "Library", reload: model.reload) {
        errorRows(model.errorMessage)
          + model.entries.map { entry in
            Row(title: entry.book.title, detail: entry.book.author) { model.openBook(entry.id) }
          }
      }
    }

    private static func questions(_ model: QuestionHistoryViewModel) -> UIViewController {
      BookKittyListController(title: "Q&A", reload: model.reload) {
        errorRows(model.errorMessage)
          + model.questions.map { answered in
            Row(
              title: answered.question.text,
              detail: "\(answered.recommendations.count) recommended"
            ) { model.openQuestion(answered.id) }
          }
      }
    }

    private static func bookDetail(_ model: BookDetailViewModel) -> UIViewController {
      BookKittyListController(title: "Book", reload: model.reload) {
        guard let book = model.detail?.book else { return errorRows(model.errorMessage) }
        return errorRows(model.errorMessage) + [
          Row(title: book.title, detail: "\(book.author), \(book.year)"),
          Row(title: book.subject),
          model.isInLibrary
            ? Row(title: "Remove from library") { model.remove() }
            : Row(title: "Add to library") { model.add() },
        ]
      }
    }

    private static func question(_ model: QuestionDetailViewModel) -> UIViewController {
      BookKittyListController(title: "Question", reload: model.reload) {
        errorRows(model.errorMessage)
          + [Row(title: model.question?.text ?? "")]
          + model.recommendations.map { recommendation in
            Row(
              title: recommendation.book.title,
              detail: recommendation.matchedWords.joined(separator: ", ")
            ) { model.openBook(recommendation.id) }
          }
      }
    }

    private static func searchCatalog(_ model: SearchCatalogViewModel) -> UIViewController {
      let query = UITextField.bookKitty("Title, author or subject")
      return BookKittyListController(title: "Add a book", fields: [query]) {
        errorRows(model.errorMessage) + [
          Row(title: "Search") {
            model.query = query.text ?? ""
            model.search()
          }
        ]
          + model.results.map { book in
            Row(title: book.title, detail: book.author) { model.choose(book.id) }
          }
          + [Row(title: "Cancel") { model.cancel() }]
      }
    }

    private static func confirmBook(_ model: ConfirmBookViewModel) -> UIViewController {
      BookKittyListController(title: "Confirm", reload: model.reload) {
        errorRows(model.errorMessage)
          + [Row(title: model.book?.title ?? "", detail: model.book?.author)]
          + [
            Row(title: "Save to library") { model.save() }, Row(title: "Cancel") { model.cancel() },
          ]
      }
    }

    private static func askQuestion(_ model: AskQuestionViewModel) -> UIViewController {
      let text = UITextField.bookKitty("What would you like to read about?")
      return BookKittyListController(title: "Ask a question", fields: [text]) {
        errorRows(model.errorMessage) + [
          Row(title: "Ask") {
            model.text = text.text ?? ""
            model.ask()
          },
          Row(title: "Cancel") { model.cancel() },
        ]
      }
    }

    private static func answers(_ model: AnswersViewModel) -> UIViewController {
      BookKittyListController(title: "Recommended", reload: model.reload) {
        errorRows(model.errorMessage)
          + [Row(title: model.question?.text ?? "")]
          + model.recommendations.map { recommendation in
            Row(
              title: recommendation.book.title,
              detail: recommendation.matchedWords.joined(separator: ", ")
            ) { model.pick(recommendation.id) }
          }
          + [Row(title: "Done") { model.cancel() }]
      }
    }

    private static func login(_ model: LoginViewModel) -> UIViewController {
      let email = UITextField.bookKitty("Email")
      let password = UITextField.bookKitty("Password", secure: true)
      return BookKittyListController(title: "BookKitty", fields: [email, password]) {
        errorRows(model.errorMessage) + [
          Row(title: "Log in") {
            model.email = email.text ?? ""
            model.password = password.text ?? ""
            model.login()
          }
        ]
      }
    }

    private static func errorRows(_ message: String?) -> [Row] {
      message.map { [Row(title: $0, detail: "Error")] } ?? []
    }
  }
#endif
