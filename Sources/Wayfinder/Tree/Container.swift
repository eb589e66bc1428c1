import OrderedCollections

/// What one level of the tree shows: a single stack, tabs, or a split of sidebar and detail.
///
/// Tabs and split hold the same ``Sections``: a tab bar on compact screens and a sidebar with a
/// detail stack on regular ones are two layouts of one state, so switching between them keeps
/// every section's stack.
public enum Container<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// One navigation stack.
  case stack(Stack<Route>)
  /// A tab bar; each tab keeps its own stack.
  case tabs(Sections<Route>)
  /// A sidebar selection with the selected section's stack as the detail column — or, in three
  /// columns, its root as the content list and the routes above it as the detail
  /// (``SplitColumns``) — and a pinned section's stack beside it (``Sections/pinnedColumn``).
  case split(Sections<Route>)

  /// The sections of a tabs or split container, `nil` for a stack.
  @inlinable
  public var sections: Sections<Route>? {
    switch self {
    case .stack: nil
    case .tabs(let sections), .split(let sections): sections
    }
  }

  /// The layout of a container with sections, `nil` for a stack.
  @inlinable
  public var layout: SectionLayout? {
    switch self {
    case .stack: nil
    case .tabs: .tabs
    case .split: .split
    }
  }

  /// The stack the user sees: the single stack, or the selected section's.
  public var visibleStack: Stack<Route> {
    switch self {
    case .stack(let stack): stack
    case .tabs(let sections), .split(let sections): sections.selectedStack
    }
  }

  /// The section of the visible stack, `nil` for a single stack.
  @inlinable package var visibleSection: SectionID? { sections?.selection }

  /// The sections the layout shows, in display order: the tab bar's items, or the sidebar's
  /// rows (see ``SectionVisibility``); empty for a single stack.
  package var visibleSectionIDs: [SectionID] {
    switch self {
    case .stack: []
    case .tabs(let sections): sections.visibleIDs(in: .tabs)
    case .split(let sections): sections.visibleIDs(in: .split)
    }
  }

  /// Every stack of the container with its section, in display order.
  package var allStacks: [(section: SectionID?, stack: Stack<Route>)] {
    switch self {
    case .stack(let stack): [(nil, stack)]
    case .tabs(let sections), .split(let sections):
      sections.stacks.map { (Optional($0.key), $0.value) }
    }
  }

  /// The sections of the container's stacks, in display order; `[nil]` for a single stack.
  ///
  /// What ``allStacks`` gives without the stacks: a list of pairs with a generic stack costs a
  /// metadata look-up per pair where the code is not specialised for the route type.
  @inlinable
  package var stackSections: [SectionID?] {
    switch self {
    case .stack: [nil]
    case .tabs(let sections), .split(let sections): sections.stacks.keys.map { $0 }
    }
  }

  /// Calls `body` with every stack of the container and its section, in display order, without
  /// making the list of pairs ``allStacks`` makes.
  @inlinable
  func forEachStack(_ body: (SectionID?, Stack<Route>) -> Void) {
    switch self {
    case .stack(let stack): body(nil, stack)
    case .tabs(let sections), .split(let sections):
      // Keys and values apart: a (key, value) tuple of a generic stack costs a metadata
      // look-up each.
      let stacks = sections.stacks.values
      for (offset, id) in sections.stacks.keys.enumerated() { body(id, stacks[offset]) }
    }
  }

  /// What decides whether a host keeps this container on screen rather than build a new one:
  /// the root route of a stack, or the section ids of tabs and split (``Identity/canBecome(_:)``).
  @inlinable
  package var identity: Identity {
    switch self {
    case .stack(let stack): .stack(root: stack.first)
    case .tabs(let sections), .split(let sections): .sections(sections.ids)
    }
  }

  @usableFromInline
  package enum Identity {
    case stack(root: Route?)
    case sections([SectionID])

    /// Whether a container of identity `other` is this one, changed: the same root route, or
    /// the same sections with sections added and removed (``SectionIDs/isSameContainer(_:as:)``).
    ///
    /// Written out rather than through a derived `==`, which switches over a tuple whose
    /// generic metadata dominated the cost of planning a push.
    @inlinable
    package func canBecome(_ other: Identity) -> Bool {
      switch self {
      case .stack(let root):
        if case .stack(let other) = other { return root == other }
        return false
      case .sections(let ids):
        if case .sections(let other) = other { return SectionIDs.isSameContainer(ids, as: other) }
        return false
      }
    }
  }
}

/// How the sections of a container can change while a host keeps it on screen.
@usableFromInline
package enum SectionIDs {
  /// Whether a host turns sections `old` into `new` by adding and removing sections: the
  /// sections they share keep their order (they may share none).
  @inlinable
  package static func canChange(_ old: [SectionID], into new: [SectionID]) -> Bool {
    if old == new { return true }
    let kept = Set(new)
    let before = Set(old)
    return old.filter { kept.contains($0) } == new.filter { before.contains($0) }
  }

  /// Whether sections `new` are the container of sections `old` with sections added and
  /// removed.
  ///
  /// A host can change one into the other, and they share a section. Otherwise the container
  /// is another one (Login's tabs and Main's), whose flows end with it — but for a tabs flow
  /// whose tabs the new sections all are (``TabsCoordinator``), which stays.
  @inlinable
  package static func isSameContainer(_ old: [SectionID], as new: [SectionID]) -> Bool {
    if old == new { return true }
    return canChange(old, into: new) && old.contains { Set(new).contains($0) }
  }
}

/// How a container with sections is shown.
public enum SectionLayout: String, Hashable, Codable, Sendable {
  /// A tab bar with one stack per tab.
  case tabs
  /// A sidebar with the selected section's stack as the detail column.
  case split
}
