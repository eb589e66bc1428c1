import Wayfinder

/// How the explorer tells states apart: the navigation tree with each route reduced to its
/// kind, the running flows' types in the order they run with the part of the tree each owns,
/// the size class, which request waits behind a guard, and the actions the visible screen
/// offers.
///
/// Routes count by kind (``RouteKind``) because their payloads are the model's sample data:
/// `bookDetail(id: 1)` and `bookDetail(id: 2)` are one state, explored once. The text is hashed
/// to 64 bits (FNV-1a), the same in every run, so that only the hash of a state is kept.
@MainActor
struct ExplorationKey<Route: NavigationRoute> {
  /// The state's hash.
  let hash: UInt64
  /// The kind of the screen the user looks at, or the dialog on top: how graphs group states.
  let visible: String
  /// Every route kind the tree holds, for coverage.
  let kinds: Set<String>
  /// The running flows' type names, for coverage.
  let flows: Set<String>
  /// The running flows' types, depths and whether kept, in the order they run.
  let flowText: String
  /// The running flows' types, sorted, kept flows left out: what a restoration must give back.
  ///
  /// A restoration starts them in its own order, and adopts each flow under the flow of the
  /// routes below it, where the app may have started it from another; a restored app has no
  /// kept flow (a snapshot holds the tree the user sees).
  let restoredFlowTypes: [String]
  /// What a kept flow's entry in ``flowText`` ends with.
  static var keptMark: String { "(kept)" }

  /// Names read once: a route's kind by reflection, a flow type's by description.
  struct Names {
    var kinds: [Route: String] = [:]
    var flows: [ObjectIdentifier: String] = [:]

    mutating func kind(of route: Route) -> String {
      if let kind = kinds[route] { return kind }
      let kind = RouteKind(route).name
      kinds[route] = kind
      return kind
    }

    mutating func name(of flow: FlowCoordinator<Route>) -> String {
      let type = ObjectIdentifier(Swift.type(of: flow))
      if let name = flows[type] { return name }
      let name = String(describing: Swift.type(of: flow))
      flows[type] = name
      return name
    }
  }

  /// The key of the state `navigator` shows, with the other open windows' (each by its own
  /// key's hash) and the position of the window in front, for an app of several windows.
  init(
    navigator: Navigator<Route>, gate: NavigationGate<Route>?, offered: [String],
    otherWindows: (navigators: [Navigator<Route>], focused: Int)? = nil, names: inout Names
  ) {
    var text = ""
    var kinds = Set<String>()
    let tree = navigator.tree
    for level in 0...tree.topLevel {
      guard let container = try? tree.container(at: level) else { continue }
      if level > 0 {
        let presentation = tree.presentations[level - 1]
        text += "\n^\(presentation.style)"
        if presentation.refusesUserDismissal { text += " refusing" }
        if let dialog = presentation.dialog {
          text += " dialog \(dialog.id)"
          continue
        }
      }
      if let sections = container.sections {
        text += "\n#\(container.layout.map { "\($0)" } ?? "") \(sections.selection)"
      }
      for (section, stack) in container.allStacks {
        text += "\n" + (section.map { "\($0):" } ?? "")
        for route in stack.routes {
          let kind = names.kind(of: route)
          kinds.insert(kind)
          text += " " + kind
        }
        if stack.refusesUserBack { text += " !back" }
      }
    }
    var flows = Set<String>()
    var entries: [String] = []
    var places = ""
    Self.describeFlows(
      navigator.rootFlow, depth: 0, into: &entries, places: &places, seen: &flows,
      names: &names)
    flowText = entries.joined(separator: " ")
    restoredFlowTypes = entries.filter { !$0.hasSuffix(Self.keptMark) }
      .map { String($0.drop { $0.isNumber }) }.sorted()
    text += "\n@" + flowText + "\n&" + places
    if let sizeClass = navigator.sizeClass { text += "\n~\(sizeClass.rawValue)" }
    for covered in navigator.coveredDialogIDs { text += "\n(covered \(covered))" }
    if let gate, let waiting = gate.redirectFlow {
      text += "\n?\(type(of: waiting)) " + (gate.waitingOrigin.map { "\($0)" } ?? "")
    }
    text += "\n!" + offered.joined(separator: "|")
    if let otherWindows {
      text += "\n[window \(otherWindows.focused) in front]"
      for other in otherWindows.navigators {
        let key = ExplorationKey(navigator: other, gate: nil, offered: [], names: &names)
        text += "\n| " + String(key.hash, radix: 16)
        kinds.formUnion(key.kinds)
        flows.formUnion(key.flows)
      }
    }
    hash = Self.fnv1a(text)
    if let dialog = tree.presentations.last?.dialog {
      visible = "dialog \(dialog.id)"
    } else {
      visible = tree.visibleStack.routes.last.map { names.kind(of: $0) } ?? "(empty)"
    }
    self.kinds = kinds
    self.flows = flows
  }

  private static func describeFlows(
    _ flow: FlowCoordinator<Route>, depth: Int, into entries: inout [String],
    places: inout String, seen: inout Set<String>, names: inout Names
  ) {
    let name = names.name(of: flow)
    seen.insert(name)
    entries.append("\(depth)\(name)" + (flow.flowState == .kept ? keptMark : ""))
    // Where it runs, for the key only: a flow pushed and one that only presents show the same
    // tree and behave apart once their presentation goes; a restored flow may own its part
    // otherwise, as restoration knows only the tree.
    places += " \(flow.anchor)"
    if flow.presentsOnly { places += " presenting" }
    for child in flow.children + flow.keptChildren {
      describeFlows(
        child, depth: depth + 1, into: &entries, places: &places, seen: &seen, names: &names)
    }
  }

  /// Every route of `tree`, level by level.
  static func routes(of tree: NavigationTree<Route>) -> [Route] {
    (0...tree.topLevel).flatMap { level in
      ((try? tree.container(at: level))?.allStacks ?? []).flatMap(\.stack.routes)
    }
  }

  /// FNV-1a over the text's UTF-8: the same hash in every run, unlike `Hasher`.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
