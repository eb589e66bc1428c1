import Foundation

extension Windows {
  /// A snapshot of every open window: each window's navigation as ``Restoration`` writes it
  /// (versioned, migrated and checked on its own), the route it opened for, its identity, in
  /// the order the windows opened, and which window was focused.
  ///
  /// A window whose saved tree waits for its root flow to decide
  /// (``restore(from:with:whenDecided:)``) is written with that tree, not with the splash it
  /// shows meanwhile: the app going to the background during a launch loses nothing.
  ///
  /// ```swift
  /// try store.save(windows.snapshot(with: restoration))
  /// ```
  ///
  /// - Throws: ``RestorationError/corrupt(_:)`` when a route cannot be encoded.
  public func snapshot(with restoration: Restoration<Route>) throws(RestorationError) -> Data {
    var entries: [JSONValue] = []
    for id in ids {
      guard let window = windows[id] else { continue }
      let navigation = try restoration.snapshot(of: savedTrees[id] ?? window.navigator.tree)
      entries.append(
        .object([
          "id": .number(JSONNumber(id.rawValue)),
          "route": try Self.json(encoding: window.route),
          "navigation": try Self.json(in: navigation),
        ]))
    }
    var members: [String: JSONValue] = ["windows": .array(entries)]
    if let focused { members["focused"] = .number(JSONNumber(focused.rawValue)) }
    return Data(JSONWriter.bytes(of: .object(members)))
  }

  /// Opens the windows of a snapshot, each restoring its own navigation: a restored launch.
  ///
  /// Call it before any window opens. A window that cannot be restored opens afresh (or is left
  /// out) and is reported; the others restore. See
  /// <doc:SeveralWindows#Each-window-restores-its-own-navigation>.
  ///
  /// - Parameters:
  ///   - data: the snapshot ``snapshot(with:)`` wrote.
  ///   - restoration: how each window's navigation is read, migrated and checked.
  ///   - whenDecided: `true` for a root flow that decides what to show after an `await` (a
  ///     splash): each window starts afresh, and its saved tree waits for the root flow to
  ///     restore it once it has decided (``FlowCoordinator/takeSavedTree()``).
  /// - Returns: the windows that did not restore as saved.
  /// - Throws: ``WindowError/windowsAlreadyOpen(_:)`` when a window is open,
  ///   ``WindowError/notRestorable(_:)`` when the snapshot as a whole cannot be read; nothing
  ///   opened.
  @discardableResult
  public func restore(
    from data: Data, with restoration: Restoration<Route>, whenDecided: Bool = false
  ) throws(WindowError) -> [WindowRestorationFailure] {
    guard ids.isEmpty else { throw .windowsAlreadyOpen(ids.count) }
    let entries: [JSONValue]
    let focusedNumber: JSONValue?
    do throws(RestorationError) {
      (entries, focusedNumber) = try Self.entries(in: data, limit: restoration.maxBytes)
    } catch {
      throw .notRestorable(error)
    }
    var failures: [WindowRestorationFailure] = []
    for (position, entry) in entries.enumerated() {
      let id = Self.number(entry["id"]).map(WindowID.init(rawValue:))
      guard let id, id.rawValue >= 1, windows[id] == nil else {
        let reason = id.map { "\($0) is not a free window id" } ?? "id is missing"
        failures.append(
          .init(position: position, window: id, error: .corrupt(reason), startedAfresh: false))
        continue
      }
      let route: Route?
      do throws(RestorationError) {
        route = try Self.decodeRoute(entry["route"] ?? .null)
      } catch {
        failures.append(
          .init(position: position, window: id, error: error, startedAfresh: false))
        continue
      }
      do throws(RestorationError) {
        guard let navigation = entry["navigation"] else {
          throw RestorationError.corrupt("navigation is missing")
        }
        let tree = try restoration.tree(from: Data(JSONWriter.bytes(of: navigation)))
        if whenDecided {
          savedTrees[id] = tree
          add(route: route, id: id)
        } else {
          add(route: route, id: id, restoring: tree)
        }
      } catch {
        failures.append(
          .init(position: position, window: id, error: error, startedAfresh: true))
        add(route: route, id: id)
      }
    }
    if let focused = Self.number(focusedNumber).map(WindowID.init(rawValue:)),
      windows[focused] != nil
    {
      bringToFront(focused)
    }
    return failures
  }

  /// Takes the tree that ``restore(from:with:whenDecided:)`` read for window `id`
  /// (``FlowCoordinator/takeSavedTree()``).
  package func takeSavedTree(of id: WindowID) -> NavigationTree<Route>? {
    savedTrees.removeValue(forKey: id)
  }

  private static func entries(in data: Data, limit: Int) throws(RestorationError)
    -> ([JSONValue], JSONValue?)
  {
    let document = try JSONReader.document(in: data, limit: limit)
    guard case .array(let entries)? = document["windows"] else {
      throw .corrupt("windows is missing or not a list")
    }
    return (entries, document["focused"])
  }

  private static func number(_ value: JSONValue?) -> Int? {
    guard case .number(let number)? = value else { return nil }
    return number.int
  }

  private static func json(in data: Data) throws(RestorationError) -> JSONValue {
    do {
      return try JSONReader.value(in: [UInt8](data))
    } catch {
      throw .corrupt("a window's snapshot: \(error.description)")
    }
  }

  private static func json(encoding route: Route?) throws(RestorationError) -> JSONValue {
    guard let route else { return .null }
    do {
      return try json(in: JSONEncoder().encode(route))
    } catch {
      throw .corrupt("encoding a window's route failed: \(error)")
    }
  }

  private static func decodeRoute(_ value: JSONValue) throws(RestorationError) -> Route? {
    if value == .null { return nil }
    do {
      return try JSONDecoder().decode(Route.self, from: Data(JSONWriter.bytes(of: value)))
    } catch {
      throw .corrupt("the window's route: \(error)")
    }
  }
}
