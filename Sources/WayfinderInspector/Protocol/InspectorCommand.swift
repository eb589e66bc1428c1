import Foundation
import Wayfinder

/// A command a viewer sent, read and checked; one that cannot be read never becomes one.
///
/// Each is one JSON object with `version`, `id` (the viewer's name for it, echoed in the
/// reply), `type`, and the members of its type; any other member refuses it.
struct InspectorCommand: Hashable, Sendable {
  /// What a viewer asks for.
  enum Kind: Hashable, Sendable {
    /// Show the tree of journal point `sequence` again.
    case jump(sequence: Int)
    /// Open a deep link.
    case open(link: String)
    /// Do what the user would do in the app's UI.
    case user(UserAction)
    /// Return a bug-report bundle.
    case export
    /// Return the whole state, as `hello` does.
    case state
  }

  /// What a viewer may do as the user.
  enum UserAction: Hashable, Sendable {
    /// Go back on the visible stack, or close the presentation whose first screen it is.
    case back
    /// Close the top presentation.
    case dismiss
    /// Select a tab (or sidebar row) of the top-most container with sections.
    case selectTab(SectionID)
  }

  /// The viewer's name for the command.
  var id: String
  /// What it asks for.
  var kind: Kind

  /// The members each type has, besides `version`, `id` and `type`.
  private static let members: [String: Set<String>] = [
    "jump": ["sequence"], "open": ["link"], "user": ["event", "tab"], "export": [], "state": [],
  ]

  /// Reads a command.
  ///
  /// - Returns: the command, or the error and, when it could be read, the command's `id`, so
  ///   that the reply names it.
  static func parse(_ text: String) -> Result<InspectorCommand, Refusal> {
    let size = text.utf8.count
    guard size <= InspectorProtocol.maxCommandBytes else {
      return .failure(
        Refusal(id: nil, error: .tooLarge(bytes: size, limit: InspectorProtocol.maxCommandBytes)))
    }
    let value: JSONValue
    do {
      value = try JSONValue(parsing: Data(text.utf8))
    } catch {
      return .failure(Refusal(id: nil, error: .malformed(error.description)))
    }
    guard case .object(let members) = value else {
      return .failure(Refusal(id: nil, error: .malformed("the message is not an object")))
    }
    var id: String?
    if case .string(let text)? = members["id"] { id = text }
    do {
      return .success(try command(from: members))
    } catch {
      return .failure(Refusal(id: id, error: error))
    }
  }

  /// A command that was refused, with its `id` when it had a readable one.
  struct Refusal: Error, Hashable {
    var id: String?
    var error: InspectorError
  }

  private static func command(from members: [String: JSONValue]) throws(InspectorError)
    -> InspectorCommand
  {
    guard let version = members["version"] else {
      throw .unsupportedVersion(found: nil, supported: InspectorProtocol.version)
    }
    guard case .number(let number) = version, let found = number.int else {
      throw .invalidField("version", expected: "a whole number")
    }
    guard found == InspectorProtocol.version else {
      throw .unsupportedVersion(found: found, supported: InspectorProtocol.version)
    }
    let id = try string(members, "id")
    let type = try string(members, "type")
    guard let allowed = Self.members[type] else { throw .unknownCommand(type) }
    let unexpected = members.keys.sorted().first {
      !["version", "id", "type"].contains($0) && !allowed.contains($0)
    }
    if let unexpected { throw .unexpectedField(unexpected) }
    let kind: Kind
    switch type {
    case "jump":
      guard let value = members["sequence"] else { throw .missingField("sequence") }
      guard case .number(let number) = value, let sequence = number.int, sequence >= 1 else {
        throw .invalidField("sequence", expected: "a journal point's number, 1 or more")
      }
      kind = .jump(sequence: sequence)
    case "open":
      kind = .open(link: try string(members, "link"))
    case "user":
      kind = .user(try userAction(members))
    case "export":
      kind = .export
    default:
      kind = .state
    }
    return InspectorCommand(id: id, kind: kind)
  }

  private static func userAction(_ members: [String: JSONValue]) throws(InspectorError)
    -> UserAction
  {
    let event = try string(members, "event")
    switch event {
    case "back", "dismiss":
      if members["tab"] != nil { throw .unexpectedField("tab") }
      return event == "back" ? .back : .dismiss
    case "selectTab":
      return .selectTab(SectionID(try string(members, "tab")))
    default:
      throw .invalidField("event", expected: "\"back\", \"dismiss\" or \"selectTab\"")
    }
  }

  private static func string(_ members: [String: JSONValue], _ name: String)
    throws(InspectorError) -> String
  {
    guard let value = members[name] else { throw .missingField(name) }
    guard case .string(let text) = value else { throw .invalidField(name, expected: "a string") }
    return text
  }
}
