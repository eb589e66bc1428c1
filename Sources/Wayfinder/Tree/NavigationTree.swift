import OrderedCollections

/// The whole navigation state of an app, as one value.
///
/// A root ``Container`` (a stack, tabs, or a split) and a chain of ``Presentation``s above it:
/// level `0` is the root, level `n` the `n`-th presentation. It is `Equatable`, `Codable` and
/// `Sendable`: compared in tests, written to disk, logged, handed to a host. See
/// <doc:GettingStarted#Read-the-tree-in-a-dump>.
public struct NavigationTree<Route: NavigationRoute>: Sendable {
  /// The root and the presentations, as one stored value.
  @usableFromInline
  struct Levels: Hashable, Codable, Sendable {
    @usableFromInline var root: Container<Route>
    @usableFromInline var presentations: [Presentation<Route>]

    /// Written out, not synthesized, so that it is inlinable: a tree's `==` runs specialized
    /// for the app's route type wherever the app compares trees.
    @inlinable
    static func == (lhs: Levels, rhs: Levels) -> Bool {
      lhs.root == rhs.root && lhs.presentations == rhs.presentations
    }
  }

  /// The levels, shared between copies of the tree until one of them changes
  /// (``CopyOnWrite``).
  @usableFromInline var levels: CopyOnWrite<Levels>

  /// The container at level `0`.
  @inlinable
  public var root: Container<Route> {
    _read { yield levels.box.value.root }
    _modify { yield &levels.value.root }
  }

  /// The presentations above the root, bottom first: `presentations[0]` is level `1`.
  @inlinable
  public var presentations: [Presentation<Route>] {
    _read { yield levels.box.value.presentations }
    _modify { yield &levels.value.presentations }
  }

  /// Creates a tree from a root container and the presentations above it.
  public init(root: Container<Route>, presentations: [Presentation<Route>] = []) {
    levels = CopyOnWrite(Levels(root: root, presentations: presentations))
  }

  /// A tree whose root is one stack holding `routes`.
  public init(_ routes: Route...) {
    self.init(root: .stack(Stack(routes)))
  }

  /// The number of levels: the root plus one per presentation.
  @inlinable public var levelCount: Int { presentations.count + 1 }

  /// The highest level, the one the user sees.
  @inlinable public var topLevel: Int { presentations.count }

  /// The container at `level`.
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` for a level the tree lacks.
  @inlinable
  public func container(at level: Int) throws(NavigationError) -> Container<Route> {
    // Not through `reading(level:)`: the navigator's unspecialized passes call it several
    // times a transaction, and a closure there costs a jump about 4 % more (PERFORMANCE.md).
    guard level >= 0, level <= presentations.count else {
      throw .noSuchLevel(level, levels: levelCount)
    }
    return level == 0 ? root : presentations[level - 1].container
  }

  /// The result of `body` on the container at `level`, which it reads where it is: a copy of a
  /// container retains every part of it.
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` for a level the tree lacks, and what
  ///   `body` throws.
  @inlinable
  func reading<T>(
    level: Int, _ body: (Container<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    guard level >= 0, level <= presentations.count else {
      throw .noSuchLevel(level, levels: levelCount)
    }
    return level == 0 ? try body(root) : try body(presentations[level - 1].container)
  }

  /// The stack at `path`.
  ///
  /// - Throws: ``NavigationError`` when the path names a level or section the tree lacks.
  @inlinable
  public func stack(at path: StackPath) throws(NavigationError) -> Stack<Route> {
    try reading(level: path.level) { (container) throws(NavigationError) in
      try container.stack(in: path.section, level: path.level)
    }
  }

  /// The number of routes of the stack at `path`, without copying the stack.
  ///
  /// - Throws: as ``stack(at:)`` does.
  @inlinable
  func stackCount(at path: StackPath) throws(NavigationError) -> Int {
    try reading(level: path.level) { (container) throws(NavigationError) in
      try container.stack(in: path.section, level: path.level).count
    }
  }

  /// The path of the stack the user sees: the top level's single or selected stack.
  public var visiblePath: StackPath {
    StackPath(
      level: topLevel, section: (try? reading(level: topLevel) { $0.visibleSection }) ?? nil)
  }

  /// The stack the user sees: the top level's single or selected stack.
  public var visibleStack: Stack<Route> {
    (try? stack(at: visiblePath)) ?? Stack()
  }

  /// The path of the visible stack at `level`.
  @inlinable
  public func visiblePath(at level: Int) throws(NavigationError) -> StackPath {
    StackPath(level: level, section: try reading(level: level) { $0.visibleSection })
  }

  /// Every stack path of the tree, level by level, sections in display order.
  package var allStackPaths: [StackPath] {
    (0...topLevel).flatMap { level in
      ((try? container(at: level))?.stackSections ?? []).map {
        StackPath(level: level, section: $0)
      }
    }
  }

  /// Whether the user's back on the stack at `path` is refused: its top screen refuses it
  /// (``Stack/refusesUserBack``) and a back would leave it — a pop, or the first screen of a
  /// ``PresentationStyle/pushed`` level closing; a sheet's single screen still closes by its
  /// gesture.
  package func refusesUserBack(at path: StackPath) -> Bool {
    guard let stack = try? stack(at: path), stack.refusesUserBack else { return false }
    return stack.count > 1 || isPushedLevel(path.level)
  }

  /// Whether `level` was presented with ``PresentationStyle/pushed``: going back from its first
  /// screen dismisses it, as a back does.
  package func isPushedLevel(_ level: Int) -> Bool {
    level >= 1 && level <= topLevel && presentations[level - 1].style == .pushed
  }

  /// Whether the container at `level` shows section `id`: selected and, for a split, shown in
  /// its detail column.
  ///
  /// Selecting that section again is a reselection. A split back on its sidebar shows no
  /// section, so picking the one it remembers is a selection, not a reselection. Whether the
  /// container has the section at all, selected or not, is ``hasSection(_:atLevel:)``.
  public func showsSection(_ id: SectionID, atLevel level: Int = 0) -> Bool {
    guard let sections = (try? container(at: level))?.sections else { return false }
    return sections.hasSelection && sections.selection == id
  }

  /// Whether the container at `level` has section `id`, shown or not: a deep link handler asks
  /// it before ``showing(section:stack:behindPresentations:)``, which throws for a section the
  /// tree lacks (the app still on Login, with no tabs yet).
  public func hasSection(_ id: SectionID, atLevel level: Int = 0) -> Bool {
    (try? container(at: level))?.sections?[id] != nil
  }

  /// Changes the container at `level` in place.
  @inlinable
  mutating func modifyContainer<T>(
    at level: Int, _ body: (inout Container<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    guard level >= 0, level <= presentations.count else {
      throw .noSuchLevel(level, levels: levelCount)
    }
    if level == 0 { return try body(&root) }
    return try body(&presentations[level - 1].container)
  }

  /// Changes the sections of the tabs or split container at `level` in place.
  @inlinable
  mutating func modifySections<T>(
    atLevel level: Int, _ body: (inout Sections<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    try modifyContainer(at: level) { (container) throws(NavigationError) in
      try container.modifySections(level: level, body)
    }
  }

  /// Changes the stack at `path` in place; errors name the path.
  @inlinable
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

  /// Edits the routes of the stack at `path`: the one edit of routes that the navigator and
  /// the plan runner make, inlinable so that they run it specialized for the app's route type
  /// (``RouteKernel``).
  ///
  /// - Returns: the stack's count before the edit, and the lowest index where it now differs.
  /// - Throws: ``NavigationError/at(_:_:)`` with the reason when the path names no stack or
  ///   the edit does not fit the stack (``StackEdit``); the tree is then unchanged.
  @inlinable
  mutating func editStack(at path: StackPath, _ edit: StackEdit, with routes: [Route])
    throws(NavigationError) -> StackEdit.Result
  {
    try modifyStack(at: path) { (stack) throws(NavigationError) in
      let count = stack.count
      let range: Range<Int>
      switch edit {
      case .append:
        range = count..<count
      case .keep(let kept):
        guard kept >= 0, kept <= count else { throw .indexOutOfRange(kept, count: count) }
        range = kept..<count
      case .replace(let replaced):
        guard replaced.lowerBound >= 0, replaced.upperBound <= count else {
          throw .indexOutOfRange(replaced.upperBound, count: count)
        }
        range = replaced
      case .remove(let removed):
        guard removed.lowerBound >= 0, removed.upperBound <= count, !removed.isEmpty else {
          throw .indexOutOfRange(removed.upperBound, count: count)
        }
        range = removed
      }
      // The routes that stay as they were: a replacement that begins with the same routes
      // changes the stack only above them.
      var shared = range.lowerBound
      while shared < range.upperBound, shared - range.lowerBound < routes.count,
        stack.routes[shared] == routes[shared - range.lowerBound]
      {
        shared += 1
      }
      let changed = range.count != routes.count || shared < range.upperBound
      stack.routes.replaceSubrange(range, with: routes)
      return StackEdit.Result(count: count, firstChange: changed ? shared : nil)
    }
  }
}

extension NavigationTree {
  /// Whether any stack of the tree refuses the user's back (``Stack/refusesUserBack``).
  ///
  /// Inlinable, so that the navigator runs it specialized for the app's route type
  /// (``RouteKernel``).
  @inlinable
  var refusesUserBackAnywhere: Bool {
    for level in 0...topLevel {
      switch level == 0 ? root : presentations[level - 1].container {
      case .stack(let stack):
        if stack.refusesUserBack { return true }
      case .tabs(let sections), .split(let sections):
        for stack in sections.stacks.values where stack.refusesUserBack { return true }
      }
    }
    return false
  }

  /// The tree with no stack refusing the user's back: what a snapshot saves.
  package var withoutBackRefusals: NavigationTree {
    var tree = self
    for refusing in backRefusalChanges(in: nil, answer: nil) {
      try? tree.setRefusesUserBack(false, at: refusing.path)
    }
    return tree
  }

  /// The stacks among `paths` (every stack for `nil`) whose recorded refusal of the user's back
  /// (``Stack/refusesUserBack``) is not what `answer` says of their top screen now (given its
  /// path, index and route), with that answer; for a `nil` answer, those that refuse.
  ///
  /// Inlinable, so that the navigator runs it specialized for the app's route type
  /// (``RouteKernel``).
  @inlinable
  func backRefusalChanges(
    in paths: [StackPath]?, answer: ((StackPath, Int, Route) -> Bool)?
  ) -> [(path: StackPath, refuses: Bool)] {
    var changes: [(path: StackPath, refuses: Bool)] = []
    func check(_ path: StackPath, _ stack: Stack<Route>) {
      var refuses = false
      if let answer, let top = stack.routes.last {
        refuses = answer(path, stack.routes.count - 1, top)
      }
      if refuses != stack.refusesUserBack { changes.append((path, refuses)) }
    }
    if let paths {
      for path in paths {
        if let stack = try? stack(at: path) { check(path, stack) }
      }
    } else {
      for level in 0...topLevel {
        let container = level == 0 ? root : presentations[level - 1].container
        container.forEachStack { section, stack in
          check(StackPath(level: level, section: section), stack)
        }
      }
    }
    return changes
  }

  /// Calls `body` with the path and the count of every stack, level by level, sections in
  /// display order.
  ///
  /// Inlinable, so that the navigator runs it specialized for the app's route type
  /// (``RouteKernel``).
  @inlinable
  func forEachStackCount(_ body: (StackPath, Int) -> Void) {
    for level in 0...topLevel {
      let container = level == 0 ? root : presentations[level - 1].container
      container.forEachStack { section, stack in
        body(StackPath(level: level, section: section), stack.count)
      }
    }
  }

  /// Records in `changes` where each stack of this tree may differ from `old`, whose levels
  /// up to `kept` are the same levels: a stack that is the same storage in both is untouched,
  /// so a jump costs nothing for a stack of 10,000 routes it leaves alone.
  ///
  /// Inlinable, so that the navigator runs it specialized for the app's route type
  /// (``RouteKernel``).
  @inlinable
  func recordChangedStacks(
    from old: NavigationTree<Route>, upTo kept: Int, in changes: inout TreeChanges
  ) {
    for level in 0...topLevel {
      guard let newContainer = try? container(at: level) else { continue }
      let oldContainer = level <= kept ? try? old.container(at: level) : nil
      newContainer.forEachStack { section, newStack in
        let path = StackPath(level: level, section: section)
        guard let oldStack = try? oldContainer?.stack(in: section, level: level) else {
          changes.recordStack(path, from: 0)
          return
        }
        if oldStack.sharesStorage(with: newStack) { return }
        changes.recordStack(path, from: oldStack.commonPrefixCount(with: newStack))
      }
    }
  }
}

/// An edit of one stack's routes (``NavigationTree/editStack(at:_:with:)``), with what it
/// checks.
@usableFromInline
enum StackEdit: Sendable {
  /// The routes go on top.
  case append
  /// The first routes stay and the rest are replaced (a pop, when nothing replaces them);
  /// more than the stack has is an ``NavigationError/indexOutOfRange(_:count:)``.
  case keep(Int)
  /// The routes in the range are replaced; a range outside the stack is an
  /// ``NavigationError/indexOutOfRange(_:count:)`` naming its upper bound.
  case replace(Range<Int>)
  /// The routes in the range, at least one, are removed; otherwise as ``replace(_:)``.
  case remove(Range<Int>)

  /// What an edit did.
  @usableFromInline
  struct Result: Sendable {
    /// The stack's count before the edit.
    @usableFromInline let count: Int
    /// The lowest index where the stack now differs; `nil` when it is the same as before.
    @usableFromInline let firstChange: Int?

    @inlinable
    init(count: Int, firstChange: Int?) {
      self.count = count
      self.firstChange = firstChange
    }
  }
}

extension NavigationTree: Hashable {
  /// Equal when the levels are: two copies of one tree compare without a look at any level.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.levels.isShared(with: rhs.levels) || lhs.levels.value == rhs.levels.value
  }

  /// Hashes the root and the presentations.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(levels.value)
  }
}

extension NavigationTree: Codable {
  /// Reads a tree written by ``encode(to:)``: its `root` and its `presentations`.
  public init(from decoder: any Decoder) throws {
    levels = CopyOnWrite(try Levels(from: decoder))
  }

  /// Writes the tree as `root` and `presentations`, the keys snapshots have always had.
  public func encode(to encoder: any Encoder) throws {
    try levels.value.encode(to: encoder)
  }
}

extension NavigationTree: CustomReflectable {
  /// The root and the presentations, as a tree printed with `print` or `dump` shows them.
  public var customMirror: Mirror {
    Mirror(self, children: Mirror(reflecting: levels.value).children, displayStyle: .struct)
  }
}
