import Wayfinder
import WayfinderInspector

// The app-sized app with the navigation inspector attached and no viewer connected: what an
// app pays per transaction in a debug build that runs the inspector while nobody watches.

/// How the inspector is attached to an ``InspectedApp``.
public enum InspectorMode: String, CaseIterable, Sendable {
  /// No inspector: the app as a release build runs it.
  case off
  /// `Inspector(navigator:options:)` made and never started: its model watches the navigator,
  /// no server runs.
  case idle
  /// The inspector made and started (listening on 127.0.0.1), no viewer connected.
  case serving
}

/// An ``AppSizedApp`` with one live flow, with or without the inspector, its history already at
/// its cap, so each transaction measured also evicts the oldest event as a long debug session
/// does.
@MainActor
public final class InspectedApp {
  /// The app whose transactions are measured.
  public let app: AppSizedApp
  /// The inspector; `nil` when ``InspectorMode/off``.
  public let inspector: Inspector?
  /// The history's cap: the default of `InspectorOptions`.
  public static let historyLimit = InspectorOptions<BenchRoute>(
    restoration: Restoration(version: 1)
  ).historyLimit

  /// Makes the app (ten tabs, a `deepStack`-route stack on the last), attaches the inspector
  /// in `mode` with its default options, starts its server for ``InspectorMode/serving``, and
  /// with `fillHistory` fills the history: `historyLimit` events of pushes and pops (in every
  /// mode, so the allocator's state is alike).
  public init(
    _ mode: InspectorMode, liveFlows: Int = 1, deepStack: Int = 10_000, fillHistory: Bool = true
  ) async {
    app = AppSizedApp(liveFlows: liveFlows, deepStack: deepStack)
    if mode == .off {
      inspector = nil
    } else {
      let options = InspectorOptions<BenchRoute>(restoration: Restoration(version: 1))
      let inspector = Inspector(navigator: app.navigator, options: options)
      self.inspector = inspector
      if mode == .serving {
        do {
          try await inspector.start()
        } catch {
          preconditionFailure("the inspector did not start: \(error)")
        }
      }
    }
    for _ in 0..<(fillHistory ? Self.historyLimit / 2 + 1 : 0) {
      app.push()
      app.pop()
    }
  }

  /// Stops the inspector's server, if it runs.
  public func stop() async {
    await inspector?.stop()
  }
}
