import Wayfinder
import WayfinderHosting

/// What a platform screen would be: the route it shows.
@MainActor
final class FakeScreen {
  let route: BookRoute
  init(route: BookRoute) { self.route = route }
}

/// A driver that records commands as text, and completes them at once or when told.
@MainActor
final class FakeDriver: NavigationDriver {
  var completesAtOnce = true
  private(set) var log: [String] = []
  private var waiting: (@MainActor () -> Void)?

  func perform(
    _ command: DriverCommand<FakeScreen>, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    log.append(describe(command))
    if completesAtOnce { completion() } else { waiting = completion }
  }

  func complete() {
    let completion = waiting
    waiting = nil
    completion?()
  }

  private func describe(_ command: DriverCommand<FakeScreen>) -> String {
    switch command {
    case .showStack(let screens, let path, let change):
      "stack \(path) \(routes(screens)) \(change)"
    case .present(let content, let level):
      "present \(content.style.rawValue) at \(level)\(content.refusesUserDismissal ? " refusing" : "")"
        + (content.stacksRefusingBack.isEmpty
          ? "" : " no back at \(content.stacksRefusingBack.map(\.description).sorted())")
        + ": "
        + (content.dialog.map { "dialog \($0.id)" } ?? content.container.map(describe) ?? "")
    case .dismiss(let level): "dismiss to \(level)"
    case .replaceRoot(let content): "root \(describe(content))"
    case .select(let id, let level): "select \(id) at \(level)"
    case .setLayout(let layout, let level): "layout \(layout.rawValue) at \(level)"
    case .clearSelection(let level): "clear selection at \(level)"
    case .setColumnVisibility(let visibility, let level): "columns \(visibility) at \(level)"
    case .setSplitColumns(let columns, let level): "\(columns) columns at \(level)"
    case .setPinnedColumn(let section, let level):
      "pin \(section.map(\.rawValue) ?? "none") at \(level)"
    case .setRefusesUserDismissal(let refuses, let level):
      "\(refuses ? "refuse" : "accept") dismissal at \(level)"
    case .setRefusesUserBack(let refuses, let path):
      "\(refuses ? "refuse" : "accept") back at \(path)"
    case .setSectionBarHidden(let hidden, let section, let level):
      "\(hidden ? "hide" : "show") bar over \(section) at \(level)"
    case .insertSection(let id, let screens, let index, let visibility, let level):
      "insert \(id)=\(routes(screens)) at \(index) \(visibility) at \(level)"
    case .removeSection(let id, let level, let selection):
      "remove \(id) at \(level), showing \(selection)"
    case .setVisibility(let visibility, let id, let level): "\(id) \(visibility) at \(level)"
    case .setPresentationOptions(let options, let level): "options \(options) at \(level)"
    case .setTabBarOrder(let order, let level):
      "tab bar \(order?.description ?? "display") at \(level)"
    }
  }

  private func describe(_ content: ContainerContent<FakeScreen>) -> String {
    switch content {
    case .stack(let screens): routes(screens)
    case .sections(let layout, let sections, let selection, _, _, let hidingBar, _, _, _, _):
      "\(layout.rawValue) "
        + sections.map {
          "\($0.id)\($0.id == selection ? "*" : "")\(hidingBar.contains($0.id) ? "(no bar)" : "")"
            + ($0.visibility == .everywhere ? "" : "(\($0.visibility))") + "=\(routes($0.screens))"
        }
        .joined(separator: " ")
    }
  }

  private func routes(_ screens: [FakeScreen]) -> String {
    "[" + screens.map { "\($0.route)" }.joined(separator: ", ") + "]"
  }
}
