import LoginSample
import Wayfinder

/// Builds BookKitty's screens for any host, resolving each view model's use cases from the scope
/// of the flow that owns the screen.
///
/// ```swift
/// host.makeScreen = { route, flow in BookKittyScreens.make(route, flow: flow) }
/// ```
public enum BookKittyScreens {
  /// The view model for `route`, or an `UnavailableScreen` naming what is missing (a use case
  /// or repository not registered, a flow that has finished).
  @MainActor
  public static func make(_ route: BookKittyRoute, flow: FlowHandle<BookKittyRoute>) -> AnyObject {
    switch route {
    case .login: return LoginScreens.login(flow: flow)
    case .menu: return MenuViewModel(flow: flow)
    default: break
    }
    guard let scope = flow.dependencies else {
      return UnavailableScreen(reason: "the flow of \(route) has finished")
    }
    do throws(ResolutionError) {
      return try make(route, flow: flow, scope: scope)
    } catch {
      return UnavailableScreen(reason: error.description)
    }
  }

  @MainActor
  private static func make(
    _ route: BookKittyRoute, flow: FlowHandle<BookKittyRoute>, scope: DependencyContainer
  ) throws(ResolutionError) -> AnyObject {
    switch route {
    case .home:
      HomeViewModel(useCase: try scope.resolve((any HomeUseCase).self), flow: flow)
    case .questions:
      QuestionHistoryViewModel(
        useCase: try scope.resolve((any QuestionHistoryUseCase).self), flow: flow)
    case .library:
      LibraryViewModel(useCase: try scope.resolve((any LibraryUseCase).self), flow: flow)
    case .bookDetail(let id):
      BookDetailViewModel(
        id: id, detail: try scope.resolve((any BookDetailUseCase).self),
        add: try scope.resolve((any AddBookUseCase).self),
        remove: try scope.resolve((any RemoveBookUseCase).self), flow: flow)
    case .question(let id):
      QuestionDetailViewModel(
        id: id, useCase: try scope.resolve((any QuestionHistoryUseCase).self), flow: flow)
    case .searchCatalog:
      SearchCatalogViewModel(
        useCase: try scope.resolve((any SearchCatalogUseCase).self), flow: flow)
    case .confirmBook(let id):
      ConfirmBookViewModel(
        id: id, detail: try scope.resolve((any BookDetailUseCase).self),
        add: try scope.resolve((any AddBookUseCase).self), flow: flow)
    case .askQuestion:
      AskQuestionViewModel(
        useCase: try scope.resolve((any AskQuestionUseCase).self), flow: flow,
        draft: try scope.resolve(QuestionDraft.self))
    case .answers(let id):
      AnswersViewModel(
        questionID: id, useCase: try scope.resolve((any QuestionHistoryUseCase).self), flow: flow)
    case .login:
      LoginScreens.login(flow: flow)
    case .menu:
      MenuViewModel(flow: flow)
    }
  }
}
