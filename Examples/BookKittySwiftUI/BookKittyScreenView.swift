#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import LoginSample
  import SwiftUI

  /// The view of one of BookKitty's screens, on its view model (``BookKitty/BookKittyScreens``).
  ///
  /// Views read the `@Observable` view models and call their methods; a method sends an intent
  /// and the flow decides what appears. No view pushes or presents anything itself.
  struct BookKittyScreenView: View {
    let screen: AnyObject

    var body: some View { Self.view(of: screen) }

    static func view(of screen: AnyObject) -> AnyView {
      switch screen {
      case let model as HomeViewModel: AnyView(HomeView(model: model))
      case let model as QuestionHistoryViewModel: AnyView(QuestionHistoryView(model: model))
      case let model as LibraryViewModel: AnyView(LibraryView(model: model))
      case let model as BookDetailViewModel: AnyView(BookDetailView(model: model))
      case let model as QuestionDetailViewModel: AnyView(QuestionDetailView(model: model))
      case let model as MenuViewModel: AnyView(MenuView(model: model))
      case let model as SearchCatalogViewModel: AnyView(SearchCatalogView(model: model))
      case let model as ConfirmBookViewModel: AnyView(ConfirmBookView(model: model))
      case let model as AskQuestionViewModel: AnyView(AskQuestionView(model: model))
      case let model as AnswersViewModel: AnyView(AnswersView(model: model))
      case let model as LoginViewModel: AnyView(LoginView(model: model))
      case let unavailable as UnavailableScreen: AnyView(Text(unavailable.reason))
      default: AnyView(Text(verbatim: "No view for \(type(of: screen))"))
      }
    }
  }

  /// One row of a screen: a text, or a button when it has an action.
  struct Row {
    let id: String
    let title: String
    var action: (@MainActor () -> Void)?
  }

  /// A screen as a list of rows.
  struct RowsView: View {
    let rows: [Row]

    var body: some View {
      List(rows, id: \.id) { row in
        if let action = row.action {
          Button(row.title, action: action)
        } else {
          Text(row.title)
        }
      }
    }
  }

  extension Row {
    static func error(_ message: String?) -> [Row] {
      message.map { [Row(id: "error", title: $0)] } ?? []
    }
  }
#endif
