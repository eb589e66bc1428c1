/// The command reader, for the fuzz target: a viewer's text is the inspector's untrusted input.
@_spi(Fuzzing)
public enum InspectorCommandReader {
  /// Reads `text` as a viewer's command.
  ///
  /// - Returns: `nil` when it is a command of the protocol, else the typed error its reply
  ///   carries.
  public static func refusal(of text: String) -> InspectorError? {
    switch InspectorCommand.parse(text) {
    case .success: nil
    case .failure(let refusal): refusal.error
    }
  }
}
