import Wayfinder

/// One thing the user or the app does in a state: what the explorer tries, and what a trace
/// lists.
public enum ExplorationMove: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The back button, or a completed back swipe (``TestHost/tapBack()``).
  case back
  /// A back swipe let go halfway (``TestHost/swipeBackAndCancel()``).
  case cancelBackSwipe
  /// The top sheet swiped down (``TestHost/swipeDownSheet()``); a sheet that refuses stays.
  case swipeDownSheet
  /// The top sheet pulled down and let go (``TestHost/pullSheetAndRelease()``).
  case pullSheetAndRelease
  /// The top presentation closed by the host's own gesture — a tap outside an overlay, a
  /// terminal's Esc — where ``NavigationExplorer/Options/userCloses`` allows it
  /// (``TestHost/dismissPresentation(atLevel:)``).
  case closePresentation
  /// A tab or sidebar row tapped (``TestHost/tapTab(_:)``).
  case selectSection(SectionID)
  /// Back to the content column of a three-column split on top, from a detail that shows its
  /// first screen, which has no back button (``TestHost/showContentColumn(atLevel:)``).
  case showContentColumn
  /// An action of the alert or dialog on top chosen (``TestHost/choose(_:)``).
  case choose(String)
  /// The window's size class changed (``TestHost/changeSizeClass(to:)``).
  case sizeClass(SizeClass)
  /// The visible screen sent the model's action of this name (``ExplorationAction``).
  case send(String)
  /// A link opened through the app's gate.
  case openLink(String)
  /// The user opens a new window of the app's root (``TestWindows/userOpensWindow()``).
  case openWindow
  /// The user brings the window at this position (in the order the windows opened) to the
  /// front (``TestWindows/userFocuses(_:)``).
  case focusWindow(Int)
  /// The user closes the window in front (``TestWindows/userCloses(_:)``); never the last.
  case closeWindow
  /// A flow the app's flow graph declares started, as its declaration allows, by the newest
  /// running flow of the declaring type (``ExplorationModel/makeFlow``): the flow's name, the
  /// declaring flow's name, the placement.
  case startFlow(String, from: String, at: FlowPlacement)
  /// Something from outside the app's screens, as the launch names it
  /// (``ExplorationLaunch/events``): the app went to the background, the server ended the
  /// session, a notification was tapped.
  case event(String)

  /// The move as a trace says it: `back`, `send openBook(1)`, `open bookkitty://library`.
  public var description: String {
    switch self {
    case .back: "back"
    case .cancelBackSwipe: "cancel back swipe"
    case .swipeDownSheet: "swipe down sheet"
    case .pullSheetAndRelease: "pull sheet and release"
    case .closePresentation: "close presentation"
    case .selectSection(let id): "select \(id)"
    case .showContentColumn: "show content column"
    case .choose(let id): "choose \(id)"
    case .sizeClass(let sizeClass): "size class \(sizeClass.rawValue)"
    case .send(let name): "send \(name)"
    case .openLink(let link): "open \(link)"
    case .openWindow: "open window"
    case .focusWindow(let position): "focus window \(position + 1)"
    case .closeWindow: "close window"
    case .startFlow(let flow, let parent, let placement):
      "start \(flow) from \(parent), \(Self.text(of: placement))"
    case .event(let name): "event \(name)"
    }
  }

  /// A placement as a trace says it: `push`, `present sheet`, `tab library`.
  static func text(of placement: FlowPlacement) -> String {
    switch placement {
    case .push: "push"
    case .present(let style, _, _): "present \(style)"
    case .anyTab: "any tab"
    case .tab(let id): "tab \(id)"
    case .root: "root"
    case .replacingStack: "replacing stack"
    case .presenting: "presenting"
    case .preferred: "preferred"
    }
  }

  /// Whether the move is the user's way back: a back, a swipe down, a dialog's choice.
  var goesBack: Bool {
    switch self {
    case .back, .swipeDownSheet, .closePresentation, .choose, .closeWindow, .showContentColumn:
      true
    default: false
    }
  }
}

/// Why ``NavigationExplorer/walk(_:)`` could not walk a trace.
public enum ExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The launch closure threw; its error's text.
  case launchFailed(String)
  /// The app did not offer the move at this index of the trace.
  case refused(ExplorationMove, at: Int)

  /// A text for people.
  public var description: String {
    switch self {
    case .launchFailed(let reason): "The app did not launch: \(reason)"
    case .refused(let move, let index):
      "The app did not offer move \(index + 1) of the trace, \(move): the app or its model "
        + "changed since the trace was made."
    }
  }
}
