import Testing
import WayfinderTerminal

@Suite struct InputScriptTests {
  @Test func aScriptBecomesEventsInOrder() throws {
    let script = """
      # open the second book, then go back
      down
        j
      enter

      esc
      b
      type 고양이  책 \u{1B}
      resize 60x24
      1
      +
      /
      tab
      backspace
      up\r
      k\t
      left
      right
      q
      """
    let events = try InputScript.events(in: script)
    #expect(
      events == [
        .key(.down), .key(.character("j")), .key(.enter), .key(.escape), .key(.character("b")),
        .text("고양이  책 \u{1B}"), .resize(TerminalSize(columns: 60, rows: 24)),
        .key(.character("1")), .key(.character("+")), .key(.character("/")), .key(.tab),
        .key(.backspace), .key(.up), .key(.character("k")), .key(.left), .key(.right),
        .key(.character("q")),
      ])
  }

  @Test func everyListedKeyCommandParses() throws {
    for command in InputScript.commands where !command.contains("<") {
      #expect(try InputScript.event(line: command, number: 1) != nil, "\(command)")
    }
  }

  @Test func anUnknownCommandNamesItsLineAndTheValidCommands() {
    #expect(throws: InputScriptError.unknownCommand(line: 3, command: "jump")) {
      try InputScript.events(in: "down\n# fine\njump\nup")
    }
    let error = InputScriptError.unknownCommand(line: 3, command: "jump")
    #expect(error.line == 3)
    #expect(error.description.hasPrefix("Line 3: 'jump' is not a command. Valid commands: up,"))
    #expect(error.description.contains("type <text>, resize <columns>x<rows>."))
  }

  @Test func aHugeLineIsRefusedQuotingOnlyItsBeginning() throws {
    // Ten megabytes that are no command, with trailing blanks: refused in one pass, and the
    // error quotes a prefix a person can read.
    let line = String(repeating: "x", count: 10_000_000) + "   "
    let quoted = String(repeating: "x", count: 64) + "…"
    #expect(throws: InputScriptError.unknownCommand(line: 1, command: quoted)) {
      try InputScript.event(line: line, number: 1)
    }
    #expect(InputScriptError.unknownCommand(line: 1, command: quoted).description.count < 600)
    let resize = "resize " + String(repeating: "8", count: 1_000_000) + "x24"
    #expect(
      throws: InputScriptError.invalidSize(
        line: 2, argument: String(repeating: "8", count: 64) + "…")
    ) {
      try InputScript.event(line: resize, number: 2)
    }
    // A command with trailing blanks is still the command, and a size after many blanks a
    // size.
    #expect(try InputScript.event(line: "down \t ", number: 3) == .key(.down))
    let spaced = "resize" + String(repeating: " ", count: 100) + "80x24"
    #expect(
      try InputScript.event(line: spaced, number: 4) == .resize(TerminalSize(columns: 80, rows: 24))
    )
    // One character of many combining marks is not quoted whole.
    let marks = "e" + String(repeating: "\u{301}", count: 100_000)
    #expect(throws: InputScriptError.unknownCommand(line: 5, command: "…")) {
      try InputScript.event(line: marks, number: 5)
    }
  }

  @Test(arguments: ["Down", "typed", "ctrl-c", "0", "10", "enter please"])
  func nearMissesAreNotCommands(line: String) {
    #expect(throws: InputScriptError.unknownCommand(line: 7, command: line)) {
      try InputScript.event(line: line, number: 7)
    }
  }

  @Test(arguments: ["type", "type ", "  type"])
  func typeNeedsText(line: String) {
    #expect(throws: InputScriptError.missingText(line: 2)) {
      try InputScript.event(line: line, number: 2)
    }
  }

  @Test(arguments: [
    ("resize", ""), ("resize 80", "80"), ("resize 0x24", "0x24"), ("resize axb", "axb"),
    ("resize 80x24x1", "80x24x1"), ("resize 99999999999999999999x10", "99999999999999999999x10"),
    ("resize 80x", "80x"),
    ("resize -80x24", "-80x24"),
  ])
  func resizeNeedsColumnsAndRows(line: String, argument: String) {
    #expect(throws: InputScriptError.invalidSize(line: 4, argument: argument)) {
      try InputScript.event(line: line, number: 4)
    }
    #expect(
      InputScriptError.invalidSize(line: 4, argument: argument).description.contains(
        "as in 'resize 80x24'"))
  }
}
