import Foundation
import Testing

extension BookKittyEndToEnd {
  /// When `bookkitty` writes the navigation it saves beside the database: when it changed, and
  /// not while the user only moves the cursor or reads a screen.
  ///
  /// A write replaces the file (a new file renamed over the old one), so a file whose
  /// modification date was set far in the past before the run, and still has it after, was not
  /// written during the run.
  @Suite struct IdleSaveTests {
    static let longAgo = Date(timeIntervalSince1970: 978_307_200)  // 2001-01-01

    /// Logs in and opens Library, so that the file holds a tree, and dates it `longAgo`.
    static func prepare(_ app: BookKittyProcess) async throws -> Data {
      let setUp = try await app.run(BookKittyScript.logIn + ["3", "q"])
      try #require(setUp.lastScreen.title == "Library", "set-up ended on \(setUp.lastScreen)")
      try FileManager.default.setAttributes(
        [.modificationDate: longAgo], ofItemAtPath: app.savedNavigation.path)
      return try Data(contentsOf: app.savedNavigation)
    }

    static func modificationDate(of file: URL) throws -> Date? {
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    }

    @Test func commandsThatChangeNoNavigationDoNotRewriteTheSnapshot() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let saved = try await Self.prepare(app)

      let run = try await app.run(["down", "up", "down", "up", "down", "q"])

      #expect(run.status == 0)
      #expect(run.lastScreen.title == "Library", "the launch restored the navigation")
      #expect(try Self.modificationDate(of: app.savedNavigation) == Self.longAgo)
      #expect(try Data(contentsOf: app.savedNavigation) == saved)
      let files = try FileManager.default.contentsOfDirectory(atPath: app.folder.path)
        .filter { !$0.hasPrefix("run-") }  // the test's own input and output
      #expect(files.sorted() == ["bookkitty.sqlite", "bookkitty.sqlite.navigation.json"])
    }

    @Test func aChangeOfNavigationIsSaved() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let saved = try await Self.prepare(app)

      let run = try await app.run(["down", "2", "down", "up", "q"])

      #expect(run.lastScreen.title == "Q&A")
      #expect(try Self.modificationDate(of: app.savedNavigation) != Self.longAgo)
      #expect(try Data(contentsOf: app.savedNavigation) != saved)
      let relaunch = try await app.run(["q"])
      #expect(relaunch.lastScreen.title == "Q&A", "the change was saved whole")
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not on PATH"))
    func anIdleTerminalSessionDoesNotRewriteTheSnapshot() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let saved = try await Self.prepare(app)
      let tmux = try Tmux(columns: 90, rows: 30)
      defer { tmux.end() }
      try await tmux.waitFor("bk-shell$")
      let binary = try BookKittyProcess.binary().path
      try tmux.type("'\(binary)' --db '\(app.database.path)'; echo \"exited with $?\"")
      try tmux.press("Enter")
      try await tmux.waitFor("Your library is empty")

      // Idle: the app reads with a 50 ms timeout, so this is some twenty empty reads, each
      // followed by the app's after-event work; then keys that move only the cursor.
      try await Task.sleep(for: .seconds(1))
      try tmux.type("j")
      try tmux.type("k")
      try await Task.sleep(for: .milliseconds(300))
      #expect(try Self.modificationDate(of: app.savedNavigation) == Self.longAgo)
      #expect(try Data(contentsOf: app.savedNavigation) == saved)

      try tmux.type("2")
      try await tmux.waitFor("No questions yet")
      try tmux.type("q")
      try await tmux.waitFor("exited with 0")
      #expect(try Data(contentsOf: app.savedNavigation) != saved, "a change is saved")
    }
  }
}
