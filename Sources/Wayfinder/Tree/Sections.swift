import OrderedCollections

/// Named sections, each with its own stack, and the one that is selected.
///
/// A tab bar and a sidebar with a detail column show the same `Sections`: the section ids are
/// the tabs (or sidebar rows), and each section keeps its stack while another is selected.
public struct Sections<Route: NavigationRoute>: Sendable {
  /// Everything sections hold, as one stored value.
  @usableFromInline
  struct State: Hashable, Sendable {
    @usableFromInline var storage: OrderedDictionary<SectionID, Stack<Route>>
    @usableFromInline var selection: SectionID
    @usableFromInline var hasSelection = true
    @usableFromInline var columnVisibility = ColumnVisibility.automatic
    @usableFromInline var splitColumns = SplitColumns.two
    @usableFromInline var pinnedColumn: SectionID?
    @usableFromInline var sectionsHidingBar: Set<SectionID> = []
    @usableFromInline var actions: Set<SectionID>
    @usableFromInline var visibilities: [SectionID: SectionVisibility] = [:]
    @usableFromInline var tabBarOrder: [SectionID]?
    /// Not part of what the sections show, so not of their equality: a host that shows the
    /// same sections is in sync whatever the navigator remembers of the selection.
    @usableFromInline var displacedSelection: SectionID?

    @inlinable
    static func == (lhs: State, rhs: State) -> Bool {
      lhs.storage == rhs.storage && lhs.selection == rhs.selection
        && lhs.hasSelection == rhs.hasSelection && lhs.columnVisibility == rhs.columnVisibility
        && lhs.splitColumns == rhs.splitColumns && lhs.pinnedColumn == rhs.pinnedColumn
        && lhs.sectionsHidingBar == rhs.sectionsHidingBar && lhs.actions == rhs.actions
        && lhs.visibilities == rhs.visibilities && lhs.tabBarOrder == rhs.tabBarOrder
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
      hasher.combine(storage)
      hasher.combine(selection)
      hasher.combine(hasSelection)
      hasher.combine(columnVisibility)
      hasher.combine(splitColumns)
      hasher.combine(pinnedColumn)
      hasher.combine(sectionsHidingBar)
      hasher.combine(actions)
      hasher.combine(visibilities)
      hasher.combine(tabBarOrder)
    }
  }

  /// The state, shared between copies of the sections (and of the container that holds
  /// them) until one of them changes (``CopyOnWrite``).
  @usableFromInline var state: CopyOnWrite<State>

  /// Each section's stack, in display order.
  @inlinable public var stacks: OrderedDictionary<SectionID, Stack<Route>> {
    state.box.value.storage
  }
  /// The stacks, stored: settable where the navigator's specialized stack edit is inlined
  /// (``NavigationTree/editStack(at:_:with:)``), which a private setter would forbid.
  @inlinable
  var storage: OrderedDictionary<SectionID, Stack<Route>> {
    _read { yield state.box.value.storage }
    _modify { yield &state.value.storage }
  }
  /// The selected section: the one a tab bar shows, and a split's detail column when
  /// ``hasSelection`` is `true`.
  @inlinable
  public private(set) var selection: SectionID {
    _read { yield state.box.value.selection }
    _modify { yield &state.value.selection }
  }
  /// Whether a section is selected.
  ///
  /// A split can show none: the sidebar highlights no row and the detail column shows a
  /// placeholder (``clearSelection()``). A tab bar always shows
  /// ``selection``; flows still push onto the selected section's stack.
  @inlinable
  public private(set) var hasSelection: Bool {
    _read { yield state.box.value.hasSelection }
    _modify { yield &state.value.hasSelection }
  }
  /// Which columns of a split show; tabs ignore it.
  @inlinable
  public var columnVisibility: ColumnVisibility {
    _read { yield state.box.value.columnVisibility }
    _modify { yield &state.value.columnVisibility }
  }
  /// Whether a split draws two columns (sidebar and detail) or three (sidebar, content and
  /// detail) for the selected section's stack; tabs ignore it (see ``SplitColumns``).
  @inlinable
  public var splitColumns: SplitColumns {
    _read { yield state.box.value.splitColumns }
    _modify { yield &state.value.splitColumns }
  }
  /// The section a split shows in a column of its own beside the detail, as a social app
  /// keeps its notifications beside the timeline; `nil` for none (see ``setPinnedColumn(_:)``).
  ///
  /// Its stack is that section's stack. A split draws no sidebar row for it and never selects
  /// it; a tab bar shows it as an ordinary tab.
  @inlinable
  public internal(set) var pinnedColumn: SectionID? {
    _read { yield state.box.value.pinnedColumn }
    _modify { yield &state.value.pinnedColumn }
  }
  /// The sections whose bar is hidden while they are selected, because a flow that hides it
  /// (``FlowCoordinator/hidesSectionBar``) shows its screens there; see ``hidesBar(in:)``.
  ///
  /// The navigator keeps it, from the running flows: it is never set by hand, so a bar cannot
  /// stay hidden after the flow that hid it.
  @inlinable
  package internal(set) var sectionsHidingBar: Set<SectionID> {
    _read { yield state.box.value.sectionsHidingBar }
    _modify { yield &state.value.sectionsHidingBar }
  }

  /// The sections that are actions: a tab item that acts instead of showing a stack (a social
  /// app's "post" tab that opens compose, iOS 18's `Tab(role:)`, BookKitty's "+").
  ///
  /// Tapping one selects nothing: the host keeps showing the tab that was selected, and the
  /// flow that owns the container gets a ``TabActionIntent``. An action has an empty stack
  /// and no flow, is never ``selection``, and hosts may draw it apart (a floating button).
  @inlinable
  public private(set) var actions: Set<SectionID> {
    _read { yield state.box.value.actions }
    _modify { yield &state.value.actions }
  }

  /// The visibility of each section that is not ``SectionVisibility/everywhere``; see
  /// ``visibility(of:)``.
  @inlinable
  var visibilities: [SectionID: SectionVisibility] {
    _read { yield state.box.value.visibilities }
    _modify { yield &state.value.visibilities }
  }

  /// The order of the tab bar's items when it is not the display order (the sidebar's).
  ///
  /// `nil` for the display order. See ``setTabBarOrder(_:)``.
  @inlinable
  public internal(set) var tabBarOrder: [SectionID]? {
    _read { yield state.box.value.tabBarOrder }
    _modify { yield &state.value.tabBarOrder }
  }

  /// The section that was selected when a layout that hides it took the selection away —
  /// Bookmarks, a sidebar row only, when the window became compact; `nil` when none was.
  ///
  /// When the layout shows it again, it is selected again, unless a selection was made since
  /// (the user tapped a tab, code selected one): that clears it. Snapshots keep it, so an app
  /// restored meanwhile comes back the same way; it is not part of what the sections show, so
  /// two sections that differ only in it are equal.
  @inlinable
  public internal(set) var displacedSelection: SectionID? {
    _read { yield state.box.value.displacedSelection }
    _modify { yield &state.value.displacedSelection }
  }

  /// Creates sections in display order with a selection; a stack is an array literal of routes,
  /// or ``Stack/init(_:)`` for an array built in code.
  ///
  /// - Parameters:
  ///   - sections: the ids with their stacks, in display order; a repeated id keeps its last stack.
  ///   - selection: the selected section; the first section that is not an action when `nil`.
  ///   - actions: the sections that are actions (``actions``); their stacks stay empty.
  /// - Throws: ``NavigationError/emptySections`` for no sections (or only actions),
  ///   ``NavigationError/unknownSelection(_:)`` for a selection or action not among them,
  ///   ``NavigationError/actionNotSelectable(_:)`` for a selection that is an action.
  public init(
    _ sections: [(SectionID, Stack<Route>)], selection: SectionID? = nil,
    actions: Set<SectionID> = []
  ) throws(NavigationError) {
    var stacks = OrderedDictionary<SectionID, Stack<Route>>()
    for (id, stack) in sections { stacks[id] = actions.contains(id) ? Stack() : stack }
    if let unknown = actions.first(where: { stacks[$0] == nil }) {
      throw .unknownSelection(unknown)
    }
    guard let first = stacks.keys.first(where: { !actions.contains($0) }) else {
      throw .emptySections
    }
    let selected = selection ?? first
    guard stacks[selected] != nil else { throw .unknownSelection(selected) }
    guard !actions.contains(selected) else { throw .actionNotSelectable(selected) }
    state = CopyOnWrite(State(storage: stacks, selection: selected, actions: actions))
  }

  /// Whether `other` has the same section ids in the same order.
  ///
  /// Sections edited from one another share their ids' storage until a section is added or
  /// removed, and arrays compare shared storage without a look at the ids.
  @inlinable
  func hasSameIDs(as other: Sections) -> Bool {
    storage.keys.elements == other.storage.keys.elements
  }

  /// The section ids in display order.
  @inlinable public var ids: [SectionID] { Array(stacks.keys) }

  /// The selected section's stack.
  @inlinable package var selectedStack: Stack<Route> { stacks[selection] ?? Stack() }

  /// The stack of section `id`, or `nil` when there is no such section.
  @inlinable public subscript(id: SectionID) -> Stack<Route>? { stacks[id] }

  /// Selects section `id`.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section,
  ///   ``NavigationError/actionNotSelectable(_:)`` when it is an action.
  @inlinable
  public mutating func select(_ id: SectionID) throws(NavigationError) {
    // Inlinable: the navigator selects through its specialized kernel, where this then runs
    // without looking up the sections' metadata.
    guard state.box.value.storage.index(forKey: id) != nil else { throw .unknownSelection(id) }
    guard !state.box.value.actions.contains(id) else { throw .actionNotSelectable(id) }
    state.value.selection = id
    state.value.hasSelection = true
    state.value.displacedSelection = nil
  }

  /// Orders the tab bar's items apart from the display order, which stays the sidebar's.
  ///
  /// Sections the order leaves out follow it in display order; `nil` gives the tab bar the display
  /// order again. See <doc:TabsFlowsAndAdaptiveLayout#A-tab-bar-in-an-order-of-its-own>.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` for an id that is no section,
  ///   ``NavigationError/duplicateSection(_:)`` for an id given twice.
  public mutating func setTabBarOrder(_ order: [SectionID]?) throws(NavigationError) {
    guard let order else {
      tabBarOrder = nil
      return
    }
    var seen = Set<SectionID>()
    for id in order {
      guard stacks[id] != nil else { throw .unknownSelection(id) }
      guard seen.insert(id).inserted else { throw .duplicateSection(id) }
    }
    tabBarOrder = order == ids ? nil : order
  }

  /// The section ids in the tab bar's order (``tabBarOrder``), every one of them.
  @inlinable
  var idsInTabBarOrder: [SectionID] {
    guard let order = tabBarOrder else { return ids }
    let ordered = Set(order)
    return order + ids.filter { !ordered.contains($0) }
  }

  /// Selects nothing: a split's detail column shows a placeholder.
  ///
  /// Every stack stays, and ``selection`` remembers the section to show again.
  public mutating func clearSelection() {
    hasSelection = false
  }

  /// Replaces the stack of an existing section.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section,
  ///   ``NavigationError/actionNotSelectable(_:)`` when it is an action, which shows no stack.
  public mutating func setStack(_ stack: Stack<Route>, for id: SectionID) throws(NavigationError) {
    guard stacks[id] != nil else { throw .unknownSelection(id) }
    guard !actions.contains(id) || stack.isEmpty else { throw .actionNotSelectable(id) }
    storage[id] = stack
  }

  /// Changes the stack of an existing section in place; an action's stays empty.
  @inlinable
  mutating func modifyStack<T>(
    _ id: SectionID, _ body: (inout Stack<Route>) throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    guard let index = storage.index(forKey: id) else { throw .unknownSelection(id) }
    guard actions.contains(id) else { return try body(&storage.values[index]) }
    var stack = storage.values[index]
    let result = try body(&stack)
    guard stack.isEmpty else { throw .actionNotSelectable(id) }
    return result
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
    _ id: SectionID, _ stack: Stack<Route> = Stack(), at index: Int? = nil,
    visibility: SectionVisibility = .everywhere
  ) throws(NavigationError) {
    guard stacks[id] == nil else { throw .duplicateSection(id) }
    let index = index ?? stacks.count
    guard index >= 0, index <= stacks.count else {
      throw .indexOutOfRange(index, count: stacks.count)
    }
    storage.updateValue(stack, forKey: id, insertingAt: index)
    if visibility != .everywhere { visibilities[id] = visibility }
  }

  /// Moves the selection to `id` without showing it: a split that shows no section keeps
  /// showing none.
  @inlinable
  mutating func remember(_ id: SectionID) {
    guard stacks[id] != nil else { return }
    selection = id
  }

  /// Removes a section; when it was selected, its neighbour that is not an action becomes
  /// selected: the section that takes its place, or the one before it when it was the last.
  ///
  /// - Throws: ``NavigationError/emptySections`` when it is the last section that is not an
  ///   action, ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func removeSection(_ id: SectionID) throws(NavigationError) {
    try removeSection(id, shownIn: nil)
  }

  /// Removes a section and selects `selection`, one of those that remain.
  ///
  /// A host does this for ``NavigationStep/removeSection(_:level:selecting:)``; whether the
  /// container shows a section stays as it was.
  @usableFromInline
  mutating func removeSection(_ id: SectionID, selecting selection: SectionID)
    throws(NavigationError)
  {
    guard id != selection, stacks[selection] != nil else { throw .unknownSelection(selection) }
    guard !actions.contains(selection) else { throw .actionNotSelectable(selection) }
    try removeSection(id, shownIn: nil)
    self.selection = selection
  }

  /// Removes a section; when it was selected, the nearest section `layout` shows becomes
  /// selected — the next one, else the one before — or the plain neighbour without a layout.
  mutating func removeSection(_ id: SectionID, shownIn layout: SectionLayout?)
    throws(NavigationError)
  {
    guard let index = stacks.index(forKey: id) else { throw .unknownSelection(id) }
    guard stacks.keys.contains(where: { $0 != id && !actions.contains($0) }) else {
      throw .emptySections
    }
    let wasSelected = selection == id
    storage.remove(at: index)
    visibilities[id] = nil
    sectionsHidingBar.remove(id)
    actions.remove(id)
    if pinnedColumn == id { pinnedColumn = nil }
    if tabBarOrder != nil { tabBarOrder?.removeAll { $0 == id } }
    if displacedSelection == id { displacedSelection = nil }
    guard wasSelected else { return }
    let ids = Array(stacks.keys)
    let remaining = self
    let shown = { (candidate: SectionID) in
      !remaining.actions.contains(candidate)
        && (layout.map { remaining.isVisible(candidate, in: $0) } ?? true)
    }
    let selectable = { (candidate: SectionID) in !remaining.actions.contains(candidate) }
    selection =
      ids[index...].first(where: shown) ?? ids[..<index].last(where: shown)
      ?? ids[index...].first(where: selectable) ?? ids[..<index].last(where: selectable)
      ?? ids[Swift.min(index, ids.count - 1)]
  }
}

extension Sections: Hashable {
  /// Equal when every part is: two copies of the same sections compare without a look at any.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.state.isShared(with: rhs.state) || lhs.state.value == rhs.state.value
  }

  /// Hashes every part.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(state.value)
  }
}

extension Sections: CustomReflectable {
  /// The stacks, the selection and the rest, as `print` or `dump` shows them.
  public var customMirror: Mirror {
    Mirror(self, children: Mirror(reflecting: state.value).children, displayStyle: .struct)
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
