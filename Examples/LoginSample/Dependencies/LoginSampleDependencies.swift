import Wayfinder

/// The sample's registrations, made once at the app's entry point (seed 003's DIContainer).
public enum LoginSampleDependencies {
  /// Registers the repository (one per container), and the use cases built on it.
  ///
  /// Tests swap the repository by registering another in a child scope:
  ///
  /// ```swift
  /// let app = DependencyContainer()
  /// LoginSampleDependencies.register(in: app)
  /// let test = app.makeChild(name: "test")
  /// test.register((any AuthRepository).self, scope: .singleton) { _ in fake }
  /// ```
  public static func register(
    in container: DependencyContainer,
    repository: @escaping @Sendable () -> any AuthRepository = { InMemoryAuthRepository.demo() }
  ) {
    container.register((any AuthRepository).self, scope: .singleton) { _ in repository() }
    container.register((any LoginUseCase).self) { resolver in
      DefaultLoginUseCase(repository: try resolver.resolve((any AuthRepository).self))
    }
    container.register((any SessionUseCase).self) { resolver in
      DefaultSessionUseCase(repository: try resolver.resolve((any AuthRepository).self))
    }
  }
}
