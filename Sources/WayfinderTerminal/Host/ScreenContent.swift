/// What one screen of a terminal app shows: a title and items from top to bottom.
///
/// An app gives the ``TerminalHost`` one ``TerminalScreen`` per route; the host reads its
/// content at every redraw, so the content is plain values computed from the screen's state.
///
/// ```swift
/// let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
/// let content = ScreenContent(
///   title: "Library",
///   items: books.map { .row(id: "\($0.id)", title: $0.title) },
///   shortcuts: [Shortcut(key: "+", id: "menu", title: "menu")])
/// ```
public struct ScreenContent: Hashable, Sendable {
  /// The title in the navigation bar.
  public var title: String
  /// The items, top to bottom.
  public var items: [ScreenItem]
  /// Keys that act on the screen besides its items, listed in the help line.
  public var shortcuts: [Shortcut]

  /// Creates the content of a screen.
  public init(title: String, items: [ScreenItem] = [], shortcuts: [Shortcut] = []) {
    self.title = title
    self.items = items
    self.shortcuts = shortcuts
  }

  /// The indices of the items the cursor can rest on: rows, fields and buttons.
  public var selectableIndices: [Int] {
    items.indices.filter { items[$0].isSelectable }
  }
}

/// One item of a ``ScreenContent``.
public enum ScreenItem: Hashable, Sendable {
  /// A paragraph, wrapped to the screen's width.
  case text(String, style: TextStyle = .plain)
  /// A list row: Enter activates its id.
  case row(id: String, title: String, detail: String? = nil)
  /// A text field: `/` or Enter starts typing into it; Enter while typing submits it (activates
  /// its id) and moves on.
  case field(id: String, label: String, value: String, isSecure: Bool = false)
  /// A button: Enter activates its id.
  case button(id: String, title: String)
  /// An empty line.
  case spacer

  /// How a paragraph is drawn.
  public enum TextStyle: Hashable, Sendable {
    /// Normal text.
    case plain
    /// A section heading, in bold.
    case heading
    /// Secondary text, dimmed.
    case secondary
    /// An error the user can act on, marked with "!".
    case error
  }

  /// Whether the cursor can rest on the item.
  public var isSelectable: Bool {
    switch self {
    case .row, .field, .button: true
    case .text, .spacer: false
    }
  }

  /// The id a row, field or button activates; `nil` for text.
  public var id: String? {
    switch self {
    case .row(let id, _, _), .field(let id, _, _, _), .button(let id, _): id
    case .text, .spacer: nil
    }
  }
}

/// A key that acts on a screen besides its items, such as BookKitty's `+` for its floating menu.
public struct Shortcut: Hashable, Sendable {
  /// The key, a character the host does not take for itself (not a digit, `b`, `j`, `k`, `q`,
  /// or `/`).
  public var key: Character
  /// The id the screen's ``TerminalScreen/activate(_:)`` receives.
  public var id: String
  /// What the key does, for the help line.
  public var title: String

  /// Creates a shortcut.
  public init(key: Character, id: String, title: String) {
    self.key = key
    self.id = id
    self.title = title
  }
}
