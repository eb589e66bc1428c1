/// Turns the bytes a terminal sends into ``Key``s, across reads that split them anywhere.
///
/// It reads UTF-8 characters (Hangul typed through an input method arrives as whole syllables),
/// control keys, and the escape sequences of arrows and editing keys in both their CSI
/// (`ESC [ A`) and SS3 (`ESC O A`) forms. A sequence or character cut off at the end of a read
/// waits for the next one. Unknown escape sequences are dropped whole, never typed as text;
/// invalid UTF-8 is dropped.
///
/// The Escape key sends the same byte that starts every sequence, so a lone ESC at the end of
/// a read is held back: when no more bytes come within a short timeout, call ``flush()``, which
/// reports it as ``Key/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])        // [] (an arrow's sequence, cut off)
/// decoder.decode([0x41, 0x6A])        // [.up, .character("j")]
/// decoder.decode([0x1B])              // [] (Escape, or the start of a sequence?)
/// decoder.flush()                     // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// Whether the rest of an overlong control sequence is being dropped, up to its final byte.
  private var isSkippingSequence = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for the rest of their sequence or character: read again with a short
  /// timeout, and call ``flush()`` if it expires.
  public var hasPendingInput: Bool { !pending.isEmpty }

  /// Adds bytes and returns the keys they complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var text = String.UnicodeScalarView()
    var index = 0
    parsing: while index < pending.count {
      if isSkippingSequence {
        let byte = pending[index]
        if (0x20...0x7E).contains(byte) { index += 1 }
        isSkippingSequence = (0x20...0x3F).contains(byte)
        continue
      }
      switch parse(at: index) {
      case .incomplete:
        break parsing
      case .text(let scalar, let length):
        text.append(scalar)
        index += length
      case .key(let key, let length):
        keys.append(contentsOf: String(text).map(Key.character))
        text.removeAll()
        if let key { keys.append(key) }
        index += length
      case .overlong(let length):
        isSkippingSequence = true
        index += length
      }
    }
    keys.append(contentsOf: String(text).map(Key.character))
    pending.removeFirst(index)
    return keys
  }

  /// Ends what is pending because no more bytes came: a lone ESC is the Escape key; a
  /// sequence or character cut short is dropped.
  public mutating func flush() -> [Key] {
    defer {
      pending.removeAll()
      isSkippingSequence = false
    }
    return pending == [0x1B] ? [.escape] : []
  }

  /// What the bytes from an index make.
  enum Parsed: Equatable {
    /// A key (nil: a sequence to drop) made of `length` bytes.
    case key(Key?, length: Int)
    /// A printable character, made of `length` bytes.
    case text(Unicode.Scalar, length: Int)
    /// The bytes so far start a sequence or character that the next read may complete.
    case incomplete
    /// A control sequence longer than any key's, of which `length` bytes are here: dropped,
    /// with the rest of it.
    case overlong(length: Int)
  }

  private func parse(at index: Int) -> Parsed {
    let byte = pending[index]
    switch byte {
    case 0x1B: return parseEscape(at: index)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x08, 0x7F: return .key(.backspace, length: 1)
    case 0x00: return .key(.control(" "), length: 1)
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x1C...0x1F: return .key(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
    case 0x20...0x7E: return .text(Unicode.Scalar(byte), length: 1)
    default: return parseUTF8(at: index)
    }
  }

  /// A multi-byte UTF-8 character; an invalid lead or continuation byte is dropped alone, so
  /// that what follows it is read anew.
  private func parseUTF8(at index: Int) -> Parsed {
    let length: Int
    switch pending[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, length: 1)
    }
    let available = pending[index..<min(index + length, pending.count)]
    if available.dropFirst().contains(where: { $0 & 0xC0 != 0x80 }) { return .key(nil, length: 1) }
    guard available.count == length else { return .incomplete }
    guard let scalar = String(validating: available, as: UTF8.self)?.unicodeScalars.first,
      !(0x80...0x9F).contains(scalar.value)
    else { return .key(nil, length: 1) }
    return .text(scalar, length: length)
  }

  /// ESC and what follows it: a CSI or SS3 sequence, or the Escape key followed by a key of
  /// its own (as Alt-x sends ESC x).
  private func parseEscape(at index: Int) -> Parsed {
    guard index + 1 < pending.count else { return .incomplete }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return parseControlSequence(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return .incomplete }
      let final = pending[index + 2]
      guard (0x40...0x7E).contains(final) else { return .key(nil, length: 2) }
      return .key(Self.singleShiftKey(final), length: 3)
    default: return .key(.escape, length: 1)
    }
  }

  /// A control sequence: `ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, and
  /// a final byte 0x40–0x7E.
  ///
  /// A byte that breaks that form ends the sequence, which is dropped.
  private func parseControlSequence(at index: Int) -> Parsed {
    var end = index + 2
    while end < pending.count, end - index < Self.longestSequence {
      let byte = pending[end]
      switch byte {
      case 0x20...0x3F:
        end += 1
      case 0x40...0x7E:
        let parameters = pending[(index + 2)..<end]
        return .key(
          Self.controlSequenceKey(parameters: parameters, final: byte), length: end + 1 - index)
      default:
        return .key(nil, length: end - index)
      }
    }
    return end - index < Self.longestSequence ? .incomplete : .overlong(length: end - index)
  }

  /// Longer sequences are not keys: they are dropped as they come rather than kept whole.
  private static let longestSequence = 32
}
