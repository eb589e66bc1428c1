import Testing
import Wayfinder
import WayfinderTerminal

@MainActor
@Suite struct TerminalHostTests {
  @Test func aNarrowTerminalShowsATabBarAndTheSelectedTabsScreen() {
    let (host, navigator) = makeToyApp(columns: 60)
    let text = host.render().text
    #expect(navigator.tree.root.layout == .tabs)
    #expect(text.contains("First"))
    #expect(text.contains("› Item 1  detail 1"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[lines.count - 2].contains("1 First"))
    #expect(lines[lines.count - 2].contains("2 Second"))
    #expect(lines.last?.contains("q quit") == true)
  }

  @Test func aWideTerminalShowsASidebarAndResizingKeepsEveryStack() {
    let (host, navigator) = makeToyApp(columns: 60)
    host.press(.down, .enter)
    #expect(navigator.tree.visibleStack == [.list("first"), .item(2)])
    host.resize(to: TerminalSize(columns: 120, rows: 20))
    #expect(navigator.tree.root.layout == .split)
    #expect(host.shown == navigator.tree)
    let wide = host.render().text
    #expect(wide.contains("Sections"))
    #expect(wide.contains("›1 First"))
    #expect(wide.contains("Item 2"))
    host.resize(to: TerminalSize(columns: 99, rows: 20))
    #expect(navigator.tree.root.layout == .tabs)
    #expect(navigator.tree.visibleStack == [.list("first"), .item(2)])
  }

  @Test func enterOpensTheSelectedRowAndBackPopsIt() throws {
    let (host, navigator) = makeToyApp()
    let journal = navigator.journal.keepRecent(10)
    host.press(.character("j"), .character("j"), .enter)
    #expect(navigator.tree.visibleStack == [.list("first"), .item(3)])
    #expect(host.render().text.contains(" ‹ Item 3"))
    host.press(.character("b"))
    #expect(navigator.tree.visibleStack == [.list("first")])
    #expect(host.shown == navigator.tree)
    #expect(journal.events.last?.cause == .userBack)
  }

  @Test func digitsSelectTabsAndAnUnknownOneSaysWhy() {
    let (host, navigator) = makeToyApp()
    host.press(.character("2"))
    #expect(navigator.tree.root.sections?.selection == SectionID("second"))
    #expect(host.render().text.contains("Second"))
    host.press(.character("7"))
    #expect(host.status?.contains("7 is not one of them") == true)
    #expect(host.render().text.contains("! There are 2 sections"))
    host.press(.down)
    #expect(host.status == nil)
  }

  @Test(arguments: [60, 120])
  func theDigitOfAnActionTabActsAndTheSelectedTabStays(columns: Int) throws {
    let (host, navigator) = makeToyActionApp(columns: columns)
    let tabs = try #require(navigator.rootFlow as? ToyActionTabs)
    #expect(host.render().text.contains("2 Compose"))
    host.press(.character("3"), .character("2"))

    #expect(tabs.taps == 1)
    #expect(navigator.tree.root.sections?.selection == SectionID("second"))
    #expect(navigator.tree.presentations.map(\.style) == [.sheet])
    #expect(host.shown == navigator.tree)
    #expect(host.render().text.contains("Form"))
  }

  @Test func aSheetIsFramedAndEscapeDismissesItAsASwipeWould() {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .enter)
    #expect(navigator.tree.presentations.map(\.style) == [.sheet])
    let text = host.render().text
    #expect(text.contains("┌"))
    #expect(text.contains("Form"))
    // The first Escape stops typing into the form's selected field, the second closes the sheet.
    host.press(.escape)
    #expect(navigator.tree.presentations.count == 1)
    host.press(.escape)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(host.shown == navigator.tree)
  }

  @Test func escapeOnASheetThatRefusesAsksItsFlowInsteadOfClosingIt() throws {
    let (host, navigator) = makeToyApp()
    let flow = try #require((navigator.rootFlow as? ToyTabs)?.tabFlow(for: .first) as? ToyTabFlow)
    host.press(.enter, .enter, .escape)
    flow.holdsUnsavedText = true
    host.press(.escape)

    #expect(flow.attempts == 1)
    #expect(navigator.tree.presentations.map(\.style) == [.sheet, .alert])
    #expect(navigator.tree.presentations.first?.refusesUserDismissal == true)
    #expect(host.render().text.contains("Discard?"))
    // Escape on the question keeps the text; the sheet is still there and still asks.
    host.press(.escape)
    #expect(navigator.tree.presentations.map(\.style) == [.sheet])
    host.press(.character("b"))
    #expect(flow.attempts == 2)
    host.press(.enter)
    #expect(navigator.tree.presentations.isEmpty)
    #expect(host.shown == navigator.tree)
  }

  @Test func aScreenThatRefusesTheUsersBackStaysAndSaysSo() throws {
    let (host, navigator) = makeToyApp()
    let flow = try #require((navigator.rootFlow as? ToyTabs)?.tabFlow(for: .first) as? ToyTabFlow)
    flow.itemsRefuseBack = true
    host.press(.enter)
    #expect(Array(navigator.tree.visibleStack) == [.list("first"), .item(1)])
    #expect(navigator.tree.visibleStack.refusesUserBack)
    #expect(!host.render().text.contains("b back"), "the help offers no back")
    #expect(!host.render().text.contains("‹ Item 1"), "the bar draws no back mark")
    #expect(host.render().text.contains("Item 1"))
    host.press(.character("b"))
    #expect(Array(navigator.tree.visibleStack) == [.list("first"), .item(1)])
    #expect(host.status == "This screen has no way back; it goes on with its own buttons.")
    flow.itemsRefuseBack = false
    try flow.pop()
    try flow.push(.item(2))
    host.press(.escape)
    #expect(navigator.tree.visibleStack == [.list("first")])
  }

  @Test func aSheetThatRefusesWithoutAnAnswerStaysAndSaysSo() throws {
    let (host, navigator) = makeToyApp()
    let flow = try #require((navigator.rootFlow as? ToyTabs)?.tabFlow(for: .first) as? ToyTabFlow)
    flow.holdsUnsavedText = true
    flow.asksWhenRefusing = false
    host.press(.enter, .enter, .escape, .escape)

    #expect(flow.attempts == 1)
    #expect(navigator.tree.presentations.map(\.style) == [.sheet])
    #expect(host.status == "This screen does not close now.")
  }

  @Test func aSheetCoversTheTabBarButAPresentationOverTheTabLeavesItInSight() throws {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .enter)
    var lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix("┌"), "the sheet spans the width below the presenter's bar")
    #expect(!lines[lines.count - 2].contains("2 Second"))
    host.press(.escape, .escape, .down, .down, .down, .enter)
    #expect(navigator.tree.presentations.map(\.style) == [.overCurrentContext])
    lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[lines.count - 2].contains("1 First"), "the tab bar stays in sight")
    #expect(lines[0].hasPrefix("┌"))
  }

  @Test func typingGoesIntoTheFocusedFieldAndEnterMovesToTheNext() throws {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .enter)
    let form = try #require(host.visibleScreen as? ToyScreen)
    host.handle(.text("Kitty"))
    host.press(.character("!"))
    #expect(form.name == "Kitty!")
    #expect(host.render().text.contains("Name: Kitty!▏"))
    host.press(.backspace, .enter)
    #expect(form.name == "Kitty")
    #expect(form.submitted == ["name"])
    // Enter submitted the field and moved on to the next, which takes `q` as a letter.
    host.press(.character("q"))
    #expect(!host.wantsToQuit)
    #expect(host.render().text.contains("Secret: •"))
    #expect(navigator.tree.presentations.count == 1)
  }

  @Test func aSelectedFieldTakesKeysAtOnceUntilEscape() throws {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .enter)
    let form = try #require(host.visibleScreen as? ToyScreen)
    for character in "bq1" { host.press(.character(character)) }
    #expect(form.name == "bq1")
    #expect(!host.wantsToQuit)
    #expect(navigator.tree.presentations.count == 1)
    #expect(host.render().text.contains("typing into Name · ⏎ submit · esc stop · ↑↓ move"))
    host.press(.escape, .character("b"))
    #expect(navigator.tree.presentations.isEmpty)
    #expect(form.name == "bq1")
  }

  @Test func aFieldsHintSaysWhatStartsTypingIntoIt() throws {
    let (host, _) = makeToyApp()
    host.press(.enter, .enter)
    let form = try #require(host.visibleScreen as? ToyScreen)
    var text = host.render().text
    // The selected field is being typed into; the other one starts when selected, and a `/`
    // typed there would be a letter of it, not a command.
    #expect(text.contains("Secret: (select to type)"))
    #expect(!text.contains("(/ to type)"))
    #expect(text.contains("esc stop · ↑↓ move · ctrl-c quit"))
    host.press(.down)
    host.press(.character("/"))
    #expect(form.secret == "/", "following the old hint typed a slash into the field")
    host.press(.backspace, .up, .escape)
    text = host.render().text
    #expect(text.contains("Name: (/ to type)"), "after Esc, / starts typing again")
    host.press(.character("/"), .character("x"))
    #expect(form.name == "x")
  }

  @Test func typingGoesBackToTheFieldLastTypedIntoAfterTheCursorMovedOn() throws {
    let (host, _) = makeToyApp()
    host.press(.enter, .enter)
    let form = try #require(host.visibleScreen as? ToyScreen)
    host.press(.down)
    host.handle(.text("hush"))
    // Enter submitted the secret and moved to Save; typing again goes back to the secret.
    host.press(.enter)
    host.handle(.text("!"))
    #expect(form.secret == "hush!")
    #expect(form.name.isEmpty)
  }

  @Test func theAlertShowsItsActionsAndEnterChoosesOne() throws {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .down, .down, .enter)
    #expect(navigator.tree.presentations.first?.style == .alert)
    let text = host.render().text
    #expect(text.contains("Delete?"))
    #expect(text.contains("[ Delete (!) ]"))
    #expect(text.contains("[ Cancel ]"))
    host.press(.down, .enter)
    #expect(navigator.tree.presentations.isEmpty)
    let flow = try #require(
      navigator.flow(owningStackAt: navigator.tree.visiblePath) as? ToyTabFlow)
    #expect(flow.choices == [DialogChoice(dialog: "delete", action: "cancel")])
  }

  @Test func escapeOnAnAlertChoosesItsCancelAction() throws {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .down, .down, .enter, .escape)
    #expect(navigator.tree.presentations.isEmpty)
    let flow = try #require(
      navigator.flow(owningStackAt: navigator.tree.visiblePath) as? ToyTabFlow)
    #expect(flow.choices.map(\.action) == ["cancel"])
  }

  @Test func aFullScreenCoverClosesOnlyThroughItsOwnButton() {
    let (host, navigator) = makeToyApp()
    host.press(.enter, .down, .enter)
    #expect(navigator.tree.presentations.map(\.style) == [.fullScreen])
    host.press(.escape)
    #expect(navigator.tree.presentations.count == 1)
    #expect(host.status == "This screen closes with its own button.")
    host.press(.enter)
    #expect(navigator.tree.presentations.isEmpty)
  }

  @Test func aShortcutOpensTheAppsOverlayInTheCorner() {
    let (host, navigator) = makeToyApp()
    #expect(host.render().text.contains("+ menu"))
    host.press(.character("+"))
    #expect(navigator.tree.presentations.map(\.style) == [.overlay("menu")])
    let lines = host.render().text.split(separator: "\n", omittingEmptySubsequences: false)
    let menu = lines.firstIndex { $0.contains("Menu") }
    #expect(menu.map { $0 > lines.count / 2 } == true)
    host.press(.character("z"))
    #expect(host.status?.contains("Nothing on this screen") == true)
  }

  @Test func aScreenIsToldWhenItComesToTheFront() throws {
    let (host, _) = makeToyApp()
    _ = host.render()
    let list = try #require(host.visibleScreen as? ToyScreen)
    #expect(list.appearances == 1)
    host.press(.enter)
    _ = host.render()
    #expect(host.visibleScreen !== list)
    host.press(.character("b"))
    #expect(host.visibleScreen === list)
    _ = host.render()
    #expect(list.appearances == 2)
  }

  @Test func controlCharactersInTitlesNeverReachTheTerminal() throws {
    let (host, navigator) = makeToyApp()
    let sections = try Sections<ToyRoute>([
      (SectionID("first"), Stack([.list("\u{1B}[31mred\u{7}")])),
      (SectionID("second"), Stack([.list("second")])),
    ])
    navigator.setTree(NavigationTree(root: .tabs(sections)))
    let text = host.render().text
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{7}"))
  }

  @Test func qQuitsAndAnUnattachedHostSaysSo() {
    let (host, _) = makeToyApp()
    host.press(.character("q"))
    #expect(host.wantsToQuit)
    let lone = TerminalHost<ToyRoute>(size: .standard) { route, flow in
      ToyScreen(route: route, flow: flow)
    }
    lone.press(.character("1"))
    #expect(lone.status == "No tabs here." || lone.status == "Not attached to a navigator.")
  }

  @Test func theScriptRunnerPrintsEveryScreenAndReportsBadLines() async {
    let (host, navigator) = makeToyApp(columns: 40, rows: 10)
    var input = ["down", "enter", "dance", "type secret", "b", "q", "down"][...]
    var screens: [String] = []
    var problems: [InputScriptError] = []
    await TerminalRunner.run(
      host, lines: { input.popFirst() }, print: { screens.append($0) },
      report: { problems.append($0) })
    #expect(screens.count == 5)
    #expect(screens[0].hasPrefix("── start ──"))
    #expect(screens[1].hasPrefix("── down ──"))
    #expect(screens[2].contains("Item 2"))
    #expect(screens[3].hasPrefix("── type (6 characters)"))
    #expect(!screens.joined().contains("secret"))
    #expect(problems == [.unknownCommand(line: 3, command: "dance")])
    #expect(navigator.tree.visibleStack == [.list("first")])
    // `q` ended the run: the last line was never read.
    #expect(input == ["down"])
  }
}
