/// What a factory gets to resolve its own dependencies.
///
/// It remembers the chain of resolutions under way, so that a missing registration or a cycle
/// deep in a graph is reported with the whole path.
///
/// ```swift
/// container.register(LoginUseCase.self) { resolver in
///   DefaultLoginUseCase(repository: try resolver.resolve(AuthRepository.self))
/// }
/// ```
public struct Resolver: Sendable {
  let container: DependencyContainer
  let path: ResolutionPath?

  /// Resolves `type` (registered under `name`), with this resolution's scope and chain.
  ///
  /// - Throws: ``ResolutionError``; an error a factory throws arrives as
  ///   ``ResolutionError/factoryFailed(type:name:chain:underlying:)``.
  public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil)
    throws(ResolutionError) -> T
  {
    try container.resolve(type, name: name, path: path)
  }
}

/// The resolutions under way, innermost last, as a linked list that costs nothing to share.
final class ResolutionPath: Sendable {
  let key: DependencyKey
  let typeName: String
  let parent: ResolutionPath?

  init(key: DependencyKey, typeName: String, parent: ResolutionPath?) {
    self.key = key
    self.typeName = typeName
    self.parent = parent
  }

  func contains(_ key: DependencyKey) -> Bool {
    var node: ResolutionPath? = self
    while let current = node {
      if current.key == key { return true }
      node = current.parent
    }
    return false
  }

  /// The type names, outermost first.
  var names: [String] {
    var names: [String] = []
    var node: ResolutionPath? = self
    while let current = node {
      names.append(current.typeName)
      node = current.parent
    }
    return names.reversed()
  }
}
