/// What a factory gets to resolve its own dependencies.
///
/// Resolutions nested in factories keep their scope, and the chain that led to an error is
/// reported with the whole path.
///
/// ```swift
/// container.register(LoginUseCase.self) { resolver in
///   DefaultLoginUseCase(repository: try resolver.resolve(AuthRepository.self))
/// }
/// ```
public struct Resolver: Sendable {
  @usableFromInline let container: DependencyContainer
  @usableFromInline let depth: Int

  @usableFromInline
  init(container: DependencyContainer, depth: Int) {
    self.container = container
    self.depth = depth
  }

  /// Resolves `type` (registered under `name`), in this resolution's scope.
  ///
  /// - Throws: ``ResolutionError``; an error a factory throws arrives as
  ///   ``ResolutionError/factoryFailed(type:name:chain:underlying:)``.
  @inlinable
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    try container.resolve(type, name: name, depth: depth)
  }
}
