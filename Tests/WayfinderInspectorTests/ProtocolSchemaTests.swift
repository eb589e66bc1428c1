import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderInspector

/// Pins the JSON of every message and command kind, so that the protocol cannot drift without
/// a test (and the DocC article's examples) changing with it.
@MainActor
@Suite struct ProtocolSchemaTests {
  /// A root flow that shows what it is given.
  final class PlainFlow: FlowCoordinator<ShopRoute> {}

  /// An app on one stack showing Home, started, with a host that completes steps when told.
  @MainActor struct Plain {
    let navigator = Navigator(root: PlainFlow(), tree: NavigationTree(.home))
    let host = TestHost<ShopRoute>(mode: .stepByStep)
    let model: InspectorModel<ShopRoute>

    init() {
      var options = InspectorOptions<ShopRoute>(restoration: Restoration(version: 1))
      options.redact = { route in
        if case .account = route { return .account(email: "redacted") }
        return route
      }
      model = InspectorModel(navigator: navigator, options: options)
      host.attach(to: navigator)
      navigator.start()
      host.completeAllSteps()
    }
  }

  // swift-format-ignore
  static let golden: [String: String] = [
    "event": #"{"dropped":0,"event":{"cause":{"kind":"code","text":"code"},"finished":[],"issues":[],"sequence":1,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}},{"account":{"email":"redacted"}}]}}}},"flows":[{"anchor":{"kind":"app","level":0,"text":"app"},"id":0,"name":"PlainFlow","path":"PlainFlow","screens":[{"index":0,"level":0,"route":{"home":{}}},{"index":1,"level":0,"route":{"account":{"email":"redacted"}}}]}],"type":"event","version":1}"#,
    "hello": #"{"dropped":0,"state":{"flows":[{"anchor":{"kind":"app","level":0,"text":"app"},"id":0,"name":"PlainFlow","path":"PlainFlow","screens":[{"index":0,"level":0,"route":{"home":{}}}]}],"history":[],"historyLimit":10000,"issues":[],"leaks":[],"plan":{"steps":[]},"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}}},"type":"hello","version":1}"#,
    "leak": #"{"dropped":0,"leaks":[{"kind":"coordinator","label":"PlainFlow › DetailFlow at root from index 1"}],"type":"leak","version":1}"#,
    "plan-done": #"{"dropped":0,"plan":{"steps":[{"state":"done","step":{"push":{"_0":[{"account":{"email":"redacted"}}],"onto":{"level":0}}},"text":"push [account(email: \"redacted\")] onto root"}]},"type":"plan","version":1}"#,
    "plan-performing": #"{"dropped":0,"plan":{"steps":[{"state":"performing","step":{"push":{"_0":[{"account":{"email":"redacted"}}],"onto":{"level":0}}},"text":"push [account(email: \"redacted\")] onto root"}]},"type":"plan","version":1}"#,
    "reply-error": #"{"error":{"code":"invalidField","message":"The member \"sequence\" must be a journal point's number, 1 or more."},"id":"6","type":"reply","version":1}"#,
    "reply-export": #"{"id":"5","result":{"bundle":{"flows":[{"anchor":{"app":{}},"name":"PlainFlow","path":"PlainFlow","routes":[{"home":{}}]}],"format":2,"journal":[{"cause":{"code":{}},"finished":[],"issues":[],"sequence":1,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}},{"detail":{"_0":1}}]}}}},{"cause":{"restoration":{}},"finished":[],"issues":[],"sequence":2,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}},{"detail":{"_0":1}}]}}}},{"cause":{"userBack":{}},"finished":[],"issues":[],"sequence":3,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}}}],"snapshot":{"format":2,"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}},"version":1}}},"type":"reply","version":1}"#,
    "reply-jump": #"{"id":"1","result":{"sequence":1},"type":"reply","version":1}"#,
    "reply-open": #"{"error":{"code":"linksUnavailable","message":"The app opens no links from the inspector; give InspectorOptions.openLink a gate's open(_:)."},"id":"3","type":"reply","version":1}"#,
    "reply-state": #"{"id":"4","result":{"state":{"flows":[{"anchor":{"kind":"app","level":0,"text":"app"},"id":0,"name":"PlainFlow","path":"PlainFlow","screens":[{"index":0,"level":0,"route":{"home":{}}}]}],"history":[{"cause":{"kind":"code","text":"code"},"finished":[],"issues":[],"sequence":1,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}},{"detail":{"_0":1}}]}}}},{"cause":{"kind":"restoration","text":"restoration"},"finished":[],"issues":[],"sequence":2,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}},{"detail":{"_0":1}}]}}}},{"cause":{"kind":"userBack","text":"user back"},"finished":[],"issues":[],"sequence":3,"started":[],"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}}}],"historyLimit":10000,"issues":[],"leaks":[],"plan":{"steps":[]},"tree":{"presentations":[],"root":{"stack":{"_0":[{"home":{}}]}}}}},"type":"reply","version":1}"#,
    "reply-user": #"{"id":"2","result":{"event":"popped(toCount: 1, at: root)"},"type":"reply","version":1}"#,
  ]

  func pin(_ kind: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text == Self.golden[kind], "\(kind)", sourceLocation: sourceLocation)
  }

  @Test func helloEventAndPlanMessages() async throws {
    let app = Plain()
    let feed = app.model.subscribe(capacity: 16)
    try app.navigator.rootFlow.push(.account(email: "kitty@example.com"))
    app.host.completeAllSteps()
    var texts: [String] = []
    for await text in feed {
      texts.append(text)
      if texts.count == 4 { break }
    }
    pin("hello", texts[0])
    pin("event", texts[1])
    pin("plan-performing", texts[2])
    pin("plan-done", texts[3])
  }

  @Test func leakMessage() async throws {
    let app = Plain()
    app.navigator.leakWarningDelay = .zero
    let feed = app.model.subscribe(capacity: 16)
    let kept = DetailFlow(3)
    try app.navigator.rootFlow.start(kept, .push)
    app.host.completeAllSteps()
    kept.finish(with: 0)
    app.host.completeAllSteps()
    for await text in feed where text.contains(#""type":"leak""#) {
      pin("leak", text)
      break
    }
    _ = kept
  }

  @Test func replies() async throws {
    let app = Plain()
    try app.navigator.rootFlow.push(.detail(1))
    app.host.completeAllSteps()
    pin(
      "reply-jump", await app.model.reply(to: #"{"version":1,"id":"1","type":"jump","sequence":1}"#)
    )
    app.host.completeAllSteps()
    pin(
      "reply-user",
      await app.model.reply(to: #"{"version":1,"id":"2","type":"user","event":"back"}"#))
    app.host.completeAllSteps()
    pin(
      "reply-open",
      await app.model.reply(to: #"{"version":1,"id":"3","type":"open","link":"shop://x"}"#))
    pin("reply-state", await app.model.reply(to: #"{"version":1,"id":"4","type":"state"}"#))
    pin("reply-export", await app.model.reply(to: #"{"version":1,"id":"5","type":"export"}"#))
    pin(
      "reply-error",
      await app.model.reply(to: #"{"version":1,"id":"6","type":"jump","sequence":"1"}"#))
  }

  nonisolated static let commands: [(text: String, kind: InspectorCommand.Kind)] = [
    (#"{"id":"1","sequence":12,"type":"jump","version":1}"#, .jump(sequence: 12)),
    (
      #"{"id":"2","link":"shop://library/books/42","type":"open","version":1}"#,
      .open(link: "shop://library/books/42")
    ),
    (#"{"event":"back","id":"3","type":"user","version":1}"#, .user(.back)),
    (#"{"event":"dismiss","id":"4","type":"user","version":1}"#, .user(.dismiss)),
    (
      #"{"event":"selectTab","id":"5","tab":"library","type":"user","version":1}"#,
      .user(.selectTab("library"))
    ),
    (#"{"id":"6","type":"export","version":1}"#, .export),
    (#"{"id":"7","type":"state","version":1}"#, .state),
  ]

  @Test(arguments: 0..<7)
  nonisolated func eachCommandKindReadsAsDocumented(index: Int) throws {
    let (text, kind) = Self.commands[index]
    let command = try InspectorCommand.parse(text).get()
    #expect(command.kind == kind)
    #expect(command.id == String(index + 1))
  }
}
