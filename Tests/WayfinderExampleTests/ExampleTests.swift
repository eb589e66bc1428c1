import Foundation
import Testing

/// Runs the built example and compares its output with the expected text.
///
/// The text is `Expected/wayfinder-example.txt`, what a newcomer sees. After a deliberate change
/// of the example, regenerate the file with
/// `swift run wayfinder-example > Tests/WayfinderExampleTests/Expected/wayfinder-example.txt`.
@Suite struct ExampleTests {
  @Test func theBookKittyExamplePrintsItsFlows() throws {
    let output = try run(executable: "wayfinder-example")
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    #expect(output == expected)
  }

  private var expectedFile: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Expected/wayfinder-example.txt")
  }

  private func run(executable name: String) throws -> String {
    let binary = try #require(
      productsDirectory.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "build the package first: \(name) was not found next to the test bundle")
    let process = Process()
    process.executableURL = binary
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  /// Where SwiftPM puts the built products: beside the test bundle.
  private var productsDirectory: [URL] {
    let bundle = Bundle.main.bundleURL
    return [bundle, bundle.deletingLastPathComponent()]
  }
}
