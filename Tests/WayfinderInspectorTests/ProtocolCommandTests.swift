import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderInspector

@MainActor
@Suite struct ProtocolCommandTests {
  nonisolated static let refused: [(command: String, code: String)] = [
    ("not json", "malformed"),
    ("[1, 2]", "malformed"),
    (#"{"id":"1","type":"state"}"#, "unsupportedVersion"),
    (#"{"version":2,"id":"1","type":"state"}"#, "unsupportedVersion"),
    (#"{"version":"1","id":"1","type":"state"}"#, "invalidField"),
    (#"{"version":1,"type":"state"}"#, "missingField"),
    (#"{"version":1,"id":7,"type":"state"}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"reboot"}"#, "unknownCommand"),
    (#"{"version":1,"id":"1","type":"jump"}"#, "missingField"),
    (#"{"version":1,"id":"1","type":"jump","sequence":"2"}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"jump","sequence":0}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"jump","sequence":1.5}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"jump","sequence":2,"force":true}"#, "unexpectedField"),
    (#"{"version":1,"id":"1","type":"open","link":["x"]}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"user","event":"fly"}"#, "invalidField"),
    (#"{"version":1,"id":"1","type":"user","event":"back","tab":"home"}"#, "unexpectedField"),
    (#"{"version":1,"id":"1","type":"user","event":"selectTab"}"#, "missingField"),
    (#"{"version":1,"id":"1","id":"2","type":"state"}"#, "malformed"),
    (#"{"version":1,"id":"1","type":"state"} {}"#, "malformed"),
  ]

  @Test(arguments: refused)
  func aTamperedCommandGetsATypedErrorAndChangesNothing(command: String, code: String)
    async throws
  {
    let shop = Shop()
    try shop.openDetail(1)
    let tree = shop.navigator.tree
    let count = shop.model.history.count
    let answer = try await reply(shop.model, command)
    #expect(answer["type"] as? String == "reply")
    #expect(answer["version"] as? Int == 1)
    #expect(errorCode(answer) == code)
    #expect(answer["result"] == nil)
    #expect(shop.navigator.tree == tree)
    #expect(shop.model.history.count == count)
    // The server closes the connection after this reply.
    #expect(InspectorProtocol.refusesTamperedMessage(await shop.model.reply(to: command)))
  }

  @Test func aCommandTheAppCannotCarryOutKeepsTheConnection() async throws {
    let shop = Shop()
    let notKept = await shop.model.reply(to: #"{"version":1,"id":"1","type":"jump","sequence":99}"#)
    #expect(notKept.contains("pointNotKept"))
    #expect(!InspectorProtocol.refusesTamperedMessage(notKept))
    let state = await shop.model.reply(to: #"{"version":1,"id":"2","type":"state"}"#)
    #expect(!InspectorProtocol.refusesTamperedMessage(state))
  }

  @Test func anOversizedCommandIsRefusedUnread() async throws {
    let shop = Shop()
    let padding = String(repeating: "a", count: InspectorProtocol.maxCommandBytes)
    let command = #"{"version":1,"id":"big","type":"open","link":""# + padding + #""}"#
    let answer = try await reply(shop.model, command)
    #expect(errorCode(answer) == "tooLarge")
    // Unread: not even its id is taken from it.
    #expect(answer["id"] is NSNull)
    #expect(InspectorProtocol.refusesTamperedMessage(await shop.model.reply(to: command)))
  }

  @Test func aCommandJustUnderTheLimitIsRead() async throws {
    let shop = Shop()
    let head = #"{"version":1,"id":"1","type":"open","link":""#
    let padding = String(
      repeating: "a", count: InspectorProtocol.maxCommandBytes - head.utf8.count - 2)
    let answer = try await reply(shop.model, head + padding + #""}"#)
    // Read, and refused for what it asks: this app gave the inspector no way to open links.
    #expect(errorCode(answer) == "linksUnavailable")
    #expect(answer["id"] as? String == "1")
  }

  @Test func theReplyNamesTheCommandItAnswers() async throws {
    let shop = Shop()
    let answer = try await reply(
      shop.model, #"{"version":1,"id":"x-7","type":"jump","sequence":999}"#)
    #expect(answer["id"] as? String == "x-7")
    #expect(errorCode(answer) == "pointNotKept")
  }

  @Test func errorMessagesEscapeWhatTheViewerSent() async throws {
    let shop = Shop()
    let answer = try await reply(
      shop.model, #"{"version":1,"id":"1","type":"user","event":"selectTab","tab":"\u001b[2J"}"#)
    let message = try #require((answer["error"] as? [String: Any])?["message"] as? String)
    #expect(!message.contains("\u{1B}"))
    #expect(message.contains("home, library"))
  }

  @Test func userCommandsGoBackDismissAndSelectATabAsTheHostWould() async throws {
    let shop = Shop()
    try shop.openDetail(1)
    try shop.presentSheet(2)
    let dismissed = try await reply(
      shop.model, #"{"version":1,"id":"1","type":"user","event":"dismiss"}"#)
    #expect(errorCode(dismissed) == nil)
    #expect(shop.navigator.tree.topLevel == 0)
    #expect(shop.host.shown == shop.navigator.tree)
    #expect(shop.model.history.events.last?.cause == .swipeDismiss)
    #expect(shop.model.history.events.last?.finished.first?.cause == .userDismissed)

    let back = try await reply(shop.model, #"{"version":1,"id":"2","type":"user","event":"back"}"#)
    #expect(errorCode(back) == nil)
    #expect(shop.navigator.tree.visibleStack.routes == [.home])
    #expect(shop.host.shown == shop.navigator.tree)
    #expect(shop.model.history.events.last?.cause == .userBack)

    let again = try await reply(shop.model, #"{"version":1,"id":"3","type":"user","event":"back"}"#)
    #expect(errorCode(again) == "userEventRefused")

    let tab = try await reply(
      shop.model, #"{"version":1,"id":"4","type":"user","event":"selectTab","tab":"library"}"#)
    #expect(errorCode(tab) == nil)
    #expect(shop.navigator.tree.visibleStack.routes == [.library])
    #expect(shop.host.shown == shop.navigator.tree)
    #expect(shop.model.history.events.last?.cause == .tabSelection)
  }

  @Test func openGoesThroughTheAppsOpener() async throws {
    var options = Shop.options()
    options.openLink = { link in
      link == "shop://ok" ? .applied : .failed(.noMatchingPattern(link))
    }
    let shop = Shop(options: options)
    let applied = try await reply(
      shop.model, #"{"version":1,"id":"1","type":"open","link":"shop://ok"}"#)
    #expect((applied["result"] as? [String: Any])?["outcome"] as? String == "applied")
    let failed = try await reply(
      shop.model, #"{"version":1,"id":"2","type":"open","link":"shop://no"}"#)
    #expect(errorCode(failed) == "linkNotApplied")
  }

  /// A flow's refusal is read when the viewer acts, as the terminal and test hosts read it
  /// before a gesture: the user may have typed into the sheet since the main actor last turned.
  @Test func aDismissFromTheViewerReadsWhetherTheFlowRefusesItNow() async throws {
    let shop = Shop()
    let flow = DraftSheetFlow()
    try shop.navigator.rootFlow.start(flow, .present(.sheet))
    flow.hasDraft = true

    let answer = try await reply(
      shop.model, #"{"version":1,"id":"d","type":"user","event":"dismiss"}"#)

    #expect(errorCode(answer) == nil, "\(answer)")
    #expect(shop.navigator.tree.topLevel == 1, "the sheet stays")
    #expect(flow.attempts == 1, "the flow heard the attempt")
  }
}

/// A sheet that refuses the user's dismissal while it holds a draft.
@MainActor
final class DraftSheetFlow: Coordinator<ShopRoute, Int> {
  var hasDraft = false
  private(set) var attempts = 0

  override var refusesUserDismissal: Bool { hasDraft }

  override func start() throws {
    try push(.sheet(9))
  }

  override func didRefuseUserDismissal() throws {
    attempts += 1
  }
}
