import Foundation
import FuzzSupport
import Wayfinder
@_spi(Fuzzing) import WayfinderInspector

/// A small app's routes, for bundles.
enum FuzzRoute: Hashable, Codable, Sendable {
  case home, library
  case detail(Int)
  case note(String)
}

/// Whether a text holds a character a terminal would act on.
func hasControl(_ text: String) -> Bool {
  text.unicodeScalars.contains { ($0.value < 0x20) || (0x7F...0x9F).contains($0.value) }
}

let restoration = Restoration<FuzzRoute>(version: 1)

/// Any bytes, as what reaches the inspector from outside.
///
/// The first byte picks a viewer's command (even) or a bug-report bundle (odd). A command is read or refused with a typed error
/// whose message carries no control character; a bundle loads, writes and loads again to the
/// same tree, or is refused the same way.
func fuzz(_ bytes: UnsafeRawBufferPointer) -> CInt {
  guard let first = bytes.first else { return 0 }
  let rest = Data(bytes.dropFirst())
  if first % 2 == 0 {
    let text = String(decoding: rest, as: UTF8.self)
    if let error = InspectorCommandReader.refusal(of: text) {
      precondition(!hasControl(error.description), "a control character in: \(error)")
      precondition(!error.code.isEmpty, "an error without a code")
    }
  } else {
    do {
      let bundle = try InspectorBundle<FuzzRoute>.load(rest, with: restoration)
      let tree = try bundle.tree(with: restoration)
      let again = try InspectorBundle<FuzzRoute>.load(try bundle.encoded(), with: restoration)
      let treeAgain = try again.tree(with: restoration)
      precondition(treeAgain == tree, "a bundle changed in a round trip")
    } catch {
      precondition(!hasControl(error.description), "a control character in: \(error)")
    }
  }
  return 0
}

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawBufferPointer(start: data, count: count))
}
