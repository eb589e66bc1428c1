import Testing

extension BookKittyEndToEnd {
  /// `bookkitty` refuses sizes above `TerminalSize.maximumSide`, from a script's `resize` and
  /// from `--width` alike, and says which line and what the limit is.
  @Suite struct ScriptSizeLimitTests {
    @Test func anOversizedResizeIsReportedAndTheScreenKeepsItsSize() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(["resize 1001x24", "resize 90x24"])

      #expect(run.status == 0)
      #expect(
        run.error
          == "bookkitty: Line 1: 'resize 1001x24' is larger than a script may ask for: at most "
          + "1000 columns and 1000 rows, as in 'resize 200x60'.\n")
      // The refused line prints no screen; the next resize does, at its own width.
      #expect(run.screens.map(\.heading) == ["start", "resize 90x24"])
      #expect(run.output.split(separator: "\n").first?.count == 80)
      #expect(run.lastScreen.lines.prefix(Screen.rows).allSatisfy { $0.count <= 90 })
    }

    @Test(arguments: ["19", "1001"])
    func widthOutsideTheLimitsIsRefused(width: String) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(["q"], arguments: ["--width", width])

      #expect(run.status == 64)
      #expect(run.error.contains("--width must be between 20 and 1000 columns, not \(width)."))
    }
  }
}
