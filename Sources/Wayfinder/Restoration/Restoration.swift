import Foundation

/// Saves the navigation tree as a versioned snapshot and restores it, migrating old versions,
/// trimming routes that are no longer valid, and refusing anything corrupt or hostile.
///
/// See <doc:SavingAndRestoring>.
public struct Restoration<Route: NavigationRoute>: Sendable {
  /// The snapshot version this app writes and reads.
  public var version: Int
  /// The largest snapshot read, in bytes.
  public var maxBytes = 1 << 20
  /// The most routes restored.
  public var maxRoutes = 10_000
  /// Whether a restored route may be shown; stacks are cut before the first that may not.
  ///
  /// A presentation left without a visible route is dropped with those above it; a root with a
  /// stack (a tab's included) left without one is not restored at all
  /// (``RestorationError/noValidRoot``).
  public var isValid: @Sendable (Route) -> Bool = { _ in true }
  /// Whether a restored tree, trimmed by ``isValid``, fits the app as a whole.
  ///
  /// It says what no single route says, such as a root of tabs where an older build saved a
  /// plain stack. A tree it refuses is not restored (``RestorationError/noValidRoot``): the app
  /// starts fresh, and a window of ``Windows`` starts afresh. ``Windows`` asks it about every
  /// window's tree, whichever route opened the window: for windows of several kinds (a compose
  /// window beside the main one), it says yes to each kind.
  ///
  /// ```swift
  /// restoration.isValidTree = { $0.hasSection("explore") }
  /// ```
  public var isValidTree: @Sendable (NavigationTree<Route>) -> Bool = { _ in true }
  private var migrations: [Int: @Sendable (inout JSONValue) throws -> Void] = [:]

  /// Creates a restoration for snapshots of `version`.
  public init(version: Int) {
    self.version = version
  }

  /// Declares how a snapshot of version `old` becomes one of version `old + 1`: a rewrite of
  /// the JSON of its tree.
  public mutating func migrate(
    from old: Int, _ migration: @escaping @Sendable (inout JSONValue) throws -> Void
  ) {
    migrations[old] = migration
  }

  /// The snapshot format this build writes: the framework's own version of how a tree is
  /// written, apart from the app's ``version`` of its routes.
  ///
  /// Format 2 added alerts and confirmation dialogs (a presentation's `dialog`), the context of
  /// an over-current-context presentation, and the styles `overFullScreen`,
  /// `overCurrentContext`, `popover`, `alert`, `confirmationDialog` and `overlay:<name>`. A
  /// format-1 snapshot (it has no `format` member) is a valid format-2 tree, so its migration
  /// only stamps the format; it runs through the exact JSON path before the app's own
  /// migrations, and restores the same screens with every value exact.
  package static var format: Int { 2 }

  private struct Envelope: Codable {
    var format: Int? = Restoration.format
    var version: Int
    var tree: NavigationTree<Route>
  }

  /// The snapshot of `tree`.
  ///
  /// Which stacks refuse the user's back is left out: the flows say it again after a restore
  /// (``Stack/refusesUserBack``), and stacks stay arrays of routes, as migrations read them.
  ///
  /// - Throws: ``RestorationError/corrupt(_:)`` when a route cannot be encoded.
  public func snapshot(of tree: NavigationTree<Route>) throws(RestorationError) -> Data {
    let envelope = Envelope(version: version, tree: tree.withoutBackRefusals)
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      return try encoder.encode(envelope)
    } catch {
      throw .corrupt("encoding failed: \(error)")
    }
  }

  /// The tree in a snapshot: migrated to the current version, checked, and trimmed of routes
  /// that are no longer valid.
  ///
  /// A snapshot of an older version is read as a ``JSONValue``, rewritten by the migrations and
  /// written back as JSON without any number going through `Double`: a migration that changes
  /// nothing gives back exactly the tree that was saved.
  ///
  /// - Throws: ``RestorationError`` for a snapshot that is too large, cut short, corrupt, of an
  ///   unknown version, or whose migration fails, and ``RestorationError/noValidRoot`` when
  ///   trimming leaves a stack of the root (a tab's included) without a route.
  public func tree(from data: Data) throws(RestorationError) -> NavigationTree<Route> {
    // The whole snapshot is checked; only its envelope is built, unless a migration needs it
    // or the envelope is wrong (its error quotes the value).
    var members = try envelope(in: data, builtDepth: 1)
    if (try? Self.format(in: members)) == nil || (try? Self.version(in: members)) == nil {
      members = try envelope(in: data, builtDepth: .max)
    }
    let format = try Self.format(in: members)
    guard format <= Self.format else {
      throw .unknownFormat(found: format, supported: Self.format)
    }
    let found = try Self.version(in: members)
    guard found <= version else { throw .unknownVersion(found: found, supported: version) }
    guard found >= 1 else { throw .corrupt("the version \(found) is not a version") }
    var current = data
    let isMigrated = found < version || format < Self.format
    if isMigrated {
      members = try envelope(in: data, builtDepth: .max)
      guard var tree = members["tree"] else { throw .corrupt("tree is missing") }
      // Format 1 trees are format-2 trees (format 2 only added members and styles): the stamp
      // below is the whole format migration.
      for old in found..<version {
        guard let migration = migrations[old] else {
          throw .migrationFailed(from: old, reason: "no migration is declared from it")
        }
        do {
          try migration(&tree)
        } catch {
          throw .migrationFailed(from: old, reason: String(describing: error))
        }
      }
      members["tree"] = tree
      members["version"] = .number(JSONNumber(version))
      members["format"] = .number(JSONNumber(Self.format))
      current = Data(JSONWriter.bytes(of: .object(members)))
    }
    let tree: NavigationTree<Route>
    do {
      tree = try JSONDecoder().decode(Envelope.self, from: current).tree
    } catch {
      throw Self.classify(error)
    }
    let count = tree.allStackPaths.reduce(0) { $0 + ((try? tree.stack(at: $1).count) ?? 0) }
    guard count <= maxRoutes else { throw .tooManyRoutes(count: count, limit: maxRoutes) }
    return try validated(tree)
  }

  /// What of `tree` the app's rules keep: ``isValid`` trims each stack and presentation as a
  /// restored snapshot is trimmed, and ``isValidTree`` judges the result — for a tree the app
  /// holds rather than reads (the tree from before a session timed out, to show again after
  /// the sign-in).
  ///
  /// - Throws: ``RestorationError/noValidRoot`` when the rules leave the root without a screen
  ///   or refuse the tree.
  public func validated(_ tree: NavigationTree<Route>) throws(RestorationError)
    -> NavigationTree<Route>
  {
    let result = trimmed(tree)
    // A root stack trimming emptied would show nothing (a tab's too, once selected): no level
    // stands in for it, as the one below a presentation does.
    let emptied = result.emptyStackPaths.subtracting(tree.emptyStackPaths)
    if emptied.contains(where: { $0.level == 0 }) { throw .noValidRoot }
    guard isValidTree(result) else { throw .noValidRoot }
    return result
  }

  /// The members of the JSON object a snapshot is, built `builtDepth` levels deep.
  private func envelope(in data: Data, builtDepth: Int) throws(RestorationError)
    -> [String: JSONValue]
  {
    let document = try JSONReader.document(in: data, limit: maxBytes, builtDepth: builtDepth)
    guard case .object(let members) = document else {
      throw .corrupt("the snapshot is not a JSON object")
    }
    return members
  }

  /// The format a snapshot's members declare: `1` when they declare none (snapshots written
  /// before formats had numbers).
  private static func format(in members: [String: JSONValue]) throws(RestorationError) -> Int {
    guard let value = members["format"] else { return 1 }
    guard case .number(let number) = value, let format = number.int, format >= 1 else {
      throw .corrupt("format: \(value.description.prefix(40)) is not a format")
    }
    return format
  }

  /// The version a snapshot's members declare.
  private static func version(in members: [String: JSONValue]) throws(RestorationError) -> Int {
    guard let value = members["version"] else { throw .corrupt("version is missing") }
    guard case .number(let number) = value, let version = number.int else {
      let text = value.description
      let shown = text.utf8.count <= 40 ? text : "the value there"
      throw .corrupt("version: \(shown) is not a whole number")
    }
    return version
  }

  /// Saves `tree` to `store`.
  public func save(_ tree: NavigationTree<Route>, to store: any SnapshotStore)
    throws(RestorationError)
  {
    try store.save(try snapshot(of: tree))
  }

  /// The tree saved in `store`, or `nil` when the store holds none.
  ///
  /// - Throws: a ``RestorationError`` saying why the snapshot cannot be restored.
  public func savedTree(in store: any SnapshotStore) throws(RestorationError)
    -> NavigationTree<Route>?
  {
    guard let data = try store.load() else { return nil }
    return try tree(from: data)
  }

  /// The tree with every stack cut before its first invalid route, every presentation whose
  /// visible stack is left empty dismissed with those above it, and nothing above a dialog
  /// (nothing is presented over an alert).
  ///
  /// A root with a stack left without a route is refused by ``tree(from:)``: no level below it
  /// can stand in for it.
  func trimmed(_ tree: NavigationTree<Route>) -> NavigationTree<Route> {
    var result = tree
    result.root = trimmed(tree.root)
    var kept: [Presentation<Route>] = []
    for presentation in tree.presentations {
      if kept.last?.style.isDialog == true { break }
      var copy = presentation
      copy.container = trimmed(presentation.container)
      guard copy.dialog != nil || !copy.container.visibleStack.isEmpty else { break }
      kept.append(copy)
    }
    result.presentations = kept
    return result
  }

  private func trimmed(_ container: Container<Route>) -> Container<Route> {
    switch container {
    case .stack(let stack):
      return .stack(trimmed(stack))
    case .tabs(var sections), .split(var sections):
      for id in sections.ids {
        if let stack = sections[id] { try? sections.setStack(trimmed(stack), for: id) }
      }
      return container.layout == .tabs ? .tabs(sections) : .split(sections)
    }
  }

  private func trimmed(_ stack: Stack<Route>) -> Stack<Route> {
    guard let invalid = stack.firstIndex(where: { !isValid($0) }) else { return stack }
    return Stack(Array(stack[..<invalid]))
  }

  private static func classify(_ error: any Error) -> RestorationError {
    guard let decoding = error as? DecodingError else { return .corrupt(String(describing: error)) }
    switch decoding {
    case .dataCorrupted(let context):
      return .corrupt("\(path(context.codingPath)): \(context.debugDescription)")
    case .keyNotFound(let key, let context):
      return .corrupt("\(path(context.codingPath + [key])) is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return .corrupt("\(path(context.codingPath)): \(context.debugDescription)")
    @unknown default:
      return .corrupt(String(describing: decoding))
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty
      ? "the snapshot"
      : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
  }
}

extension Navigator {
  /// Starts the root flow and shows the tree saved in `store`, in one unanimated plan: a
  /// restored launch.
  ///
  /// With nothing saved, this is ``start()``. A snapshot that cannot be restored — damaged,
  /// from a newer app, a failed migration — is left alone: the app starts afresh, and the error
  /// says why. See ``start(restoring:)``.
  ///
  /// - Returns: why the saved tree could not be restored, or `nil`.
  @discardableResult
  public func start(restoringFrom store: any SnapshotStore, with restoration: Restoration<Route>)
    -> RestorationError?
  {
    do {
      start(restoring: try restoration.savedTree(in: store))
      return nil
    } catch {
      start()
      return error
    }
  }
}
