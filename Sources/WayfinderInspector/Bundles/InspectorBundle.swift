import Foundation
import Wayfinder

/// A bug report in one JSON file: the app's navigation snapshot, the journal window that led
/// there, and the flows that ran, with the app's redaction applied before it was written.
///
/// A viewer gets one from the `export` command; the app launches into it with
/// ``load(_:with:maxBytes:)`` and ``tree(with:)``:
///
/// ```swift
/// let data = try Data(contentsOf: URL(fileURLWithPath: "bug-report.json"))
/// let bundle = try InspectorBundle<AppRoute>.load(data, with: restoration)
/// navigator.start(restoring: try bundle.tree(with: restoration))
/// ```
///
/// The snapshot is exactly what `Restoration.snapshot(of:)` writes, so restoring it runs the
/// app's migrations and validation: a bundle from an older version of the app opens in a newer
/// one, and routes that are no longer valid are trimmed as a saved snapshot's are.
public struct InspectorBundle<Route: NavigationRoute>: Codable, Hashable, Sendable {
  /// A flow that ran when the bundle was written.
  public struct Flow: Codable, Hashable, Sendable {
    /// The flow's name.
    public var name: String
    /// The flow's path from the root flow, as the journal names it.
    public var path: String
    /// The path of the flow that started it; `nil` for the root flow.
    public var parent: String?
    /// Its place in the tree.
    public var anchor: FlowAnchor
    /// The routes it owned, bottom first: its own, then those of a level it presented.
    public var routes: [Route]

    /// Creates a flow's record.
    public init(name: String, path: String, parent: String?, anchor: FlowAnchor, routes: [Route]) {
      self.name = name
      self.path = path
      self.parent = parent
      self.anchor = anchor
      self.routes = routes
    }
  }

  /// The bundle format this build writes.
  ///
  /// Format 1 is the bug report apps could write before the inspector: one object holding the
  /// snapshot and, as `journal`, the text `JournalBuffer.dump()` gives (one event per line).
  /// Format 2 holds the journal as an array and adds the flows; a format-1 bundle migrates to
  /// it with no flows.
  public static var format: Int { 2 }

  /// The format the bundle was written in; ``format-type.property`` once loaded.
  public var format: Int
  /// The app's navigation snapshot, as `Restoration.snapshot(of:)` wrote it.
  public var snapshot: JSONValue
  /// The journal events kept when the bundle was written, oldest first.
  public var journal: [NavigationEvent<Route>]
  /// The flows that ran, the root flow first.
  public var flows: [Flow]

  /// Creates a bundle of the current format from its parts, which must already be redacted.
  public init(snapshot: JSONValue, journal: [NavigationEvent<Route>], flows: [Flow]) {
    self.format = Self.format
    self.snapshot = snapshot
    self.journal = journal
    self.flows = flows
  }

  /// The bundle as one JSON file, keys sorted.
  ///
  /// - Throws: ``InspectorError/exportFailed(_:)`` when a route cannot be encoded.
  public func encoded() throws(InspectorError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw .exportFailed(String(describing: error))
    }
  }

  /// The largest bundle ``load(_:with:maxBytes:)`` reads by default: 64 MiB.
  public static var defaultMaxBytes: Int { 64 << 20 }

  /// Reads a bundle: migrates an older format, refuses a newer or damaged one, and checks that
  /// its snapshot restores with `restoration`.
  ///
  /// - Parameters:
  ///   - data: the bundle's bytes.
  ///   - restoration: the app's restoration, whose migrations and validation the snapshot
  ///     goes through.
  ///   - maxBytes: the largest bundle read.
  /// - Returns: the bundle, in the current ``format-type.property``.
  /// - Throws: ``InspectorError/bundleFromTheFuture(found:supported:)``,
  ///   ``InspectorError/bundleCorrupt(_:)`` or ``InspectorError/bundleSnapshotInvalid(_:)``,
  ///   saying why.
  public static func load(
    _ data: Data, with restoration: Restoration<Route>, maxBytes: Int = defaultMaxBytes
  ) throws(InspectorError) -> InspectorBundle {
    guard data.count <= maxBytes else {
      throw .bundleCorrupt("\(data.count) bytes, more than the \(maxBytes) read")
    }
    let document: JSONValue
    do {
      document = try JSONValue(parsing: data)
    } catch {
      throw .bundleCorrupt(error.description)
    }
    guard case .object(var members) = document else {
      throw .bundleCorrupt("the file is not a JSON object")
    }
    guard let formatValue = members["format"] else { throw .bundleCorrupt("format is missing") }
    guard case .number(let number) = formatValue, let format = number.int, format >= 1 else {
      throw .bundleCorrupt("format is not a format number")
    }
    guard format <= Self.format else {
      throw .bundleFromTheFuture(found: format, supported: Self.format)
    }
    if format == 1 { try migrateFromFormat1(&members) }
    let bundle: InspectorBundle
    do {
      bundle = try JSONDecoder().decode(Self.self, from: JSONValue.object(members).jsonData)
    } catch {
      throw .bundleCorrupt(describe(error))
    }
    _ = try bundle.tree(with: restoration)
    return bundle
  }

  /// The tree to launch with: the snapshot, migrated and validated by `restoration`.
  ///
  /// - Throws: ``InspectorError/bundleSnapshotInvalid(_:)`` with the restoration's reason.
  public func tree(with restoration: Restoration<Route>) throws(InspectorError)
    -> NavigationTree<Route>
  {
    do {
      return try restoration.tree(from: snapshot.jsonData)
    } catch {
      throw .bundleSnapshotInvalid(error.description)
    }
  }

  /// Rewrites a format-1 bundle's members as format 2's: the journal's lines become an array
  /// of events, and the flows, which format 1 did not record, an empty list.
  private static func migrateFromFormat1(_ members: inout [String: JSONValue])
    throws(InspectorError)
  {
    guard case .string(let lines)? = members["journal"] else {
      throw .bundleCorrupt("journal: a format-1 bundle holds the journal as text")
    }
    var events: [JSONValue] = []
    for (number, line) in lines.split(separator: "\n").enumerated() {
      do {
        events.append(try JSONValue(parsing: Data(line.utf8)))
      } catch {
        throw .bundleCorrupt("journal line \(number + 1): \(error.description)")
      }
    }
    members["journal"] = .array(events)
    members["flows"] = .array([])
    members["format"] = .number(JSONNumber(Self.format))
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return String(describing: error) }
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty
        ? "the bundle"
        : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
          separator: ".")
    }
    switch decoding {
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: decoding)
    }
  }
}
