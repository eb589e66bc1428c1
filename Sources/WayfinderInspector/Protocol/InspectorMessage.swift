import Wayfinder

/// A message the inspector sends a viewer.
///
/// Streamed messages (`hello`, `event`, `plan`, `leak`) also carry `dropped`, which the model
/// adds for each viewer (``InspectorModel``); `reply` answers one command.
enum InspectorMessage<Route: NavigationRoute>: Encodable {
  /// The first message of every feed: the whole state.
  case hello(StatePayload<Route>)
  /// One journal event, with the running flows after it.
  case event(EventPayload<Route>, flows: [FlowPayload<Route>])
  /// The plan in flight changed: a step started or the plan completed.
  case plan(PlanPayload<Route>)
  /// Leaks found since the last `leak` message.
  case leak([LeakPayload])
  /// The answer to the command `id` (`nil` when the command's id could not be read).
  case reply(id: String?, Result<ResultPayload<Route>, InspectorError>)

  private enum Keys: String, CodingKey {
    case type, version, state, event, flows, plan, leaks, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(InspectorProtocol.version, forKey: .version)
    switch self {
    case .hello(let state):
      try container.encode("hello", forKey: .type)
      try container.encode(state, forKey: .state)
    case .event(let event, let flows):
      try container.encode("event", forKey: .type)
      try container.encode(event, forKey: .event)
      try container.encode(flows, forKey: .flows)
    case .plan(let plan):
      try container.encode("plan", forKey: .type)
      try container.encode(plan, forKey: .plan)
    case .leak(let leaks):
      try container.encode("leak", forKey: .type)
      try container.encode(leaks, forKey: .leaks)
    case .reply(let id, let result):
      try container.encode("reply", forKey: .type)
      // `null` when the command's id could not be read, so that the member is always there.
      try container.encode(id, forKey: .id)
      switch result {
      case .success(let payload): try container.encode(payload, forKey: .result)
      case .failure(let error): try container.encode(ErrorPayload(error), forKey: .error)
      }
    }
  }
}
