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
    try new.changeStack { $0.popToRoot() }
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
      let old = randomTree(&random, route: randomBookRoute)
      let new = randomTree(&random, route: randomBookRoute)
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
