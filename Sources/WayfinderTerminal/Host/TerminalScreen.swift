/// One screen of a terminal app: the content it shows and what its items do.
///
/// The app makes one per route the ``TerminalHost`` shows, bound to the flow that owns the
/// route; the screen sends intents to that flow through its handle. The host keeps the object
/// while the route stays on screen, so the screen may hold state (a query typed so far).
///
/// ```swift
/// final class LibraryScreen: TerminalScreen {
///   let model: LibraryViewModel
///   init(model: LibraryViewModel) { self.model = model }
///   var content: ScreenContent {
///     ScreenContent(title: "Library", items: model.books.map {
///       .row(id: "\($0.id)", title: $0.title)
///     })
///   }
///   func activate(_ id: String) { if let id = Int(id) { model.openBook(id) } }
///   func willAppear() { model.reload() }
/// }
/// ```
@MainActor
public protocol TerminalScreen: AnyObject {
  /// What the screen shows now; read at every redraw.
  var content: ScreenContent { get }

  /// The user pressed Enter on the row, button or field with `id`, or the shortcut with `id`.
  func activate(_ id: String)

  /// The user changed the text of the field with `id`.
  func setText(_ text: String, ofField id: String)

  /// The screen is about to become the one the user sees: reload what may have changed while
  /// it was hidden.
  func willAppear()
}

extension TerminalScreen {
  /// Ignores text: a screen without fields.
  public func setText(_ text: String, ofField id: String) {}

  /// Reloads nothing.
  public func willAppear() {}
}

/// The screen a host shows when an app has none for a route: its reason, so that nothing
/// crashes and the user can still go back.
@MainActor
public final class MessageScreen: TerminalScreen {
  /// The title.
  public let title: String
  /// The message.
  public let message: String

  /// Creates a screen that shows `message`.
  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  /// The title and the message as an error.
  public var content: ScreenContent {
    ScreenContent(title: title, items: [.text(message, style: .error)])
  }

  /// Does nothing: the screen has no items to activate.
  public func activate(_ id: String) {}
}
