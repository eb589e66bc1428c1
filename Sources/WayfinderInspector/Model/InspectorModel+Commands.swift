import Wayfinder
import WayfinderHosting

extension InspectorModel {
  func reply(to text: String) async -> String {
    let id: String?
    let result: Result<ResultPayload<Route>, InspectorError>
    switch InspectorCommand.parse(text) {
    case .failure(let refusal):
      (id, result) = (refusal.id, .failure(refusal.error))
    case .success(let command):
      (id, result) = (command.id, await carryOut(command.kind))
    }
    if let text = try? InspectorProtocol.text(of: InspectorMessage.reply(id: id, result)) {
      return text
    }
    // Only a result holding routes can fail to be written (a route whose encoding throws).
    let failure = InspectorError.exportFailed("a route of the app could not be written as JSON")
    return
      (try? InspectorProtocol.text(of: InspectorMessage<Route>.reply(id: id, .failure(failure))))
      ?? #"{"error":{"code":"exportFailed","message":""},"type":"reply","version":1}"#
  }

  /// Carries out a command that was read; a refusal changes nothing.
  func carryOut(_ kind: InspectorCommand.Kind) async -> Result<ResultPayload<Route>, InspectorError>
  {
    do throws(InspectorError) {
      switch kind {
      case .jump(let sequence):
        try jump(to: sequence)
        return .success(ResultPayload(sequence: sequence))
      case .open(let link):
        guard let openLink = options.openLink else { throw .linksUnavailable }
        let outcome = await openLink(link)
        guard outcome == .applied else { throw .linkNotApplied(outcome.description) }
        return .success(ResultPayload(outcome: outcome.description))
      case .user(let action):
        let event = try userEvent(for: action)
        do {
          try navigator.perform(event)
        } catch {
          throw .userEventRefused(error.description)
        }
        return .success(ResultPayload(event: String(describing: event)))
      case .export:
        return .success(ResultPayload(bundle: try bundle()))
      case .state:
        return .success(ResultPayload(state: state()))
      }
    } catch {
      return .failure(error)
    }
  }

  /// The user event the app's host would report for `action`, on what the navigator shows.
  ///
  /// As the terminal and test hosts do it: back pops the visible stack, or on its first screen
  /// closes the presentation, unless the screen refuses the user's back; a presentation that
  /// refuses the user's dismissal hears the
  /// attempt instead; a full-screen cover and a dialog close only through their own buttons.
  func userEvent(for action: InspectorCommand.UserAction) throws(InspectorError) -> UserEvent {
    // What the flows say now, as the terminal and test hosts read it before a gesture.
    navigator.refreshDismissalRefusals()
    let tree = navigator.tree
    switch action {
    case .back:
      let path = tree.visiblePath
      if tree.refusesUserBack(at: path) {
        throw .userEventRefused("this screen refuses the user's back; it has no back button")
      }
      let count = (try? tree.stack(at: path).count) ?? 0
      if count > 1 { return .popped(toCount: count - 1, at: path) }
      guard tree.topLevel > 0 else {
        throw .userEventRefused("this is the first screen; there is nothing to go back to")
      }
      if tree.isPushedLevel(tree.topLevel) { return .dismissed(toLevel: tree.topLevel - 1) }
      return try dismissal(of: tree)
    case .dismiss:
      guard tree.topLevel > 0 else { throw .userEventRefused("nothing is presented") }
      return try dismissal(of: tree)
    case .selectTab(let id):
      for level in stride(from: tree.topLevel, through: 0, by: -1) {
        guard let sections = (try? tree.container(at: level))?.sections else { continue }
        guard sections.ids.contains(id) else {
          let names = sections.ids.map(\.rawValue).joined(separator: ", ")
          throw .userEventRefused(
            "level \(level) has no tab \"\(id.rawValue)\"; its tabs are \(names)")
        }
        return .selected(id, level: level)
      }
      throw .userEventRefused("no level shows tabs")
    }
  }

  private func dismissal(of tree: NavigationTree<Route>) throws(InspectorError) -> UserEvent {
    let level = tree.topLevel
    let presentation = tree.presentations[level - 1]
    if presentation.style.isDialog || presentation.dialog != nil {
      throw .userEventRefused("an alert or dialog closes through one of its actions")
    }
    if presentation.style == .fullScreen || presentation.style == .overFullScreen {
      throw .userEventRefused("a full-screen cover closes with its own button")
    }
    if presentation.refusesUserDismissal { return .attemptedToDismiss(level: level) }
    return .dismissed(toLevel: level - 1)
  }
}
