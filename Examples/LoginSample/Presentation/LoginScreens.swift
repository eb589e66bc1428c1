import Wayfinder

/// Builds the sample's screens for a host, resolving view models' dependencies from the scope of
/// the flow that owns each screen.
public enum LoginScreens {
  /// The screen object for `route`: a ``LoginViewModel``, a ``MainViewModel``, or an
  /// ``UnavailableScreen`` naming the missing dependency.
  @MainActor
  public static func make(_ route: LoginRoute, flow: FlowHandle<LoginRoute>) -> AnyObject {
    switch route {
    case .login:
      do throws(ResolutionError) {
        guard let scope = flow.dependencies else {
          return UnavailableScreen(reason: "the login flow has finished")
        }
        return LoginViewModel(useCase: try scope.resolve((any LoginUseCase).self), flow: flow)
      } catch {
        return UnavailableScreen(reason: error.description)
      }
    case .main(let user):
      return MainViewModel(user: user, flow: flow)
    }
  }
}
