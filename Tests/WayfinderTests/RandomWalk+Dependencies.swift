@_spi(Testing) import Wayfinder

/// The random walk's flow-scoped dependencies: each flow's scope makes its ``WalkService``
/// once, no other flow's scope shares it, its screens resolve from it, and a flow sees the
/// ``WalkTheme`` its nearest overriding ancestor registered. When the flow is gone, the
/// registry's check sees that its service and scope went with it.
extension Walk {
  mutating func resolveFlowServices() {
    guard let flow = childFlow() else { return }
    let number = flow.number
    let scope = flow.dependencies
    guard let service = try? scope.resolve(WalkService.self) else {
      pushProblems.append("\(flow.flowPath) could not resolve its flow service")
      return
    }
    registry.servicesResolved += 1
    registry.flows[number]?.scope = scope
    registry.flows[number]?.service = service
    if (try? scope.resolve(WalkService.self)) !== service {
      pushProblems.append("\(flow.flowPath) made its flow service twice")
    }
    var expectedTheme = flow.overridesTheme ? flow.number : nil
    var ancestor = flow.parent
    while let current = ancestor {
      if (try? current.dependencies.resolve(WalkService.self)) === service {
        pushProblems.append("\(flow.flowPath) shares its flow service with \(current.flowPath)")
      }
      if expectedTheme == nil, let walkFlow = current as? WalkFlow, walkFlow.overridesTheme {
        expectedTheme = walkFlow.number
      }
      ancestor = current.parent
    }
    let theme = try? scope.resolve(WalkTheme.self)
    if theme?.number != expectedTheme ?? 0 {
      pushProblems.append(
        "\(flow.flowPath) resolved the theme of \(theme.map { "\($0.number)" } ?? "nobody"),"
          + " not \(expectedTheme ?? 0)")
    }
    // The flow's screens resolve from its scope through their handles (while a plan runs, a
    // handle answers for the screens planned, which the tree may not show yet).
    let navigator = harness.navigator
    guard navigator.isIdle, !harness.host.hasWaitingStep, let path = flow.stackPath,
      let stack = try? navigator.tree.stack(at: path)
    else {
      return
    }
    for index in stack.indices where navigator.flow(owningRouteAt: index, in: path) === flow {
      let resolved = try? navigator.handle(forRouteAt: index, in: path).dependencies?.resolve(
        WalkService.self)
      if resolved !== service {
        pushProblems.append(
          "the screen at \(index) of \(path) does not resolve \(flow.flowPath)'s flow service")
      }
    }
  }
}
