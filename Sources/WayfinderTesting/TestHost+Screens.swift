import Wayfinder

extension TestHost {
  /// Keeps one screen object per shown route, as a real host keeps its view controllers: a
  /// step's new screens are made (bound to the flow that owns them), the screens it removes
  /// are handed to the leak watcher, and every other screen stays.
  func syncScreens(after step: NavigationStep<Route>) {
    switch step {
    case .dismiss(let level):
      releaseLevels(above: level)
    case .replaceRoot:
      releaseLevels(above: -1)
      makeScreens(forLevel: 0)
    case .present:
      makeScreens(forLevel: shown.topLevel)
    case .setLayout, .select, .clearSelection, .setColumnVisibility:
      break
    case .push(_, let path):
      keepScreens(at: path, count: screens[path]?.count ?? 0)
    case .pop(let count, let path):
      keepScreens(at: path, count: count)
    case .remove(let indices, let path):
      guard var records = screens[path], indices.upperBound <= records.count else { return }
      for record in records[indices] { release(record, at: path) }
      records.removeSubrange(indices)
      screens[path] = records
    case .setStack(_, let path, let keeping):
      keepScreens(at: path, count: keeping)
    }
    // A step may close levels on its own (selecting another tab closes that tab's
    // over-current-context presentation).
    releaseLevels(above: shown.topLevel)
  }

  /// Drops the screens a user event removed.
  func syncScreens(after event: UserEvent) {
    switch event {
    case .popped(let count, let path): keepScreens(at: path, count: count)
    case .dismissed(let level): releaseLevels(above: level)
    case .chose(_, let level): releaseLevels(above: level - 1)
    case .selected, .layoutChanged, .gestureCancelled, .sizeClassChanged, .selectionCleared,
      .columnVisibilityChanged:
      break
    }
    releaseLevels(above: shown.topLevel)
  }

  /// Keeps the first `count` screens of the stack at `path` and makes the rest anew.
  private func keepScreens(at path: StackPath, count: Int) {
    var records = screens[path] ?? []
    let kept = min(count, records.count)
    for record in records[kept...] { release(record, at: path) }
    records.removeSubrange(kept...)
    let stack = (try? shown.stack(at: path)) ?? Stack()
    for index in records.count..<stack.count {
      guard let record = makeRecord(for: stack[index], at: index, in: path) else { break }
      records.append(record)
    }
    screens[path] = records
  }

  private func makeScreens(forLevel level: Int) {
    for path in shown.allStackPaths where path.level == level {
      screens[path] = []
      keepScreens(at: path, count: 0)
    }
  }

  private func makeRecord(for route: Route, at index: Int, in path: StackPath) -> ScreenRecord? {
    guard let handle = navigator?.handle(forRouteAt: index, in: path) else { return nil }
    return ScreenRecord(
      route: route, flowPath: handle.flowPath, flow: handle, object: makeScreen(route, handle))
  }

  private func releaseLevels(above level: Int) {
    for (path, records) in screens where path.level > level {
      for record in records { release(record, at: path) }
      screens[path] = nil
    }
  }

  private func release(_ record: ScreenRecord, at path: StackPath) {
    navigator?.leakWatcher.watch(
      record.object, as: .screen, label: "\(record.flowPath) › screen \(record.route) at \(path)")
  }
}

extension TestHost {
  /// The screens the host shows that are not bound to the flow that owns their route.
  ///
  /// A screen is misbound when its handle points at a finished flow, or at another flow than
  /// the one that owns its route now. Empty when every screen reaches its own flow.
  ///
  /// Meaningful when no step waits (the host shows the navigator's tree).
  public var misboundScreens: [String] {
    guard let navigator else { return [] }
    var problems: [String] = []
    for path in shown.allStackPaths {
      for (index, record) in (screens[path] ?? []).enumerated() {
        let owner = navigator.flow(owningRouteAt: index, in: path)
        if !record.flow.isActive {
          problems.append(
            "screen \(record.route) #\(index) at \(path) is bound to the finished flow \(record.flowPath)"
          )
        } else if record.flow.flowID != owner.flowID {
          problems.append(
            "screen \(record.route) #\(index) at \(path) is bound to \(record.flowPath), but \(owner.flowPath) owns it"
          )
        }
      }
    }
    return problems
  }
}
