import Wayfinder

/// Why the inspector refused a command or a bundle: each case says what was wrong and what to
/// do about it.
///
/// A viewer gets it in a `reply` message as its ``code`` and ``description``; the app gets it
/// from ``InspectorBundle/load(_:with:maxBytes:)``. Text that came from outside the app (a link, a
/// field's value) is escaped with `PrintableText` before it appears.
public enum InspectorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command is larger than the protocol's limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The command is not a JSON object; the text says where it broke.
  case malformed(String)
  /// The command speaks a protocol version this app does not (`nil`: it names none).
  case unsupportedVersion(found: Int?, supported: Int)
  /// The command's `type` is not one the protocol has.
  case unknownCommand(String)
  /// A member the command needs is missing.
  case missingField(String)
  /// A member has the wrong type or a value the command cannot take.
  case invalidField(String, expected: String)
  /// The command holds a member its type does not have (a tampered message).
  case unexpectedField(String)
  /// The journal point asked for is not kept: it never existed or was evicted from history.
  case pointNotKept(sequence: Int, kept: ClosedRange<Int>?)
  /// The journal point's tree no longer passes the app's restoration; nothing changed.
  case pointInvalid(sequence: Int, reason: String)
  /// The app has not started its root flow, so there is nothing to restore into.
  case notStarted
  /// The app gave the inspector no way to open links (``InspectorOptions/openLink``).
  case linksUnavailable
  /// The link was not applied; the text is the navigator's outcome.
  case linkNotApplied(String)
  /// The user event does not fit what the app shows (nothing to go back from, no such tab).
  case userEventRefused(String)
  /// The bundle could not be written; the text says why.
  case exportFailed(String)
  /// The bundle is in a format newer than this build reads.
  case bundleFromTheFuture(found: Int, supported: Int)
  /// The bundle is not a bundle, or is damaged; the text says where.
  case bundleCorrupt(String)
  /// The bundle's snapshot does not restore with the app's restoration; the text says why.
  case bundleSnapshotInvalid(String)

  /// A stable name of the case, for programs, such as `tooLarge` or `pointInvalid`.
  public var code: String {
    switch self {
    case .tooLarge: "tooLarge"
    case .malformed: "malformed"
    case .unsupportedVersion: "unsupportedVersion"
    case .unknownCommand: "unknownCommand"
    case .missingField: "missingField"
    case .invalidField: "invalidField"
    case .unexpectedField: "unexpectedField"
    case .pointNotKept: "pointNotKept"
    case .pointInvalid: "pointInvalid"
    case .notStarted: "notStarted"
    case .linksUnavailable: "linksUnavailable"
    case .linkNotApplied: "linkNotApplied"
    case .userEventRefused: "userEventRefused"
    case .exportFailed: "exportFailed"
    case .bundleFromTheFuture: "bundleFromTheFuture"
    case .bundleCorrupt: "bundleCorrupt"
    case .bundleSnapshotInvalid: "bundleSnapshotInvalid"
    }
  }

  /// A text for people: what was wrong and what to do, escaped for a terminal or a log.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "The command has \(bytes) bytes; the inspector reads at most \(limit). Send a smaller one."
    case .malformed(let reason):
      "The command is not a JSON object (\(reason)). Send one object per message."
    case .unsupportedVersion(let found?, let supported):
      "The command speaks protocol version \(found); this app speaks \(supported). Use a "
        + "viewer of the same Wayfinder version."
    case .unsupportedVersion(nil, let supported):
      "The command names no protocol version; add \"version\": \(supported)."
    case .unknownCommand(let type):
      "There is no command \"\(type)\"; the commands are jump, open, user, export and state."
    case .missingField(let name):
      "The command needs the member \"\(name)\"."
    case .invalidField(let name, let expected):
      "The member \"\(name)\" must be \(expected)."
    case .unexpectedField(let name):
      "The command has a member \"\(name)\" that its type does not have; remove it."
    case .pointNotKept(let sequence, let kept?):
      "Journal point \(sequence) is not kept; the history holds \(kept.lowerBound) to "
        + "\(kept.upperBound). Pick one of those."
    case .pointNotKept(let sequence, nil):
      "Journal point \(sequence) is not kept; the history is empty."
    case .pointInvalid(let sequence, let reason):
      "Journal point \(sequence) no longer restores: \(reason). Nothing changed."
    case .notStarted:
      "The app's root flow has not started; start it before jumping."
    case .linksUnavailable:
      "The app opens no links from the inspector; give InspectorOptions.openLink a gate's "
        + "open(_:)."
    case .linkNotApplied(let outcome):
      "The link was not applied: \(outcome)."
    case .userEventRefused(let reason):
      "The app cannot do that now: \(reason)."
    case .exportFailed(let reason):
      "The bundle could not be written: \(reason)."
    case .bundleFromTheFuture(let found, let supported):
      "The bundle is in format \(found), newer than the \(supported) this build reads. Open it "
        + "with a newer build of the app."
    case .bundleCorrupt(let reason):
      "The bundle is damaged or not a bundle (\(reason))."
    case .bundleSnapshotInvalid(let reason):
      "The bundle's snapshot does not restore in this app: \(reason)"
    }
  }
}
