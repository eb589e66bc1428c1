import OrderedCollections

/// Named sections, each with its own stack, and the one that is selected.
///
/// A tab bar and a sidebar with a detail column show the same `Sections`: the section ids are
/// the tabs (or sidebar rows), and each section keeps its stack while another is selected.
public struct Sections<Route: NavigationRoute>: Hashable, Sendable {
  /// Each section's stack, in display order.
  public private(set) var stacks: OrderedDictionary<TabID, Stack<Route>>
  /// The selected section: the one a tab bar shows, and a split's detail column when
  /// ``hasSelection`` is `true`.
  public private(set) var selection: TabID
  /// Whether a section is selected.
  ///
  /// A split can show none: the sidebar highlights no row and the detail column shows a
  /// placeholder (``clearSelection()``). A tab bar always shows
  /// ``selection``; flows still push onto the selected section's stack.
  public private(set) var hasSelection = true
  /// Which columns of a split show; tabs ignore it.
  public var columnVisibility = ColumnVisibility.automatic
  /// The visibility of each section that is not ``SectionVisibility/everywhere``; see
  /// ``visibility(of:)``.
  @usableFromInline var visibilities: [TabID: SectionVisibility] = [:]

  /// Creates sections in display order with a selection.
  ///
  /// A stack is an array literal of routes; arrays built in code become stacks with
  /// ``Stack/init(_:)``:
  ///
  /// ```swift
  /// let tabs = try Sections<AppRoute>([("home", [.home]), ("library", [.library])])
  /// let built = try Sections(Tab.allCases.map { (TabID($0), Stack([$0.rootRoute])) })
  /// ```
  ///
  /// - Parameters:
  ///   - sections: the section ids with their stacks, in display order; a repeated id keeps the
  ///     last stack given for it.
  ///   - selection: the selected section; the first section when `nil`.
  /// - Throws: ``NavigationError/emptySections`` for no sections,
  ///   ``NavigationError/unknownSelection(_:)`` for a selection that is not among them.
  public init(
    _ sections: [(TabID, Stack<Route>)], selection: TabID? = nil
  ) throws(NavigationError) {
    var stacks = OrderedDictionary<TabID, Stack<Route>>()
    for (id, stack) in sections { stacks[id] = stack }
    guard let first = stacks.keys.first else { throw .emptySections }
    let selected = selection ?? first
    guard stacks[selected] != nil else { throw .unknownSelection(selected) }
    self.stacks = stacks
    self.selection = selected
  }

  /// The section ids in display order.
  @inlinable public var ids: [TabID] { Array(stacks.keys) }

  /// The selected section's stack.
  @inlinable public var selectedStack: Stack<Route> { stacks[selection] ?? Stack() }

  /// The stack of section `id`, or `nil` when there is no such section.
  @inlinable public subscript(id: TabID) -> Stack<Route>? { stacks[id] }

  /// Selects section `id`.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func select(_ id: TabID) throws(NavigationError) {
    guard stacks[id] != nil else { throw .unknownSelection(id) }
    selection = id
    hasSelection = true
  }

  /// Selects nothing: a split's detail column shows a placeholder.
  ///
  /// Every stack stays, and ``selection`` remembers the section to show again.
  public mutating func clearSelection() {
    hasSelection = false
  }

  /// Replaces the stack of an existing section.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func setStack(_ stack: Stack<Route>, for id: TabID) throws(NavigationError) {
    guard stacks[id] != nil else { throw .unknownSelection(id) }
    stacks[id] = stack
  }

  /// Changes the stack of an existing section in place.
  mutating func modifyStack<T>(
    _ id: TabID, _ body: (inout Stack<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    guard let index = stacks.index(forKey: id) else { throw .unknownSelection(id) }
    return try body(&stacks.values[index])
  }

  /// Adds section `id` with `stack` at `index` of the display order (last when `nil`); the
  /// selection stays.
  ///
  /// ```swift
  /// try sections.insertSection("list-42", [.list(id: 42)], visibility: .splitOnly)
  /// ```
  ///
  /// - Throws: ``NavigationError/duplicateSection(_:)`` when there is a section `id` already,
  ///   ``NavigationError/indexOutOfRange(_:count:)`` for an index outside `0...ids.count`.
  public mutating func insertSection(
    _ id: TabID, _ stack: Stack<Route> = Stack(), at index: Int? = nil,
    visibility: SectionVisibility = .everywhere
  ) throws(NavigationError) {
    guard stacks[id] == nil else { throw .duplicateSection(id) }
    let index = index ?? stacks.count
    guard index >= 0, index <= stacks.count else {
      throw .indexOutOfRange(index, count: stacks.count)
    }
    stacks.updateValue(stack, forKey: id, insertingAt: index)
    if visibility != .everywhere { visibilities[id] = visibility }
  }

  /// Moves the selection to `id` without showing it: a split that shows no section keeps
  /// showing none.
  mutating func remember(_ id: TabID) {
    guard stacks[id] != nil else { return }
    selection = id
  }

  /// Removes a section; when it was selected, its neighbour becomes selected: the section
  /// that takes its place, or the one before it when it was the last.
  ///
  /// - Throws: ``NavigationError/emptySections`` when it is the last section,
  ///   ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func removeSection(_ id: TabID) throws(NavigationError) {
    try removeSection(id, shownIn: nil)
  }

  /// Removes a section and selects `selection`, one of those that remain.
  ///
  /// A host does this for ``NavigationStep/removeSection(_:level:selecting:)``; whether the
  /// container shows a section stays as it was.
  @usableFromInline
  mutating func removeSection(_ id: TabID, selecting selection: TabID) throws(NavigationError) {
    guard id != selection, stacks[selection] != nil else { throw .unknownSelection(selection) }
    try removeSection(id, shownIn: nil)
    self.selection = selection
  }

  /// Removes a section; when it was selected, the nearest section `layout` shows becomes
  /// selected — the next one, else the one before — or the plain neighbour without a layout.
  mutating func removeSection(_ id: TabID, shownIn layout: SectionLayout?)
    throws(NavigationError)
  {
    guard let index = stacks.index(forKey: id) else { throw .unknownSelection(id) }
    guard stacks.count > 1 else { throw .emptySections }
    let wasSelected = selection == id
    stacks.remove(at: index)
    visibilities[id] = nil
    guard wasSelected else { return }
    let ids = Array(stacks.keys)
    let remaining = self
    let shown = { (candidate: TabID) in
      layout.map { remaining.isVisible(candidate, in: $0) } ?? true
    }
    selection =
      ids[index...].first(where: shown) ?? ids[..<index].last(where: shown)
      ?? ids[Swift.min(index, ids.count - 1)]
  }
}

/// Which columns a split shows, as SwiftUI's `NavigationSplitViewVisibility` and UIKit's
/// `UISplitViewController.DisplayMode` say it.
public enum ColumnVisibility: String, Hashable, Codable, Sendable {
  /// The platform decides.
  case automatic
  /// Every column.
  case all
  /// The sidebar (or content) and the detail.
  case doubleColumn
  /// Only the detail.
  case detailOnly
}
