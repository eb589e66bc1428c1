extension Stack: Codable {
  private enum CodingKeys: String, CodingKey {
    case routes, refusesUserBack
  }

  /// Decodes a stack written as a plain array of routes, or as an object with its `routes`
  /// and `refusesUserBack`.
  public init(from decoder: any Decoder) throws {
    // The array's own errors (a route that no longer decodes) are the ones worth reading.
    guard let values = try? decoder.container(keyedBy: CodingKeys.self) else {
      self.init(try decoder.singleValueContainer().decode([Route].self))
      return
    }
    self.init(try values.decode([Route].self, forKey: .routes))
    refusesUserBack = try values.decodeIfPresent(Bool.self, forKey: .refusesUserBack) ?? false
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
