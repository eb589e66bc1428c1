import Wayfinder
import WayfinderHosting

/// A host for tests: it performs plans on a tree value, keeps a screen object per route, and
/// simulates what a user does.
///
/// In ``Mode/immediate`` mode each step completes as soon as it arrives; in
/// ``Mode/stepByStep`` mode a step waits for ``completeStep()``, so that a test can change
/// navigation in the middle of a plan.
///
/// ```swift
/// let host = TestHost<AppRoute>()
/// let navigator = Navigator(root: AppFlow())
/// host.attach(to: navigator)
/// navigator.start()
/// try host.tapBack()
/// host.expectTree("""
///   stack
///     home
///   """)
/// ```
@MainActor
public final class TestHost<Route: NavigationRoute>: NavigationHost {
  /// When steps complete.
  public enum Mode: Hashable, Sendable {
    /// Each step completes at once.
    case immediate
    /// Each step waits for ``TestHost/completeStep()``.
    case stepByStep
  }

  /// The host's rules for the planner.
  public let capabilities: HostCapabilities
  /// When steps complete.
  public var mode: Mode
  /// What the host shows.
  public var shown: NavigationTree<Route> { keeper.tree }
  /// Every step performed since the last ``takeSteps()``, in order.
  public private(set) var performedSteps: [NavigationStep<Route>] = []
  /// The steps among ``performedSteps`` that the navigator asked to animate.
  public private(set) var animatedSteps: [NavigationStep<Route>] = []
  /// The navigator the host is attached to.
  ///
  /// The host keeps it (the navigator holds the host weakly), so a test needs to keep only the
  /// host.
  public private(set) var navigator: Navigator<Route>?
  /// Makes the object that stands for a route's screen.
  ///
  /// It gets the handle of the flow that owns the route. The default makes a ``TestScreen``.
  public var makeScreen: @MainActor (Route, FlowHandle<Route>) -> AnyObject = {
    TestScreen(route: $0, flow: $1)
  }

  private var waiting: (step: NavigationStep<Route>, completion: @MainActor () -> Void)?
  var expectedIssueDepth = 0
  var expectedIssues: [NavigationIssue] = []
  /// Where the navigator's issues go in place of failing the test: the navigation explorer
  /// reports them as violations, each with its trace.
  package var issueSink: (@MainActor (NavigationIssue) -> Void)?
  /// The screens the host keeps, one per shown route, as a real host keeps its controllers.
  var keeper: ScreenKeeper<Route, AnyObject>!

  /// Creates a host that shows an empty stack until it is attached.
  public init(mode: Mode = .immediate, capabilities: HostCapabilities = .uiKit) {
    self.mode = mode
    self.capabilities = capabilities
    keeper = ScreenKeeper(
      make: { [unowned self] route, flow in self.makeScreen(route, flow) },
      release: { [unowned self] entry, path in self.keeper.watchForLeaks(entry, at: path) })
  }

  /// Attaches the host to `navigator`, which plans what the host must show from what the host
  /// shows now.
  public func attach(to navigator: Navigator<Route>) {
    navigator.attach(self, showing: shown)
  }

  /// Keeps the navigator that attached the host, to report user events to it.
  ///
  /// The host also takes the navigator's `Navigator.onIssue`, so that every issue the
  /// navigator reports fails the test unless the test expects it, and turns on
  /// `Navigator.checksDeclarations`, so that a declared flow that shows a route or starts a flow
  /// its declaration does not list fails the test too. Set it back to `false` after attaching
  /// to test a flow whose declaration is knowingly incomplete. It turns on the navigator's
  /// `LeakWatcher` as well (`LeakWatcher.isEnabled`), which ``expectNoLeaks(sourceLocation:)``
  /// reads, in release builds too.
  public func didAttach(to navigator: Navigator<Route>) {
    self.navigator = navigator
    keeper.attach(to: navigator)
    navigator.onIssue = { [weak self] issue in self?.navigatorReported(issue) }
    navigator.checksDeclarations = true
    navigator.leakWatcher.isEnabled = true
  }

  /// Records `step`; completes it now in ``Mode/immediate`` mode, else when
  /// ``completeStep()`` is called.
  public func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    performedSteps.append(step)
    if animated { animatedSteps.append(step) }
    waiting = (step, completion)
    if mode == .immediate { completeStep() }
  }

  /// Whether a step waits for ``completeStep()``.
  public var hasWaitingStep: Bool { waiting != nil }

  /// The step waiting for ``completeStep()``.
  public var waitingStep: NavigationStep<Route>? { waiting?.step }

  /// Completes the waiting step: the host shows its result and the navigator sends the next.
  ///
  /// - Returns: `false` when no step was waiting.
  @discardableResult
  public func completeStep() -> Bool {
    guard let (step, completion) = waiting else { return false }
    waiting = nil
    do {
      try keeper.perform(step)
    } catch {
      // The navigator learns of the mismatch when it applies the step to its own copy.
    }
    completion()
    return true
  }

  /// Completes steps until none waits.
  public func completeAllSteps() {
    while completeStep() {}
  }

  /// Returns the performed steps and forgets them.
  public func takeSteps() -> [NavigationStep<Route>] {
    defer {
      performedSteps.removeAll()
      animatedSteps.removeAll()
    }
    return performedSteps
  }

  /// The screen object of the route at `index` in the stack at `path`.
  public func screen(at index: Int, in path: StackPath) -> AnyObject? {
    keeper.screen(at: index, in: path)
  }

  /// The screen the user sees: the top of the visible stack.
  public var visibleScreen: AnyObject? {
    keeper.visibleScreen
  }

  /// The number of screen objects the host holds.
  public var screenCount: Int { keeper.count }
}

/// The screen object ``TestHost`` makes for a route by default.
@MainActor
public final class TestScreen<Route: NavigationRoute> {
  /// The route the screen shows.
  public let route: Route
  /// The flow that owns the screen.
  public let flow: FlowHandle<Route>

  /// Creates a screen.
  public init(route: Route, flow: FlowHandle<Route>) {
    self.route = route
    self.flow = flow
  }
}
