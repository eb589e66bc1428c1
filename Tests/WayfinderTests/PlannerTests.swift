import Testing
import Wayfinder
import WayfinderTesting

@Suite struct PlannerTests {
  let library = StackPath(level: 0, section: "library")
  let home = StackPath(level: 0, section: "home")

  @Test func aSinglePushIsOneStep() throws {
    let old = NavigationTree<BookRoute>(.home, .library)
    var new = old
    try new.push(.bookDetail(id: 1))
    let plan = NavigationPlan(from: old, to: new)
    #expect(plan.steps == [.push([.bookDetail(id: 1)], onto: .root)])
  }

  @Test func popToRootIsOneStep() throws {
    let old = NavigationTree<BookRoute>(.home, .library, .bookDetail(id: 1), .settings)
    var new = old
    try new.popToRoot()
    #expect(NavigationPlan(from: old, to: new).steps == [.pop(toCount: 1, at: .root)])
  }

  @Test func aJumpDismissesTwoSheetsSwitchesTabAndPushesThreeScreens() throws {
    var old = try bookKittyTabs(selected: .home)
    old.present(.sheet(.addBookScan))
    old.present(.sheet(.askQuestion))
    var new = try bookKittyTabs(selected: .library)
    for id in 1...3 { try new.push(.bookDetail(id: id), onto: library) }

    let uiKit = NavigationPlan(from: old, to: new, capabilities: .uiKit)
    #expect(
      uiKit.steps == [
        .dismiss(toLevel: 0),
        .select("library", level: 0),
        .push([.bookDetail(id: 1), .bookDetail(id: 2), .bookDetail(id: 3)], onto: library),
      ])
    #expect(try old.applying(uiKit.steps) == new)

    let swiftUI = NavigationPlan(from: old, to: new, capabilities: .swiftUI)
    #expect(swiftUI.steps.first == .dismiss(toLevel: 1))
    #expect(swiftUI.steps.count == 4)
    #expect(try old.applying(swiftUI.steps) == new)

    let oneByOne = NavigationPlan(from: old, to: new, capabilities: .oneChangePerStep)
    #expect(oneByOne.steps.count == 6)
    #expect(try old.applying(oneByOne.steps) == new)
  }

  @Test func hiddenStacksChangeBeforeTheSelectionAndTheVisibleStackAfter() throws {
    let old = try bookKittyTabs(selected: .home)
    var new = try bookKittyTabs(selected: .library)
    try new.push(.bookDetail(id: 1), onto: home)
    try new.push(.bookDetail(id: 2), onto: library)
    #expect(
      NavigationPlan(from: old, to: new).steps == [
        .push([.bookDetail(id: 1)], onto: home),
        .select("library", level: 0),
        .push([.bookDetail(id: 2)], onto: library),
      ])
  }

  @Test func aChangedStackIsReplacedInOneStepOrPoppedAndPushed() throws {
    let old = NavigationTree<BookRoute>(.home, .library, .bookDetail(id: 1))
    let new = NavigationTree<BookRoute>(.home, .qna, .questionResult(id: 2))
    #expect(
      NavigationPlan(from: old, to: new).steps == [
        .setStack([.home, .qna, .questionResult(id: 2)], at: .root, keeping: 1)
      ])
    #expect(
      NavigationPlan(from: old, to: new, capabilities: .oneChangePerStep).steps == [
        .pop(toCount: 1, at: .root), .push([.qna], onto: .root),
        .push([.questionResult(id: 2)], onto: .root),
      ])
  }

  @Test func aNewRootIsOneReplacementAndPresentationsComeOneAtATime() throws {
    let old = NavigationTree<BookRoute>(.login)
    var new = try bookKittyTabs()
    new.present(.sheet(.addBookScan))
    new.present(.fullScreen(.settings))
    let plan = NavigationPlan(from: old, to: new)
    #expect(
      plan.steps == [
        .replaceRoot(new.root), .present(.sheet(.addBookScan)), .present(.fullScreen(.settings)),
      ])
  }

  @Test func aPresentationThatStaysChangesItsStackInPlace() throws {
    var old = NavigationTree<BookRoute>(.home)
    old.present(.sheet(.addBookScan))
    var new = NavigationTree<BookRoute>(.home)
    new.present(.sheet(.askQuestion))
    #expect(
      NavigationPlan(from: old, to: new).steps == [
        .setStack([.askQuestion], at: StackPath(level: 1), keeping: 0)
      ])
  }

  @Test func aPresentationOfAnotherStyleOrShapeIsDismissedAndPresentedAgain() throws {
    var old = NavigationTree<BookRoute>(.home)
    old.present(.sheet(.addBookScan))
    var new = NavigationTree<BookRoute>(.home)
    new.present(.fullScreen(.addBookScan))
    #expect(
      NavigationPlan(from: old, to: new).steps == [
        .dismiss(toLevel: 0), .present(.fullScreen(.addBookScan)),
      ])
  }

  @Test func changeMarksLimitTheComparisonToWhatChanged() throws {
    let old = NavigationTree<BookRoute>(root: .stack(Stack(Array(repeating: .home, count: 1_000))))
    var new = old
    try new.push(.settings)
    var changes = TreeChanges()
    changes.recordStack(.root, from: 1_000)
    #expect(
      NavigationPlan(from: old, to: new, changes: changes).steps == [
        .push([.settings], onto: .root)
      ])
    #expect(NavigationPlan(from: old, to: new, changes: TreeChanges()).isEmpty)
  }

  @Test(arguments: [HostCapabilities.uiKit, .swiftUI, .oneChangePerStep])
  func anyPlanReproducesItsTargetExactly(capabilities: HostCapabilities) throws {
    var random = SplitMix64(seed: 0xB00C)
    for _ in 0..<2_000 {
      let old = randomTree(&random)
      let new = randomTree(&random)
      let plan = NavigationPlan(from: old, to: new, capabilities: capabilities)
      #expect(try old.applying(plan.steps) == new, "\(old)\n→\n\(new)\nplan:\n\(plan)")
      if !capabilities.dismissesSeveralAtOnce {
        for step in plan.steps {
          if case .dismiss(let level) = step {
            #expect(level >= 0)
          }
        }
      }
    }
  }
}

/// A small deterministic generator, so every run walks the same random cases.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func randomRoutes(_ random: inout SplitMix64, upTo count: Int = 5) -> [BookRoute] {
  let pool: [BookRoute] = [
    .home, .qna, .library, .bookDetail(id: 1), .bookDetail(id: 2), .settings,
  ]
  return (0..<Int.random(in: 1...count, using: &random)).map { _ in
    pool.randomElement(using: &random)!
  }
}

func randomContainer(_ random: inout SplitMix64) -> Container<BookRoute> {
  switch Int.random(in: 0..<3, using: &random) {
  case 0:
    return .stack(Stack(randomRoutes(&random)))
  default:
    let ids: [TabID] = Bool.random(using: &random) ? ["a", "b"] : ["a", "b", "c"]
    let sections = try? Sections(
      ids.map { ($0, Stack(randomRoutes(&random))) }, selection: ids.randomElement(using: &random))
    guard let sections else { return .stack([.home]) }
    return Bool.random(using: &random) ? .tabs(sections) : .split(sections)
  }
}

func randomTree(_ random: inout SplitMix64) -> NavigationTree<BookRoute> {
  var tree = NavigationTree(root: randomContainer(&random))
  for _ in 0..<Int.random(in: 0...3, using: &random) {
    tree.present(
      Presentation(
        Bool.random(using: &random) ? .sheet : .fullScreen, randomContainer(&random)))
  }
  return tree
}
