extension Stack: Codable {
  /// Decodes a stack written as a plain array of routes.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([Route].self))
  }

  /// Encodes the stack as a plain array of routes, root first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(routes)
  }
}
