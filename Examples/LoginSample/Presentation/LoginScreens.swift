import Wayfinder

/// Builds the sample's screens for a host, resolving view models' dependencies from the scope of
/// the flow that owns each screen.
public enum LoginScreens {
  /// The screen object for `route`: a ``LoginViewModel``, a ``MainViewModel``, or an
  /// ``UnavailableScreen`` naming the missing dependency.
  @MainActor
  public static func make(_ route: LoginRoute, flow: FlowHandle<LoginRoute>) -> AnyObject {
    switch route {
    case .login: login(flow: flow)
    case .main(let user): MainViewModel(user: user, flow: flow)
    }
  }

  /// The login form for the login flow's screen, in any app's navigation: a
  /// ``LoginViewModel`` on the use case the flow's scope resolves, or an
  /// ``UnavailableScreen`` naming what is missing.
  @MainActor
  public static func login<Route: NavigationRoute>(flow: FlowHandle<Route>) -> AnyObject {
    do throws(ResolutionError) {
      guard let scope = flow.dependencies else {
        return UnavailableScreen(reason: "the login flow has finished")
      }
      return LoginViewModel(useCase: try scope.resolve((any LoginUseCase).self), flow: flow)
    } catch {
      return UnavailableScreen(reason: error.description)
    }
  }
}
