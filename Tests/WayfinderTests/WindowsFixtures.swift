import Wayfinder
import WayfinderTesting

/// An app with windows: the main window shows Home, one opened for a route shows the route.
///
/// Every root flow records how it finished in `log`.
@MainActor
func windowsApp(canOpenWindows: Bool = true, log: FinishLog = FinishLog()) -> TestWindows<
  BookRoute
> {
  TestWindows(canOpenWindows: canOpenWindows) { route in
    let root = route.map { TestFlow<Void>("Window(\($0))", routes: [$0], log: log) }
    return Navigator(root: root ?? TestFlow<Void>("Main", routes: [.home], log: log))
  }
}

extension TestWindows<BookRoute> {
  /// The root flow of the window `id`.
  func rootFlow(of id: WindowID) -> FlowCoordinator<BookRoute>? {
    windows.navigator(for: id)?.rootFlow
  }

  /// The dump of what the window `id` shows.
  func dump(of id: WindowID) -> String? {
    windows.navigator(for: id)?.tree.dump()
  }
}
