import FuzzSupport
import WayfinderTerminal

/// Whether a character is one the decoder may type: no control character (C0, DEL, C1), so
/// that no escape sequence reaches a text field as text.
func isTypable(_ character: Character) -> Bool {
  character.unicodeScalars.allSatisfy { scalar in
    !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
  }
}

/// A key as a field sees it: typed characters in a row are one text.
enum Typed: Equatable {
  case text(String)
  case key(Key)
}

/// The keys as a field sees them: runs of typed characters joined into one text.
///
/// A combining
/// mark that arrives in a later read than its base is a key of its own, where in one read the
/// two are one character; typed into a field, both give the same text.
func typed(_ keys: [Key]) -> [Typed] {
  var joined: [Typed] = []
  for key in keys {
    if case .character(let next) = key {
      if case .text(let last)? = joined.last {
        joined[joined.count - 1] = .text(last + String(next))
      } else {
        joined.append(.text(String(next)))
      }
    } else {
      joined.append(.key(key))
    }
  }
  return joined
}

/// Any bytes, as what a terminal sends: decoding never crashes, types no control character,
/// and gives the same keys however the bytes are split across reads (the same text, for typed
/// characters).
func fuzz(_ bytes: UnsafeRawBufferPointer) -> CInt {
  let all = Array(bytes)
  var whole = KeyDecoder()
  let keys = whole.decode(all) + whole.flush()
  for key in keys {
    if case .character(let character) = key {
      precondition(isTypable(character), "a control character typed as text")
    }
  }
  // The same bytes in two reads, split where the first byte says: a key cut across reads
  // waits for its rest. A lone ESC at the end of the first read is held, not flushed, since
  // more bytes follow at once.
  guard let first = all.first, all.count > 1 else { return 0 }
  let cut = 1 + Int(first) % (all.count - 1)
  var split = KeyDecoder()
  let parts = split.decode(all[..<cut]) + split.decode(all[cut...]) + split.flush()
  precondition(
    typed(parts) == typed(keys), "keys differ when the bytes are split at \(cut)")
  return 0
}

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawBufferPointer(start: data, count: count))
}
