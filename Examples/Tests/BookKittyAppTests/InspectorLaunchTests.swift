import BookKitty
import Foundation
import Testing
import Wayfinder
import WayfinderInspector

extension BookKittyEndToEnd {
  /// `--inspect` and `--replay`: the inspector's URL before the screen, and a launch into an
  /// exported bundle that never skips the login.
  @Suite struct InspectorLaunchTests {
    /// A bundle holding the navigation a signed-in run left: the Library tab selected.
    static func libraryBundle(from app: BookKittyProcess) async throws -> URL {
      _ = try await app.run(BookKittyScript.logIn + ["3", "q"])
      let snapshot = try JSONValue(parsing: Data(contentsOf: app.savedNavigation))
      let bundle = InspectorBundle<BookKittyRoute>(snapshot: snapshot, journal: [], flows: [])
      let file = app.folder.appendingPathComponent("report.json")
      try bundle.encoded().write(to: file)
      return file
    }

    @Test func theInspectorsURLGoesToStandardErrorBeforeTheScreen() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      // Without a port, and before another option: any free port.
      let run = try await app.run(["q"], arguments: ["--inspect", "--dump"])

      #expect(run.status == 0, "\(run.error)")
      let line = try #require(run.error.split(separator: "\n").first)
      let pattern =
        #/bookkitty: navigation inspector at http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32}/#
      #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
      #expect(run.dump == "stack\n  login")
    }

    @Test func aBundleLaunchesIntoItsNavigationWhenSignedIn() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let bundle = try await Self.libraryBundle(from: app)
      // The saved navigation moves on to Q&A; the bundle brings the Library back.
      _ = try await app.run(["2", "q"])

      let run = try await app.run(["q"], arguments: ["--replay", bundle.path, "--dump"])

      #expect(run.status == 0, "\(run.error)")
      #expect(run.screens.first?.title == "Library", "\(run.screens.first.map { "\($0)" } ?? "")")
    }

    @Test func aBundleBeforeLoginShowsTheLoginAndSaysWhy() async throws {
      let signedIn = try BookKittyProcess()
      defer { signedIn.removeFolder() }
      let bundle = try await Self.libraryBundle(from: signedIn)
      let app = try await GuardedScreenTests.signedOut()
      defer { app.removeFolder() }

      let run = try await app.run(["q"], arguments: ["--replay", bundle.path, "--dump"])

      GuardedScreenTests.expectOnlyLogin(run, "a bundle replayed before login")
      #expect(run.screens.first?.contains("log in, then replay it") == true)
    }

    @Test(arguments: [
      ("{}", "format is missing"),
      (#"{"format": 99}"#, "99"),
      ("not json", "damaged"),
    ])
    func aBundleThatCannotBeReadEndsTheProgramWithTheReason(text: String, reason: String)
      async throws
    {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      let file = app.folder.appendingPathComponent("report.json")
      try text.write(to: file, atomically: true, encoding: .utf8)

      let run = try await app.run(["q"], arguments: ["--replay", file.path])

      #expect(run.status == 2)
      #expect(run.error.hasPrefix("bookkitty: cannot replay \(file.path): "), "\(run.error)")
      #expect(run.error.contains(reason), "\(run.error)")
      #expect(run.output.isEmpty, "nothing ran")
    }
  }
}
