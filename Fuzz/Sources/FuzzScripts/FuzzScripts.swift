import FuzzSupport
import WayfinderTerminal

/// Whether a text holds a byte a terminal would act on: C0 controls but tab, DEL, and C1.
func hasControl(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
  }
}

/// Any bytes, as a script piped into a terminal program: reading gives events or a typed error
/// naming a line of the script, whose message carries no control character; sizes stay within
/// the limit; and every key command reads back to the key it names.
func fuzz(_ bytes: UnsafeRawBufferPointer) -> CInt {
  let script = String(decoding: bytes, as: UTF8.self)
  do {
    let events = try InputScript.events(in: script)
    for event in events {
      switch event {
      case .resize(let size):
        precondition(
          (1...TerminalSize.maximumSide).contains(size.columns)
            && (1...TerminalSize.maximumSide).contains(size.rows), "a size beyond the limit")
      case .key(let key):
        guard let command = InputScript.command(for: key) else {
          preconditionFailure("a key no command names: \(key)")
        }
        precondition(
          (try? InputScript.event(line: command, number: 1)) == .key(key),
          "\(command) does not read back")
      case .text(let text):
        precondition(!text.isEmpty, "an empty type command")
      }
    }
  } catch {
    let lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    precondition((1...max(lines, 1)).contains(error.line), "an error outside the script")
    precondition(!hasControl(error.description), "a control character in: \(error.description)")
  }
  return 0
}

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawBufferPointer(start: data, count: count))
}
