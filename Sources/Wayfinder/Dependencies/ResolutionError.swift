/// Why a dependency could not be resolved.
///
/// Each case names the type, the registration name, and the chain of resolutions that needed
/// it, so that the message says which registration to add or fix.
public enum ResolutionError: Error, CustomStringConvertible {
  /// Nothing is registered for the type (and name); `chain` lists what was being resolved,
  /// outermost first.
  case missingRegistration(type: String, name: String?, chain: [String])
  /// Resolving a registration needs that same registration again; `cycle` is the path that
  /// closes the loop, each step the type and, for a named registration, its name.
  case cycle([String])
  /// Resolutions nested deeper than `limit` levels without any registration repeating: a legal
  /// chain, but deeper than the container follows. `path` is the chain from the outermost
  /// resolution, each step the type and, for a named registration, its name.
  case tooDeep(path: [String], limit: Int)
  /// The factory threw `underlying` while making the type.
  case factoryFailed(type: String, name: String?, chain: [String], underlying: any Error)
  /// A `weak` registration whose type is not a class: nothing could hold it weakly.
  case weakScopeNeedsAClass(type: String)
  /// The scope finished with its flow; nothing more can be resolved from it.
  case scopeEnded(scope: String, type: String)
  /// The factory made a value of another type than the one registered.
  case wrongType(type: String, made: String)

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .missingRegistration(let type, let name, let chain):
      let prefix = chain.isEmpty ? "" : chain.joined(separator: " → ") + ": "
      return "\(prefix)no registration for \(Self.label(type, name)). Register it in this "
        + "container or a parent before resolving."
    case .cycle(let path):
      return "dependency cycle: \(path.joined(separator: " → ")). Break it with a lazy "
        + "dependency or a different scope."
    case .tooDeep(let path, let limit):
      let shown =
        path.count <= 6
        ? path : Array(path.prefix(3)) + ["… \(path.count - 6) more …"] + Array(path.suffix(3))
      return "resolutions nested deeper than \(limit) levels, none repeating: "
        + "\(shown.joined(separator: " → ")). Resolve part of the chain in one factory, or "
        + "pass values instead of resolving each level."
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

  /// A step of a chain: the type, and the registration's name when it has one.
  @usableFromInline
  static func label(_ type: String, _ name: String?) -> String {
    name.map { "\(type) named \"\($0)\"" } ?? type
  }

  /// The same error as seen from inside the factory of `step` (a ``label(_:_:)``): that step
  /// joins the front of the chain.
  @usableFromInline
  func inside(_ step: String) -> ResolutionError {
    switch self {
    case .missingRegistration(let type, let name, let chain):
      .missingRegistration(type: type, name: name, chain: [step] + chain)
    case .factoryFailed(let type, let name, let chain, let underlying):
      .factoryFailed(type: type, name: name, chain: [step] + chain, underlying: underlying)
    case .cycle(let path):
      .cycle([step] + path)
    case .tooDeep(let path, let limit):
      .tooDeep(path: [step] + path, limit: limit)
    case .weakScopeNeedsAClass, .scopeEnded, .wrongType:
      self
    }
  }

  /// What a resolution that reached the depth limit was: a cycle when a step of its path
  /// repeats (the path up to the first repeat, `A → B → C → A`), a chain too deep otherwise.
  ///
  /// Steps are compared as labels — type and registration name — so named registrations of one
  /// type (`Int named "a" → Int named "b"`) are different steps, as they are different keys.
  @usableFromInline
  func classifyingDepth() -> ResolutionError {
    guard case .tooDeep(let path, _) = self else { return self }
    var seen: Set<String> = []
    for (index, step) in path.enumerated() where !seen.insert(step).inserted {
      return .cycle(Array(path[...index]))
    }
    return self
  }

  /// The error a factory threw, when that is what happened.
  public var underlyingError: (any Error)? {
    if case .factoryFailed(_, _, _, let underlying) = self { return underlying }
    return nil
  }
}
