import BookKitty
import LoginSample
import Testing
import Wayfinder

/// What the app shows when its composition root forgot a registration.
@MainActor
@Suite struct DependencyTests {
  @Test func aMissingRepositoryShowsAnUnavailableScreenNamingIt() throws {
    let app = try KittyApp(repositories: [.catalog, .questions])
    let home = try #require(app.host.visibleScreen as? UnavailableScreen)
    #expect(home.reason.contains("LibraryRepository"))
    #expect(home.reason.contains("HomeUseCase"))

    // Screens that need only what is registered still work.
    try app.tap(.questions)
    #expect(app.host.visibleScreen is QuestionHistoryViewModel)
  }

  @Test func aMissingUseCaseRegistrationIsATypedErrorNotACrash() throws {
    let container = DependencyContainer(name: "empty")
    #expect(throws: ResolutionError.self) {
      try container.resolve((any AskQuestionUseCase).self)
    }
  }
}
