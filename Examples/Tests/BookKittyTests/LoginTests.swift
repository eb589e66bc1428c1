import BookKitty
import LoginSample
import Testing
import Wayfinder

/// Signing in and out of BookKitty with the SQLite demo account.
@MainActor
@Suite struct LoginTests {
  @Test func aWrongPasswordShowsTheErrorAndStaysOnLogin() throws {
    let app = try KittyApp(signedIn: false)
    let form = try app.signIn(password: "woof")
    #expect(form.errorMessage == LoginError.wrongCredentials.description)
    app.host.expectTree("stack\n  login")
    #expect(app.session.currentUser() == nil)
  }

  @Test func theRightPasswordShowsTheTabsOnHome() throws {
    let app = try KittyApp(signedIn: false)
    try app.signIn(password: KittyApp.password)
    app.host.expectTree(
      """
      tabs
        tab home (selected)
          home
        tab questions
          questions
        tab library
          library
        tab add (action)
      """)
    #expect(try app.visible(HomeViewModel.self).errorMessage == nil)
    #expect(app.session.currentUser()?.email == KittyApp.email)
  }

  @Test func aSessionFromAnEarlierLaunchStartsOnTheTabs() throws {
    let app = try KittyApp(signedIn: true)
    #expect(app.selectedTab == .home)
    #expect(try app.visible(HomeViewModel.self).isEmpty)
  }

  @Test func logoutFromAnyTabSignsOutAndShowsLogin() throws {
    let app = try KittyApp()
    try app.tap(.library)
    try app.visible(LibraryViewModel.self).openBook(try app.bookID("The Hobbit"))
    try app.tap(.home)
    try app.visible(HomeViewModel.self).logout()
    app.host.expectTree("stack\n  login")
    #expect(app.session.currentUser() == nil)
    #expect(app.tabs == nil)
    #expect(app.flows == "BookKittyAppFlow @app\n  LoginCoordinator<BookKittyRoute> @root")
    // And back in: the tabs start afresh, the Library at its root.
    try app.signIn(password: KittyApp.password)
    #expect(try app.stack(.library) == [.library])
  }
}
