/// What a flow type declared, read once per type for ``Navigator/checksDeclarations``.
struct DeclaredParts {
  /// Whether the type declared anything; an undeclared flow is never checked.
  let isDeclared: Bool
  /// The names of the route kinds the type shows.
  let shows: Set<String>
  /// The flows the type may start: each flow type with its placement.
  let starts: [(flow: ObjectIdentifier, placement: FlowPlacement)]
  /// For each tab the type declares a flow for, the route kinds that flow declares: a tabs
  /// flow puts each tab's root route in its container, and the tab's flow shows it from then on.
  let tabShows: [SectionID: Set<String>]
}

extension FlowPlacement {
  /// Whether a flow started at this placement is one declared at `declared`: the same
  /// placement, whatever a presentation's transition (the animation is not part of the graph).
  func isDeclared(as declared: FlowPlacement) -> Bool {
    switch (self, declared) {
    case (.present(let style, _, _), .present(let declaredStyle, _, _)): style == declaredStyle
    case (.tab, .tab) where declared == .anyTab: true
    default: self == declared
    }
  }

  /// This placement as a declaration spells it, for an issue's fix: `.tab(SectionID("home"))`,
  /// `.present(.sheet)` (a transition and options are not part of the graph).
  var declarationCode: String {
    switch self {
    case .push: ".push"
    case .present(let style, _, _): ".present(.\(style.rawValue))"
    case .tab(let id) where id == Self.anyTabID: ".anyTab"
    case .tab(let id): ".tab(SectionID(\(String(reflecting: id.rawValue))))"
    case .root: ".root"
    case .replacingStack: ".replacingStack"
    case .presenting: ".presenting"
    case .preferred: ".preferred"
    }
  }
}

extension Navigator {
  /// Reports `route`'s kind when `flow` showed it though its type's
  /// ``FlowCoordinator/declaration`` does not list it, once per flow type and kind.
  @usableFromInline
  func checkDeclared(showsRoute route: Route, by flow: FlowCoordinator<Route>) {
    // No sequence of one route: the check is off in most navigators, and the generic overload
    // sets up its sequence's metadata before its first line.
    guard checksDeclarations else { return }
    checkDeclared(kind: RouteKind(route), shownBy: flow, in: nil)
  }

  /// Reports each kind of route in `routes` that `flow` showed undeclared.
  func checkDeclared(
    shows routes: some Sequence<Route>, by flow: FlowCoordinator<Route>,
    in section: SectionID? = nil
  ) {
    guard checksDeclarations else { return }
    for route in routes { checkDeclared(kind: RouteKind(route), shownBy: flow, in: section) }
  }

  private func checkDeclared(
    kind: RouteKind, shownBy flow: FlowCoordinator<Route>, in section: SectionID?
  ) {
    let declared = declaredParts(of: flow)
    guard declared.isDeclared, !declared.shows.contains(kind.name) else { return }
    if let section,
      [section, FlowPlacement.anyTabID].contains(where: {
        declared.tabShows[$0]?.contains(kind.name) == true
      })
    {
      return
    }
    let key = "\(flow.flowName) shows \(kind.name)"
    guard reportedUndeclared.insert(key).inserted else { return }
    transaction { report(.undeclaredRoute(flow: flow.flowPath, route: kind.name)) }
  }

  /// Reports each kind of route in `container` that `flow` showed undeclared; a tab's routes
  /// may also be ones that the flow the tab's declared flow shows.
  func checkDeclared(shows container: Container<Route>, by flow: FlowCoordinator<Route>) {
    guard checksDeclarations else { return }
    container.forEachStack { section, stack in
      checkDeclared(shows: stack.routes, by: flow, in: section)
    }
  }

  /// Reports `parent` starting `child` at `placement` when its type's declaration does not list
  /// that flow at that placement, nor at `resolved` (what ``FlowPlacement/preferred`` resolved
  /// to), once per parent type, child type and placement.
  func checkDeclared(
    start child: FlowCoordinator<Route>, at placement: FlowPlacement,
    resolvedTo resolved: FlowPlacement, by parent: FlowCoordinator<Route>
  ) {
    guard checksDeclarations else { return }
    let declared = declaredParts(of: parent)
    guard declared.isDeclared else { return }
    let childType = ObjectIdentifier(type(of: child))
    let isListed = declared.starts.contains { start in
      start.flow == childType
        && (placement.isDeclared(as: start.placement) || resolved.isDeclared(as: start.placement))
    }
    guard !isListed else { return }
    let key = "\(parent.flowName) starts \(child.flowName) at \(placement)"
    guard reportedUndeclared.insert(key).inserted else { return }
    report(
      .undeclaredStart(
        flow: parent.flowPath, started: child.flowName, placement: placement.declarationCode))
  }

  /// What `flow`'s type declared, read from the type once.
  private func declaredParts(of flow: FlowCoordinator<Route>) -> DeclaredParts {
    let type = Swift.type(of: flow)
    let id = ObjectIdentifier(type)
    if let known = declarations[id] { return known }
    let declaration = type.declaration
    var tabShows: [SectionID: Set<String>] = [:]
    for start in declaration.starts {
      guard case .tab(let id) = start.placement else { continue }
      tabShows[id, default: []].formUnion(start.flow.declaration.shows.map(\.name))
    }
    let parts = DeclaredParts(
      isDeclared: declaration.isDeclared, shows: Set(declaration.shows.map(\.name)),
      starts: declaration.starts.map { (ObjectIdentifier($0.flow), $0.placement) },
      tabShows: tabShows)
    declarations[id] = parts
    return parts
  }
}
