/// Why the tree changed, as the navigator records it: a ``NavigationCause`` made when something
/// reads it.
///
/// An intent is kept as the intent and described only when a sink, the log or a reader of the
/// event asks for the cause: most transactions an app makes are read by nobody, and describing
/// an intent (reflection, for an enum) costs more than handling it.
struct RecordedCause: Sendable {
  private enum Storage: Sendable {
    case cause(NavigationCause)
    // Boxed: the draft and the event copy a cause as cheaply as a `NavigationCause`.
    indirect case intent(any NavigationIntent)
  }

  private let storage: Storage

  /// A cause already made.
  init(_ cause: NavigationCause) {
    storage = .cause(cause)
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// A screen's intent, described as ``NavigationCause/intent(_:)`` when read.
  static func intent(_ intent: any NavigationIntent) -> RecordedCause {
    RecordedCause(storage: .intent(intent))
  }

  /// The cause, described now.
  var cause: NavigationCause {
    switch storage {
    case .cause(let cause): cause
    case .intent(let intent): .intent(String(describing: intent))
    }
  }
}

// By the cause it describes, so an event's synthesized members compare, hash and encode that.
extension RecordedCause: Hashable, Codable {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.cause == rhs.cause }
  func hash(into hasher: inout Hasher) { hasher.combine(cause) }
  init(from decoder: any Decoder) throws { self.init(try NavigationCause(from: decoder)) }
  func encode(to encoder: any Encoder) throws { try cause.encode(to: encoder) }
}
