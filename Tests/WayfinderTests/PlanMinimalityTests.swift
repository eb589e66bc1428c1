import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The planner's plans are legal, reach their target, and are never longer than the oracle's.
///
/// The oracle is a brute-force search for the fewest steps on small trees (up to 3 levels, 2
/// sections, 4 routes a stack). `Scripts/plan-minimality.sh` runs the property on 100,000
/// pairs.
@Suite struct PlanMinimalityTests {
  static let pairs = Int(ProcessInfo.processInfo.environment["PLAN_MINIMALITY_PAIRS"] ?? "") ?? 400

  @Test(arguments: [
    ("uiKit", HostCapabilities.uiKit), ("swiftUI", .swiftUI),
    ("oneChangePerStep", .oneChangePerStep),
  ])
  func plansAreLegalReachTheirTargetAndAreNeverLongerThanTheOracles(
    name: String, capabilities: HostCapabilities
  ) throws {
    let oracle = PlanOracle<BookRoute>(capabilities: capabilities)
    var random = SplitMix64(seed: 0x0AC1E + UInt64(name.utf8.count))
    var failures: [String] = []
    var lengths: [Int: Int] = [:]
    for pair in 0..<Self.pairs {
      let old = smallTree(&random)
      let new =
        Int.random(in: 0..<10, using: &random) < 7 ? mutated(old, &random) : smallTree(&random)
      let plan = NavigationPlan(from: old, to: new, capabilities: capabilities).steps
      lengths[plan.count, default: 0] += 1
      var tree = old
      for step in plan {
        guard oracle.allows(step, on: tree) else {
          failures.append("pair \(pair): \(step) breaks the host's rules\n\(old)\n→\n\(new)")
          break
        }
        do { try step.apply(to: &tree) } catch {
          failures.append("pair \(pair): \(step) does not apply: \(error)\n\(old)\n→\n\(new)")
          break
        }
      }
      if tree != new {
        failures.append("pair \(pair): the plan reaches\n\(tree)\ninstead of\n\(new)")
      }
      if !plan.isEmpty,
        let fewer = oracle.fewestSteps(from: old, to: new, limit: plan.count - 1)
      {
        failures.append(
          "pair \(pair): \(plan.count) steps where \(fewer) do\n\(old)\n→\n\(new)\nplan:\n"
            + plan.map(\.description).joined(separator: "\n"))
      }
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    #expect(lengths.keys.contains { $0 >= 4 }, "the pairs need plans of several steps: \(lengths)")
    print(
      "plan minimality (\(name)): \(Self.pairs) pairs, plan lengths \(lengths.sorted { $0.key < $1.key })"
    )
  }

  @Test func theOracleFindsAShorterPlanWhenThereIsOne() {
    // One route too many removed one at a time would take two steps; one removal of the run
    // does it, and the oracle sees it.
    let old = NavigationTree<BookRoute>(.home, .qna, .settings, .library)
    let new = NavigationTree<BookRoute>(.home, .library)
    let oracle = PlanOracle<BookRoute>(capabilities: .oneChangePerStep)
    #expect(oracle.fewestSteps(from: old, to: new, limit: 2) == 1)
    #expect(
      NavigationPlan(from: old, to: new, capabilities: .oneChangePerStep).steps == [
        .remove(indices: 1..<3, from: .root)
      ])
  }

  @Test func aRunIsRemovedAndTheRestPushedWhenThatIsShorterThanPoppingAndPushing() {
    let old = NavigationTree<BookRoute>(.home, .qna, .settings, .library)
    let new = NavigationTree<BookRoute>(.home, .library, .bookDetail(id: 1))
    #expect(
      NavigationPlan(from: old, to: new, capabilities: .oneChangePerStep).steps == [
        .remove(indices: 1..<3, from: .root), .push([.bookDetail(id: 1)], onto: .root),
      ])
  }

  @Test func aPresentationWithManyChangesIsPresentedAgainWhenThatIsShorter() throws {
    // Two stacks and the selection change: three steps in place, two to present it again.
    let tabs = { (routes: [BookRoute], selected: SectionID) throws -> Container<BookRoute> in
      .tabs(try Sections([("a", Stack(routes)), ("b", Stack(routes))], selection: selected))
    }
    var old = NavigationTree<BookRoute>(.home)
    old.present(Presentation(.sheet, try tabs([.qna], "a")))
    var new = NavigationTree<BookRoute>(.home)
    new.present(Presentation(.sheet, try tabs([.library], "b")))
    #expect(
      NavigationPlan(from: old, to: new).steps == [
        .dismiss(toLevel: 0), .present(Presentation(.sheet, try tabs([.library], "b"))),
      ])
  }
}

/// A tree of up to 3 levels, 2 sections a container and 4 routes a stack.
func smallTree(_ random: inout SplitMix64) -> NavigationTree<BookRoute> {
  var tree = NavigationTree(root: smallContainer(&random))
  for _ in 0..<Int.random(in: 0...2, using: &random) {
    let style = [PresentationStyle.sheet, .fullScreen, .pushed].randomElement(using: &random)!
    tree.present(Presentation(style, smallContainer(&random)))
  }
  return tree
}

func smallContainer(_ random: inout SplitMix64) -> Container<BookRoute> {
  guard Int.random(in: 0..<4, using: &random) == 0 else {
    return .stack(Stack(smallRoutes(&random)))
  }
  let ids: [SectionID] = Bool.random(using: &random) ? ["a", "b"] : ["a"]
  guard
    var sections = try? Sections(
      ids.map { ($0, Stack(smallRoutes(&random))) }, selection: ids.randomElement(using: &random))
  else { return .stack([.home]) }
  if Int.random(in: 0..<4, using: &random) == 0 {
    try? sections.setVisibility(
      SectionVisibility.allCases.randomElement(using: &random)!, of: "a")
  }
  return Bool.random(using: &random) ? .tabs(sections) : .split(sections)
}

func smallRoutes(_ random: inout SplitMix64) -> [BookRoute] {
  let pool: [BookRoute] = [.home, .qna, .library, .settings]
  return (0..<Int.random(in: 1...4, using: &random)).map { _ in
    pool.randomElement(using: &random)!
  }
}

/// `tree` after one to three random edits a user or a flow could make.
func mutated(_ tree: NavigationTree<BookRoute>, _ random: inout SplitMix64) -> NavigationTree<
  BookRoute
> {
  var tree = tree
  for _ in 0..<Int.random(in: 1...3, using: &random) {
    let path = tree.allStackPaths.randomElement(using: &random) ?? .root
    let count = (try? tree.stack(at: path).count) ?? 0
    switch Int.random(in: 0..<12, using: &random) {
    case 0 where count < 4:
      try? tree.push(smallRoutes(&random)[0], onto: path)
    case 1 where count > 1:
      _ = try? tree.pop(at: path)
    case 2 where count > 1:
      _ = try? tree.removeRoute(at: Int.random(in: 0..<count, using: &random), from: path)
    case 3:
      try? tree.setStack(Stack(smallRoutes(&random)), at: path)
    case 4 where tree.topLevel < 2:
      tree.present(Presentation(.sheet, smallContainer(&random)))
    case 5 where tree.topLevel > 0:
      try? tree.dismiss()
    case 6:
      if let sections = (try? tree.container(at: path.level))?.sections,
        let id = sections.ids.randomElement(using: &random)
      {
        try? tree.select(id, atLevel: path.level)
      }
    case 7:
      // A flow in a section starts or stops hiding the tab bar.
      if let sections = (try? tree.container(at: path.level))?.sections,
        let id = sections.ids.randomElement(using: &random)
      {
        try? tree.setSectionBarHidden(!sections.hidesBar(in: id), section: id, atLevel: path.level)
      }
    case 8:
      let index = Int.random(in: 0...2, using: &random)
      try? tree.insertSection(
        "c", Stack(smallRoutes(&random)), at: index,
        visibility: SectionVisibility.allCases.randomElement(using: &random)!,
        atLevel: path.level)
    case 9:
      if let id = (try? tree.container(at: path.level))?.sections?.ids.randomElement(
        using: &random)
      {
        try? tree.removeSection(id, atLevel: path.level)
      }
    case 10:
      if let id = path.section {
        try? tree.setVisibility(
          SectionVisibility.allCases.randomElement(using: &random)!, of: id, atLevel: path.level)
      }
    default:
      if (try? tree.container(at: path.level))?.sections != nil {
        try? tree.setLayout(Bool.random(using: &random) ? .tabs : .split, atLevel: path.level)
      }
    }
  }
  return tree
}
