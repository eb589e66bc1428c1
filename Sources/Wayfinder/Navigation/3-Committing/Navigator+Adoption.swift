extension Navigator {
  /// Gives the routes that replaced `old`'s their flows, as ``flowFactory`` says, and each new
  /// presented level its presenter.
  ///
  /// A new level whose first route begins no flow — an alert, a plain sheet of routes — is
  /// presented by the flow whose screen it covers, as it was when the flow presented it: an
  /// alert's answer and the sheet's intents go there, not to the root flow.
  func adoptFlows(replacing old: NavigationTree<Route>) {
    let new = storedTree
    // Levels from here up are new: their routes all need flows.
    let firstNewLevel = kernel.sharedPresentationCount(old, new).map { $0 + 1 } ?? 0
    // Read where the route type is known: without a flow factory nothing here reads a route.
    let (topLevel, addedSections) = kernel.sectionsAdded(new, old, firstNewLevel)
    var added = addedSections[...]
    for level in 0...topLevel {
      if level >= 1, level >= firstNewLevel {
        if let flowFactory, let first = try? new.container(at: level).visibleStack.first,
          let flow = flowFactory(first)
        {
          adopt(flow, at: .container(level: level), under: presenter(of: flow, above: level - 1))
        } else if let below = flowShowing(level: level - 1)?.flowID {
          map.setPresenter(below, ofLevel: level)
        }
      }
      // Sections the tree added get their flows first, so that the flows of their routes
      // are adopted under them. A section's flow owns the root its tabs flow gives it, as when
      // the row is inserted: the factory is not asked about that route.
      var sectionRoots: [SectionID: Route] = [:]
      if let sections = added.first, sections.level == level {
        sectionRoots = adoptSectionFlows(sections.ids, atLevel: level)
        added.removeFirst()
      }
      guard let flowFactory, let container = try? new.container(at: level) else { continue }
      for (section, stack) in container.allStacks {
        let path = StackPath(level: level, section: section)
        var start = 0
        if level < firstNewLevel, let before = try? old.stack(at: path) {
          start = before.commonPrefixCount(with: stack)
        }
        for index in stride(from: start, to: stack.count, by: 1) {
          if index == 0,
            (level >= 1 && level >= firstNewLevel && section == container.visibleSection)
              || (section.flatMap { sectionRoots[$0] } == stack[index])
          {
            continue
          }
          guard let flow = flowFactory(stack[index]) else { continue }
          adopt(flow, at: .run(path, base: index), under: self.flow(owningRouteAt: index, in: path))
        }
      }
    }
  }

  /// Gives each section `ids` names, new at `level`, a flow from the flow that owns the level
  /// (``FlowCoordinator/flowForRestoredSection(_:)``): a snapshot restores the tabs a
  /// ``TabsCoordinator`` showed when it was taken, each with its flow.
  ///
  /// - Returns: the root route of each section that got its flow here, where its tabs flow
  ///   gives one (the section's flow owns it).
  private func adoptSectionFlows(_ ids: [SectionID], atLevel level: Int) -> [SectionID: Route] {
    let owner =
      map.levelOwner(of: level).flatMap { coordinator($0) } ?? (level == 0 ? rootFlow : nil)
    guard let owner else { return [:] }
    var roots: [SectionID: Route] = [:]
    for id in ids {
      let anchor = FlowAnchor.section(id, level: level)
      guard map.sectionOwner(of: StackPath(level: level, section: id)) == nil,
        let flow = owner.flowForRestoredSection(id)
      else { continue }
      adopt(flow, at: anchor, under: owner)
      if flow.isRunning, flow.anchor == anchor, let root = owner.rootForRestoredSection(id) {
        roots[id] = root
      }
    }
    return roots
  }

  /// The flow a restored presented flow is adopted under: the innermost flow, from the owner of
  /// what the level below shows up to the root, whose ``FlowCoordinator/declaration`` says it
  /// starts flows of that type — the flow that presented it before the app was closed — or the
  /// root flow when none declares it.
  private func presenter(of flow: FlowCoordinator<Route>, above level: Int)
    -> FlowCoordinator<Route>
  {
    let type = ObjectIdentifier(Swift.type(of: flow))
    var candidate = flowShowing(level: level)
    while let current = candidate {
      let starts = Swift.type(of: current).declaration.starts
      if current.isRunning, starts.contains(where: { ObjectIdentifier($0.flow) == type }) {
        return current
      }
      candidate = current.parent
    }
    return rootFlow
  }

  /// The flow that owns what level `level` shows: its visible stack's top screen, or the stack
  /// when it is empty.
  func flowShowing(level: Int) -> FlowCoordinator<Route>? {
    guard let path = try? kernel.visiblePath(storedTree, level),
      let count = try? kernel.count(storedTree, path)
    else { return nil }
    let owner =
      count == 0
      ? self.flow(owningStackAt: path) : self.flow(owningRouteAt: count - 1, in: path)
    return owner.isRunning ? owner : nil
  }

  private func adopt(
    _ flow: FlowCoordinator<Route>, at anchor: FlowAnchor, under parent: FlowCoordinator<Route>
  ) {
    guard flow.flowState == .idle, parent.isRunning else { return }
    let id = makeFlowID()
    attach(flow, id: id, at: anchor, under: parent)
    // Adopted before it hears didRestore(): a result it finishes with there is no one's.
    flow.record.adopted = true
    if case .container(let level) = anchor { map.setPresenter(id, ofLevel: level) }
    run(flow, "didRestore()") { try flow.didRestore() }
    handOver(flow, toAdoptingParent: parent)
  }

  /// Marks `flow` as one its parent did not start at a call site of its own, and lets the
  /// parent re-attach what it does with the flow's result (``FlowCoordinator/didAdopt(_:)``).
  func handOver(_ flow: FlowCoordinator<Route>, toAdoptingParent parent: FlowCoordinator<Route>) {
    flow.record.adopted = true
    run(parent, "didAdopt(_:)") { try parent.didAdopt(flow) }
  }
}
