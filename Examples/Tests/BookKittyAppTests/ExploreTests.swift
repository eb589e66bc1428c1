import BookKitty
import BookKittyData
import Foundation
import Testing
import Wayfinder
import WayfinderInspector
import WayfinderTesting

@testable import BookKittyApp

extension BookKittyEndToEnd {
  /// `bookkitty explore`, as CI runs it to depth 8, on a shallower bound.
  @Suite struct ExploreTests {
    /// Runs `bookkitty explore` with `arguments`; its own database is a temporary file.
    func explore(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
      let process = Process()
      process.executableURL = try BookKittyProcess.binary()
      process.arguments = ["explore"] + arguments
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      // Read before waiting: a report larger than a pipe's buffer would block the child.
      let out = output.fileHandleForReading.readDataToEndOfFile()
      let err = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: out, as: UTF8.self),
        String(decoding: err, as: UTF8.self)
      )
    }

    @Test func everyStateToDepthFiveIsSoundSignedOutAndSignedIn() throws {
      // Five moves reach every screen signed out: log in, +, Add a book, search, a result.
      let run = try explore(["--depth", "5", "--format", "json"])
      #expect(run.status == 0, "\(run.error)")
      let reports = try JSONDecoder().decode(
        [String: ExplorationReport].self, from: Data(run.output.utf8))
      #expect(Set(reports.keys) == ["signed out", "signed in"])
      for (name, report) in reports {
        #expect(report.violations.isEmpty, "\(name): \(report.violations)")
        #expect(report.coverage.missingRoutes.isEmpty, "\(name)")
        #expect(report.states > 10, "\(name)")
        #expect(report.maxDepth == 5)
      }
    }

    @Test func declaredStartsReachMoreStatesAndAreMarked() throws {
      let plain = try explore(["--depth", "2", "--format", "json"])
      let run = try explore(["--depth", "2", "--declared-starts", "--format", "json"])
      let before = try JSONDecoder().decode(
        [String: ExplorationReport].self, from: Data(plain.output.utf8))
      let reports = try JSONDecoder().decode(
        [String: ExplorationReport].self, from: Data(run.output.utf8))
      for (name, report) in reports {
        let app = try #require(before[name])
        // At depth 2 not every screen is reached: only coverage may fail.
        #expect(report.violations.allSatisfy { $0.property == "coverage" }, "\(name)")
        #expect(report.states > app.states, "\(name)")
        #expect(report.nodes.prefix(app.states).allSatisfy { !$0.reachedByDeclaredStarts })
        #expect(report.nodes.dropFirst(app.states).allSatisfy { $0.reachedByDeclaredStarts })
        #expect(report.coverage == app.coverage, "\(name)")
      }
    }

    @MainActor @Test func everyDeclaredFlowButTheRootCanBeMadeForDeclaredStarts() {
      let graph = BookKittyGraph.declared
      let missing = graph.flows.filter {
        $0 != graph.root.description && BookKittyExploration.makeFlow($0) == nil
      }
      #expect(missing.isEmpty)
    }

    @Test func aBadBoundIsRefusedWithItsReason() throws {
      let run = try explore(["--depth", "0"])
      #expect(run.status == 64)
      #expect(run.error.contains("--depth must be between 1 and 254, not 0."))
    }

    /// A violation's trace becomes a bundle the inspector and `--replay` open: the state the
    /// trace reaches, and the journal that led there.
    @Test @MainActor func aTraceBecomesABundleOfTheStateItReaches() async throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("bookkitty-explore-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let database = try BookKittyDatabase(path: folder.appendingPathComponent("db.sqlite").path)
      let exploration = BookKittyExploration(database: database, signedIn: false)
      let explorer = NavigationExplorer(model: exploration.model) {
        try exploration.launch(restoring: $0)
      }
      let violation = ExplorationViolation(
        property: "planted", message: "a trace to the Library",
        trace: [.send("button login"), .selectSection("library")])
      let written = try await exploration.writeBundles(
        of: [violation], walkedBy: explorer, into: folder.path, named: "signed-out")
      let path = try #require(written.first)
      #expect(path.hasSuffix("signed-out-1-planted.json"))
      let bundle = try InspectorBundle<BookKittyRoute>.load(
        try Data(contentsOf: URL(fileURLWithPath: path)), with: BookKittyRestoration.restoration)
      let tree = try bundle.tree(with: BookKittyRestoration.restoration)
      #expect(tree.visibleStack.routes == [.library])
      #expect(!bundle.journal.isEmpty)
      #expect(bundle.flows.contains { $0.name == "LibraryFlow" })
    }
  }
}
