extension Navigator {
  /// Offers `intent` to the running flows from the root down; the first whose
  /// ``FlowCoordinator/handle(_:)`` accepts it handles it.
  ///
  /// A screen's intent travels *up* from the screen's flow (``FlowHandle/send(_:)``). What comes
  /// from outside every screen — a shortcut, a widget, a notification, a link's action — has no
  /// sender; offered from the top, it reaches the flow that can act on it wherever that flow
  /// runs. The root flow is asked first, then its children in the order they started, each with
  /// its own children before the next (depth first), as a coordinator app's
  /// `findAndHandle(route:)` walks its children.
  ///
  /// ```swift
  /// // The app delegate's quick action, whichever flow runs settings now:
  /// navigator.offer(AppIntent.openSettings(.general))
  ///
  /// // SettingsFlow, presented over the browser, accepts it:
  /// final class SettingsFlow: Coordinator<AppRoute, Void> {
  ///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
  ///     guard case AppIntent.openSettings(let page) = intent else { return false }
  ///     // Close what covers settings (its own password sheet, say), if anything does.
  ///     if let navigator, navigator.tree.levelCount > anchor.level + 1 {
  ///       try dismiss(toLevel: anchor.level)
  ///     }
  ///     try setStack(page == .privacy ? [.settings, .privacy] : [.settings])
  ///     return true
  ///   }
  /// }
  /// ```
  ///
  /// **Presentations on the way stay.** The navigator closes nothing before or after a flow
  /// accepts: the accepting flow's changes follow the rules they always follow (a push under
  /// another flow's presentation throws ``NavigationError/covered(flow:coveredBy:)``, reported
  /// as an issue). A flow that wants what covers it closed says so in its `handle`, with
  /// ``FlowCoordinator/dismiss(toLevel:)`` at its own ``FlowRecord/anchor``'s level, as above
  /// (the flows that presented them finish as dismissed); one that wants its change to wait
  /// under them uses ``FlowCoordinator/behindPresentations(_:)``.
  /// Which presentations may go is the flow's to know — an unsaved compose sheet is not a
  /// menu — so no policy in the navigator can be right for every app.
  ///
  /// An intent no flow accepts is reported as an unhandled intent sent from the root flow
  /// (``unhandledIntents``), and an error a `handle` throws as a ``NavigationIssue``, as for an
  /// intent sent up.
  ///
  /// - Returns: whether a flow accepted it.
  @discardableResult
  public func offer(_ intent: any NavigationIntent) -> Bool {
    transaction(recording: .intent(intent)) {
      // Depth first, children in start order: the stack holds them last child first.
      var waiting = [rootFlow]
      while let flow = waiting.popLast() {
        guard flow.isRunning else { continue }
        if run(flow, "handle(\(intent))", { try flow.handle(intent) }) ?? true { return true }
        waiting.append(contentsOf: flow.children.reversed())
      }
      reportUnhandled(intent, from: rootFlow.flowPath)
      return false
    }
  }
}
