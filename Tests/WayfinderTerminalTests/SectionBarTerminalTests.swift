import Testing
import Wayfinder
import WayfinderTerminal

/// A sign-in form that replaces a tab's root and hides the tab bar while it shows (SeeMeet's
/// Login over Home).
@MainActor
final class ToySignIn: Coordinator<ToyRoute, Void> {
  override var hidesSectionBar: Bool { true }
  override func start() throws { try push(.form) }
}

@MainActor
@Suite struct SectionBarTerminalTests {
  /// The toy app with the sign-in form over the first tab's root.
  private func signingIn() throws -> (TerminalHost<ToyRoute>, Navigator<ToyRoute>, ToySignIn) {
    let (host, navigator) = makeToyApp(columns: 60)
    let tabs = try #require(navigator.rootFlow as? ToyTabs)
    let signIn = ToySignIn()
    try #require(tabs.tabFlow(for: .first)).start(signIn, .replacingStack)
    return (host, navigator, signIn)
  }

  @Test func aHiddenTabBarIsNotDrawnAndComesBackWhenTheFlowFinishes() throws {
    let (host, navigator, signIn) = try signingIn()
    #expect(!navigator.tree.showsSectionBar(atLevel: 0))
    host.press(.escape)  // stop typing into the form's field, so the help line is the keys'
    let text = host.render().text
    #expect(text.contains("Form"))
    #expect(!text.contains("1 First"))
    #expect(!text.contains("2 Second"))
    #expect(text.split(separator: "\n").last?.contains("sections") == false)
    signIn.finish()
    let lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[lines.count - 2].contains("1 First"))
    #expect(lines.last?.contains("1–2 sections") == true)
  }

  @Test func theNumberKeysSelectNoTabWhileTheBarIsHidden() throws {
    let (host, navigator, _) = try signingIn()
    host.press(.escape, .character("2"))
    #expect(navigator.tree.root.sections?.selection == SectionID("first"))
    #expect(host.status == "The tab bar is hidden here.")
  }

  @Test func theTabContentTakesTheBarsRows() throws {
    let (host, _, signIn) = try signingIn()
    let hidden = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    signIn.finish()
    let shown = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    // The tab bar and its rule sit above the help line; without them the screen's rows reach it.
    #expect(shown[shown.count - 3].contains("─"))
    #expect(!hidden[hidden.count - 3].contains("─"))
  }
}
