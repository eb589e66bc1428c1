import Foundation
import Logging
import Wayfinder

/// Serves a running app's navigation to a viewer in a browser or a terminal, on this machine only.
///
/// The inspector listens on 127.0.0.1 (never on other interfaces), on the port you choose or
/// any free one, and makes a random token for each run. ``start()`` returns the one URL that
/// opens the viewer: it holds the token, and a connection without it, or from a page the
/// inspector did not serve, is refused.
///
/// It is a tool for debug builds: keep the lines that create and start it inside `#if DEBUG`,
/// so a release build neither contains the server nor opens a port.
///
/// All of its work runs on its own tasks, never on the main actor; a slow or absent viewer makes
/// the inspector drop the oldest events, not wait.
public final class Inspector: Sendable {
  private let server: InspectorServer

  /// The seam between the inspector's two halves: the public `init(navigator:options:port:logger:)` builds the
  /// model that watches the navigator (an ``InspectorEndpoint``) and hands it here; tests hand a
  /// fake endpoint.
  ///
  /// - Parameters:
  ///   - endpoint: What viewers see and command.
  ///   - port: The port on 127.0.0.1; 0 (the default) lets the system choose a free one.
  ///   - logger: Where the URL and refused connections are logged.
  init(
    endpoint: some InspectorEndpoint, port: UInt16 = 0,
    logger: Logger = Logger(label: "wayfinder.inspector")
  ) {
    server = InspectorServer(endpoint: endpoint, port: port, logger: logger)
  }

  /// The address that opens the viewer, token included; `nil` until ``start()`` returns and
  /// after ``stop()``.
  public var url: URL? { server.url }

  /// Starts listening on 127.0.0.1 and returns the URL to open; logs it too, at notice level.
  ///
  /// Calling it again while running returns the same URL.
  ///
  /// ```swift
  /// #if DEBUG
  ///   let inspector = Inspector(
  ///     navigator: navigator, options: InspectorOptions(restoration: restoration))
  ///   let url = try await inspector.start()
  ///   print("Navigation inspector: \(url)")
  /// #endif
  /// ```
  ///
  /// - Returns: `http://127.0.0.1:PORT/?token=TOKEN`, with the port actually bound.
  /// - Throws: ``InspectorServerError/portInUse(port:)`` when another program holds the port,
  ///   ``InspectorServerError/cannotListen(port:reason:)`` when the system refuses otherwise.
  @discardableResult
  public func start() async throws(InspectorServerError) -> URL {
    try await server.start()
  }

  /// Closes every viewer's connection, stops listening and frees the port.
  ///
  /// The inspector can start again afterwards; it keeps its token.
  public func stop() async {
    await server.stop()
  }
}

extension Inspector {
  /// Creates an inspector of `navigator`: the tree, the running flows, the plan in flight and
  /// the journal, with time travel through the app's own restoration.
  ///
  /// Create it before the navigator starts, so the journal's first events are kept, and start
  /// it; both lines belong inside `#if DEBUG`:
  ///
  /// ```swift
  /// #if DEBUG
  ///   var options = InspectorOptions(restoration: restoration)
  ///   options.openLink = { link in await gate.open(link) }
  ///   let inspector = Inspector(navigator: navigator, options: options)
  ///   print("Navigation inspector: \(try await inspector.start())")
  /// #endif
  /// ```
  ///
  /// - Parameters:
  ///   - navigator: The navigator to watch and command.
  ///   - options: The app's restoration (jumps and bundles go through it, so its validation and
  ///     migrations apply), the history kept, the redaction of routes and how links open.
  ///   - port: The port on 127.0.0.1; 0 (the default) lets the system choose a free one.
  ///   - logger: Where the URL and refused connections are logged.
  @MainActor
  public convenience init<Route: NavigationRoute>(
    navigator: Navigator<Route>, options: InspectorOptions<Route>, port: UInt16 = 0,
    logger: Logger = Logger(label: "wayfinder.inspector")
  ) {
    self.init(
      endpoint: InspectorModel(navigator: navigator, options: options), port: port,
      logger: logger)
  }
}
