/// Where the inspector's two halves meet: the model, which watches a navigator and carries out
/// commands, and the server, which carries texts to and from the viewers connected to it.
///
/// Texts are the protocol's JSON messages. The server neither reads nor makes them: it checks
/// who may connect and how large a message may be, and hands texts through.
protocol InspectorEndpoint: AnyObject, Sendable {
  /// Starts a feed for one viewer: its first message holds the whole state; events follow.
  ///
  /// At most `capacity` messages wait for a viewer that reads slowly; past that the oldest are
  /// dropped, and the next message delivered says how many were.
  func subscribe(capacity: Int) async -> AsyncStream<String>

  /// Carries out one command a viewer sent and returns the reply; a command that cannot be read
  /// gets a reply that says why.
  func reply(to command: String) async -> String
}
