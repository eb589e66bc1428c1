import Wayfinder

/// BookKitty's use cases, registered once at the app's entry point on top of the repositories
/// the app registers itself (seed 003's DIContainer).
///
/// The module knows no database: the executable registers the SQLite repositories, tests
/// register theirs. A missing repository is a ``ResolutionError`` naming it when a screen
/// resolves its use case, and the screen shows an `UnavailableScreen` instead of crashing.
///
/// ```swift
/// let app = DependencyContainer(name: "BookKitty")
/// LoginSampleDependencies.register(in: app) { SQLiteAuthRepository(database: database) }
/// app.register((any CatalogRepository).self, scope: .singleton) { _ in
///   SQLiteCatalogRepository(database: database)
/// }
/// // … the library and question repositories the same way …
/// BookKittyDependencies.register(in: app)
/// ```
public enum BookKittyDependencies {
  /// Registers the default use cases, each resolving the repositories it needs
  /// (`any CatalogRepository`, `any LibraryRepository`, `any QuestionRepository`) when it is
  /// made.
  public static func register(in container: DependencyContainer) {
    container.register((any HomeUseCase).self) { resolver in
      DefaultHomeUseCase(
        library: try resolver.resolve((any LibraryRepository).self),
        questions: try resolver.resolve((any QuestionRepository).self))
    }
    container.register((any LibraryUseCase).self) { resolver in
      DefaultLibraryUseCase(library: try resolver.resolve((any LibraryRepository).self))
    }
    container.register((any AddBookUseCase).self) { resolver in
      DefaultAddBookUseCase(library: try resolver.resolve((any LibraryRepository).self))
    }
    container.register((any RemoveBookUseCase).self) { resolver in
      DefaultRemoveBookUseCase(library: try resolver.resolve((any LibraryRepository).self))
    }
    container.register((any BookDetailUseCase).self) { resolver in
      DefaultBookDetailUseCase(
        catalog: try resolver.resolve((any CatalogRepository).self),
        library: try resolver.resolve((any LibraryRepository).self))
    }
    container.register((any SearchCatalogUseCase).self) { resolver in
      DefaultSearchCatalogUseCase(catalog: try resolver.resolve((any CatalogRepository).self))
    }
    container.register((any AskQuestionUseCase).self) { resolver in
      DefaultAskQuestionUseCase(questions: try resolver.resolve((any QuestionRepository).self))
    }
    container.register((any QuestionHistoryUseCase).self) { resolver in
      DefaultQuestionHistoryUseCase(
        questions: try resolver.resolve((any QuestionRepository).self))
    }
  }
}
