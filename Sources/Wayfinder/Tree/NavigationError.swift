/// Why a navigation change could not be made.
///
/// Every operation that can fail throws this type and leaves the tree exactly as it was.
/// ``description`` says what was wrong, where, and what to do about it.
public indirect enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pop would remove the root screen of a stack holding `count` routes.
  case cannotPopRoot(Int)
  /// The route (shown as text) is not in the stack.
  case routeNotInStack(String)
  /// An index or count lies outside a stack of `count` routes.
  case indexOutOfRange(Int, count: Int)
  /// The tree has no level `level`; it has `levels` (the root plus its presentations).
  case noSuchLevel(Int, levels: Int)
  /// The container at `level` has no section `id`.
  case noSuchSection(SectionID, level: Int)
  /// The container at `level` holds a single stack, so it has no sections to address.
  case notSections(level: Int)
  /// The container at `level` has sections, so a stack path must name one.
  case sectionRequired(level: Int)
  /// A tabs or split container was given no sections.
  case emptySections
  /// A selection names a section the container does not have.
  case unknownSelection(SectionID)
  /// A selection names a section that is an action (``Sections/actions``): tapping it acts,
  /// and it is never selected.
  case actionNotSelectable(SectionID)
  /// A section was added with the id of a section the container already has.
  case duplicateSection(SectionID)
  /// Section `id` was to be shown in a pinned column (``Sections/setPinnedColumn(_:)``), but
  /// it is the container's only section that is not an action, so the split would have no
  /// sidebar row and no detail left.
  case pinsLastSection(SectionID)
  /// A dismissal was asked for while nothing is presented.
  case nothingToDismiss
  /// The flow (named) has finished or was never started, so it cannot change navigation.
  case flowNotRunning(String)
  /// The flow (named) was started before; a coordinator runs one flow once.
  case flowAlreadyStarted(String)
  /// The flow (named) is not a kept child of the flow asked to present it again: it is running,
  /// finished, never started, or another flow's child (see
  /// ``FlowCoordinator/keepsWhenDismissed``).
  case notKept(String)
  /// The flow (named) cannot put its presentation away (``FlowCoordinator/putAway()``); the
  /// reason says why.
  case cannotPutAway(String, reason: String)
  /// The flow (named) tried to navigate, finish or set a tree while a whole tree replaced the
  /// flows it ended — a restoration or a deep link (``Navigator/setTree(_:cause:)``, the cause
  /// as text): the tree set stands.
  case treeBeingSet(flow: String, cause: String)
  /// The flow cannot start at that placement; the text says why.
  case placementNotAllowed(String)
  /// The flow `by` tried to change a stack that belongs to the flow `owner`.
  case notOwned(by: String, owner: String)
  /// The flow `flow` cannot push: `coveredBy` covers its stack, so the new screen would be
  /// hidden — another flow's routes above its own, or a presentation the flow or a flow it
  /// started made and that stays (a child whose screens cover the flow's finishes first, with
  /// its presentations).
  case covered(flow: String, coveredBy: String)
  /// The flow `flow` cannot add a screen where the presentation at `level`, which the flow
  /// `presentedBy` made, covers it, because it did not say that the screen may wait there.
  ///
  /// A flow says so by making the change inside ``FlowCoordinator/behindPresentations(_:)``.
  case coveredByPresentation(flow: String, level: Int, presentedBy: String)
  /// An index lies outside the `count` routes the flow `flow` owns; a flow's indices count
  /// from its own first route.
  case notInFlow(Int, count: Int, flow: String)
  /// The route (shown as text) is in the stack, but among the routes of the flow `owner`.
  case routeOwnedByAnotherFlow(String, owner: String)
  /// The host cannot show the presentation style (named); see
  /// ``HostCapabilities/presentationStyles``.
  case styleNotSupported(String)
  /// The level shows no dialog, so there is no action to choose.
  case notADialog(level: Int)
  /// The dialog (named) has no action with that id.
  case unknownDialogAction(String, dialog: String)
  /// The error happened in the stack at the path.
  case at(StackPath, NavigationError)

  /// The error without the stack paths wrapped around it (``at(_:_:)``): what a `catch` matches, as
  /// `guard case .coveredByPresentation = error.reason`.
  ///
  /// See <doc:CoordinatorsAndFlows#Which-hidden-counts>.
  public var reason: NavigationError {
    guard case .at(_, let inner) = self else { return self }
    return inner.reason
  }

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .cannotPopRoot(let count):
      return count == 0
        ? "The stack is empty, so there is nothing to pop. Push a root route first."
        : "Popping would remove the root screen. Use popToRoot() or replace the stack instead."
    case .routeNotInStack(let route):
      return "The route \(route) is not in the stack. Pop to a route the stack holds."
    case .indexOutOfRange(let index, let count):
      return "Index \(index) is outside a stack of \(count) route(s). Use 0..<\(count)."
    case .noSuchLevel(let level, let levels):
      return
        "There is no level \(level): the tree has \(levels) level(s) (root and presentations)."
    case .noSuchSection(let id, let level):
      return "The container at level \(level) has no section '\(id)'. Add it or pick another."
    case .notSections(let level):
      return "The container at level \(level) is a single stack; it has no tabs or sidebar."
    case .sectionRequired(let level):
      return "The container at level \(level) has sections; name the section of the stack."
    case .emptySections:
      return "A tabs or split container needs at least one section."
    case .unknownSelection(let id):
      return "The selection '\(id)' is not one of the container's sections."
    case .actionNotSelectable(let id):
      return
        "The section '\(id)' is an action, which is never selected; select another section, "
        + "or handle its TabActionIntent."
    case .duplicateSection(let id):
      return
        "The container already has a section '\(id)'. Give the new section its own id, or "
        + "change the existing one's stack."
    case .pinsLastSection(let id):
      return
        "The section '\(id)' cannot be pinned beside the detail: it is the only section that "
        + "is not an action, and the split needs one for its sidebar and detail. Add a section "
        + "first, or leave the column unpinned."
    case .nothingToDismiss:
      return "Nothing is presented, so there is nothing to dismiss."
    case .flowNotRunning(let flow):
      return "The flow \(flow) is not running (finished or never started); start a new one."
    case .flowAlreadyStarted(let flow):
      return "The flow \(flow) was started before; create a new coordinator for a new flow."
    case .notKept(let flow):
      return
        "The flow \(flow) is not kept, so it cannot be presented again: only a flow whose "
        + "keepsWhenDismissed is true, dismissed while its parent runs, is kept, and only its "
        + "parent presents it again. Start a new flow instead."
    case .cannotPutAway(let flow, let reason):
      return
        "The flow \(flow) cannot put its presentation away to be kept: \(reason). Only a flow "
        + "started presented by a running parent, alone on its level with its descendants, is kept."
    case .treeBeingSet(let flow, let cause):
      return
        "\(flow) cannot change the navigation while a tree set by \(cause) replaces the flows "
        + "it ended: that tree stands. A flow it replaced ends with FinishCause.replaced; code "
        + "that navigates when a child finishes should not act on that outcome."
    case .placementNotAllowed(let reason):
      return "The flow cannot start there: \(reason)."
    case .notOwned(let flow, let owner):
      return
        "\(flow) cannot change this stack: it belongs to \(owner). Send an intent that \(owner) "
        + "handles, or call the operation on \(owner)."
    case .covered(let flow, let cover):
      return
        "\(flow) cannot push here: \(cover) covers its screens, so the new screen would be "
        + "hidden. Finish or dismiss \(cover) first, or let it push."
    case .coveredByPresentation(let flow, let level, let presenter):
      return
        "\(flow) cannot add a screen under the presentation at level \(level) of \(presenter): "
        + "the user would not see it. If it should wait there until the presentation closes, "
        + "make the change inside behindPresentations { }; else dismiss the presentation first."
    case .notInFlow(let index, let count, let flow):
      return
        "Index \(index) is outside the \(count) route(s) \(flow) owns; a flow's indices count "
        + "from its own first route (0..<\(count))."
    case .routeOwnedByAnotherFlow(let route, let owner):
      return
        "The route \(route) belongs to \(owner), not to this flow. Ask \(owner) to pop, or "
        + "finish this flow to return to it."
    case .styleNotSupported(let style):
      return
        "The host cannot show a \(style) presentation. Use a style its capabilities list, or "
        + "map this one to a supported style in the app."
    case .notADialog(let level):
      return
        "Level \(level) shows no alert or confirmation dialog, so there is no action to choose."
    case .unknownDialogAction(let action, let dialog):
      return "The dialog '\(dialog)' has no action '\(action)'. Choose one of its actions' ids."
    case .at(let path, let error):
      return "\(path): \(error.description)"
    }
  }
}
