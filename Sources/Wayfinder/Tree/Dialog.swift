/// What an alert or a confirmation dialog shows: a title, a message and actions, as values.
///
/// ```swift
/// try present(.alert(Dialog(
///   id: "removeBook", title: "Remove this book?", message: "It leaves your library.",
///   actions: [.init(id: "remove", title: "Remove", role: .destructive), .cancel()])))
/// ```
///
/// The user's choice reaches the flow that presented it as a ``DialogChoice`` intent.
public struct Dialog: Hashable, Codable, Sendable {
  /// Names the dialog, so that the flow knows which one was answered.
  public var id: String
  /// The title.
  public var title: String
  /// The message under the title, if any.
  public var message: String?
  /// The actions, in display order.
  public var actions: [DialogAction]

  /// Creates a dialog.
  public init(id: String, title: String, message: String? = nil, actions: [DialogAction]) {
    self.id = id
    self.title = title
    self.message = message
    self.actions = actions
  }
}

/// One button of a ``Dialog``.
public struct DialogAction: Hashable, Codable, Sendable {
  /// What the action means to the platform.
  public enum Role: String, Hashable, Codable, Sendable {
    /// An ordinary action.
    case regular
    /// Cancels; platforms place it apart, and tapping outside a dialog chooses it.
    case cancel
    /// Destroys data; platforms draw it in red.
    case destructive
  }

  /// Names the action in the ``DialogChoice``.
  public var id: String
  /// The button's title.
  public var title: String
  /// What the action means.
  public var role: Role

  /// Creates an action.
  public init(id: String, title: String, role: Role = .regular) {
    self.id = id
    self.title = title
    self.role = role
  }

  /// A cancel action titled `title`, with the id `cancel`.
  public static func cancel(_ title: String = "Cancel") -> DialogAction {
    DialogAction(id: "cancel", title: title, role: .cancel)
  }
}

/// The user's answer to a ``Dialog``, sent as an intent from the flow that presented it.
///
/// ```swift
/// override func handle(_ intent: any NavigationIntent) throws -> Bool {
///   guard let choice = intent as? DialogChoice, choice.dialog == "removeBook" else { return false }
///   if choice.action == "remove" { try pop() }  // the book is gone: back to the list
///   return true
/// }
/// ```
public struct DialogChoice: NavigationIntent, Hashable, Sendable {
  /// The dialog's ``Dialog/id``.
  public var dialog: String
  /// The chosen action's ``DialogAction/id``.
  public var action: String

  /// Creates a choice.
  package init(dialog: String, action: String) {
    self.dialog = dialog
    self.action = action
  }
}
