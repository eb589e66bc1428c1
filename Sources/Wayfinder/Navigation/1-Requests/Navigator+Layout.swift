extension Navigator {
  /// Shows every container with sections as ``layoutPolicy`` says for the size class, except
  /// on a level whose layout the host chose on its own since (``hostLayouts``), which keeps
  /// the host's.
  func applyLayoutPolicy(to edit: inout TreeEdit<Route>) {
    guard let sizeClass else { return }
    let policy = layoutPolicy(sizeClass)
    // A level that left the tree never comes back with the same identity.
    if !hostLayouts.isEmpty {
      let ids = edit.map.levelIDs
      hostLayouts = hostLayouts.filter { ids.contains($0.key) }
    }
    for level in 0...edit.tree.topLevel {
      let chosen = edit.map.levelID(at: level).flatMap { hostLayouts[$0] }
      let layout = chosen ?? policy
      guard let container = try? edit.tree.container(at: level), let current = container.layout,
        current != layout
      else { continue }
      try? edit.reshape { (tree) throws(NavigationError) in
        try tree.setLayout(layout, atLevel: level)
      }
    }
  }
}
