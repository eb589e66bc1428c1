/// The whole navigation state of an app, as one value.
///
/// The tree has a root ``Container`` (a stack, tabs, or a split) and a chain of
/// ``Presentation``s above it: level `0` is the root, level `n` the `n`-th presentation. Each
/// presentation holds its own container. Because the tree is `Equatable`, `Codable` and
/// `Sendable`, it can be compared in tests, written to disk, logged, and handed to a host.
///
/// ```swift
/// var tree = NavigationTree<AppRoute>(root: .stack([.home]))
/// try tree.push(.bookDetail(id: 42))
/// try tree.present(.sheet(.addBook))
/// print(tree.dump())
/// ```
public struct NavigationTree<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// The container at level `0`.
  public var root: Container<Route>
  /// The presentations above the root, bottom first: `presentations[0]` is level `1`.
  public var presentations: [Presentation<Route>]

  /// Creates a tree from a root container and the presentations above it.
  public init(root: Container<Route>, presentations: [Presentation<Route>] = []) {
    self.root = root
    self.presentations = presentations
  }

  /// A tree whose root is one stack holding `routes`.
  public init(_ routes: Route...) {
    self.init(root: .stack(Stack(routes)))
  }

  /// The number of levels: the root plus one per presentation.
  public var levelCount: Int { presentations.count + 1 }

  /// The highest level, the one the user sees.
  @inlinable public var topLevel: Int { presentations.count }

  /// The container at `level`.
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` for a level the tree lacks.
  public func container(at level: Int) throws(NavigationError) -> Container<Route> {
    guard level >= 0, level <= presentations.count else {
      throw .noSuchLevel(level, levels: levelCount)
    }
    return level == 0 ? root : presentations[level - 1].container
  }

  /// The stack at `path`.
  ///
  /// - Throws: ``NavigationError`` when the path names a level or section the tree lacks.
  public func stack(at path: StackPath) throws(NavigationError) -> Stack<Route> {
    try container(at: path.level).stack(in: path.section, level: path.level)
  }

  /// The path of the stack the user sees: the top level's single or selected stack.
  public var visiblePath: StackPath {
    StackPath(level: topLevel, section: (try? container(at: topLevel))?.visibleSection)
  }

  /// The stack the user sees: the top level's single or selected stack.
  public var visibleStack: Stack<Route> {
    (try? stack(at: visiblePath)) ?? Stack()
  }

  /// The path of the visible stack at `level`.
  public func visiblePath(at level: Int) throws(NavigationError) -> StackPath {
    StackPath(level: level, section: try container(at: level).visibleSection)
  }

  /// Every stack path of the tree, level by level, sections in display order.
  public var allStackPaths: [StackPath] {
    (0...topLevel).flatMap { level in
      ((try? container(at: level))?.stackSections ?? []).map {
        StackPath(level: level, section: $0)
      }
    }
  }

  /// Whether `level` was presented with ``PresentationStyle/pushed``: going back from its first
  /// screen dismisses it, as a back does.
  public func isPushedLevel(_ level: Int) -> Bool {
    level >= 1 && level <= topLevel && presentations[level - 1].style == .pushed
  }

  /// Whether the container at `level` shows section `id`: selected and, for a split, shown in
  /// its detail column.
  ///
  /// Selecting that section again is a reselection. A split back on its sidebar shows no
  /// section, so picking the one it remembers is a selection, not a reselection. Whether the
  /// container has the section at all, selected or not, is ``hasSection(_:atLevel:)``.
  public func showsSection(_ id: TabID, atLevel level: Int) -> Bool {
    guard let sections = (try? container(at: level))?.sections else { return false }
    return sections.hasSelection && sections.selection == id
  }

  /// Whether the container at `level` has section `id`, shown or not: a deep link handler asks
  /// it before ``showing(section:stack:)``, which throws for a section the tree lacks (the app
  /// still on Login, with no tabs yet).
  public func hasSection(_ id: TabID, atLevel level: Int = 0) -> Bool {
    (try? container(at: level))?.sections?[id] != nil
  }

  /// Changes the container at `level` in place.
  mutating func modifyContainer<T>(
    at level: Int, _ body: (inout Container<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    guard level >= 0, level <= presentations.count else {
      throw .noSuchLevel(level, levels: levelCount)
    }
    if level == 0 { return try body(&root) }
    return try body(&presentations[level - 1].container)
  }

  /// Changes the stack at `path` in place; errors name the path.
  mutating func modifyStack<T>(
    at path: StackPath, _ body: (inout Stack<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    do {
      return try modifyContainer(at: path.level) { (container) throws(NavigationError) in
        try container.modifyStack(in: path.section, level: path.level, body)
      }
    } catch {
      if case .at = error { throw error }
      throw .at(path, error)
    }
  }
}
