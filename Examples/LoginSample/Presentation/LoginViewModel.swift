import Observation
import Wayfinder

/// The login form's state and action, in any app's navigation.
///
/// Not generic over the app's routes on purpose: the `@Observable` macro caches its key paths
/// only for non-generic types, and a generic one would instantiate a key path at every read of
/// a field (Wayfinder's `Navigator` writes its observation out for the same reason).
@MainActor
@Observable
public final class LoginViewModel {
  /// The email typed so far.
  public var email = ""
  /// The password typed so far.
  public var password = ""
  /// What went wrong with the last attempt, shown under the form.
  public private(set) var errorMessage: String?

  private let useCase: any LoginUseCase
  /// Sends an intent through the flow's handle, which holds the flow weakly.
  @ObservationIgnored private let send: @MainActor (LoginSampleIntent) -> Void

  /// Creates the view model on a use case and its flow's handle.
  public init<Route>(useCase: any LoginUseCase, flow: FlowHandle<Route>) {
    self.useCase = useCase
    self.send = { intent in flow.send(intent) }
  }

  /// Signs in; on success the flow moves on, on failure the error is shown, the password is
  /// cleared and the screen stays.
  public func login() {
    do {
      let user = try useCase.login(email: email, password: password)
      errorMessage = nil
      send(.loggedIn(user))
    } catch {
      errorMessage = error.description
      // As sign-in forms do: the password is typed again, never edited.
      password = ""
    }
  }
}

/// The main screen's state and action.
@MainActor
public final class MainViewModel {
  /// The signed-in user.
  public let user: User
  private let flow: FlowHandle<LoginRoute>

  /// Creates the view model for `user`.
  public init(user: User, flow: FlowHandle<LoginRoute>) {
    self.user = user
    self.flow = flow
  }

  /// The greeting on the main screen.
  public var greeting: String { "Hello, \(user.name)" }

  /// Signs out; the app shows the login form again.
  public func logout() {
    flow.send(LoginSampleIntent.logout)
  }
}

/// A screen that could not be built, with the reason, instead of a crash.
@MainActor
public final class UnavailableScreen {
  /// Why the screen could not be built.
  public let reason: String

  /// Creates the placeholder screen.
  public init(reason: String) {
    self.reason = reason
  }
}
