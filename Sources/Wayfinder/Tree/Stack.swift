/// An ordered run of routes, root first, as a navigation stack shows them.
///
/// `Stack` is a value with collection semantics: index `0` is the root screen and the last
/// element is the visible one. Mutations never trap; those that need a valid argument throw
/// ``NavigationError``. See <doc:CoordinatorsAndFlows#The-flows-stack>.
public struct Stack<Route: NavigationRoute>: Hashable, Sendable {
  /// The routes, root first.
  public var routes: [Route]
  /// Whether the user may not go back from the top screen — no back button, no edge swipe —
  /// because the flow that owns it says so (``FlowCoordinator/refusesUserBack``).
  ///
  /// The navigator derives it after every change (the flows are its one source), so an app
  /// reads it and never sets it; code still pops.
  public package(set) var refusesUserBack = false

  /// Creates a stack from routes, root first.
  @inlinable
  public init(_ routes: [Route] = []) {
    self.routes = routes
  }

  /// Appends a route on top of the stack.
  ///
  /// - Complexity: Amortized O(1).
  public mutating func push(_ route: Route) {
    routes.append(route)
  }

  /// Appends routes on top of the stack, in order.
  public mutating func push(contentsOf newRoutes: some Sequence<Route>) {
    routes.append(contentsOf: newRoutes)
  }

  /// Removes the top route and returns it; the root route is never removed.
  ///
  /// - Throws: ``NavigationError/cannotPopRoot(_:)`` when only the root (or nothing) is left.
  @discardableResult
  public mutating func pop() throws(NavigationError) -> Route {
    guard routes.count > 1 else { throw .cannotPopRoot(routes.count) }
    return routes.removeLast()
  }

  /// Removes every route above the last occurrence of `route`.
  ///
  /// - Throws: ``NavigationError/routeNotInStack(_:)`` when `route` is not in the stack.
  /// - Complexity: O(*n*) in the number of routes.
  public mutating func pop(to route: Route) throws(NavigationError) {
    guard let index = routes.lastIndex(of: route) else {
      throw .routeNotInStack(String(describing: route))
    }
    routes.removeSubrange((index + 1)...)
  }

  /// Removes every route above the root.
  public mutating func popToRoot() {
    if routes.count > 1 { routes.removeSubrange(1...) }
  }

  /// Removes the route at `index`, keeping the routes above it in order.
  ///
  /// BookKitty removes the question-entry screen once the question is submitted, so that back
  /// from the answer goes to the list.
  ///
  /// - Throws: ``NavigationError/indexOutOfRange(_:count:)`` for an index outside the stack.
  @discardableResult
  public mutating func remove(at index: Int) throws(NavigationError) -> Route {
    guard routes.indices.contains(index) else {
      throw .indexOutOfRange(index, count: routes.count)
    }
    return routes.remove(at: index)
  }

  /// The number of leading routes this stack shares with `other`: the length of the longest
  /// shared prefix.
  ///
  /// - Complexity: O(*k*) where *k* is the length of the shared run.
  @inlinable
  package func commonPrefixCount(with other: Stack) -> Int {
    var index = 0
    let end = Swift.min(routes.count, other.routes.count)
    // A stack compared with a copy of itself shares its storage: nothing to read.
    if routes.count == other.routes.count, sharesStorage(with: other) { return end }
    while index < end, routes[index] == other.routes[index] { index += 1 }
    return index
  }

  /// Whether the two stacks' routes are one and the same storage, so equal without a look.
  ///
  /// - Complexity: O(1).
  @inlinable
  func sharesStorage(with other: Stack) -> Bool {
    routes.withUnsafeBufferPointer { mine in
      other.routes.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }
}

extension Stack: RandomAccessCollection {
  /// The index of the root route, `0`.
  @inlinable public var startIndex: Int { routes.startIndex }
  /// One past the index of the top route.
  @inlinable public var endIndex: Int { routes.endIndex }
  /// The route at `position`, `0` being the root.
  @inlinable public subscript(position: Int) -> Route { routes[position] }

  // Written out, because the collection protocols' defaults reach these through witness
  // tables in unspecialized code: a flow's start and finish spent 6,000 instructions counting.

  /// The number of routes.
  @inlinable public var count: Int { routes.count }
  /// Whether the stack has no routes.
  @inlinable public var isEmpty: Bool { routes.isEmpty }
  /// The index after `index`.
  @inlinable public func index(after index: Int) -> Int { index + 1 }
  /// The index before `index`.
  @inlinable public func index(before index: Int) -> Int { index - 1 }
  /// The index `distance` positions from `index`.
  @inlinable public func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  /// The number of positions from `start` to `end`.
  @inlinable public func distance(from start: Int, to end: Int) -> Int { end - start }
}

extension Stack: ExpressibleByArrayLiteral {
  /// Creates a stack from routes written as an array, root first.
  public init(arrayLiteral elements: Route...) {
    self.init(elements)
  }
}
