import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@MainActor
extension PresentationStyleTests {
  /// A dispute flow on a sheet that keeps when dismissed.
  final class KeepingDispute: Coordinator<BookRoute, Void> {
    var lost: [String] = []
    override var keepsWhenDismissed: Bool { true }
    override func start() throws { try push(.questionResult(id: 1)) }
    override func didLoseDialog(_ dialog: Dialog) throws { lost.append(dialog.id) }
  }

  /// The presenter of a covered dialog is kept (its sheet dismissed by code while the lock is
  /// up): the dialog is lost to it, and it hears so.
  @Test func aKeptFlowsCoveredDialogIsNotDroppedSilently() throws {
    let harness = Harness()
    let dispute = KeepingDispute()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    try harness.app.present(.fullScreen(.login))
    try harness.app.dismiss(toLevel: 0)  // the lock and the dispute's sheet go; it is kept
    #expect(harness.navigator.keptFlows.contains { $0 === dispute })
    try harness.app.presentAgain(dispute)
    #expect(dispute.lost == ["removeBook"])
    #expect(harness.navigator.tree.presentations.last?.dialog == nil)
  }

  /// A dialog comes back as a transaction ends: a sheet the lock's outcome presents keeps it
  /// covered, as the same two changes in one transaction do.
  @Test func aDialogUncoveredAsALockFinishesIsPlacedAsInATransaction() throws {
    func run(viaOutcome: Bool) throws -> (top: PresentationStyle?, covered: [String]) {
      let harness = Harness()
      let dispute = DisputeFlow()
      try harness.app.start(dispute, .present(.sheet))
      try dispute.present(.alert(Self.removeBook))
      let lock = TestFlow<Void>("Lock", routes: [.login])
      let app = harness.app
      try app.start(lock, .present(.fullScreen)) { _ in
        if viaOutcome { try app.present(.sheet(.settings)) }
      }
      if viaOutcome {
        lock.finish(with: ())
      } else {
        try harness.navigator.transaction {
          lock.finish(with: ())
          try app.present(.sheet(.settings))
        }
      }
      return (harness.navigator.tree.presentations.last?.style, harness.navigator.coveredDialogIDs)
    }
    let inTransaction = try run(viaOutcome: false)
    let viaOutcome = try run(viaOutcome: true)
    #expect(inTransaction.top == .sheet)
    #expect(viaOutcome.top == inTransaction.top)
    #expect(viaOutcome.covered == inTransaction.covered)
  }

  /// A dialog covered by an over-current-context presentation does not come back over
  /// another tab once the user leaves the tab (which closes the cover): it is lost.
  @Test func aCoveredDialogDoesNotComeBackOverAnotherTab() throws {
    let harness = Harness(try bookKittyTabs())
    let transfer = TestFlow<Void>("Transfer", routes: [.library])
    try harness.app.start(transfer, .push)
    try transfer.present(.alert(Self.removeBook))
    try harness.app.present(Presentation(.overCurrentContext, .stack([.settings])))
    #expect(harness.navigator.coveredDialogIDs == ["removeBook"])
    try harness.host.tapTab("qna")
    let selection = try harness.navigator.tree.container(at: 0).sections?.selection
    #expect(selection == "qna")
    // The transfer's question must not show over the Q&A tab.
    #expect(harness.navigator.tree.presentations.last?.dialog == nil)
  }
}

@MainActor
extension PresentationStyleTests {
  /// In a step-by-step host, a covering sheet swiped down or dismissed by code: the dialog
  /// comes back and the host stays in step.
  @Test func probeStepByStepUncover() throws {
    let harness = Harness(mode: .stepByStep)
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    harness.host.completeAllSteps()
    try dispute.present(.alert(Self.removeBook))
    // The cover comes while the alert's step is still under way.
    try harness.app.present(.sheet(.settings))
    harness.host.completeAllSteps()
    harness.host.expectInSync()
    try harness.host.swipeDownSheet()
    harness.host.completeAllSteps()
    harness.host.expectInSync()
    #expect(harness.navigator.tree.presentations.last?.dialog?.id == "removeBook")
    // Cover and uncover by code with steps pending in between.
    try harness.app.present(.fullScreen(.login))
    try harness.app.dismiss(toLevel: 1)
    try harness.app.present(.fullScreen(.login))
    harness.host.completeAllSteps()
    harness.host.expectInSync()
    try harness.app.dismiss(toLevel: 1)
    harness.host.completeAllSteps()
    harness.host.expectInSync()
    try harness.host.choose("remove")
    harness.host.completeAllSteps()
    #expect(dispute.choices == ["remove"])
    #expect(dispute.lost.isEmpty)
  }

  /// A flow that goes on from its own alert with its own sheet has moved on: its dismiss()
  /// leaves nothing above its level.
  @Test func aFlowsOwnDismissLeavesNothingAboveItsLevel() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    try dispute.present(.sheet(.settings))  // the flow goes on with a sheet instead
    try dispute.dismiss()
    #expect(harness.navigator.tree.topLevel == 1)
  }

  /// The presenter's own dismiss() closes what is above its level, its covered dialog too.
  @Test func aFlowsOwnDismissLosesItsCoveredDialog() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    try harness.app.present(.fullScreen(.login))
    try dispute.dismiss()
    #expect(harness.navigator.tree.topLevel == 1)
    #expect(dispute.lost == ["removeBook"])
    #expect(harness.navigator.coveredDialogIDs.isEmpty)
  }

  /// A flow that changes what it shows while its dialog is covered has moved on from it: the
  /// question does not come back over other screens.
  @Test func aFlowThatMovesOnWhileCoveredLosesItsDialog() throws {
    let harness = Harness()
    let dispute = DisputeFlow()
    try harness.app.start(dispute, .present(.sheet))
    try dispute.present(.alert(Self.removeBook))
    try harness.app.present(.fullScreen(.login))
    try dispute.behindPresentations { try dispute.push(.settings) }
    #expect(dispute.lost == ["removeBook"])
    try harness.app.dismiss(toLevel: 1)
    #expect(harness.navigator.tree.presentations.last?.dialog == nil)
    #expect(harness.navigator.tree.visibleRoute == .settings)
  }
}
