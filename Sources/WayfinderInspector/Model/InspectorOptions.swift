import Wayfinder

/// How the inspector watches an app: how much history it keeps, how the app restores, what it
/// hides, and how it opens links.
///
/// ```swift
/// var options = InspectorOptions(restoration: restoration)
/// options.redact = { route in
///   if case .profile = route { return .profile(email: "…") }   // no personal data leaves
///   return route
/// }
/// options.openLink = { link in await gate.open(link) }
/// ```
public struct InspectorOptions<Route: NavigationRoute>: Sendable {
  /// The most journal events kept for viewers, time travel and bundles; the oldest go first.
  ///
  /// Each event holds the tree after it, so the memory the history takes grows with this and
  /// with the size of the app's trees.
  public var historyLimit = 10_000
  /// The app's restoration: a jump and a bundle go through its validation and migrations, as
  /// a saved snapshot does.
  public var restoration: Restoration<Route>
  /// Rewrites a route before it leaves the app — in the tree, the journal, the flows, the
  /// plan and bundles — to hide what a route carries that a viewer must not see.
  ///
  /// Only routes are rewritten: the texts of issues and leak labels, which name routes as
  /// their types describe them, are not.
  public var redact: @Sendable (Route) -> Route = { $0 }
  /// Opens a deep link for the `open` command, usually a `NavigationGate`'s
  /// `NavigationGate.open(_:)`; with `nil` the command is refused.
  public var openLink: (@MainActor @Sendable (String) async -> NavigationOutcome)?
  /// A bundle the app launched into (``InspectorBundle/tree(with:)``): its journal starts the
  /// history, so that time travel goes back through the steps that led to the bundle's state
  /// — an exported bug report, or a navigation explorer's trace.
  ///
  /// Its events are numbered up to `0`, before this launch's own, which start at `1`.
  public var replaying: InspectorBundle<Route>?

  /// Creates options for an app that restores with `restoration`.
  public init(restoration: Restoration<Route>) {
    self.restoration = restoration
  }
}
