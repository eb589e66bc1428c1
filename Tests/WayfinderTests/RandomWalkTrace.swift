import Foundation
@_spi(Testing) import Wayfinder

/// A record of what the navigator holds after every operation of a walk, written to the file
/// `WAYFINDER_WALK_TRACE` names: the operation, then a digest of the tree, the running flows
/// with their anchors, the owner of every screen and level, and the flows that finished.
///
/// Two builds that walk the same seed (with `SWIFT_DETERMINISTIC_HASHING=1`) must write the
/// same file: that is how a change to the navigator's bookkeeping shows it keeps every owner,
/// anchor and finishing flow (`Scripts/walk-diff.sh`).
@MainActor
final class WalkTrace {
  private let handle: FileHandle
  private var finished: [String] = []
  private var line = 0
  /// Writes the whole state, not its digest, from this line on (`WAYFINDER_WALK_TRACE_FROM`).
  private let verboseFrom: Int

  /// The trace the environment asks for, if it asks for one.
  static func fromEnvironment(_ navigator: Navigator<BookRoute>) -> WalkTrace? {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment["WAYFINDER_WALK_TRACE"],
      FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    let from = environment["WAYFINDER_WALK_TRACE_FROM"].flatMap { Int($0) } ?? .max
    return WalkTrace(handle: handle, navigator: navigator, verboseFrom: from)
  }

  private init(handle: FileHandle, navigator: Navigator<BookRoute>, verboseFrom: Int) {
    self.handle = handle
    self.verboseFrom = verboseFrom
    navigator.journal.onEvent { [weak self] event in
      self?.finished += event.finished.map { "\($0.path) \($0.cause.rawValue)" }
    }
  }

  /// Writes the line for the operation just performed.
  func record(_ operation: String, _ navigator: Navigator<BookRoute>) {
    let tree = navigator.tree
    var text = "tree\n\(tree.dump())\nflows\n\(navigator.flowDump())\nowners\n"
    for path in tree.allStackPaths {
      let count = (try? tree.stack(at: path).count) ?? 0
      let owners = (0..<count).map { index in
        let flow = navigator.flow(owningRouteAt: index, in: path)
        return "\(flow.flowName)#\(flow.flowID?.rawValue ?? 0)"
      }
      let whole = navigator.flow(owningStackAt: path)
      text += "\(path): \(whole.flowName)#\(whole.flowID?.rawValue ?? 0) | \(owners)\n"
    }
    for level in 0...tree.topLevel {
      let handle = navigator.handle(forLevel: level)
      text += "level \(level): \(handle.flowPath)\n"
    }
    text += "finished \(finished)\n"
    finished = []
    let body = line >= verboseFrom ? text : String(Self.digest(text), radix: 16)
    handle.write(Data("\(line) \(operation) \(body)\n".utf8))
    line += 1
  }

  /// FNV-1a over the text's bytes: the same in every process.
  private static func digest(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
