import Wayfinder
import WayfinderHosting

// An app-sized navigator: ten tabs, each with a chain of pushed flows, one stack of 10,000
// routes, and a host that shows every step at once. The hot paths measured on it must cost
// the same with 1,000 live flows as with one.

/// A host that shows every step at once, as a UI that never animates would: what remains is
/// the navigator's own cost of a change, planning and bookkeeping included.
@MainActor
public final class ImmediateHost: NavigationHost {
  /// The rules of UIKit's controllers.
  public let capabilities = HostCapabilities.uiKit
  /// The steps performed so far.
  public private(set) var performed = 0

  /// Creates the host.
  public init() {}

  /// Counts the step and completes it.
  public func perform(
    _ step: NavigationStep<BenchRoute>, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    performed += 1
    completion()
  }
}

/// A flow that shows one screen and, for the chain, starts the next flow above it.
@MainActor
public final class ScreenFlow: Coordinator<BenchRoute, Void> {
  let route: BenchRoute

  /// Creates the flow that shows `route`.
  public init(route: BenchRoute) { self.route = route }

  override public func start() throws { try push(route) }
}

/// A flow that resolves one flow-scoped service and shows its screen: the life being measured.
@MainActor
public final class BenchServiceFlow: Coordinator<BenchRoute, Void> {
  /// Creates the flow.
  override public init() {}

  override public func start() throws {
    _ = try dependencies.resolve(FlowService.self)
    try push(.settings)
  }
}

/// The app's root flow: it owns the tabs until a flow takes one.
@MainActor
public final class AppSizedRoot: FlowCoordinator<BenchRoute> {}

/// A running app of `liveFlows` flows (at least one per tab) and its operations.
@MainActor
public struct AppSizedApp {
  /// The ten sections.
  public static let sections: [SectionID] = (0..<10).map { SectionID("tab\($0)") }

  /// The navigator, with an ``ImmediateHost`` attached.
  public let navigator: Navigator<BenchRoute>
  /// The host; the navigator holds it weakly.
  public let host: ImmediateHost
  /// The top flow of the selected tab's chain, where the operations happen.
  public let top: FlowCoordinator<BenchRoute>
  /// The selected tab's stack.
  public let path = StackPath(level: 0, section: AppSizedApp.sections[0])

  /// Starts the app with `liveFlows` running flows, the root flow included.
  ///
  /// Flows start on the tabs in turn: the first on a tab owns it, each later one is pushed by
  /// the one before; each shows one screen. Tab 9's root stack holds `deepStack` routes.
  public init(liveFlows: Int, deepStack: Int = 10_000) {
    let root = AppSizedRoot()
    var stacks = Self.sections.map { ($0, Stack<BenchRoute>([.home])) }
    stacks[9].1 = Stack([.home] + (1..<deepStack).map { BenchRoute.detail($0) })
    let tree = (try? Sections(stacks)).map { NavigationTree(root: .tabs($0)) }
    navigator = Navigator(
      root: root, tree: tree ?? NavigationTree(.home),
      dependencies: wayfinderGraph(repositoryScope: .transient))
    navigator.warnsAboutLeaks = false
    host = ImmediateHost()
    navigator.start()
    host.attach(to: navigator)
    var tops = [FlowCoordinator<BenchRoute>](repeating: root, count: Self.sections.count)
    for index in 1..<max(liveFlows, 1) {
      let tab = (index - 1) % tops.count
      let flow = ScreenFlow(route: .detail(index))
      let placement: FlowPlacement = tops[tab] === root ? .tab(Self.sections[tab]) : .push
      Self.start(flow, from: tops[tab], placement)
      tops[tab] = flow
    }
    top = tops[0]
  }

  private static func start(
    _ flow: ScreenFlow, from parent: FlowCoordinator<BenchRoute>, _ placement: FlowPlacement
  ) {
    do {
      try parent.start(flow, placement)
    } catch {
      preconditionFailure("the app-sized app did not start a flow: \(error)")
    }
  }

  /// One flow's whole life on the selected tab: started (scope, service, screen) and finished.
  public func flowLifecycle() {
    let flow = BenchServiceFlow()
    do {
      try top.start(flow, .push)
    } catch {
      preconditionFailure("the measured flow did not start: \(error)")
    }
    flow.finish()
  }

  /// The top flow pushes a screen.
  public func push() {
    do { try top.push(.library) } catch { preconditionFailure("push failed: \(error)") }
  }

  /// The top flow pops its top screen.
  public func pop() {
    do { try top.pop() } catch { preconditionFailure("pop failed: \(error)") }
  }

  /// The user goes back one screen on the selected tab.
  public func userBack() {
    let count = (try? navigator.tree.stack(at: path).count) ?? 0
    do {
      try navigator.receive(.popped(toCount: count - 1, at: path))
    } catch {
      preconditionFailure("user back failed: \(error)")
    }
  }

  /// Jumps to tab 1 with three screens pushed and a sheet over them, then back.
  ///
  /// A notification opening a reply and the user returning: two jumps of three steps each.
  public func jumpThereAndBack() {
    let before = navigator.tree
    navigator.setTree(jumpTarget(from: before))
    navigator.setTree(before)
  }

  /// The tree with tab 1 selected, three more screens on it and a sheet over them.
  public func jumpTarget(from tree: NavigationTree<BenchRoute>) -> NavigationTree<BenchRoute> {
    var target = tree
    let library = StackPath(level: 0, section: Self.sections[1])
    do {
      try target.select(Self.sections[1], atLevel: 0)
      for id in 1...3 { try target.push(.detail(-id), onto: library) }
    } catch {
      preconditionFailure("the jump's target is not a tree: \(error)")
    }
    target.present(.sheet(.detail(-4)))
    return target
  }
}
