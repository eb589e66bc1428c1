import Wayfinder

/// A `NavigationHost` for a platform UI: it keeps the screens, turns each step into one
/// ``DriverCommand`` for a ``NavigationDriver``, and turns what the platform reports — a
/// navigation controller that shows fewer screens, a sheet swiped down, a tab tapped — into the
/// user events the navigator takes in.
///
/// Every decision a UIKit or SwiftUI adapter needs lives here, where tests reach it on any
/// platform; the adapters forward delegate callbacks and binding writes to it:
///
/// - **Snapshot first, then report.** The host's own copy of what the UI shows (``shown``) is
///   updated before the navigator hears of a change, so the navigator plans nothing for what
///   the user already did.
/// - **One step at a time.** While a command is under way, what the platform reports belongs to
///   it; user events that arrive then wait for it to complete, and the navigator hears of them
///   before its next step, which is planned for what the UI shows with them.
/// - **Meaning of callbacks.** A stack that shows fewer screens is a back (``stackDidShow(count:at:)``);
///   the same count is a cancelled swipe; a presentation gone that no step dismissed is a
///   user dismissal, and an attempt on one that refuses it is reported as such
///   (``presentationDidAttemptToDismiss(level:)``); a tap on the selected tab is a
///   reselection, which the host refuses so that UIKit does not pop on its own
///   (``shouldSelect(_:level:)``).
///
/// ```swift
/// let host = DrivenHost(driver: UIKitDriver(window: window)) { route, flow in
///   AppScreens.controller(route, flow: flow)
/// }
/// host.attach(to: navigator)
/// ```
///
/// The driver then reports what the user did, as ``DriverEvents`` shows:
/// `host.stackDidShow(count:at:)` from the navigation controller delegate's `didShow`.
@MainActor
public final class DrivenHost<Route: NavigationRoute, Driver: NavigationDriver>: NavigationHost {
  /// The rules the platform imposes on plans.
  public let capabilities: HostCapabilities
  /// The platform part.
  public let driver: Driver
  /// The navigator the host is attached to; the host keeps it (the navigator holds its host
  /// weakly).
  public private(set) var navigator: Navigator<Route>?
  /// What the platform reported that the host could not make sense of.
  ///
  /// A stack showing more screens than the tree, an event the navigator refused: empty in a
  /// correct adapter.
  public internal(set) var mismatches: [String] = []
  /// The step whose command is under way.
  public private(set) var stepInFlight: NavigationStep<Route>?
  /// Whether user events wait for the step under way to complete before the navigator hears
  /// of them.
  public var hasWaitingEvents: Bool { !waitingEvents.isEmpty }

  /// How long a command may take before the host completes it on the driver's behalf.
  ///
  /// One lost completion (a presentation UIKit refused, a transition that never ended) then
  /// cannot stop every later step; `nil` waits for ever. Such a completion is recorded in
  /// ``mismatches``: it is a driver bug or a UI that refused a command, never the normal path,
  /// which completes on the UI's own signal.
  public var settleTimeout: Duration? = .seconds(2)

  let keeper: ScreenKeeper<Route, Driver.Screen>
  /// Counts commands, so that a command's late completion is told from a newer one's.
  private var commandNumber = 0
  /// Whether the driver was given a root to show; it starts with an empty window.
  private var driverHasRoot = false
  /// The command under way that the watchdog completes at its deadline, if the driver has not.
  private var overdue: Overdue?
  /// The one task that waits for the deadlines of the host's commands while one is pending,
  /// and when it wakes next.
  private var watchdog: (task: Task<Void, Never>, wakesAt: ContinuousClock.Instant)?
  var waitingEvents: [UserEvent] = []
  /// A tab the user tapped under a presentation over its current context: the navigator
  /// selects it as soon as it is idle (``shouldSelect(_:level:)``).
  var heldSelection: (id: SectionID, level: Int)?
  /// Whether the next step the navigator sends waits until the user's waiting events are
  /// reported: set while a completion runs with events waiting.
  private var holdsNextStep = false
  /// The step held back that way, performed once the events are reported.
  private var heldStep: HeldStep?
  /// Whether ``report(_:)`` reports while the navigator's step is held back.
  var reportsBetweenSteps = false
  /// Whether the host is asking the driver for the user's waiting changes.
  private var isAskingForChanges = false

  private struct HeldStep {
    let step: NavigationStep<Route>
    let animated: Bool
    let completion: @MainActor () -> Void
  }

  /// A command the driver has not completed yet, and when the host completes it instead.
  private struct Overdue {
    let number: Int
    let step: NavigationStep<Route>
    let timeout: Duration
    let deadline: ContinuousClock.Instant
    let finish: @MainActor () -> Void
  }

  /// Creates a host on `driver`.
  ///
  /// - Parameters:
  ///   - driver: the platform part.
  ///   - capabilities: the platform's rules (`HostCapabilities.uiKit`,
  ///     `HostCapabilities.swiftUI`).
  ///   - screens: makes the screen of a route, bound to the flow that owns it.
  ///   - release: called with each screen the UI lets go of.
  public init(
    driver: Driver, capabilities: HostCapabilities = .uiKit,
    screens: @escaping @MainActor (Route, FlowHandle<Route>) -> Driver.Screen,
    release: @escaping @MainActor (Driver.Screen) -> Void = { _ in }
  ) {
    self.driver = driver
    self.capabilities = capabilities
    keeper = ScreenKeeper(make: screens, release: { entry, _ in release(entry.screen) })
  }

  /// What the UI shows, as the host last applied it.
  public var shown: NavigationTree<Route> { keeper.tree }

  /// Attaches the host to `navigator`, which plans what the UI must show.
  public func attach(to navigator: Navigator<Route>) {
    navigator.attach(self, showing: keeper.tree)
  }

  /// Keeps the navigator, to report user events to it.
  public func didAttach(to navigator: Navigator<Route>) {
    self.navigator = navigator
    keeper.attach(to: navigator)
  }

  /// Applies `step` to the host's copy first, then has the driver perform its command.
  public func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    if holdsNextStep {
      holdsNextStep = false
      heldStep = HeldStep(step: step, animated: animated, completion: completion)
      return
    }
    if !isAskingForChanges {
      // What the user did and the driver has not reported yet (SwiftUI's binding writes)
      // happened before this step: the navigator hears of it first, as after a completion.
      isAskingForChanges = true
      driver.reportPendingChanges()
      isAskingForChanges = false
      deliverWaitingEventsBeforeTheStep()
    }
    if !driverHasRoot {
      driverHasRoot = true
      // An app whose root is one stack starts with a push onto the root the host starts from
      // (an empty stack): the driver is given that root first, or it has nowhere to push.
      if !step.replacesRoot {
        driver.perform(.replaceRoot(content(ofLevel: 0) ?? .stack([])), animated: false) {}
      }
    }
    do {
      try keeper.perform(step)
    } catch {
      // The navigator finds the same mismatch on its own copy and plans again from the tree.
      mismatches.append("could not apply \(step): \(error)")
      completion()
      return
    }
    stepInFlight = step
    commandNumber += 1
    let number = commandNumber
    // A newer command: an older one's deadline no longer counts.
    overdue = nil
    var completed = false
    // Stacks that appear refusing the user's back are told so once they are there: their flag
    // has no step of its own.
    var refusing: [StackPath] = []
    if !step.presents { refusing = stacksRefusingBack(shownBy: step) }
    let finish: @MainActor () -> Void = { [weak self] in
      guard !completed else { return }
      completed = true
      guard let self else { return completion() }
      if overdue?.number == number { overdue = nil }
      for path in refusing {
        driver.perform(.setRefusesUserBack(true, at: path), animated: false) {}
      }
      stepInFlight = nil
      // The user acted while the step ran: the UI shows the step, then what the user did.
      // The navigator hears of it before its next step, so that the plan's rest is made for
      // what the UI shows, not performed over it.
      holdsNextStep = !waitingEvents.isEmpty
      completion()
      holdsNextStep = false
      if let held = heldStep {
        heldStep = nil
        deliverWaitingEventsBeforeTheStep()
        perform(held.step, animated: held.animated, completion: held.completion)
      } else {
        deliverWaitingEvents()
      }
    }
    driver.perform(command(for: step), animated: animated, completion: finish)
    guard !completed, let settleTimeout else { return }
    overdue = Overdue(
      number: number, step: step, timeout: settleTimeout, deadline: .now + settleTimeout,
      finish: finish)
    startWatchdog()
  }

  /// Has the watchdog wake by the pending command's deadline: one task for the host, not one
  /// per command, which sleeps until the next deadline and ends once no command is pending.
  ///
  /// A running watchdog that wakes by then is kept; one that would wake later (the timeout was
  /// shortened) is replaced.
  private func startWatchdog() {
    guard let deadline = overdue?.deadline else { return }
    if let watchdog {
      guard deadline < watchdog.wakesAt else { return }
      watchdog.task.cancel()
    }
    let task = Task { @MainActor [weak self] in
      var wakesAt = deadline
      while true {
        // Cancelled: a watchdog that wakes earlier took over.
        do { try await Task.sleep(until: wakesAt, clock: .continuous) } catch { return }
        guard let self else { return }
        completeOverdueCommand()
        guard let next = overdue?.deadline else {
          watchdog = nil
          return
        }
        wakesAt = next
        watchdog?.wakesAt = next
      }
    }
    watchdog = (task, deadline)
  }

  /// Completes the pending command on the driver's behalf once its deadline has passed.
  private func completeOverdueCommand() {
    guard let overdue, ContinuousClock.now >= overdue.deadline else { return }
    self.overdue = nil
    mismatches.append(
      "the driver did not complete \(overdue.step) within \(overdue.timeout); completed it")
    overdue.finish()
  }

  /// The screens of the stack at `path`, bottom first.
  public func screens(at path: StackPath) -> [Driver.Screen] {
    keeper.entries(at: path).map(\.screen)
  }

  /// What `level` shows, with screens: for a driver that rebuilds a level.
  public func content(ofLevel level: Int) -> ContainerContent<Driver.Screen>? {
    guard let container = try? keeper.tree.container(at: level) else { return nil }
    switch container {
    case .stack:
      return .stack(screens(at: StackPath(level: level)))
    case .tabs(let sections), .split(let sections):
      return .sections(
        container.layout ?? .tabs,
        sections.ids.map {
          ($0, screens(at: StackPath(level: level, section: $0)), sections.visibility(of: $0))
        },
        selection: sections.selection, hasSelection: sections.hasSelection,
        columnVisibility: sections.columnVisibility, hidingBar: sections.sectionsHidingBar,
        actions: sections.actions, columns: sections.splitColumns, pinned: sections.pinnedColumn,
        tabBarOrder: sections.tabBarOrder)
    }
  }

  /// The stacks that `step` shows whole (a presentation, a root, a section) and that refuse
  /// the user's back.
  private func stacksRefusingBack(shownBy step: NavigationStep<Route>) -> [StackPath] {
    let tree = keeper.tree
    let paths: [StackPath]
    switch step {
    case .present(let presentation):
      guard presentation.dialog == nil else { return [] }
      let level = tree.topLevel
      paths = ((try? tree.container(at: level))?.stackSections ?? []).map {
        StackPath(level: level, section: $0)
      }
    case .replaceRoot: paths = tree.allStackPaths
    case .insertSection(let id, _, _, _, let level): paths = [StackPath(level: level, section: id)]
    default: return []
    }
    return paths.filter { (try? tree.stack(at: $0).refusesUserBack) == true }
  }

  func command(for step: NavigationStep<Route>) -> DriverCommand<Driver.Screen> {
    switch step {
    case .push(let routes, let path):
      let screens = screens(at: path)
      return .showStack(screens, at: path, change: .pushed(kept: screens.count - routes.count))
    case .pop(let count, let path):
      return .showStack(screens(at: path), at: path, change: .popped(toCount: count))
    case .remove(let indices, let path):
      return .showStack(screens(at: path), at: path, change: .replaced(kept: indices.lowerBound))
    case .setStack(_, let path, let keeping):
      return .showStack(screens(at: path), at: path, change: .replaced(kept: keeping))
    case .present(let presentation):
      let level = keeper.tree.topLevel
      return .present(
        PresentedContent(
          style: presentation.style, transition: presentation.transition,
          container: presentation.dialog == nil ? content(ofLevel: level) : nil,
          dialog: presentation.dialog, options: presentation.options,
          refusesUserDismissal: presentation.refusesUserDismissal,
          stacksRefusingBack: Set(stacksRefusingBack(shownBy: step))),
        level: level)
    case .dismiss(let level): return .dismiss(toLevel: level)
    case .replaceRoot: return .replaceRoot(content(ofLevel: 0) ?? .stack([]))
    case .select(let id, let level): return .select(id, level: level)
    case .setLayout(let layout, let level): return .setLayout(layout, level: level)
    case .clearSelection(let level): return .clearSelection(level: level)
    case .setColumnVisibility(let visibility, let level):
      return .setColumnVisibility(visibility, level: level)
    case .setSplitColumns(let columns, let level): return .setSplitColumns(columns, level: level)
    case .setPinnedColumn(let section, let level): return .setPinnedColumn(section, level: level)
    case .setSectionBarHidden(let hidden, let section, let level):
      return .setSectionBarHidden(hidden, section: section, level: level)
    case .setRefusesUserDismissal(let refuses, let level):
      return .setRefusesUserDismissal(refuses, level: level)
    case .setRefusesUserBack(let refuses, let path):
      return .setRefusesUserBack(refuses, at: path)
    case .insertSection(let id, _, let index, let visibility, let level):
      return .insertSection(
        id, screens(at: StackPath(level: level, section: id)), at: index, visibility: visibility,
        level: level)
    case .removeSection(let id, let level, let selection):
      return .removeSection(id, level: level, selection: selection)
    case .setVisibility(let visibility, let id, let level):
      return .setVisibility(visibility, section: id, level: level)
    case .setTabBarOrder(let order, let level):
      return .setTabBarOrder(order, level: level)
    case .setPresentationOptions(let options, let level):
      return .setPresentationOptions(options, level: level)
    }
  }
}

extension NavigationStep {
  /// Whether the step replaces the root container.
  fileprivate var replacesRoot: Bool {
    if case .replaceRoot = self { return true }
    return false
  }

  /// Whether the step presents a level, whose content says which stacks refuse the back.
  fileprivate var presents: Bool {
    if case .present = self { return true }
    return false
  }
}
