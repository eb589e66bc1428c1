extension Stack: Codable {
  private enum CodingKeys: String, CodingKey {
    case routes, refusesUserBack
  }

  /// Decodes a stack written as a plain array of routes, or as an object with its `routes`
  /// and `refusesUserBack`.
  public init(from decoder: any Decoder) throws {
    // The plain array is almost every stack, so it is tried first: asking an array for keys
    // builds an error per stack. Where neither form reads, the array's own error (a route that
    // no longer decodes) is the one worth reading.
    do {
      self.init(try decoder.singleValueContainer().decode([Route].self))
    } catch {
      guard let values = try? decoder.container(keyedBy: CodingKeys.self) else { throw error }
      self.init(try values.decode([Route].self, forKey: .routes))
      refusesUserBack = try values.decodeIfPresent(Bool.self, forKey: .refusesUserBack) ?? false
    }
  }

  /// Encodes the stack as a plain array of routes, root first; a stack that refuses the user's
  /// back as an object with its `routes` and `"refusesUserBack": true`.
  public func encode(to encoder: any Encoder) throws {
    guard refusesUserBack else {
      var container = encoder.singleValueContainer()
      try container.encode(routes)
      return
    }
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(routes, forKey: .routes)
    try values.encode(true, forKey: .refusesUserBack)
  }
}
