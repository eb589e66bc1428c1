import Foundation
import Testing

/// Runs the built example and compares its output, as a newcomer would see it.
@Suite struct ExampleTests {
  @Test func theBookKittyExamplePrintsItsFlows() throws {
    let output = try run(executable: "wayfinder-example")
    #expect(output == expected)
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

  private let expected = """
    == launch
      step: replace root with tabs ["home", "qna", "library"]
      tree:
        tabs
          tab home (selected)
            home
          tab qna
            qna
          tab library
            library
      flows:
        TabsFlow @app
          TabFlow @root › home
          TabFlow @root › qna
          TabFlow @root › library
    == Home: open a book
      step: push [bookDetail(id: 42)] onto root › home
      tree:
        tabs
          tab home (selected)
            home
            bookDetail(id: 42)
          tab qna
            qna
          tab library
            library
      flows:
        TabsFlow @app
          TabFlow @root › home
            BookDetailFlow @root › home from #1
          TabFlow @root › qna
          TabFlow @root › library
    == the user taps back
      user: popped(toCount: 1, at: root › home)
      tree:
        tabs
          tab home (selected)
            home
          tab qna
            qna
          tab library
            library
      flows:
        TabsFlow @app
          TabFlow @root › home
          TabFlow @root › qna
          TabFlow @root › library
    == floating button: Add Book, scan, save
      step: present sheet stack [scanBarcode]
      step: push [confirmBook(title: "Dune")] onto level 1
      step: dismiss to level 0
      step: select library at level 0
      tree:
        tabs
          tab home
            home
          tab qna
            qna
          tab library (selected)
            library
      flows:
        TabsFlow @app
          TabFlow @root › home
          TabFlow @root › qna
          TabFlow @root › library
    == floating button: Ask a Question, then swipe it away
      step: present sheet stack [askQuestion]
      user: dismissed(toLevel: 0)
      tree:
        tabs
          tab home
            home
          tab qna
            qna
          tab library (selected)
            library
      flows:
        TabsFlow @app
          TabFlow @root › home
          TabFlow @root › qna
          TabFlow @root › library

    """
}
