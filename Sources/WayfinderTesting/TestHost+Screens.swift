import Wayfinder

extension TestHost {
  /// Keeps one screen object per shown route: screens of unchanged routes stay, new routes get
  /// new screens, and screens the host lets go of are handed to the leak watcher.
  func syncScreens(from old: NavigationTree<Route>, removed: (StackPath, Int)?) {
    var updated: [StackPath: [ScreenRecord]] = [:]
    for path in shown.allStackPaths {
      guard let stack = try? shown.stack(at: path) else { continue }
      var existing = levelKept(path.level, from: old) ? screens[path] ?? [] : []
      if let (removedPath, index) = removed, removedPath == path, existing.indices.contains(index) {
        release(existing.remove(at: index), at: path)
      }
      var kept = 0
      while kept < min(existing.count, stack.count), existing[kept].route == stack[kept] {
        kept += 1
      }
      for record in existing[kept...] { release(record, at: path) }
      var records = Array(existing[..<kept])
      for index in kept..<stack.count {
        guard let owner = navigator?.flow(owningRouteAt: index, in: path) else { continue }
        records.append(
          ScreenRecord(
            route: stack[index], flowPath: owner.flowPath,
            object: makeScreen(stack[index], owner.flowHandle)))
      }
      updated[path] = records
    }
    for (path, records) in screens where updated[path] == nil || !levelKept(path.level, from: old) {
      for record in records { release(record, at: path) }
    }
    screens = updated
  }

  private func levelKept(_ level: Int, from old: NavigationTree<Route>) -> Bool {
    guard let before = try? old.container(at: level), let now = try? shown.container(at: level)
    else { return false }
    if level == 0 { return before.identity == now.identity }
    return old.presentations[level - 1].identity == shown.presentations[level - 1].identity
  }

  private func release(_ record: ScreenRecord, at path: StackPath) {
    navigator?.leakWatcher.watch(
      record.object, as: .screen, label: "\(record.flowPath) › screen \(record.route) at \(path)")
  }
}
