import LoginSample
import WayfinderTerminal

/// The login form (seed 003's Login), with the demo account shown under it.
@MainActor
final class LoginScreen: TerminalScreen {
  let model: LoginViewModel

  init(model: LoginViewModel) {
    self.model = model
  }

  var content: ScreenContent {
    ScreenContent(
      title: "BookKitty — Log In",
      items: TerminalScreens.error(model.errorMessage) + [
        .field(id: "email", label: "Email", value: model.email),
        .field(id: "password", label: "Password", value: model.password, isSecure: true),
        .button(id: "login", title: "Log in"),
        .spacer,
        .text("Demo account: \(DemoAccount.email) / \(DemoAccount.password)", style: .secondary),
      ])
  }

  func activate(_ id: String) {
    // Enter in the password field submits the form, as on a phone's keyboard.
    if id == "login" || id == "password" { model.login() }
  }

  func setText(_ text: String, ofField id: String) {
    switch id {
    case "email": model.email = text
    case "password": model.password = text
    default: break
    }
  }
}

/// The account the demo database is created with.
enum DemoAccount {
  static let email = "kitty@bookkitty.app"
  static let password = "meow"
}
