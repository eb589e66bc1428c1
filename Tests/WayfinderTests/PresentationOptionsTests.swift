import Foundation
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Presentations as UIKit apps configure them (issue 29, item 1): form sheets, detents with the
/// user's drag reported, popover anchors with their compact fallback, custom transitions by
/// name — in the tree, planned, restorable, checked.
@MainActor
@Suite struct PresentationOptionsTests {
  let menu = SheetDetents([.medium, .large], selected: .medium, showsGrabber: true)

  @Test func aSheetWithDetentsCarriesThemToTheHostAndTheDump() throws {
    let harness = Harness()
    try harness.app.present(.sheet(.settings, detents: menu))
    let presented = Presentation<BookRoute>(
      .sheet, .stack([.settings]), options: PresentationOptions(detents: menu))
    harness.host.expectSteps([.present(presented)])
    harness.host.expectTree(
      "stack\n  home\n  sheet (detents medium, large at medium, grabber): stack\n    settings")
  }

  @Test func theUsersDragIsReportedAndSentNoStepBack() throws {
    let harness = Harness()
    let recent = harness.navigator.journal.keepRecent(10)
    try harness.app.present(.sheet(.settings, detents: menu))
    _ = harness.host.takeSteps()
    try harness.host.dragSheet(to: .large)
    #expect(harness.navigator.tree.presentations[0].options.detents?.selected == .large)
    harness.host.expectSteps([])
    harness.host.expectInSync()
    #expect(recent.events.last?.cause == .detentChange)
    #expect(throws: TestHostError.noSuchDetent(.fraction(0.3), level: 1)) {
      try harness.host.dragSheet(to: .fraction(0.3))
    }
  }

  @Test func codeRestsTheSheetAtAnotherDetentInPlace() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Menu", routes: [.settings])
    try harness.app.start(flow, .present(.sheet, options: PresentationOptions(detents: menu)))
    _ = harness.host.takeSteps()
    var options = harness.navigator.tree.presentations[0].options
    options.detents?.selected = .large
    try flow.setPresentationOptions(options)
    harness.host.expectSteps([.setPresentationOptions(options, level: 1)])
    // The presenter of a route sheet may too; another flow may not.
    try harness.app.present(.sheet(.login, detents: menu))
    options.detents?.selected = .medium
    try harness.app.setPresentationOptions(options, atLevel: 2)
    // The parent of a presented flow may rest the flow's sheet.
    options.detents?.selected = .large
    try harness.app.setPresentationOptions(options, atLevel: 1)
    #expect(harness.navigator.tree.presentations[0].options.detents?.selected == .large)
    let stranger = TestFlow<Void>("Stranger", routes: [.qna])
    try harness.app.start(stranger, .present(.fullScreen))
    #expect {
      try stranger.setPresentationOptions(options, atLevel: 2)
    } throws: { error in
      guard case NavigationError.notOwned = error else { return false }
      return true
    }
    harness.host.expectInSync()
  }

  @Test(arguments: [
    (PresentationStyle.fullScreen, PresentationOptions(detents: SheetDetents([.large]))),
    (.sheet, PresentationOptions(anchor: PopoverAnchor(.named("x")))),
    (.sheet, PresentationOptions(preferredSize: PresentationSize(width: 300, height: 300))),
    (.sheet, PresentationOptions(detents: SheetDetents([]))),
    (.sheet, PresentationOptions(detents: SheetDetents([.medium], selected: .large))),
    (.sheet, PresentationOptions(detents: SheetDetents([.medium, .medium]))),
    (.sheet, PresentationOptions(detents: SheetDetents([.height(-3)]))),
    (.formSheet, PresentationOptions(detents: SheetDetents([.fraction(1.5)]))),
    (.popover, PresentationOptions(anchor: PopoverAnchor(.named(""), arrows: [.up]))),
    (.popover, PresentationOptions(anchor: PopoverAnchor(.named("x"), arrows: []))),
    (.popover, PresentationOptions(preferredSize: PresentationSize(width: 0, height: 10))),
    (
      .popover,
      PresentationOptions(
        detents: SheetDetents([.medium]),
        anchor: PopoverAnchor(.named("x"), compactFallback: .fullScreen))
    ),
    (
      .popover,
      PresentationOptions(
        detents: SheetDetents([.medium]),
        anchor: PopoverAnchor(.named("x"), compactFallback: .popover))
    ),
  ])
  func optionsAStyleCannotShowAreRefusedAndNothingChanges(
    style: PresentationStyle, options: PresentationOptions
  ) throws {
    let harness = Harness()
    let before = harness.navigator.tree
    #expect {
      try harness.app.present(Presentation(style, .stack([.settings]), options: options))
    } throws: { error in
      guard case NavigationError.placementNotAllowed = error else { return false }
      return true
    }
    #expect {
      try harness.app.start(
        TestFlow<Void>("Flow", routes: [.settings]), .present(style, options: options))
    } throws: { error in
      guard case NavigationError.placementNotAllowed = error else { return false }
      return true
    }
    #expect(harness.navigator.tree == before)
  }

  @Test func aFormSheetAndAPopoverTakeAPreferredSizeAndAnAnchor() throws {
    let harness = Harness()
    try harness.app.present(
      .formSheet(.settings, preferredSize: PresentationSize(width: 540, height: 620)))
    try harness.app.present(
      .popover(
        .login, anchor: PopoverAnchor(.named("shield"), arrows: [.up], compactFallback: .popover),
        preferredSize: PresentationSize(width: 480, height: 540)))
    harness.host.expectTree(
      """
      stack
        home
        formSheet (size 540×620): stack
          settings
          popover (anchor shield ↑, compact popover; size 480×540): stack
            login
      """)
    // A popover's anchor is read when it is presented: another anchor presents it anew; a
    // new size changes it in place.
    _ = harness.host.takeSteps()
    var tree = harness.navigator.tree
    tree.presentations[1].options.preferredSize = PresentationSize(width: 320, height: 200)
    harness.navigator.setTree(tree)
    harness.host.expectSteps([.setPresentationOptions(tree.presentations[1].options, level: 2)])
    tree.presentations[1].options.anchor = PopoverAnchor(.rect(x: 10, y: 20, width: 30, height: 40))
    harness.navigator.setTree(tree)
    harness.host.expectSteps([.dismiss(toLevel: 1), .present(tree.presentations[1])])
    harness.host.expectInSync()
  }

  @Test func aPopoversDetentsAreThoseOfTheSheetItBecomesOnACompactWindow() throws {
    let harness = Harness()
    try harness.host.changeSizeClass(to: .regular)
    try harness.app.present(
      .popover(
        .settings, anchor: PopoverAnchor(.named("layers")),
        detents: SheetDetents([.medium, .large], selected: .medium)))
    harness.host.expectTree(
      """
      stack
        home
        popover (detents medium, large at medium; anchor layers, compact sheet): stack
          settings
      """)
    // On an iPad it is a popover: nothing to drag.
    #expect(throws: TestHostError.notASheet(level: 1)) { try harness.host.dragSheet(to: .large) }
    // Narrowed, the same presentation is a sheet resting at its detent, which the user drags.
    try harness.host.changeSizeClass(to: .compact)
    #expect(harness.navigator.tree.presentations[0].style(in: .compact) == .sheet)
    try harness.host.dragSheet(to: .large)
    #expect(harness.navigator.tree.presentations[0].options.detents?.selected == .large)
    let restoration = Restoration<BookRoute>(version: 1)
    #expect(
      try restoration.tree(from: restoration.snapshot(of: harness.navigator.tree))
        == harness.navigator.tree)
    harness.host.expectInSync()
  }

  @Test func optionsSurviveASnapshotAndOldSnapshotsReadAsBefore() throws {
    var tree = NavigationTree<BookRoute>(.home)
    tree.present(.sheet(.settings, detents: menu))
    tree.present(
      .popover(.login, anchor: PopoverAnchor(.rect(x: 1, y: 2, width: 3, height: 4))))
    tree.present(.fullScreen(.qna, transition: .custom("tabTray")))
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: tree)
    #expect(try restoration.tree(from: data) == tree)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""transition":"custom:tabTray""#))
    #expect(text.contains(#""selected":"medium""#))
    // Options a style cannot show, written by hand into a snapshot, are refused.
    let tampered = text.replacingOccurrences(
      of: #""selected":"medium""#, with: #""selected":"height:-1""#)
    #expect(tampered != text)
    #expect(throws: RestorationError.self) { try restoration.tree(from: Data(tampered.utf8)) }
  }

  @Test func aDetentAndATransitionReadBackFromTheirText() {
    for detent in [SheetDetent.medium, .large, .height(300), .height(212.5), .fraction(0.4)] {
      #expect(SheetDetent(rawValue: detent.rawValue) == detent)
    }
    #expect(SheetDetent.height(300).rawValue == "height:300")
    #expect(SheetDetent(rawValue: "height:") == nil)
    #expect(SheetDetent(rawValue: "tall") == nil)
    for transition in PresentationTransition.system + [.custom("tabTray")] {
      #expect(PresentationTransition(rawValue: transition.rawValue) == transition)
    }
    #expect(PresentationTransition(rawValue: "custom:") == .custom(""))
    #expect(PresentationTransition(rawValue: "zoom") == nil)
  }

  @Test func aFlowsPlacementWithOptionsSurvivesCodable() throws {
    let placement = FlowPlacement.present(
      .formSheet, transition: .custom("zoom"),
      options: PresentationOptions(preferredSize: PresentationSize(width: 400, height: 300)))
    let data = try JSONEncoder().encode(placement)
    #expect(try JSONDecoder().decode(FlowPlacement.self, from: data) == placement)
    // Without options it is written as before.
    #expect(
      String(decoding: try JSONEncoder().encode(FlowPlacement.present(.sheet)), as: UTF8.self)
        == #"{"present":{"_0":"sheet"}}"#)
  }

  @Test func aSwiftUIHostReportsTheDetentItsBindingSets() throws {
    let navigator = Navigator(root: AppFlow(), tree: try bookKittyTabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let driver = DeclarativeDriver()
    let host = driver.attachedHost(to: navigator)
    let recent = navigator.journal.keepRecent(10)
    navigator.start()
    try navigator.rootFlow.present(.sheet(.settings, detents: menu))
    try navigator.rootFlow.present(.popover(.login, anchor: PopoverAnchor(.named("shield"))))
    #expect(driver.model.levels.map(\.slot) == [nil, .sheet, .popover])
    #expect(driver.model.levels[1].options.detents == menu)
    try navigator.rootFlow.dismiss(toLevel: 1)
    driver.model.userSelectedDetent(.large, level: 1)
    driver.runLater()
    #expect(navigator.tree.presentations[0].options.detents?.selected == .large)
    // The same detent again, or one the sheet lacks, is not reported.
    driver.model.userSelectedDetent(.large, level: 1)
    driver.model.userSelectedDetent(.fraction(0.2), level: 1)
    driver.runLater()
    #expect(recent.events.filter { $0.cause == .detentChange }.count == 1)
    #expect(host.mismatches.isEmpty)
  }

  @Test func aLinkTreeWithOptionsItsStyleCannotShowIsAppliedWithoutThem() throws {
    let harness = Harness()
    var tree = harness.navigator.tree
    tree.present(
      Presentation(
        .fullScreen, .stack([.settings]),
        options: PresentationOptions(detents: SheetDetents([.medium]))))
    harness.navigator.setTree(tree)
    #expect(harness.navigator.tree.presentations[0].options.isEmpty)
    let restoration = Restoration<BookRoute>(version: 1)
    let data = try restoration.snapshot(of: harness.navigator.tree)
    #expect(try restoration.tree(from: data) == harness.navigator.tree)
  }

  @Test func aDragTheNavigatorIsAheadOfChangesNothingThere() throws {
    let harness = Harness(mode: .stepByStep)
    try harness.app.present(.sheet(.settings, detents: menu))
    harness.host.completeAllSteps()
    // Code dismisses the sheet; the host has not yet, and the user drags it meanwhile.
    try harness.app.dismiss()
    let before = harness.navigator.tree
    try harness.navigator.receive(.detentChanged(.large, level: 1))
    #expect(harness.navigator.tree == before)
    harness.host.completeAllSteps()
    harness.host.expectInSync()
  }
}
