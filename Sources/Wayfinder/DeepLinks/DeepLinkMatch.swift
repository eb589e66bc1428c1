/// The values a matched link carried, by the names its template gave them.
public struct DeepLinkMatch: Sendable {
  /// The template of the pattern that matched.
  public let template: String
  let values: [(String, any Sendable)]
  /// The link as parsed.
  public let link: LinkURL

  /// The parameter `name` as `T`.
  ///
  /// - Throws: ``DeepLinkError/unresolvable(_:)`` when there is no such parameter or it is of
  ///   another type: the template and the handler disagree.
  public func value<T: Sendable>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError)
    -> T
  {
    guard let value = values.first(where: { $0.0 == name })?.1 as? T else {
      throw .unresolvable("the pattern \(template) has no \(T.self) parameter '\(name)'")
    }
    return value
  }

  /// The optional parameter `name` as `T`, `nil` when the link did not carry it.
  public func optionalValue<T: Sendable>(_ name: String, as type: T.Type = T.self) -> T? {
    values.first { $0.0 == name }?.1 as? T
  }

  /// The `Int` parameter `name`.
  public func int(_ name: String) throws(DeepLinkError) -> Int { try value(name) }

  /// The `String` parameter `name`.
  public func string(_ name: String) throws(DeepLinkError) -> String { try value(name) }
}
