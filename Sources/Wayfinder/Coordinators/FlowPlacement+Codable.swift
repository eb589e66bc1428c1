extension FlowPlacement: Codable {
  private enum CodingKeys: String, CodingKey {
    case push, present, tab, root, replacingStack, presenting, preferred
  }

  private enum PayloadKeys: String, CodingKey {
    case value = "_0"
    case transition, options
  }

  /// Decodes a placement as Swift writes an enum with payloads (`{"present": {"_0": "sheet"}}`);
  /// a presentation without a `transition` is ``PresentationTransition/automatic``.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    guard values.allKeys.count == 1, let key = values.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: values.codingPath,
          debugDescription: "a flow placement has exactly one of push, present, tab, root, "
            + "replacingStack, presenting, preferred"))
    }
    let payload = try values.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
    switch key {
    case .push: self = .push
    case .root: self = .root
    case .replacingStack: self = .replacingStack
    case .presenting: self = .presenting
    case .preferred: self = .preferred
    case .tab: self = .tab(try payload.decode(SectionID.self, forKey: .value))
    case .present:
      self = .present(
        try payload.decode(PresentationStyle.self, forKey: .value),
        transition: try payload.decodeIfPresent(PresentationTransition.self, forKey: .transition)
          ?? .automatic,
        options: try payload.decodeIfPresent(PresentationOptions.self, forKey: .options)
          ?? PresentationOptions())
    }
  }

  /// Encodes the placement as Swift writes an enum with payloads, leaving out an automatic
  /// transition: `.present(.sheet)` reads as it did before transitions existed.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .push: _ = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .push)
    case .root: _ = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .root)
    case .replacingStack:
      _ = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .replacingStack)
    case .presenting:
      _ = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .presenting)
    case .preferred:
      _ = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .preferred)
    case .tab(let id):
      var payload = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .tab)
      try payload.encode(id, forKey: .value)
    case .present(let style, let transition, let options):
      var payload = values.nestedContainer(keyedBy: PayloadKeys.self, forKey: .present)
      try payload.encode(style, forKey: .value)
      if transition != .automatic { try payload.encode(transition, forKey: .transition) }
      if !options.isEmpty { try payload.encode(options, forKey: .options) }
    }
  }
}
