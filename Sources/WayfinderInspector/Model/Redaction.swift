import Wayfinder

/// Applies the app's redaction (``InspectorOptions/redact``) to what leaves the app.
struct Redaction<Route: NavigationRoute>: Sendable {
  let redact: @Sendable (Route) -> Route

  func callAsFunction(_ route: Route) -> Route { redact(route) }

  func callAsFunction(_ tree: NavigationTree<Route>) -> NavigationTree<Route> {
    var copy = tree
    for path in tree.allStackPaths {
      guard let stack = try? tree.stack(at: path) else { continue }
      try? copy.setStack(redacted(stack), at: path)
    }
    return copy
  }

  func callAsFunction(_ step: NavigationStep<Route>) -> NavigationStep<Route> {
    switch step {
    case .replaceRoot(let container):
      return .replaceRoot(self(NavigationTree(root: container)).root)
    case .insertSection(let id, let stack, let index, let visibility, let level):
      return .insertSection(
        id, redacted(stack), at: index, visibility: visibility, level: level)
    case .push(let routes, let path):
      return .push(routes.map(redact), onto: path)
    case .setStack(let stack, let path, let keeping):
      return .setStack(redacted(stack), at: path, keeping: keeping)
    case .present(let presentation):
      let tree = self(NavigationTree(root: .stack([]), presentations: [presentation]))
      return .present(tree.presentations[0])
    case .dismiss, .setLayout, .select, .clearSelection, .setColumnVisibility, .setSplitColumns,
      .setPinnedColumn, .setSectionBarHidden, .removeSection, .setVisibility, .pop, .remove,
      .setRefusesUserDismissal, .setTabBarOrder, .setPresentationOptions, .setRefusesUserBack:
      return step
    }
  }

  /// `stack` with its routes redacted, refusing the user's back as it did.
  private func redacted(_ stack: Stack<Route>) -> Stack<Route> {
    var copy = Stack(stack.map(redact))
    copy.refusesUserBack = stack.refusesUserBack
    return copy
  }
}
