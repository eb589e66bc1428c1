/// Why the tree changed.
public enum NavigationCause: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A flow changed it from code (start, push, finish, …).
  case code
  /// A screen's intent, as text.
  case intent(String)
  /// The user went back (back button, completed swipe, reselected tab).
  case userBack
  /// The user swiped a sheet down.
  case swipeDismiss
  /// The user started a gesture and cancelled it; nothing changed.
  case cancelledGesture
  /// The user tried to dismiss a presentation that refuses it; the flow that refuses heard it.
  case refusedDismissal
  /// The user selected a tab or sidebar row.
  case tabSelection
  /// The layout switched between tab bar and sidebar.
  case layoutSwitch
  /// A deep link, as text.
  case deepLink(String)
  /// A guard redirected a request to a flow, named.
  case guardRedirect(String)
  /// The tree was restored from a snapshot.
  case restoration
  /// The user chose an action of a dialog: `dialog/action`.
  case dialogChoice(String)
  /// The user dragged a sheet to another detent.
  case detentChange

  /// A text for people: logs, test failures, error messages.
  public var description: String {
    switch self {
    case .code: "code"
    case .intent(let intent): "intent \(intent)"
    case .userBack: "user back"
    case .swipeDismiss: "swipe dismiss"
    case .cancelledGesture: "cancelled gesture"
    case .refusedDismissal: "refused dismissal"
    case .tabSelection: "tab selection"
    case .layoutSwitch: "layout switch"
    case .deepLink(let link): "deep link \(link)"
    case .guardRedirect(let flow): "guard redirect to \(flow)"
    case .restoration: "restoration"
    case .dialogChoice(let choice): "dialog choice \(choice)"
    case .detentChange: "detent change"
    }
  }
}
