import Foundation
import Wayfinder

// Random walks past the depth bound, and the report an exploration ends with.
extension NavigationExplorer {
  func walkRandomly(from frontier: [Int32]) async {
    guard !frontier.isEmpty else { return }
    var random = SplitMix64(seed: options.seed)
    for _ in 0..<options.randomWalks {
      guard !isFull else { return }
      let start = frontier[Int(random.next() % UInt64(frontier.count))]
      guard let session = await reach(start) else { continue }
      var state = start
      for _ in 0..<options.randomWalkLength {
        let choices = candidates(in: session)
        guard !choices.isEmpty else { break }
        let move = choices[Int(random.next() % UInt64(choices.count))]
        guard let (target, isNew) = await take(move, from: state, in: session) else { continue }
        // A new state's checks may leave it (its link, a relaunch): the walk ends there.
        if isNew { break }
        state = target
      }
      await session.close()
    }
  }

  func report(since started: ContinuousClock.Instant) -> ExplorationReport {
    let elapsed = ContinuousClock.now - started
    let declaredRoutes = model.graph?.routes.map(\.name) ?? []
    let declaredFlows = model.graph?.flows ?? []
    return ExplorationReport(
      states: hashes.count, transitions: transitions,
      depth: Int(depths.max() ?? 0), maxDepth: options.maxDepth, cutBy: cutBy,
      checked: checked, violations: violations,
      unlisted: violationCounts.filter { $0.value > max(1, options.violationsPerProperty) }
        .mapValues { $0 - max(1, options.violationsPerProperty) },
      coverage: ExplorationReport.Coverage(
        routes: reachedKinds.sorted(),
        missingRoutes: declaredRoutes.filter { !reachedKinds.contains($0) }.sorted(),
        flows: reachedFlows.sorted(),
        missingFlows: declaredFlows.filter { !reachedFlows.contains($0) }.sorted()),
      nodes: hashes.indices.map { index in
        ExplorationReport.Node(
          id: String(hashes[index], radix: 16), visible: visibleNames[Int(visibles[index])],
          depth: Int(depths[index]), reachedByDeclaredStarts: reachedByDeclaredStarts[index])
      },
      edges: edges.map {
        ExplorationReport.Edge(from: Int($0.from), to: Int($0.to), move: moves[Int($0.move)])
      },
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18)
  }
}
