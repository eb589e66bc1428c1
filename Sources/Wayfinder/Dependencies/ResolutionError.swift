/// Why a dependency could not be resolved.
///
/// Each case names the type, the registration name, and the chain of resolutions that needed
/// it, so that the message says which registration to add or fix.
public enum ResolutionError: Error, CustomStringConvertible {
  /// Nothing is registered for the type (and name); `chain` lists what was being resolved,
  /// outermost first.
  case missingRegistration(type: String, name: String?, chain: [String])
  /// Resolving the type needs the type itself again; `cycle` is the path that closes the loop.
  case cycle([String])
  /// The factory threw `underlying` while making the type.
  case factoryFailed(type: String, name: String?, chain: [String], underlying: any Error)
  /// A `weak` registration whose type is not a class: nothing could hold it weakly.
  case weakScopeNeedsAClass(type: String)
  /// The scope finished with its flow; nothing more can be resolved from it.
  case scopeEnded(scope: String, type: String)
  /// The factory made a value of another type than the one registered.
  case wrongType(type: String, made: String)

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    switch self {
    case .missingRegistration(let type, let name, let chain):
      let prefix = chain.isEmpty ? "" : chain.joined(separator: " → ") + ": "
      return "\(prefix)no registration for \(Self.label(type, name)). Register it in this "
        + "container or a parent before resolving."
    case .cycle(let path):
      return "dependency cycle: \(path.joined(separator: " → ")). Break it with a lazy "
        + "dependency or a different scope."
    case .factoryFailed(let type, let name, let chain, let underlying):
      let prefix = chain.isEmpty ? "" : chain.joined(separator: " → ") + ": "
      return "\(prefix)the factory of \(Self.label(type, name)) threw: \(underlying)"
    case .weakScopeNeedsAClass(let type):
      return "\(type) is registered with the weak scope but is not a class; use singleton or "
        + "flow, or register a class."
    case .scopeEnded(let scope, let type):
      return "cannot resolve \(type): the flow has finished, and its scope \(scope) ended with "
        + "it. Resolve what you need before finishing the flow, or from a running flow's scope."
    case .wrongType(let type, let made):
      return "the factory registered for \(type) made a \(made)."
    }
  }

  private static func label(_ type: String, _ name: String?) -> String {
    name.map { "\(type) named \"\($0)\"" } ?? type
  }

  /// The same error as seen from inside `typeName`'s factory: that type joins the front of the
  /// chain.
  @usableFromInline
  func inside(_ typeName: String) -> ResolutionError {
    switch self {
    case .missingRegistration(let type, let name, let chain):
      .missingRegistration(type: type, name: name, chain: [typeName] + chain)
    case .factoryFailed(let type, let name, let chain, let underlying):
      .factoryFailed(type: type, name: name, chain: [typeName] + chain, underlying: underlying)
    case .cycle(let path):
      .cycle([typeName] + path)
    case .weakScopeNeedsAClass, .scopeEnded, .wrongType:
      self
    }
  }

  /// The path up to the first type that repeats: `A → B → C → A`.
  @usableFromInline
  func trimmingCycle() -> ResolutionError {
    guard case .cycle(let path) = self else { return self }
    for end in path.indices.dropFirst() {
      if path[..<end].contains(path[end]) {
        return .cycle(Array(path[...end]))
      }
    }
    return self
  }

  /// The error a factory threw, when that is what happened.
  public var underlyingError: (any Error)? {
    if case .factoryFailed(_, _, _, let underlying) = self { return underlying }
    return nil
  }
}
